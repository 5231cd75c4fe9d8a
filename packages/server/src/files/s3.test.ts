import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../seed';
import { createTestServer } from '../testing';
import type { TestServer } from '../testing';
import { PNG_HEAD, pngFile, streamedMultipart } from './fixtures';
import { s3FileStorage } from './s3';
import type { S3StorageOptions } from './s3';

/** The S3 store against a local S3 stand-in (s3rver on a random port, in a temp folder). */
const MB = 1024 * 1024;
let folder: string;
let s3: S3rver;
let options: S3StorageOptions;
/** What s3rver recorded: `ObjectCreated:Put` (one request) or `ObjectCreated:Post` (multipart). */
const events: { name: string; key: string; size: number }[] = [];
const objects = new Set<string>();
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'storeroom-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: 'shop-files' }],
  });
  s3.on('event', (event) => {
    for (const record of event.Records) {
      const key = decodeURIComponent(record.s3.object.key);
      events.push({ name: record.eventName, key, size: record.s3.object.size });
      if (record.eventName.startsWith('ObjectCreated')) objects.add(key);
      else objects.delete(key);
    }
  });
  const { port } = await s3.run();
  options = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'shop-files',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    prefix: 'storeroom/',
    partSize: 5 * MB,
  };
});
afterAll(async () => {
  await s3?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** A stream of `size` bytes (a PNG head, then a repeating pattern), generated as it is read. */
function generated(size: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const chunk = Buffer.alloc(Math.min(256 * 1024, size - sent), sent % 251);
      if (sent === 0) chunk.set(PNG_HEAD.subarray(0, chunk.length));
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

describe('s3FileStorage', () => {
  it('puts, reads and deletes objects path-style under the prefix', async () => {
    const storage = s3FileStorage(options);
    await storage.put('1/abc/photo 1.png', new Uint8Array([1, 2, 3]), 'image/png');
    expect(objects.has('storeroom/1/abc/photo 1.png')).toBe(true);
    expect([...(await storage.get('1/abc/photo 1.png'))!]).toEqual([1, 2, 3]);
    const opened = await storage.open('1/abc/photo 1.png');
    expect(opened?.size).toBe(3);
    await storage.delete('1/abc/photo 1.png');
    expect(await storage.get('1/abc/photo 1.png')).toBeNull();
    expect(await storage.open('1/abc/missing.png')).toBeNull();
  });

  it('streams a large file up in parts (multipart upload) and reads back the same bytes', async () => {
    const storage = s3FileStorage(options);
    const size = 12 * MB + 123;
    await storage.put('1/big/movie.bin', generated(size), 'application/octet-stream');
    expect(events.at(-1)).toEqual({ name: 'ObjectCreated:Post', key: 'storeroom/1/big/movie.bin', size });
    const back = await storage.get('1/big/movie.bin');
    const expected = new Uint8Array(
      await new Response(Readable.toWeb(generated(size)) as ReadableStream).arrayBuffer(),
    );
    expect(back?.byteLength).toBe(size);
    expect(Buffer.compare(back!, expected)).toBe(0);
    await storage.delete('1/big/movie.bin');
  });

  it('leaves no object when the stream fails midway', async () => {
    const storage = s3FileStorage(options);
    const failing = generated(20 * MB);
    let sent = 0;
    failing.on('data', (chunk: Buffer) => {
      sent += chunk.length;
      if (sent > 7 * MB) failing.destroy(new Error('cut off'));
    });
    await expect(storage.put('1/cut/half.bin', failing, 'application/octet-stream')).rejects.toThrow();
    expect(objects.has('storeroom/1/cut/half.bin')).toBe(false);
    expect(await storage.get('1/cut/half.bin')).toBeNull();
  });

  it('signs short-lived download addresses that carry the served headers, and expire', async () => {
    const storage = s3FileStorage({ ...options, downloadExpiresIn: 60 });
    await storage.put('1/dl/a b.png', new Uint8Array(await pngFile('x.png', 100).arrayBuffer()), 'image/png');
    const url = await storage.downloadUrl!('1/dl/a b.png', {
      contentType: 'image/png',
      contentDisposition: 'inline; filename="a-b.png"',
    });
    expect(url).toContain('X-Amz-Expires=60');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="a-b.png"');
    expect((await res.arrayBuffer()).byteLength).toBe(100);
    // Signed two minutes ago, valid for one: expired.
    const old = s3FileStorage({
      ...options,
      downloadExpiresIn: 60,
      now: () => new Date(Date.now() - 120_000),
    });
    const expired = await fetch(
      await old.downloadUrl!('1/dl/a b.png', { contentType: 'image/png', contentDisposition: 'inline' }),
    );
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
  });
});

describe('uploads and downloads through the server on S3', () => {
  let t: TestServer;
  let owner: string;
  beforeAll(async () => {
    t = await createTestServer({ files: s3FileStorage(options) });
    owner = await t.login(DEMO_CREDENTIALS.owner);
  });
  afterAll(() => t?.close());

  it('uploads to the bucket and answers downloads with a redirect to a presigned address', async () => {
    const form = new FormData();
    form.append('type', 'product_images');
    form.append('files[]', pngFile('front view.png', 3000));
    const res = await t.request('POST', '/files', { token: owner, body: form });
    expect(res.status).toBe(201);
    const [file] = (await res.json()) as { path: string }[];
    const key = file!.path.slice('/uploads/'.length);
    expect(objects.has(`storeroom/${key}`)).toBe(true);
    const served = await t.app.request(file!.path);
    expect(served.status).toBe(302);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('no-store');
    const location = served.headers.get('location')!;
    expect(location.startsWith(`${options.endpoint}/shop-files/storeroom/`)).toBe(true);
    const download = await fetch(location);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toBe('inline; filename="front-view.png"');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(
      new Uint8Array(await pngFile('x.png', 3000).arrayBuffer()),
    );
  });

  it('cuts a file off at its limit while it streams to the bucket and leaves nothing there', async () => {
    const before = new Set(objects);
    const body = streamedMultipart([
      { field: 'type', value: 'product_images' },
      { field: 'files[]', filename: 'ok.png', size: 2000, head: PNG_HEAD },
      { field: 'files[]', filename: 'huge.png', size: 12 * MB, head: PNG_HEAD },
    ]);
    const res = await t.app.request('/api/v1/files', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}`, 'content-type': body.contentType },
      body: body.body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(422);
    expect((await res.json()).errors.files).toEqual([
      '"huge.png" was not added. Maximum size allowed – 10MB.',
    ]);
    expect(objects).toEqual(before);
  });
});
