/**
 * Reading `GET /api/v1/live` in tests: the events as they come, and whether the server ended
 * the stream. Waits follow the stream itself (no sleeps).
 */

/** One event of the stream: its type and parsed JSON data. */
export interface ReceivedLiveEvent {
  event: string;
  data: unknown;
}

export interface LiveTestStream {
  /** The first block: the `retry:` hint. */
  readonly first: string;
  /** The next event (heartbeat comments skipped), or null once the stream ended. */
  next(): Promise<ReceivedLiveEvent | null>;
  /** Every event that arrived so far (read in the background once `collect()` ran). */
  readonly received: readonly ReceivedLiveEvent[];
  /** Reads in the background into `received` (for waits such as `vi.waitFor`). */
  collect(): void;
  /** Resolves true once the server ended the stream. */
  ended(): Promise<true>;
  /** Stops reading (the client goes away). */
  cancel(): Promise<void>;
}

/**
 * Opens a live stream answer for reading; resolves once the first block (the retry hint) has
 * arrived, so the caller is subscribed on the server.
 *
 * @example
 * const stream = await readLiveStream(await t.request('GET', '/live', { token }));
 * await t.server.live.publish({ storeId, type: 'orders.updated', audience: { subject: 'orders' }, data: { id: 7 } });
 * expect(await stream.next()).toEqual({ event: 'orders.updated', data: { id: 7 } });
 */
export async function readLiveStream(response: Response): Promise<LiveTestStream> {
  if (response.status !== 200 || !response.body)
    throw new Error(`The live stream answered ${response.status}: ${await response.text()}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const received: ReceivedLiveEvent[] = [];
  /** The next complete block, or null once the stream ended. */
  const nextBlock = async (): Promise<string | null> => {
    while (!buffer.includes('\n\n')) {
      const { done, value } = await reader.read();
      if (done) return null;
      buffer += value;
    }
    const at = buffer.indexOf('\n\n');
    const block = buffer.slice(0, at);
    buffer = buffer.slice(at + 2);
    return block;
  };
  const next = async (): Promise<ReceivedLiveEvent | null> => {
    for (;;) {
      const block = await nextBlock();
      if (block === null) return null;
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
      const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
      if (event && data !== undefined) {
        const item = { event, data: JSON.parse(data) as unknown };
        received.push(item);
        return item;
      }
    }
  };
  const first = (await nextBlock()) ?? '';
  return {
    first,
    next,
    received,
    collect() {
      void (async () => {
        while ((await next()) !== null);
      })().catch(() => undefined);
    },
    async ended() {
      while ((await nextBlock()) !== null);
      return true;
    },
    cancel: () => reader.cancel(),
  };
}
