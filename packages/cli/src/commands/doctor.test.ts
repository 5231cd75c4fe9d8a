import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownsPath, rawRequestsOf } from '../lib/doctor-checks';
import { CliError } from '../lib/errors';
import { recorder } from '../lib/output';
import { doctor } from './doctor';
import { tempDir } from './scaffold.test-support';

async function writeTree(dir: string, files: Record<string, string>): Promise<string> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

async function pluginDir(files: Record<string, string>): Promise<string> {
  return writeTree(await tempDir('sr-doctor-'), files);
}

const peers = {
  '@storeroom/core': '^0.1.0',
  '@storeroom/server': '^0.1.0',
  '@storeroom/ui': '^0.1.0',
  '@tanstack/react-query': '^5.0.0',
  react: '^19.0.0',
  'react-dom': '^19.0.0',
  'react-router': '^7.0.0',
  zod: '^4.0.0',
};

const goodPackage = {
  name: 'storeroom-plugin-gift-wrap',
  exports: { '.': {}, './contract': {}, './client': {}, './server': {} },
  scripts: { test: 'vitest run', typecheck: 'tsc', lint: 'eslint .', doctor: 'storeroom doctor' },
  peerDependencies: peers,
  peerDependenciesMeta: { '@storeroom/server': { optional: true } },
  dependencies: { '@storeroom/plugin-orders': '^0.1.0' },
};

const good = {
  'package.json': JSON.stringify(goodPackage),
  'src/index.ts': "export { giftWrapPlugin } from './admin/plugin';\nexport * from './contract';\n",
  'src/contract/model.ts':
    "import { defineSubject } from '@storeroom/core/access';\nexport const S = defineSubject({ id: 'gift_wrap', label: 'Gift wrap' });\n",
  'src/contract/index.ts':
    "import { z } from 'zod';\nimport { defineContract, defineResource } from '@storeroom/core/contract';\nimport { S } from './model';\nexport const giftWrapContract = defineContract({ id: 'gift-wrap', resources: { items: defineResource({ path: '/gift-wrap', subject: S, item: z.object({ id: z.number() }) }) } });\n",
  'src/client.ts':
    "import { createClient } from '@storeroom/core/contract';\nimport type { HttpClient } from '@storeroom/core/client';\nimport { giftWrapContract } from './contract';\nexport const create = (http: HttpClient) => createClient(giftWrapContract, http);\n",
  'src/admin/plugin.ts':
    "import { definePlugin } from '@storeroom/core';\nexport const giftWrapPlugin = definePlugin({ id: 'gift-wrap', routes: [{ path: '/admin/gift-wrap', subject: null, load: () => import('./routes/gift-wrap-list').then((m) => m.Page) }] });\n",
  'src/admin/routes/gift-wrap-list/index.ts':
    "import { useState } from 'react';\nimport { useQuery } from '@tanstack/react-query';\nimport { useLocation } from 'react-router';\nimport { Button } from '@storeroom/ui';\nexport const Page = [useState, useQuery, useLocation, Button];\n",
  'src/admin/routes/gift-wrap-list/gift-wrap-list.stories.tsx': 'export default {};\n',
  // Reading another plugin's contract is the legal way in.
  'src/admin/routes/gift-wrap-list/orders.ts':
    "import { useClient } from '@storeroom/core';\nimport { ordersContract } from '@storeroom/plugin-orders/contract';\nexport const useOrders = () => useClient(ordersContract);\n",
  'src/server/plugin.ts':
    "import { defineServerPlugin } from '@storeroom/server';\nexport const p = defineServerPlugin({ id: 'gift-wrap' });\n",
  // Tests start the real server parts of the plugins whose contracts this one reads.
  'src/server/test-server.ts':
    "import { ordersServerPlugin } from '@storeroom/plugin-orders/server';\nimport { createTestServer } from '@storeroom/server/testing';\nexport const start = () => createTestServer({ plugins: [ordersServerPlugin] });\n",
};

