/**
 * The collector's view of its link to the source, reported in every heartbeat as
 * `collector.telegram`. Fed by the source's link events and by the sync engine's own findings
 * (failed reads, a stream that went silent, flood waits).
 */
import type { HeartbeatBody } from '../observe/wire.js';

/** Source-link status words; only `connected` counts as healthy (CLARIFICATIONS, Status). */
export type LinkStatus = 'starting' | 'connected' | 'disconnected' | 'reconnecting' | 'flood_wait';

/** Mutable link state with the timestamps SPEC's Status body reports. */
export class LinkState {
  status: LinkStatus = 'starting';
  lastConnectedAt: string | null = null;
  lastDisconnectedAt: string | null = null;
  lastDisconnectReason: string | null = null;
  streamRetryCount = 0;

  /** The link works (a successful read or the source's `connected` event). */
  connected(now: Date): void {
    if (this.status === 'connected') return;
    this.status = 'connected';
    this.lastConnectedAt = now.toISOString();
  }

  /** The link is down for `reason`; returns true when it was up before (a new outage). */
  disconnected(now: Date, reason: string, status: Exclude<LinkStatus, 'connected' | 'starting'> = 'disconnected'): boolean {
    const wasUp = this.status === 'connected' || this.status === 'starting';
    if (wasUp || this.status !== status) this.lastDisconnectedAt = now.toISOString();
    this.status = status;
    this.lastDisconnectReason = reason;
    return wasUp;
  }

  /** The stream failed and is being re-opened: counted in `streamRetryCount`. */
  streamFailed(now: Date, reason: string): void {
    this.streamRetryCount++;
    this.disconnected(now, reason, 'reconnecting');
  }

  /** The heartbeat's `telegram` object. */
  snapshot(): HeartbeatBody['telegram'] {
    return {
      status: this.status,
      lastConnectedAt: this.lastConnectedAt,
      lastDisconnectedAt: this.lastDisconnectedAt,
      lastDisconnectReason: this.lastDisconnectReason,
      streamRetryCount: this.streamRetryCount,
    };
  }
}

/** Whether the outbox can be written (`storageFailureActive`, `lastStorageFailureAt`). */
export class StorageHealth {
  active = false;
  lastFailureAt: string | null = null;

  failed(now: Date): void {
    this.active = true;
    this.lastFailureAt = now.toISOString();
  }

  ok(): void {
    this.active = false;
  }
}
