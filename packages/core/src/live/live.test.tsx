/**
 * The live client through its hooks, against a stream this test controls: one shared
 * connection, events delivered, a dropped stream reconnected after an exponential backoff
 * (fake timers), the token renewed on a 401, and `useJob` kept current by `job` events or by
 * polling while the channel is down.
 */
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobView } from '../contract/core-model';
import { ApiProvider } from '../plugin/api-provider';
import { ApiRegistry } from '../plugin/api-ref';
import { AdminTestProvider } from '../testing';
import { backoffDelay, createLiveClient } from './client';
import type { LiveClient, LiveStatus } from './client';
import { liveApiRef, useJob, useLiveEvent, useLiveStatus } from './hooks';
import { JobProgress } from './job-progress';
import { createLiveEventRef } from './model';

const ORDER_UPDATED = createLiveEventRef<{ id: number }>('orders.updated');

/** Values as they come, awaited one by one (no polling, no sleeps). */
function queue<T>() {
  const items: T[] = [];
  const waiting: ((value: T) => void)[] = [];
  return {
    push(value: T) {
      const next = waiting.shift();
      if (next) next(value);
      else items.push(value);
    },
    next(): Promise<T> {
      const item = items.shift();
      if (item !== undefined) return Promise.resolve(item);
      return new Promise((resolve) => waiting.push(resolve));
    },
    get length() {
      return items.length;
    },
  };
}

/** A server-sent event stream the test writes to, and ends or breaks at will. */
function controlledStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    comment(text: string) {
      controller.enqueue(encoder.encode(`: ${text}\n\n`));
    },
    drop() {
      controller.error(new TypeError('network connection lost'));
    },
  };
}

interface Call {
  authorization: string | null;
  answer(response: Response): void;
}

/** A fetch whose every call the test answers. */
function scriptedFetch() {
  const calls = queue<Call>();
  let count = 0;
  const fetch = ((_input: RequestInfo | URL, init?: RequestInit) => {
    count++;
    const headers = new Headers(init?.headers);
    return new Promise<Response>((resolve) =>
      calls.push({ authorization: headers.get('authorization'), answer: resolve }),
    );
  }) as typeof globalThis.fetch;
  return { fetch, calls, count: () => count };
}

function liveWrapper(client: LiveClient) {
  const registry = new ApiRegistry([], [[liveApiRef, client]]);
  return ({ children }: { children: ReactNode }) => <ApiProvider registry={registry}>{children}</ApiProvider>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useLiveEvent', () => {
  it('shares one connection, reconnects after a drop with growing delays, renews the token and delivers again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = scriptedFetch();
    let token = 'token-1';
    const refresh = vi.fn(async () => (token = 'token-2'));
    const client = createLiveClient({
      url: 'http://storeroom.test/api/v1/live',
      fetch: server.fetch,
      token: () => token,
      refresh,
      baseDelayMs: 1_000,
      random: () => 0, // the lower edge of the jitter: delays of 500, 1000, 2000 ms
    });
    const statuses = queue<LiveStatus>();
    client.onStatus((s) => statuses.push(s));
    const received = queue<number>();
    const { result, unmount } = renderHook(
      () => {
        useLiveEvent(ORDER_UPDATED, ({ id }) => received.push(id));
        useLiveEvent(ORDER_UPDATED, () => undefined);
        return useLiveStatus();
      },
      { wrapper: liveWrapper(client) },
    );
    expect(await statuses.next()).toBe('connecting');

    const first = await server.calls.next();
    expect(first.authorization).toBe('Bearer token-1');
    const streamA = controlledStream();
    first.answer(streamA.response);
    expect(await statuses.next()).toBe('connected');
    streamA.comment('ping');
    streamA.send('orders.updated', { id: 1 });
    expect(await received.next()).toBe(1);
    expect(server.count()).toBe(1); // two subscribers, one connection
    expect(result.current).toBe('connected');

    // The stream drops: the first retry waits 500 ms.
    streamA.drop();
    expect(await statuses.next()).toBe('reconnecting');
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(server.count()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const second = await server.calls.next();
    second.answer(new Response('{"message":"busy"}', { status: 503 }));

    // Refused: the next retry waits twice as long.
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(server.count()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const third = await server.calls.next();
    // The access token expired meanwhile: renewed once, then connected at once.
    third.answer(new Response('{"message":"expired"}', { status: 401 }));
    const fourth = await server.calls.next();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fourth.authorization).toBe('Bearer token-2');
    const streamB = controlledStream();
    fourth.answer(streamB.response);
    expect(await statuses.next()).toBe('connected');
    streamB.send('orders.updated', { id: 2 });
    expect(await received.next()).toBe(2);

    // The last subscriber leaves: the connection closes.
    unmount();
    expect(await statuses.next()).toBe('idle');
  });

  it('does not connect without a token (signed out)', async () => {
    const server = scriptedFetch();
    const client = createLiveClient({
      url: 'http://storeroom.test/api/v1/live',
      fetch: server.fetch,
      token: () => undefined,
      refresh: () => Promise.reject(new Error('signed out')),
    });
    const { result } = renderHook(
      () => {
        useLiveEvent(ORDER_UPDATED, () => undefined);
        return useLiveStatus();
      },
      { wrapper: liveWrapper(client) },
    );
    expect(result.current).toBe('idle');
    expect(server.count()).toBe(0);
  });

  it('spreads reconnects with jitter and caps the delay', () => {
    expect(backoffDelay(0, 1_000, 30_000, () => 0)).toBe(500);
    expect(backoffDelay(0, 1_000, 30_000, () => 0.999)).toBeCloseTo(999.5);
    expect(backoffDelay(3, 1_000, 30_000, () => 0.5)).toBe(6_000);
    expect(backoffDelay(20, 1_000, 30_000, () => 1)).toBe(30_000);
  });
});

