/**
 * The integrators' API reference of the assembled admin: `/api/v1/openapi.json` is generated
 * from every plugin's contract, validates as OpenAPI 3.1 and documents every route the server
 * mounts; `/api/v1/reference` renders it with a strict Content-Security-Policy.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { serverPlugins } from '../server-plugins';

const require = createRequire(import.meta.url);
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({
    plugins: serverPlugins,
    apiReference: {
      script: join(dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js'),
    },
  });
});
afterAll(() => t.close());

type Doc = { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> };

describe('the API reference', () => {
  it('is a valid OpenAPI 3.1 document with every mounted route of every plugin', async () => {
    const res = await t.request('GET', '/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Doc;
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(doc.openapi).toBe('3.1.0');

    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const undocumented = t.app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/v1/'))
      .map((r) => `${r.method} ${r.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`)
      // The health check, the reference itself, and each resource's generic bulk route
      // (documented once per bulk action).
      .filter((r) => !/^\w+ \/api\/v1\/(openapi\.json|reference)(\/|$)/.test(r))
      .filter((r) => !r.endsWith('/{action}'))
      .filter((r) => !documented.has(r));
    expect(undocumented).toEqual([]);
    // Each operation says which subject and action it checks (the attack suite reads them).
    const operations = Object.values(doc.paths).flatMap((ops) => Object.values(ops));
    expect(operations.length).toBeGreaterThan(100);
    for (const op of operations) expect(op['x-storeroom-subject']).toEqual(expect.any(String));
  });

  it('renders the reference page from this server only', async () => {
    const page = await t.request('GET', '/api/v1/reference');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("connect-src 'self'");
    const html = await page.text();
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(html).toContain('src="reference/renderer.js"');
    const script = await t.request('GET', '/api/v1/reference/renderer.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });
});
