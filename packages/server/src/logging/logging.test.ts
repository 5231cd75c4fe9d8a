import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createServer } from '../server';
import type { StoreroomServer } from '../server';
import { openTestDatabase } from '../testing';
import { createLogger, scrubText } from './logger';

/** A pino destination that keeps the lines it is given. */
function lineCollector() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  return {
    lines,
    raw,
    destination: {
      write(text: string) {
        raw.push(text);
        lines.push(JSON.parse(text) as Record<string, unknown>);
      },
    },
  };
}

let database: Database;
let dispose: () => Promise<void>;
let server: StoreroomServer;
const out = lineCollector();
const SECRET_TEXT = [
  'dana.private@example.com',
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
  'hunter2-pass',
];

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  server = createServer({ database, logger: createLogger({ level: 'info', destination: out.destination }) });
  await server.ready();
  // An unexpected failure whose message quotes personal data and a token (as a driver error may).
  server.app.get('/api/v1/test-failure', () => {
    throw new Error(`Could not notify ${SECRET_TEXT[0]} (token ${SECRET_TEXT[1]})`);
  });
});
afterAll(async () => {
  await server?.close();
  await dispose?.();
});

describe('request logs', () => {
  it('one line per request with method, route, status and time, under the caller’s request id', async () => {
    const res = await server.app.request('/api/v1/health/live', { headers: { 'X-Request-Id': 'lb-7f3a' } });
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a');
    const line = out.lines.find((l) => l.reqId === 'lb-7f3a');
    expect(line).toMatchObject({
      msg: 'request',
      method: 'GET',
      route: '/api/v1/health/live',
      status: 200,
      ms: expect.any(Number),
    });
  });

  it('gives a request without a usable id a new one, and answers with it', async () => {
    const res = await server.app.request('/api/v1/health', { headers: { 'X-Request-Id': 'bad id\n' } });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(out.lines.filter((l) => l.reqId === id)).toHaveLength(1);
  });

  it('logs an unexpected error with its stack on the request’s lines, with no e-mail address or token', async () => {
    const res = await server.app.request('/api/v1/test-failure', {
      headers: { 'X-Request-Id': 'req-failure', Authorization: `Bearer ${SECRET_TEXT[1]}` },
    });
    expect(res.status).toBe(500);
    const lines = out.lines.filter((l) => l.reqId === 'req-failure');
    const error = lines.find((l) => l.msg === 'unexpected error') as {
      err: { stack: string; message: string };
    };
    expect(error.err.stack).toContain('logging.test.ts');
    expect(error.err.message).toBe('Could not notify [email] (token [redacted])');
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({ status: 500, level: 50 });
    // The sign-in with a password and e-mail address leaves neither in the log.
    await server.app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Request-Id': 'req-login' },
      body: JSON.stringify({ email: SECRET_TEXT[0], password: SECRET_TEXT[2] }),
    });
    expect(out.lines.some((l) => l.reqId === 'req-login')).toBe(true);
    for (const text of SECRET_TEXT) expect(out.raw.join('')).not.toContain(text);
  });

  it('redacts secret and personal fields by name wherever a caller logs them', () => {
    const own = lineCollector();
    const logger = createLogger({ level: 'info', destination: own.destination });
    logger.child({ reqId: 'r1' }).warn(
      {
        headers: { authorization: `Bearer ${SECRET_TEXT[1]}`, cookie: 'sid=1', accept: 'text/html' },
        body: { email: SECRET_TEXT[0], password: SECRET_TEXT[2], refresh_token: 'abc', quantity: 3 },
      },
      `sign-in by ${SECRET_TEXT[0]}`,
    );
    // A package version in a stack is not an address.
    expect(scrubText('at node_modules/.pnpm/pg-pool@3.10.1/index.js (dana@shop.example.co.uk)')).toBe(
      'at node_modules/.pnpm/pg-pool@3.10.1/index.js ([email])',
    );
    expect(own.lines[0]).toMatchObject({
      reqId: 'r1',
      msg: 'sign-in by [email]',
      headers: { authorization: '[redacted]', cookie: '[redacted]', accept: 'text/html' },
      body: { email: '[redacted]', password: '[redacted]', refresh_token: '[redacted]', quantity: 3 },
    });
  });
});