describe('useJob and JobProgress', () => {
  const job = (over: Partial<JobView>): JobView => ({
    id: 'j1',
    name: 'orders.export',
    state: 'queued',
    progress: null,
    result: null,
    error: null,
    createdAt: '2026-11-25T09:00:00.000Z',
    finishedAt: null,
    ...over,
  });

  function ExportStatus({ pollMs, connectedPollMs }: { pollMs?: number; connectedPollMs?: number }) {
    const query = useJob<{ url: string }>('j1', { pollMs, connectedPollMs });
    return (
      <JobProgress
        label="Exporting orders"
        job={query.data}
        error={query.error}
        action={query.data?.result && <a href={query.data.result.url}>Download CSV</a>}
      />
    );
  }

  it('follows the job through live events', async () => {
    const stream = controlledStream();
    const fetch = (async (input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname;
      if (path === '/api/v1/live') return stream.response;
      if (path === '/api/v1/jobs/j1') return Response.json(job({}));
      return Response.json({ message: 'Not found' }, { status: 404 });
    }) as typeof globalThis.fetch;
    render(
      <AdminTestProvider fetch={fetch}>
        <ExportStatus />
      </AdminTestProvider>,
    );
    expect(await screen.findByText('Waiting to start…')).toBeVisible();
    stream.send('job', job({ id: 'other', state: 'failed', error: 'Not this one' }));
    stream.send('job', job({ state: 'active', progress: { done: 5, total: 10, step: 'Writing rows' } }));
    expect(await screen.findByText('Writing rows — 5 of 10')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Exporting orders' })).toHaveAttribute('value', '5');
    stream.send(
      'job',
      job({
        state: 'completed',
        progress: { done: 10, total: 10, step: 'Stored' },
        result: { url: '/f.csv' },
      }),
    );
    expect(await screen.findByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/f.csv');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads an unfinished job now and then while connected, so a completion whose event was lost still shows', async () => {
    const stream = controlledStream();
    let reads = 0;
    const fetch = (async (input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname;
      if (path === '/api/v1/live') return stream.response;
      if (path === '/api/v1/jobs/j1')
        return Response.json(
          reads++ < 2
            ? job({ state: 'active', progress: { done: 1, total: 2, step: 'Writing rows' } })
            : job({
                state: 'completed',
                progress: { done: 2, total: 2, step: 'Stored' },
                result: { url: '/f.csv' },
              }),
        );
      return Response.json({ message: 'Not found' }, { status: 404 });
    }) as typeof globalThis.fetch;
    render(
      <AdminTestProvider fetch={fetch}>
        <ExportStatus connectedPollMs={20} />
      </AdminTestProvider>,
    );
    // No job event is ever sent on the open channel.
    expect(await screen.findByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/f.csv');
  });

  it('polls the job while the live channel is down', async () => {
    const states = [
      job({}),
      job({ state: 'active', progress: { done: 1, total: 2, step: 'Writing rows' } }),
      job({ state: 'failed', progress: { done: 1, total: 2, step: 'Writing rows' }, error: 'Disk full' }),
    ];
    let reads = 0;
    const fetch = (async (input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname;
      if (path === '/api/v1/live') return Response.json({ message: 'down' }, { status: 503 });
      if (path === '/api/v1/jobs/j1') return Response.json(states[Math.min(reads++, states.length - 1)]);
      return Response.json({ message: 'Not found' }, { status: 404 });
    }) as typeof globalThis.fetch;
    render(
      <AdminTestProvider fetch={fetch}>
        <ExportStatus pollMs={20} />
      </AdminTestProvider>,
    );
    // Queued, then active, then failed: read three times without a single live event.
    expect(await screen.findByRole('alert')).toHaveTextContent('Disk full');
    expect(reads).toBeGreaterThanOrEqual(3);
  });
});