/** A monorepo-less folder with an installed orders plugin whose contract owns /orders. */
async function withOrdersInstalled(files: Record<string, string>): Promise<string> {
  const root = await tempDir('sr-doctor-app-');
  await writeTree(root, {
    'node_modules/@storeroom/plugin-orders/package.json': JSON.stringify({
      name: '@storeroom/plugin-orders',
    }),
    'node_modules/@storeroom/plugin-orders/dist/contract.js':
      "export const ordersContract = { resources: { orders: { path: '/orders' } }, endpoints: { refund: { method: 'POST', path: '/orders/:id/refund' } } };\n",
  });
  return writeTree(join(root, 'gift-wrap'), files);
}

async function findingsText(dir: string): Promise<string> {
  const out = recorder();
  await expect(doctor({ dir, manifest: false }, out)).rejects.toThrow(CliError);
  return out.lines.join('\n');
}

describe('storeroom doctor', () => {
  it('passes a plugin that follows the conventions', async () => {
    const out = recorder();
    expect(await doctor({ dir: await withOrdersInstalled(good), manifest: false }, out)).toEqual([]);
    expect(out.lines).toEqual(['✔ The plugin follows the conventions.']);
  });

  it('wants the ./contract export and a contract file that declares one', async () => {
    const { './contract': _, ...exports } = goodPackage.exports;
    const text = await findingsText(
      await pluginDir({
        ...good,
        'package.json': JSON.stringify({ ...goodPackage, exports }),
        'src/contract/index.ts': 'export const nothing = 1;\n',
      }),
    );
    expect(text).toContain('[exports] package.json "exports" has no "./contract" entry.');
    expect(text).toContain('fix: Add "./contract" to "exports"');
    expect(text).toContain('[contract] src/contract/index.ts declares no contract.');
    const missing = Object.fromEntries(Object.entries(good).filter(([p]) => !p.startsWith('src/contract')));
    expect(await findingsText(await pluginDir(missing))).toContain(
      '[contract] The contract file is missing (src/contract/index.ts).',
    );
  });

  it('refuses importing anything of another plugin but its ./contract', async () => {
    const text = await findingsText(
      await pluginDir({
        ...good,
        'src/admin/routes/gift-wrap-list/orders.ts':
          "import { createOrdersClient } from '@storeroom/plugin-orders/client';\nimport { x } from 'storeroom-plugin-loyalty';\nexport const y = [createOrdersClient, x];\n",
      }),
    );
    expect(text).toContain(
      '[no-plugin-imports] src/admin/routes/gift-wrap-list/orders.ts imports @storeroom/plugin-orders/client',
    );
    expect(text).toContain('imports storeroom-plugin-loyalty: a plugin reaches another plugin only');
    expect(text).toContain('fix: Import @storeroom/plugin-orders/contract instead');
  });

  it('refuses raw HTTP to a path of another plugin’s contract, anywhere in the plugin', async () => {
    const text = await findingsText(
      await withOrdersInstalled({
        ...good,
        'src/admin/lookup.ts':
          "import type { HttpClient } from '@storeroom/core/client';\nexport const orders = (http: HttpClient, id: number) => http.request<{ id: number }>('POST', `/orders/${id}/refund`, { body: {} });\n",
      }),
    );
    expect(text).toContain(
      "[no-raw-http] src/admin/lookup.ts calls POST /orders/ by hand: that path belongs to @storeroom/plugin-orders's contract.",
    );
    expect(text).toContain(
      'fix: Use its contract: useClient(contract) from @storeroom/plugin-orders/contract',
    );
  });

  it('refuses any raw HTTP or fetch in screens, and a hand client for the plugin’s own endpoints', async () => {
    const text = await findingsText(
      await pluginDir({
        ...good,
        'src/admin/routes/gift-wrap-list/stats.ts':
          "export const load = (http: { request(m: string, p: string): Promise<unknown> }) => http.request('GET', '/gift-wrap-stats');\nexport const raw = () => fetch('/api/v1/x');\n",
        'src/client.ts':
          "import { createResourceClient } from '@storeroom/core/client';\nimport type { HttpClient } from '@storeroom/core/client';\nexport const c = (http: HttpClient) => createResourceClient(http, '/gift-wrap');\nexport const one = (http: HttpClient) => http.request('GET', '/gift-wrap/1');\n",
      }),
    );
    expect(text).toContain(
      '[no-raw-http] src/admin/routes/gift-wrap-list/stats.ts calls GET /gift-wrap-stats by hand: screens never call the API themselves.',
    );
    expect(text).toContain('[no-raw-http] src/admin/routes/gift-wrap-list/stats.ts calls fetch');
    expect(text).toContain(
      "[no-hand-client] src/client.ts calls GET /gift-wrap/1 by hand, but that endpoint is in this plugin's contract.",
    );
    expect(text).toContain('[no-hand-client] src/client.ts builds a resource client by hand.');
    expect(text).toContain('fix: Derive the client from the contract: ');
  });

  it('wants the framework, React and TanStack Query as peers, and the server as an optional one', async () => {
    const { react: _r, 'react-dom': _d, ...rest } = peers;
    const text = await findingsText(
      await pluginDir({
        ...good,
        'package.json': JSON.stringify({
          ...goodPackage,
          peerDependencies: { ...rest, 'react-dom': '^19.0.0' },
          peerDependenciesMeta: {},
          dependencies: { react: '^19.0.0' },
        }),
      }),
    );
    expect(text).toContain(
      '[peer-dependencies] react is a dependency, so an app could get a second copy of it.',
    );
    expect(text).toContain(
      '[peer-dependencies] @storeroom/server is a required peer: a private app using ./contract and ./client would have to install it.',
    );
    const asDependency = await findingsText(
      await pluginDir({
        ...good,
        'package.json': JSON.stringify({
          ...goodPackage,
          peerDependencies: { ...peers, '@storeroom/server': undefined },
          dependencies: { '@storeroom/server': '^0.1.0' },
        }),
      }),
    );
    expect(asDependency).toContain('[peer-dependencies] @storeroom/server is a dependency');
    expect(asDependency).toContain('(Hono, Drizzle, PGlite, pg)');
  });

  it('reports the old rules too: client without React, lazy routes, stories', async () => {
    const text = await findingsText(
      await pluginDir({
        ...Object.fromEntries(Object.entries(good).filter(([p]) => !p.endsWith('.stories.tsx'))),
        'src/client.ts': "import { useState } from 'react';\nexport const x = useState;\n",
        'src/admin/plugin.ts': "import { Page } from './routes/gift-wrap-list';\nexport const p = [Page];\n",
      }),
    );
    expect(text).toContain('[client-no-react] src/client.ts imports react');
    expect(text).toContain('[lazy-routes] src/admin/plugin.ts imports ./routes/gift-wrap-list eagerly');
    expect(text).toContain("fix: Load it lazily: load: () => import('./routes/gift-wrap-list')");
    expect(text).toContain('[stories] Screen src/admin/routes/gift-wrap-list has no stories.');
  });

  it('warns about missing per-plugin scripts without failing', async () => {
    const out = recorder();
    const findings = await doctor(
      {
        dir: await withOrdersInstalled({
          ...good,
          'package.json': JSON.stringify({ ...goodPackage, scripts: {} }),
        }),
        manifest: false,
      },
      out,
    );
    expect(findings.map((f) => `${f.level} ${f.message}`)).toEqual([
      'warning package.json has no "test" script.',
      'warning package.json has no "typecheck" script.',
      'warning package.json has no "lint" script.',
      'warning package.json has no "doctor" script.',
    ]);
  });

  it('says so when the folder is not a package', async () => {
    const out = recorder();
    await expect(doctor({ dir: await tempDir('sr-empty-') }, out)).rejects.toThrow('1 problem found.');
    expect(out.lines[0]).toContain('No package.json here');
  });
});

describe('doctor: paths', () => {
  it('finds raw requests with literal and template paths', () => {
    expect(
      rawRequestsOf("http.request('GET', '/customers', {}); x.request<Y>(\"PATCH\", `/orders/${id}/notes`)"),
    ).toEqual([
      { method: 'GET', path: '/customers' },
      { method: 'PATCH', path: '/orders/' },
    ]);
  });

  it('knows which contract path owns a request path', () => {
    expect(ownsPath('/csv', '/csv')).toBe(true);
    expect(ownsPath('/csv', '/csv/3')).toBe(true);
    expect(ownsPath('/csv', '/csv-templates')).toBe(false);
    expect(ownsPath('/orders/:id/refund', '/orders/12/refund')).toBe(true);
    expect(ownsPath('/orders/:id/refund', '/orders/')).toBe(true);
    expect(ownsPath('/orders', '/customers')).toBe(false);
  });
});
