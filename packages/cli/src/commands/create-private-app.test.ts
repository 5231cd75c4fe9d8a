import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionTree } from '../lib/dependency-tree';
import { recorder } from '../lib/output';
import { createPrivateApp } from './create-private-app';
import { tempDir } from './scaffold.test-support';

describe('storeroom create private-app', () => {
  it('by default writes the unfulfilled-orders export on the orders plugin’s typed client', async () => {
    const cwd = await tempDir('sr-private-');
    const created = await createPrivateApp({ name: 'order-export', cwd }, recorder());
    const exporter = await readFile(join(created.dir, 'src/export.ts'), 'utf8');
    expect(exporter).toContain('export async function exportUnfulfilledOrdersCsv');
    // The client derived from the orders plugin's contract: its ./contract entry, no hand client.
    expect(exporter).toContain("} from '@storeroom/plugin-orders/contract';");
    expect(exporter).toContain('createClient(ordersContract, http).orders');
    expect(exporter).not.toMatch(/plugin-orders\/(schema|client|server)/);
    expect(await readFile(join(created.dir, 'src/main.ts'), 'utf8')).toContain('exportUnfulfilledOrdersCsv');
    expect(await readFile(join(created.dir, 'README.md'), 'utf8')).toContain('unfulfilled orders');
    const pkg = JSON.parse(await readFile(join(created.dir, 'package.json'), 'utf8'));
    expect(pkg.dependencies['@storeroom/plugin-orders']).toBe('latest');
  });

  it('writes a private app on another plugin’s typed client with token handling and a README', async () => {
    const cwd = await tempDir('sr-private-');
    const created = await createPrivateApp(
      { name: 'wrap-export', plugin: 'storeroom-plugin-gift-wrap', cwd },
      recorder(),
    );
    expect(created.files).toEqual(
      expect.arrayContaining([
        'README.md',
        'package.json',
        'src/config.ts',
        'src/errors.ts',
        'src/export.ts',
        'src/export.test.ts',
        'src/main.ts',
      ]),
    );
    const text = (await Promise.all(created.files.map((f) => readFile(join(created.dir, f), 'utf8')))).join(
      '\n',
    );
    expect(text).not.toMatch(/__[A-Z]+__/);
    expect(text).toContain("import { createGiftWrapClient } from 'storeroom-plugin-gift-wrap/client';");
    expect(text).toContain('STOREROOM_URL');
    expect(text).toContain('/admin/apps/installed');
    const pkg = JSON.parse(await readFile(join(created.dir, 'package.json'), 'utf8'));
    expect(pkg.scripts.export).toBe('tsx src/main.ts');
    expect(pkg.dependencies['storeroom-plugin-gift-wrap']).toBe('latest');
  });

  it('refuses a bad name or an existing folder', async () => {
    const cwd = await tempDir('sr-private-');
    await expect(createPrivateApp({ name: 'Order Export', plugin: 'x', cwd }, recorder())).rejects.toThrow(
      /kebab-case/,
    );
    await createPrivateApp({ name: 'order-export', plugin: '@storeroom/plugin-orders', cwd }, recorder());
    await expect(
      createPrivateApp({ name: 'order-export', plugin: '@storeroom/plugin-orders', cwd }, recorder()),
    ).rejects.toThrow('order-export already exists');
  });

  /** A folder that looks like a Storeroom checkout (pnpm-workspace.yaml and packages/core). */
  async function checkout(): Promise<string> {
    const root = await tempDir('sr-checkout-');
    await mkdir(join(root, 'packages', 'core'), { recursive: true });
    await writeFile(
      join(root, 'packages', 'core', 'package.json'),
      JSON.stringify({ name: '@storeroom/core' }),
    );
    await writeFile(
      join(root, 'pnpm-workspace.yaml'),
      "packages:\n  - packages/*\n  - 'examples/*'\n\n# built\nonlyBuiltDependencies:\n  - esbuild\n",
    );
    return root;
  }

  it('inside a checkout, goes into its workspace (examples/<name>) and says to install with pnpm (issue 21 item 8)', async () => {
    const root = await checkout();
    const out = recorder();
    const created = await createPrivateApp({ name: 'stock-sync', cwd: root }, out);
    expect(created.dir).toBe(join(root, 'examples', 'stock-sync'));
    const pkg = JSON.parse(await readFile(join(created.dir, 'package.json'), 'utf8'));
    expect(pkg.dependencies['@storeroom/core']).toBe('workspace:*');
    // Its own test config: `npm test` runs this app's tests, not the checkout's.
    expect(created.files).toContain('vitest.config.ts');
    expect(pkg.scripts.export).toBe('tsx --conditions=@storeroom/source src/main.ts');
    const readme = await readFile(join(created.dir, 'README.md'), 'utf8');
    expect(readme).toContain(
      "pnpm install        # at the checkout's root (../..); npm cannot install workspace: dependencies",
    );
    expect(readme).not.toMatch(/^npm install$/m);
    expect(out.lines.join('\n')).toContain(
      "It is part of the checkout's workspace: run pnpm install at the root",
    );
  });

  it('inside a checkout, refuses a folder outside its workspace instead of writing an app that cannot install', async () => {
    const root = await checkout();
    await expect(
      createPrivateApp({ name: 'stock-sync', cwd: root, dir: 'stock-sync' }, recorder()),
    ).rejects.toThrow(
      'stock-sync is inside the Storeroom checkout but outside its workspace (pnpm-workspace.yaml)',
    );
    await expect(
      createPrivateApp({ name: 'stock-sync', cwd: root, dir: 'esbuild' }, recorder()),
    ).rejects.toThrow(/outside its workspace/);
    await expect(
      createPrivateApp({ name: 'stock-sync', cwd: root, dir: '../stock-sync' }, recorder()),
    ).rejects.toThrow('is outside the Storeroom checkout: add --link . to link it');
    // A folder of the workspace is fine.
    const created = await createPrivateApp(
      { name: 'stock-sync', cwd: root, dir: 'packages/stock-sync' },
      recorder(),
    );
    expect(created.dir).toBe(join(root, 'packages', 'stock-sync'));
  });
});

