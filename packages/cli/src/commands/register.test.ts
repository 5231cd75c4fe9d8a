import { cp, mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerInExampleAdmin } from './create-plugin';
import { tempDir } from './scaffold.test-support';

const repo = resolve(import.meta.dirname, '..', '..', '..', '..');

describe('registering a new plugin in examples/admin', () => {
  it('adds the package to the one plugin list (last in the menu) and to the dependencies, once', async () => {
    // A copy of the real list, so the test follows its shape.
    const root = await tempDir('sr-register-');
    const admin = join(root, 'examples', 'admin');
    await mkdir(admin, { recursive: true });
    await cp(join(repo, 'examples', 'admin', 'package.json'), join(admin, 'package.json'));
    const before = JSON.parse(await readFile(join(admin, 'package.json'), 'utf8'));
    const created = {
      dir: '',
      packageName: '@storeroom/plugin-gift-wrap',
      mode: 'monorepo' as const,
      files: [],
    };
    expect(await registerInExampleAdmin(root, created)).toBe(true);
    expect(await registerInExampleAdmin(root, created)).toBe(true);

    const pkg = JSON.parse(await readFile(join(admin, 'package.json'), 'utf8'));
    expect(pkg.storeroom.plugins).toEqual([...before.storeroom.plugins, '@storeroom/plugin-gift-wrap']);
    expect(pkg.dependencies['@storeroom/plugin-gift-wrap']).toBe('workspace:*');
  });

  it('leaves a folder without a plugin list alone', async () => {
    const root = await tempDir('sr-register-');
    const created = { dir: '', packageName: '@storeroom/plugin-x', mode: 'monorepo' as const, files: [] };
    expect(await registerInExampleAdmin(root, created)).toBe(false);
  });
});
