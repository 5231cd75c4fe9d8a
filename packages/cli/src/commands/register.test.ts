import { cp, mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerInExampleAdmin } from './create-plugin';

const repo = resolve(import.meta.dirname, '..', '..', '..', '..');

describe('registering a new plugin in examples/admin', () => {
  it('adds the admin plugin, the server part and the dependency, once', async () => {
    // A copy of the real registration files, so the test follows their markers.
    const root = await mkdtemp(join(tmpdir(), 'sr-register-'));
    const admin = join(root, 'examples', 'admin');
    await mkdir(join(admin, 'src'), { recursive: true });
    for (const file of ['src/plugins.ts', 'server-plugins.ts', 'package.json']) {
      await cp(join(repo, 'examples', 'admin', file), join(admin, file));
    }
    const created = {
      dir: '',
      packageName: '@storeroom/plugin-gift-wrap',
      mode: 'monorepo' as const,
      files: [],
    };
    expect(await registerInExampleAdmin(root, created, 'gift-wrap')).toBe(true);
    expect(await registerInExampleAdmin(root, created, 'gift-wrap')).toBe(true);

    const plugins = await readFile(join(admin, 'src/plugins.ts'), 'utf8');
    expect(plugins.match(/import \{ giftWrapPlugin \} from '@storeroom\/plugin-gift-wrap';/g)).toHaveLength(
      1,
    );
    expect(plugins).toMatch(/giftWrapPlugin,\n\s+\/\/ storeroom:plugins/);
    const server = await readFile(join(admin, 'server-plugins.ts'), 'utf8');
    expect(server).toContain("import { giftWrapServerPlugin } from '@storeroom/plugin-gift-wrap/server';");
    expect(server).toMatch(/giftWrapServerPlugin,\n\s+\/\/ storeroom:plugins/);
    const pkg = JSON.parse(await readFile(join(admin, 'package.json'), 'utf8'));
    expect(pkg.dependencies['@storeroom/plugin-gift-wrap']).toBe('workspace:*');
  });
});
