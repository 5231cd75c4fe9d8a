import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recorder } from '../lib/output';
import { createPrivateApp } from './create-private-app';

describe('storeroom create private-app', () => {
  it('by default writes the unfulfilled-orders export on the orders plugin’s typed client', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'sr-private-'));
    const created = await createPrivateApp({ name: 'order-export', cwd }, recorder());
    const exporter = await readFile(join(created.dir, 'src/export.ts'), 'utf8');
    expect(exporter).toContain('export async function exportUnfulfilledOrdersCsv');
    expect(exporter).toContain("from '@storeroom/plugin-orders/client';");
    expect(exporter).toContain("from '@storeroom/plugin-orders/schema';");
    expect(await readFile(join(created.dir, 'src/main.ts'), 'utf8')).toContain('exportUnfulfilledOrdersCsv');
    expect(await readFile(join(created.dir, 'README.md'), 'utf8')).toContain('unfulfilled orders');
    const pkg = JSON.parse(await readFile(join(created.dir, 'package.json'), 'utf8'));
    expect(pkg.dependencies['@storeroom/plugin-orders']).toBe('latest');
  });

  it('writes a private app on another plugin’s typed client with token handling and a README', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'sr-private-'));
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
