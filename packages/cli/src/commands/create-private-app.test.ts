import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recorder } from '../lib/output';
import { createPrivateApp } from './create-private-app';

describe('storeroom create private-app', () => {
  it('writes a private app on the plugin’s typed client with token handling and a README', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'sr-private-'));
    const created = await createPrivateApp(
      { name: 'order-export', plugin: '@storeroom/plugin-orders', cwd },
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
    expect(text).toContain("import { createOrdersClient } from '@storeroom/plugin-orders/client';");
    expect(text).toContain('STOREROOM_URL');
    expect(text).toContain('/admin/apps/installed');
    const pkg = JSON.parse(await readFile(join(created.dir, 'package.json'), 'utf8'));
    expect(pkg.scripts.export).toBe('tsx src/main.ts');
    expect(pkg.dependencies['@storeroom/plugin-orders']).toBe('latest');
  });

  it('refuses a bad name or an existing folder', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'sr-private-'));
    await expect(createPrivateApp({ name: 'Order Export', plugin: 'x', cwd }, recorder())).rejects.toThrow(
      /kebab-case/,
    );
    await createPrivateApp({ name: 'order-export', plugin: '@storeroom/plugin-orders', cwd }, recorder());
    await expect(
      createPrivateApp({ name: 'order-export', plugin: '@storeroom/plugin-orders', cwd }, recorder()),
    ).rejects.toThrow('order-export already exists');
  });
});
