import { describe, expect, it, vi } from 'vitest';
import { createAuthApi } from './account';
import { createHttpClient } from './http';
import { memoryTokenStore, storageTokenStore } from './tokens';
import { ApiError } from './types';

type Handler = (request: Request) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fake server: records every request and answers through the handler. */
function fakeFetch(handler: Handler) {
  const calls: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://shop.test'), init);
    calls.push(request.clone());
    return handler(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const tokenAnswer = (n: number) => ({
  access_token: `access-${n}`,
  refresh_token: `refresh-${n}`,
  token_type: 'Bearer',
  expires_in: 900,
});

describe('createHttpClient', () => {
  it('sends the bearer, the query string and a JSON body; parses the JSON answer', async () => {
    const server = fakeFetch(() => json(200, { id: 7 }));
    const http = createHttpClient({
      baseUrl: 'http://shop.test/api/v1/',
      tokens: memoryTokenStore({ accessToken: 'a1', refreshToken: 'r1' }),
      fetch: server.fetch,
    });
    const result = await http.request<{ id: number }>('POST', '/orders/search', {
      query: { page: 2, expand: ['items', 'customer'], sort: undefined, size: null },
      body: { status: [1, 2] },
    });
    expect(result).toEqual({ id: 7 });
    const [request] = server.calls;
    expect(request!.url).toBe('http://shop.test/api/v1/orders/search?page=2&expand=items%2Ccustomer');
    expect(request!.headers.get('authorization')).toBe('Bearer a1');
    expect(request!.headers.get('content-type')).toBe('application/json');
    expect(await request!.json()).toEqual({ status: [1, 2] });
  });

  it('sends a form with its text fields before its files (a streaming server reads the upload type first)', async () => {
    const server = fakeFetch(() => json(201, []));
    const http = createHttpClient({
      baseUrl: 'http://shop.test/api/v1',
      tokens: 'srp_abc',
      fetch: server.fetch,
    });
    const form = new FormData();
    form.append('files[]', new File(['a'], 'a.png'));
    form.append('files[]', new File(['b'], 'b.png'));
    form.append('type', 'product_images');
    await http.request('POST', '/files', { body: form });
    // The parts' names in the order they were sent.
    const raw = await server.calls[0]!.text();
    expect([...raw.matchAll(/form-data; name="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'type',
      'files[]',
      'files[]',
    ]);
  });

  it('accepts a fixed token (private apps) and answers 204 with undefined', async () => {
    const server = fakeFetch(() => new Response(null, { status: 204 }));
    const http = createHttpClient({
      baseUrl: 'http://shop.test/api/v1',
      tokens: 'srp_abc',
      fetch: server.fetch,
    });
    await expect(http.request('DELETE', '/orders/1')).resolves.toBeUndefined();
    expect(server.calls[0]!.headers.get('authorization')).toBe('Bearer srp_abc');
  });

  it('makes exactly one refresh for N concurrent 401s and retries all N with the new token', async () => {
    let refreshes = 0;
    let release!: () => void;
    const refreshGate = new Promise<void>((resolve) => (release = resolve));
    const server = fakeFetch(async (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/v1/auth/refresh') {
        refreshes += 1;
        expect(await request.json()).toEqual({ refresh_token: 'refresh-0' });
        await refreshGate;
        return json(200, tokenAnswer(1));
      }
      if (request.headers.get('authorization') !== 'Bearer access-1')
        return json(401, { message: 'expired' });
      return json(200, { path: url.pathname });
    });
    const onRefresh = vi.fn();
    const http = createHttpClient({
      baseUrl: 'http://shop.test/api/v1',
      tokens: memoryTokenStore({ accessToken: 'access-0', refreshToken: 'refresh-0' }),
      fetch: server.fetch,
      onRefresh,
    });
    const n = 5;
    const pending = Array.from({ length: n }, (_, i) => http.request('GET', `/things/${i}`));
    // Let every request reach the server and get its 401 while the refresh is held.
    await vi.waitFor(() => expect(refreshes).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const results = await Promise.all(pending);
    expect(results).toEqual(Array.from({ length: n }, (_, i) => ({ path: `/api/v1/things/${i}` })));
    expect(refreshes).toBe(1);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(http.tokens.get()).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const retried = server.calls.filter((c) => c.headers.get('authorization') === 'Bearer access-1');
    expect(retried).toHaveLength(n);
  });

  it('retries a late 401 for an already replaced token without a second refresh', async () => {
    let refreshes = 0;
    let releaseSlow!: () => void;
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    const server = fakeFetch(async (request) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/auth/refresh')) {
        refreshes += 1;
        return json(200, tokenAnswer(refreshes));
      }
      if (url.pathname.endsWith('/slow') && request.headers.get('authorization') === 'Bearer access-0') {
        await slowGate;
      }
      return request.headers.get('authorization') === 'Bearer access-1'
        ? json(200, { ok: true })
        : json(401, {});
    });
    const http = createHttpClient({
      baseUrl: 'http://shop.test/api/v1',
      tokens: memoryTokenStore({ accessToken: 'access-0', refreshToken: 'refresh-0' }),
      fetch: server.fetch,
    });
    const slow = http.request('GET', '/slow');
    await expect(http.request('GET', '/fast')).resolves.toEqual({ ok: true });
    releaseSlow();
    await expect(slow).resolves.toEqual({ ok: true });
    expect(refreshes).toBe(1);
  });

  it('two tabs sharing storage and a lock refresh once and never present a spent refresh token', async () => {
    const spent = new Set<string>();
    let refreshes = 0;
    const server = fakeFetch(async (request) => {
      if (new URL(request.url).pathname.endsWith('/auth/refresh')) {
        const { refresh_token } = (await request.json()) as { refresh_token: string };
        if (spent.has(refresh_token)) return json(401, { message: 'Refresh token reused: family revoked.' });
        spent.add(refresh_token);
        refreshes += 1;
        return json(200, tokenAnswer(refreshes));
      }
      return request.headers.get('authorization') === 'Bearer access-1'
        ? json(200, { ok: true })
        : json(401, {});
    });
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
    storage.setItem(
      'storeroom.tokens',
      JSON.stringify({ accessToken: 'access-0', refreshToken: 'refresh-0' }),
    );
    // A mutex standing in for the Web Locks API that tabs share.
    let tail: Promise<unknown> = Promise.resolve();
    const lock = <T>(run: () => Promise<T>) => {
      const next = tail.then(run, run);
      tail = next.catch(() => undefined);
      return next;
    };
    const onLogout = vi.fn();
    const tabA = createHttpClient({
      baseUrl: 'http://shop.test/api/v1',
      tokens: storageTokenStore(storage),
      fetch: server.fetch,
      lock,
      onLogout,
    });
    const tabB = createHttpClient({
      baseUrl: 'http://shop.test/api/v1',
      tokens: storageTokenStore(storage),
      fetch: server.fetch,
      lock,
      onLogout,
    });
    await expect(Promise.all([tabA.request('GET', '/a'), tabB.request('GET', '/b')])).resolves.toEqual([
      { ok: true },
      { ok: true },
    ]);
    expect(refreshes).toBe(1);
    expect(onLogout).not.toHaveBeenCalled();
    expect(tabB.tokens.get()?.accessToken).toBe('access-1');
  });

  it('a failed refresh clears the tokens, logs out once and rejects every waiting request with 401', async () => {
    const server = fakeFetch((request) =>
      new URL(request.url).pathname.endsWith('/auth/refresh')
        ? json(401, { message: 'Refresh token revoked.' })
        : json(401, { message: 'expired' }),
    );
    const onLogout = vi.fn();
    const http = createHttpClient({
      baseUrl: 'http://shop.test/api/v1',
      tokens: memoryTokenStore({ accessToken: 'a', refreshToken: 'r' }),
      fetch: server.fetch,
      onLogout,
    });
    const results = await Promise.allSettled([http.request('GET', '/a'), http.request('GET', '/b')]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
      expect(((result as PromiseRejectedResult).reason as ApiError).status).toBe(401);
    }
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledWith('refresh-failed');
    expect(http.tokens.get()).toBeNull();
    expect(server.calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1);
  });

  it('does not refresh on the login call: its 401 is the answer', async () => {
    const server = fakeFetch(() => json(401, { message: 'Incorrect email or password.' }));
    const onLogout = vi.fn();
    const http = createHttpClient({ baseUrl: 'http://shop.test/api/v1', fetch: server.fetch, onLogout });
    const auth = createAuthApi(http);
    await expect(auth.login({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      status: 401,
      message: 'Incorrect email or password.',
    });
    expect(server.calls).toHaveLength(1);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('stores the tokens of a login and revokes the family on logout', async () => {
    const server = fakeFetch((request) =>
      new URL(request.url).pathname.endsWith('/auth/login')
        ? json(200, tokenAnswer(3))
        : new Response(null, { status: 204 }),
    );
    const http = createHttpClient({ baseUrl: 'http://shop.test/api/v1', fetch: server.fetch });
    const auth = createAuthApi(http);
    await auth.login({ email: 'owner@storeroom.test', password: 'pw' });
    expect(http.tokens.get()).toMatchObject({ accessToken: 'access-3', refreshToken: 'refresh-3' });
    await auth.logout();
    expect(http.tokens.get()).toBeNull();
    expect(await server.calls[1]!.json()).toEqual({ refresh_token: 'refresh-3' });
  });

  it('turns a 422 into an ApiError with the field errors and their first message', async () => {
    const server = fakeFetch(() =>
      json(422, { errors: { title: ['Title cannot be blank.'], sku: ['Taken'] } }),
    );
    const http = createHttpClient({ baseUrl: 'http://shop.test/api/v1', fetch: server.fetch });
    const error = await http.request('POST', '/products', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Title cannot be blank.' });
    expect((error as ApiError).errors).toEqual({ title: ['Title cannot be blank.'], sku: ['Taken'] });
    expect((error as ApiError).messages).toEqual(['Title cannot be blank.', 'Taken']);
  });

  it('handles malformed answers and network failures as ApiErrors', async () => {
    const html = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const http = createHttpClient({ baseUrl: 'http://shop.test/api/v1', fetch: html.fetch });
    await expect(http.request('GET', '/x')).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong, please contact support or try again later.',
    });
    const garbage = fakeFetch(() => new Response('{not json', { status: 200 }));
    const http2 = createHttpClient({ baseUrl: 'http://shop.test/api/v1', fetch: garbage.fetch });
    await expect(http2.request('GET', '/x')).rejects.toMatchObject({ status: 200 });
    const down = createHttpClient({
      baseUrl: 'http://shop.test/api/v1',
      fetch: (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch,
    });
    await expect(down.request('GET', '/x')).rejects.toMatchObject({ status: 0 });
  });

  it('passes the AbortSignal and rejects with the abort error', async () => {
    const server = fakeFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const http = createHttpClient({ baseUrl: 'http://shop.test/api/v1', fetch: server.fetch });
    const controller = new AbortController();
    const pending = http.request('GET', '/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the cookie session (the refresh token is the server’s HttpOnly cookie)', () => {
  /**
   * A server with a browser's cookie jar: refresh spends the jar's token and sets the next one;
   * presenting a spent one revokes the session (reuse detection).
   */
  function cookieServer() {
    let jar = 'srr_0';
    let current = 'srr_0';
    let revoked = false;
    let n = 0;
    const server = fakeFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/auth/refresh')) {
        if (request.headers.get('x-storeroom-session') !== 'cookie') return json(403, {});
        if (revoked || jar !== current) {
          revoked = true;
          return json(401, { message: 'Your session has expired. Please sign in again.' });
        }
        n += 1;
        current = jar = `srr_${n}`;
        return json(200, { access_token: `access-${n}`, token_type: 'Bearer', expires_in: 900 });
      }
      // Every access token of the session stays valid until it expires (rotation spends refresh tokens only).
      const issued = /^Bearer access-(\d+)$/.exec(request.headers.get('authorization') ?? '');
      return issued && Number(issued[1]) >= 1 && Number(issued[1]) <= n && !revoked
        ? json(200, { path })
        : json(401, {});
    });
    return { ...server, refreshes: () => n, revoked: () => revoked };
  }

  it('restores a reloaded session with one refresh shared by every first request, sending no token of its own', async () => {
    const server = cookieServer();
    const http = createHttpClient({
      baseUrl: 'http://shop.test/api/v1',
      tokens: memoryTokenStore({ accessToken: '', refreshCookie: true }),
      cookieSession: true,
      fetch: server.fetch,
    });
    await expect(
      Promise.all([http.request('GET', '/a'), http.request('GET', '/b'), http.request('GET', '/c')]),
    ).resolves.toEqual([{ path: '/api/v1/a' }, { path: '/api/v1/b' }, { path: '/api/v1/c' }]);
    expect(server.refreshes()).toBe(1);
    const refresh = server.calls[0]!;
    expect(new URL(refresh.url).pathname).toBe('/api/v1/auth/refresh');
    expect(refresh.headers.get('authorization')).toBeNull();
    expect(await refresh.text()).toBe('');
    expect(http.tokens.get()).toMatchObject({ accessToken: 'access-1', refreshCookie: true });
    expect(http.tokens.get()).not.toHaveProperty('refreshToken');
  });

  it('two tabs whose access tokens expired refresh one after the other with the newest cookie (no reuse)', async () => {
    const server = cookieServer();
    let tail: Promise<unknown> = Promise.resolve();
    const lock = <T>(run: () => Promise<T>) => {
      const next = tail.then(run, run);
      tail = next.catch(() => undefined);
      return next;
    };
    const tab = () =>
      createHttpClient({
        baseUrl: 'http://shop.test/api/v1',
        tokens: memoryTokenStore({ accessToken: 'expired', refreshCookie: true }),
        cookieSession: true,
        fetch: server.fetch,
        lock,
      });
    const [a, b] = [tab(), tab()];
    await expect(Promise.all([a.request('GET', '/a'), b.request('GET', '/b')])).resolves.toHaveLength(2);
    expect(server.revoked()).toBe(false);
    expect(server.refreshes()).toBe(2);
  });

  it('logs out when the cookie no longer refreshes', async () => {
    const server = fakeFetch((request) =>
      new URL(request.url).pathname.endsWith('/auth/refresh') ? json(401, {}) : json(401, {}),
    );
    const onLogout = vi.fn();
    const http = createHttpClient({
      baseUrl: 'http://shop.test/api/v1',
      tokens: memoryTokenStore({ accessToken: '', refreshCookie: true }),
      cookieSession: true,
      fetch: server.fetch,
      onLogout,
    });
    await expect(http.request('GET', '/account')).rejects.toMatchObject({ status: 401 });
    expect(onLogout).toHaveBeenCalledWith('refresh-failed');
    expect(http.tokens.get()).toBeNull();
  });
});
