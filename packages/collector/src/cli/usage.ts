/** `touchline-collect --help`. Every flag the commands parse and every variable they read is listed here. */
import { DEFAULT_MAX_PHOTO_BYTES, DEFAULT_SERVER_MAX_IMAGE_BYTES } from '../delivery/limits.js';
import type { SourceRegistry } from '../source/registry.js';
import { LOGIN_USAGE } from '../sources/mtproto/login-command.js';

/** The help text, with the registered sources. */
export function usage(sources: SourceRegistry): string {
  const list = sources
    .entries()
    .map((e) => `                          ${e.help}`)
    .join('\n');
  return `touchline-collect: follow one public channel and deliver every post and edit to a Touchline server exactly once.

Usage:
  touchline-collect run [flags]     follow the channel until SIGTERM/SIGINT
  touchline-collect outbox [flags]  print the outbox's queue depth, oldest age and quarantined items
  touchline-collect login [flags]   log a Telegram account into the session file (for --source mtproto)
  touchline-collect help            this text

Flags of run (each overrides its environment variable):
  --source <name>         where posts come from (TOUCHLINE_SOURCE, default mtproto):
${list}
  --channel <name>        the channel to follow (TOUCHLINE_CHANNEL)
  --outbox <path>         the outbox database (TOUCHLINE_OUTBOX, default .data/collector-outbox.sqlite)
  --ingest-url <url>      the server's ingest listener (TOUCHLINE_INGEST_URL, default http://127.0.0.1:8081)
  --poll-interval <s>     seconds between history reads (TOUCHLINE_POLL_INTERVAL, default 60)
  --interval <s>          the same (the web source's polling interval)
  --recent <n>            newest posts re-read for edits on every read (TOUCHLINE_RECENT, default 20)
  --backfill <n>          posts taken from the channel's tail on the very first start (TOUCHLINE_BACKFILL, default 20)
  --heartbeat-interval <s> seconds between heartbeats (TOUCHLINE_HEARTBEAT_INTERVAL, default 30)
  --max-photo-bytes <n>   photos larger than this are sent without bytes (TOUCHLINE_MAX_PHOTO_BYTES, default ${DEFAULT_MAX_PHOTO_BYTES}
                          or the server's cap if lower); above the server's cap, TOUCHLINE_MAX_IMAGE_BYTES
                          (read from the environment, default ${DEFAULT_SERVER_MAX_IMAGE_BYTES}), run refuses to start
  --no-photos             describe photos only, never download them (TOUCHLINE_PHOTOS=off)
  --exit-when-done        exit once a finite source (file:) is delivered

Flags of outbox:
  --outbox <path>         as above (reads a copy of the figures; stop the collector first)

${LOGIN_USAGE}

Environment:
  TOUCHLINE_INGEST_TOKEN  bearer token of the ingest listener (required by run)
  TOUCHLINE_LOG_LEVEL     pino level of the JSON logs on stderr (default info)
Sources read their own variables (e.g. TELEGRAM_API_ID, TELEGRAM_API_HASH; TOUCHLINE_WEB_BASE_URL,
default https://t.me, for the web source); see docs/operations.md.`;
}
