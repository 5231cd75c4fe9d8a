import { request as httpRequest, Agent } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listen } from '../listen';
import type { RunningServer } from '../listen';
import { DEMO_CREDENTIALS } from '../seed';
import { createTestServer } from '../testing';
import type { TestServer } from '../testing';
import { PNG_HEAD, streamedMultipart } from './fixtures';
import { localFileStorage } from './storage';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Uploads to a real listening server (local disk store): what a client on a socket sees. */
const MB = 1024 * 1024;
let t: TestServer;
let running: RunningServer;
let folder: string;
let owner: string;
let nobody: string;
const serverErrors: unknown[] = [];
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'storeroom-files-'));
  t = await createTestServer({
    files: localFileStorage(folder),
    onError: (error) => serverErrors.push(error),
  });
  running = await listen(t.server.app, { port: 0 });
  owner = await t.login(DEMO_CREDENTIALS.owner);
  // An employee with no access rules at all.
  nobody = (await t.employeeSession([])).tokens.accessToken;
});
afterAll(async () => {
  await running?.close();
  await t?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Every file under the store's folder (partial writes included). */
async function storedFiles(): Promise<string[]> {
  return (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

const post = (streamed: ReturnType<typeof streamedMultipart>, token: string, query = '') =>
  fetch(`${running.url}/api/v1/files${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': streamed.contentType },
    body: streamed.body,
    duplex: 'half',
  } as RequestInit);

/**
 * Sends a streamed body with Node's HTTP client, which holds back while the server does
 * (this process's memory then shows what the server holds; fetch reads its body ahead).
 */
function postPiped(streamed: ReturnType<typeof streamedMultipart>, token: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      `${running.url}/api/v1/files`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': streamed.contentType,
          'content-length': String(streamed.length),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    req.on('error', reject);
    Readable.fromWeb(streamed.body as NodeReadableStream<Uint8Array>).pipe(req);
  });
}

describe('uploads on a socket', () => {
  it('refuses a caller without the permission before reading the body (380 MB never sent)', async () => {
    const before = await storedFiles();
    for (const query of ['?type=product_images', '']) {
      const body = streamedMultipart([
        { field: 'type', value: 'product_images' },
        { field: 'files[]', filename: 'huge.png', size: 380 * MB, head: PNG_HEAD },
      ]);
      const res = await post(body, nobody, query);
      // The answer arrives while the client still holds nearly all of the body.
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: "You don't have permission to do this." });
      expect(res.headers.get('connection')).toBe('close');
      expect(body.pulled()).toBeLessThan(64 * MB);
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('streams a large upload to disk: the server holds a fraction of it', async () => {
    const files = Array.from({ length: 10 }, (_, i) => ({
      field: 'files[]',
      filename: `part-${i}.bin`,
      size: 10 * MB,
    }));
    const body = streamedMultipart([{ field: 'type', value: 'files' }, ...files]);
    // What is held (live heap and buffers after a collection), sampled while it streams.
    const held = () => {
      gc();
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      return heapUsed + arrayBuffers;
    };
    const before = held();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, held())), 300);
    const res = await postPiped(body, owner);
    clearInterval(sampler);
    expect(res.status).toBe(201);
    const stored = JSON.parse(res.body) as { path: string }[];
    expect(stored).toHaveLength(10);
    expect(body.pulled()).toBe(body.length);
    // 100 MB went through; the server (and this client, in the same process) held far less.
    expect(peak - before).toBeLessThan(32 * MB);
    const served = await fetch(`${running.url}${stored[9]!.path}`);
    expect(served.headers.get('content-length')).toBe(String(10 * MB));
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="part-9.bin"');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    let size = 0;
    for await (const chunk of Readable.fromWeb(served.body as NodeReadableStream<Uint8Array>))
      size += (chunk as Buffer).byteLength;
    expect(size).toBe(10 * MB);
  });

  it('cuts a file off at its limit mid-stream and leaves no partial file', async () => {
    const before = await storedFiles();
    const body = streamedMultipart([
      { field: 'type', value: 'product_images' },
      { field: 'files[]', filename: 'big.png', size: 15 * MB, head: PNG_HEAD },
    ]);
    const res = await post(body, owner);
    expect(res.status).toBe(422);
    expect((await res.json()).errors.files).toEqual([
      '"big.png" was not added. Maximum size allowed – 10MB.',
    ]);
    expect(await storedFiles()).toEqual(before);
  });

  it('a client that goes away mid-upload leaves no file behind and is no server error', async () => {
    const before = await storedFiles();
    const req = httpRequest(`${running.url}/api/v1/files?type=files`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owner}`,
        'content-type': 'multipart/form-data; boundary=cut',
        'content-length': String(8 * MB),
      },
    });
    req.on('error', () => undefined);
    req.write(
      '--cut\r\nContent-Disposition: form-data; name="files[]"; filename="cut.bin"\r\n' +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    req.write(Buffer.alloc(MB, 1));
    // The file is being written...
    await vi.waitFor(async () => expect((await storedFiles()).length).toBeGreaterThan(before.length), {
      timeout: 30_000,
    });
    req.destroy();
    // ...and is gone once the server has seen the client leave.
    await vi.waitFor(async () => expect(await storedFiles()).toEqual(before), { timeout: 30_000 });
    expect(serverErrors).toEqual([]);
  });

  /** Announces `length` bytes, sends 64 KB of them, and answers what the server said. */
  const announce = (agent: Agent, path: string, contentType: string, length: number) =>
    new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
      const req = httpRequest(
        `${running.url}${path}`,
        {
          method: 'POST',
          agent,
          headers: {
            authorization: `Bearer ${owner}`,
            'content-type': contentType,
            'content-length': String(length),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode!, connection: res.headers.connection, body: text }),
          );
        },
      );
      req.on('error', reject);
      req.write(Buffer.alloc(64 * 1024));
    });
  const health = (agent: Agent) =>
    new Promise<number>((resolve, reject) => {
      httpRequest(`${running.url}/api/v1/health`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      })
        .on('error', reject)
        .end();
    });

  it('after a 413 the next request on the same keep-alive agent succeeds', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // A logo's upload may be 11 MB at most: 12 MB announced is refused before the body is read.
      expect(
        await announce(agent, '/api/v1/files?type=checkout_logo', 'multipart/form-data; boundary=x', 12 * MB),
      ).toEqual({
        status: 413,
        connection: 'close',
        body: JSON.stringify({ message: 'The upload is too large.' }),
      });
      expect(await health(agent)).toBe(200);
      // Any early refusal: a JSON body over its limit (1 MB) too.
      expect(await announce(agent, '/api/v1/employees', 'application/json', 5 * MB)).toEqual({
        status: 413,
        connection: 'close',
        body: JSON.stringify({ message: 'The request body is too large.' }),
      });
      expect(await health(agent)).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('after a refusal the next fetch on the same dispatcher succeeds', async () => {
    const body = streamedMultipart([
      { field: 'type', value: 'checkout_logo' },
      { field: 'files[]', filename: 'a.png', size: 30 * MB, head: PNG_HEAD },
    ]);
    const res = await post(body, owner);
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    await res.text();
    const list = await fetch(`${running.url}/api/v1/files`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(list.status).toBe(200);
  });
});
