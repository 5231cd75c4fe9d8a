/**
 * The real server in-process for this plugin's admin tests: screens meet the server's actual
 * rules (the sandbox card provider, owner-only billing, the core's account calls), on the demo
 * data made at a fixed clock (`TEST_NOW`), so invoices and card expiries are deterministic.
 */
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { createAccountServerPlugin } from './plugin';
import { TEST_NOW } from './seed-data';

export { TEST_NOW } from './seed-data';

export function accountTestServer(): Promise<TestServer> {
  return createTestServer({ plugins: [createAccountServerPlugin({ now: () => TEST_NOW })] });
}

/** Tokens of the owner on another store of the account (`POST /account/stores`). */
export async function switchedSession(t: TestServer, token: string, storeId: number) {
  const res = await t.request('POST', '/account/stores', { token, body: { store_id: storeId } });
  const tokens = (await res.json()) as { access_token: string; refresh_token: string };
  const account = await (await t.request('GET', '/account', { token: tokens.access_token })).json();
  return {
    tokens: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token },
    account: account as Awaited<ReturnType<TestServer['session']>>['account'],
  };
}

/** The bytes of a file of the test DOM (jsdom's `File` may lack `arrayBuffer`). */
function bytesOf(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/**
 * The test server's `fetch` for admin tests that upload files: the test DOM's `FormData` is
 * not one Node's `Request` can encode (file names are lost), so it is sent as the multipart
 * body a browser would send. (A gap of `createTestServer().fetch`, worked around here.)
 */
export function uploadingFetch(t: TestServer): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body;
    if (!body || typeof body !== 'object' || !('entries' in body) || typeof body.entries !== 'function')
      return t.fetch(input, init);
    const boundary = `----storeroom${Math.random().toString(16).slice(2)}`;
    const encoder = new TextEncoder();
    const chunks: Uint8Array[] = [];
    for (const [name, value] of (body as FormData).entries()) {
      if (typeof value === 'string') {
        chunks.push(
          encoder.encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
          ),
        );
        continue;
      }
      const file = value as File;
      chunks.push(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\n` +
            `Content-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`,
        ),
        await bytesOf(file),
        encoder.encode('\r\n'),
      );
    }
    chunks.push(encoder.encode(`--${boundary}--\r\n`));
    const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    const headers = new Headers(init?.headers);
    headers.set('content-type', `multipart/form-data; boundary=${boundary}`);
    return t.fetch(input, { ...init, headers, body: bytes });
  }) as typeof fetch;
}
