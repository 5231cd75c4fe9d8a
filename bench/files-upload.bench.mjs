// Streamed uploads on the reference server (local disk store, PGlite in a temporary folder):
// the server's resident memory while 100 MB are uploaded (ten 10 MB files in one POST /files),
// and how fast an upload without the permission is refused (a 380 MB body announced, the
// answer measured with how much of it the client had sent by then).
// The server runs in its own process; its RSS is read from /proc while the upload streams.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { apiAgent, callApi, freePort } from './lib.mjs';

export const name = 'files-upload';

const MB = 1024 * 1024;
const agent = apiAgent(1);
const call = (...args) => callApi(agent, ...args);

const SERVER = `
import { createServer, listen, localFileStorage } from '@storeroom/server';
const server = createServer({
  database: { dataDir: process.env.BENCH_DATA + '/db' },
  files: localFileStorage(process.env.BENCH_DATA + '/files'),
  secret: 'bench-secret-bench-secret-bench-secret',
  onError: () => undefined,
});
await server.ready();
await server.seed();
await listen(server.app, { port: Number(process.env.PORT) });
console.log('ready');
`;

/** The server process's resident memory, in bytes (Linux). */
const rssOf = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line)[1]) * 1024;
};

/** A multipart body of `files` files of `size` bytes each, generated as it is read. */
function multipart(type, files, size) {
  const boundary = `----bench-${Date.now()}`;
  const chunk = Buffer.alloc(64 * 1024, 7);
  let sent = 0;
  async function* parts() {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n`);
    for (let i = 0; i < files; i++) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="part-${i}.bin"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      );
      for (let at = 0; at < size; at += chunk.length) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - at));
        sent += piece.length;
        yield piece;
      }
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  const head = 200 * (files + 2);
  return {
    stream: Readable.from(parts(), { objectMode: false }),
    type: `multipart/form-data; boundary=${boundary}`,
    length: files * size + head,
    sent: () => sent,
  };
}

/** Sends a body with Node's HTTP client; resolves the status, and when the answer came. */
function upload(port, token, body, { exactLength = false } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/files',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': body.type,
          ...(exactLength ? { 'content-length': body.length } : {}),
        },
      },
      (res) => {
        const ms = performance.now() - started;
        const sentAtAnswer = body.sent();
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, ms, sentAtAnswer }));
        body.stream.unpipe(req);
        body.stream.destroy();
      },
    );
    req.on('error', (error) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error),
    );
    body.stream.pipe(req);
  });
}

export async function run({ root }) {
  const app = join(root, 'examples', 'admin');
  const data = mkdtempSync(join(tmpdir(), 'storeroom-bench-files-'));
  const port = await freePort();
  const server = spawn(
    process.execPath,
    ['--conditions=@storeroom/source', '--import', 'tsx', '--input-type=module', '-e', SERVER],
    {
      cwd: app,
      env: { ...process.env, BENCH_DATA: data, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    await new Promise((resolve, reject) => {
      server.stdout.on('data', (d) => d.toString().includes('ready') && resolve());
      server.once('exit', () => reject(new Error('the server did not start')));
    });
    const login = await call(port, 'POST', '/auth/login', {
      body: { email: 'owner@storeroom.test', password: 'storeroom-owner' },
    });
    const owner = JSON.parse(login.body).access_token;
    await call(port, 'POST', '/employees', {
      token: owner,
      body: {
        email: 'bench.nobody@storeroom.test',
        full_name: 'Nobody',
        password: 'bench-nobody-1',
        access: [],
      },
    });
    const nobody = JSON.parse(
      (
        await call(port, 'POST', '/auth/login', {
          body: { email: 'bench.nobody@storeroom.test', password: 'bench-nobody-1' },
        })
      ).body,
    ).access_token;

    // Warm up with one small upload.
    await upload(port, owner, multipart('files', 1, MB));
    const rssBefore = rssOf(server.pid);
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 20);
    const big = await upload(port, owner, multipart('files', 10, 10 * MB));
    clearInterval(sampler);
    if (big.status !== 201) throw new Error(`upload answered ${big.status}`);

    const refused = await upload(port, nobody, multipart('product_images', 1, 380 * MB), {
      exactLength: true,
    });
    if (refused.status !== 403) throw new Error(`refusal answered ${refused.status}`);

    return [
      { metric: 'upload 100 MB: server RSS before', value: Math.round(rssBefore / MB), unit: 'MB' },
      {
        metric: 'upload 100 MB: server RSS growth (peak)',
        value: Math.round((peak - rssBefore) / MB),
        unit: 'MB',
        target: 50,
      },
      { metric: 'upload 100 MB: time', value: Math.round(big.ms), unit: 'ms' },
      {
        metric: '380 MB upload without permission: answered after',
        value: Math.round(refused.ms),
        unit: 'ms',
      },
      {
        metric: '380 MB upload without permission: sent before the answer',
        value: Math.round(refused.sentAtAnswer / MB),
        unit: 'MB',
        target: 64,
      },
    ];
  } finally {
    server.kill();
    rmSync(data, { recursive: true, force: true });
  }
}
