import { Agent, request } from 'node:http';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS, listen } from './listen';
import type { RunningServer } from './listen';

let running: RunningServer | undefined;
afterAll(() => running?.close());

function get(url: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('listen', () => {
  it('keeps idle connections longer than a proxy would (no reset of a socket a client reuses)', async () => {
    const app = new Hono().get('/ping', (c) => c.text('pong'));
    running = await listen(app, { port: 0 });
    expect(running.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(running.server.headersTimeout).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);

    // Two requests of a keep-alive client travel on one connection.
    let connections = 0;
    running.server.on('connection', () => (connections += 1));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await get(`${running.url}/ping`, agent)).toBe(200);
    expect(await get(`${running.url}/ping`, agent)).toBe(200);
    expect(connections).toBe(1);
    agent.destroy();
  });
});
