/** `--source fake[:<seconds>]`: a demo channel that posts a numbered message on a timer. */
import { SourceConfigError, type ChannelSource, type SourceContext, type SourceHandlers, type SourceState } from '../../source/channel-source.js';
import { FakeChannel, FakeSource } from './fake-channel.js';

/** Source state key of the last id the demo channel posted (so a restarted channel goes on from it). */
const LAST_ID = 'lastPostedId';

class DemoSource extends FakeSource {
  readonly #channel: FakeChannel;
  readonly #state: SourceState;
  readonly #ms: number;
  #timer: NodeJS.Timeout | null = null;

  constructor(channel: FakeChannel, state: SourceState, ms: number) {
    super(channel);
    this.#channel = channel;
    this.#state = state;
    this.#ms = ms;
  }

  override async start(handlers: SourceHandlers): Promise<void> {
    await super.start(handlers);
    this.#timer = setInterval(() => {
      const id = this.#channel.nextId;
      // Kept before posting: after a crash the next start skips an id at worst, never reuses one.
      this.#state.set(LAST_ID, String(id));
      this.#channel.post(`Demo post ${id} #AL1`);
    }, this.#ms);
  }

  override async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    await super.stop();
  }
}

/**
 * Creates the demo source; the argument is the posting interval in seconds (default 5). Like a real
 * channel, a restarted one goes on from the last id it posted (kept in the source state, i.e. the
 * outbox), so the ids of a restarted run never collide with what was delivered before.
 */
export function createFakeCliSource(argument: string, context: SourceContext): ChannelSource {
  const seconds = argument === '' ? 5 : Number(argument);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new SourceConfigError(`--source fake:<seconds> needs a positive number, got ${JSON.stringify(argument)}`);
  const last = Number(context.state.get(LAST_ID) ?? 0);
  return new DemoSource(new FakeChannel({ firstId: Number.isSafeInteger(last) && last > 0 ? last + 1 : 1 }), context.state, seconds * 1000);
}
