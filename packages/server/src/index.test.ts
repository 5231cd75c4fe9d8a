import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createServer } from './index';
import { databaseSuite } from './testing';

const d = databaseSuite({ beforeAll, afterAll });

describe('createServer', () => {
  it('answers the health check', async () => {
    const server = createServer({ database: d.database });
    try {
      const res = await server.app.request('/api/v1/health');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
    } finally {
      await server.close();
    }
  });

  it('serves the built admin with an SPA fallback and long-cached hashed assets', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'sr-admin-'));
    onTestFinished(() => rm(dist, { recursive: true, force: true }));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Storeroom</title>');
    await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const server = createServer({ adminDist: dist, database: d.database });
    const { app } = server;

    const page = await app.request('/admin/orders/order/12');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Storeroom</title>');

    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');

    const escape = await app.request('/assets/..%2F..%2Fetc%2Fpasswd');
    expect(escape.status).toBe(404);

    const unknownApi = await app.request('/api/v1/nothing');
    expect(unknownApi.status).toBe(404);
    expect(await unknownApi.json()).toEqual({ message: 'Not found' });
    await server.close();
  });
});
