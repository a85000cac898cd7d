/** `--source fake[:<seconds>]`: a demo channel that posts a numbered message on a timer. */
import type { ChannelSource, SourceContext, SourceHandlers } from '../../source/channel-source.js';
import { FakeChannel, FakeSource } from './fake-channel.js';

class DemoSource extends FakeSource {
  readonly #channel: FakeChannel;
  readonly #ms: number;
  #timer: NodeJS.Timeout | null = null;

  constructor(channel: FakeChannel, ms: number) {
    super(channel);
    this.#channel = channel;
    this.#ms = ms;
  }

  override async start(handlers: SourceHandlers): Promise<void> {
    await super.start(handlers);
    let n = 0;
    this.#timer = setInterval(() => this.#channel.post(`Demo post ${++n} #AL1`), this.#ms);
  }

  override async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    await super.stop();
  }
}

/** Creates the demo source; the argument is the posting interval in seconds (default 5). */
export function createFakeCliSource(argument: string, _context: SourceContext): ChannelSource {
  const seconds = argument === '' ? 5 : Number(argument);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`--source fake:<seconds> needs a positive number, got ${JSON.stringify(argument)}`);
  return new DemoSource(new FakeChannel(), seconds * 1000);
}