/**
 * Issue 14 item 6: a private app that uses a plugin's ./contract and ./client installs no
 * server stack. Packing and installing every workspace package from tarballs needs a build of
 * each (minutes), so the test reads the resolved tree instead: the package.json metadata of
 * the installed packages the app depends on, transitively (dependencies and non-optional
 * peers, which npm 7+ installs) — what `npm install --omit=dev` brings.
 */
describe('a private app’s production dependency tree', () => {
  const repo = resolve(import.meta.dirname, '..', '..', '..', '..');
  const SERVER_STACK = [
    'hono',
    '@hono/node-server',
    'drizzle-orm',
    '@electric-sql/pglite',
    'pg',
    '@storeroom/server',
  ];

  it('examples/private-app and a freshly generated one bring no Hono, Drizzle, PGlite or pg', async () => {
    const example = join(repo, 'examples', 'private-app');
    const tree = productionTree(example);
    expect([...tree.keys()]).toEqual(
      expect.arrayContaining(['@storeroom/core', '@storeroom/plugin-orders', 'react', 'zod']),
    );
    for (const name of SERVER_STACK)
      expect(tree.has(name), `${name} in ${[...tree.keys()].join(', ')}`).toBe(false);

    const cwd = await tempDir('sr-private-');
    const created = await createPrivateApp(
      // (outside the checkout, linked to it: inside, only its workspace folders are allowed)
      { name: 'order-export', cwd, dir: join(cwd, 'app'), link: repo },
      recorder(),
    );
    const manifest = JSON.parse(await readFile(join(created.dir, 'package.json'), 'utf8'));
    expect(Object.keys(manifest.dependencies)).not.toContain('@storeroom/server');
    expect(await readFile(join(created.dir, 'README.md'), 'utf8')).toContain(
      'pnpm install        # linked to a checkout: npm cannot install link: dependencies',
    );
    const generated = productionTree(example, manifest);
    for (const name of SERVER_STACK) expect(generated.has(name), name).toBe(false);
  });

  it('would see the server stack if a package brought the server (the check can fail)', async () => {
    const dir = await tempDir('sr-tree-');
    await writeFile(
      join(dir, 'package.json'),
      JSON.stringify({ dependencies: { '@storeroom/server': '*' } }),
    );
    await mkdir(join(dir, 'node_modules', '@storeroom'), { recursive: true });
    await symlink(join(repo, 'packages', 'server'), join(dir, 'node_modules', '@storeroom', 'server'));
    const tree = productionTree(dir);
    expect(tree.has('hono')).toBe(true);
    expect(tree.has('drizzle-orm')).toBe(true);
  });
});
