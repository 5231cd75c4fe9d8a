import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAdmin } from './static';

let dir: string;
const app = new Hono();
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'admin-dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><script type="module" src="/assets/a.js"></script>',
  );
  await writeFile(join(dir, 'assets', 'a.js'), 'export {};');
  serveAdmin(app, dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the built admin (issue 17)', () => {
  it('serves its HTML with a Content-Security-Policy that allows no inline script', async () => {
    for (const path of ['/', '/admin', '/admin/orders/1']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      const policy = Object.fromEntries(
        (res.headers.get('content-security-policy') ?? '')
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values.join(' ')]),
      );
      expect(policy).toMatchObject({
        'script-src': "'self'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'frame-ancestors': "'none'",
      });
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
