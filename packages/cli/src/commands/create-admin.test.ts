import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recorder } from '../lib/output';
import { createAdmin, pluginIdOf } from './create-admin';
import { tempDir } from './scaffold.test-support';

describe('storeroom create admin', () => {
  it('derives plugin ids from package names by the create-plugin convention', () => {
    expect(pluginIdOf('@acme/storeroom-plugin-gift-wrap')).toBe('gift-wrap');
    expect(pluginIdOf('@storeroom/plugin-orders')).toBe('orders');
    expect(pluginIdOf('@storeroom/example-hello-plugin')).toBe('hello');
  });

  it('wires the chosen plugins into the admin and its server', async () => {
    const cwd = await tempDir('sr-admin-');
    const created = await createAdmin(
      { dir: 'shop', cwd, plugins: ['@acme/storeroom-plugin-gift-wrap=^1.2.0'], title: 'Acme back office' },
      recorder(),
    );
    const admin = await readFile(join(created.dir, 'src/plugins.ts'), 'utf8');
    expect(admin).toContain("import { giftWrapPlugin } from '@acme/storeroom-plugin-gift-wrap';");
    expect(admin).toMatch(/giftWrapPlugin,\n\s+\/\/ storeroom:plugins/);
    const server = await readFile(join(created.dir, 'server-plugins.ts'), 'utf8');
    expect(server).toContain(
      "import { giftWrapServerPlugin } from '@acme/storeroom-plugin-gift-wrap/server';",
    );
    const pkg = JSON.parse(await readFile(join(created.dir, 'package.json'), 'utf8'));
    expect(pkg.dependencies['@acme/storeroom-plugin-gift-wrap']).toBe('^1.2.0');
    expect(pkg.scripts.start).toBe('node scripts/start.mjs');
    expect(await readFile(join(created.dir, 'src/app.tsx'), 'utf8')).toContain(
      "productName: 'Acme back office'",
    );
    // A manifest error shows on the page (issue 21 item 7), not as a blank page.
    expect(await readFile(join(created.dir, 'src/main.tsx'), 'utf8')).toContain(
      'renderAdmin(container, adminOptions);',
    );
  });

  it('refuses an existing folder and bad plugin names', async () => {
    const cwd = await tempDir('sr-admin-');
    await createAdmin({ dir: 'shop', cwd }, recorder());
    await expect(createAdmin({ dir: 'shop', cwd }, recorder())).rejects.toThrow('shop already exists');
    await expect(createAdmin({ dir: 'other', cwd, plugins: ['Not A Package'] }, recorder())).rejects.toThrow(
      /npm package name/,
    );
  });
});
