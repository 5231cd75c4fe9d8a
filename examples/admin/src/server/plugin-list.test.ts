/**
 * The one plugin list (package.json `storeroom.plugins`): the admin's manifests and the
 * server's plugins both come from it, in its order; a package without a `./server` entry is
 * an admin-only plugin.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  loadAdminPlugins,
  loadServerPlugins,
  pluginPackages,
  pluginsModuleSource,
  serverPluginPackages,
  storeroomPluginsVite,
} from '../../plugin-list';
import { pickPlugin } from '../pick-plugin';

/** A folder with a list and two installed plugin packages, one of them without a server part. */
async function fixture(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sr-plugin-list-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  const write = async (path: string, value: unknown) => {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), JSON.stringify(value));
  };
  await write('package.json', { storeroom: { plugins: ['@acme/gift-wrap', '@acme/banner'] } });
  await write('node_modules/@acme/gift-wrap/package.json', {
    exports: { '.': './index.js', './server': './server.js' },
  });
  await write('node_modules/@acme/banner/package.json', { exports: { '.': './index.js' } });
  return dir;
}

describe('the plugin list', () => {
  it('gives the admin every package in list order and the server those with a server part', async () => {
    const dir = await fixture();
    expect(pluginPackages(dir)).toEqual(['@acme/gift-wrap', '@acme/banner']);
    expect(serverPluginPackages(dir)).toEqual(['@acme/gift-wrap']);
    const admin = pluginsModuleSource('admin', dir);
    expect(admin).toContain('import * as m0 from "@acme/gift-wrap";');
    expect(admin).toContain('import * as m1 from "@acme/banner";');
    expect(admin).toContain('export const plugins = [');
    const server = pluginsModuleSource('server', dir);
    expect(server).toContain('import * as m0 from "@acme/gift-wrap/server";');
    expect(server).not.toContain('@acme/banner');
    expect(server).toContain('export const serverPlugins = [');
  });

  it('imports just the manifest of a package whose exports the bundler lists', async () => {
    const dir = await fixture();
    const admin = pluginsModuleSource('admin', dir, {
      '@acme/gift-wrap': ['giftWrapPlugin', 'giftWrapContract', 'GIFT_WRAP_SUBJECT'],
      // Two candidates: the namespace is imported and pickPlugin says what is wrong at start-up.
      '@acme/banner': ['bannerPlugin', 'otherPlugin'],
    });
    expect(admin).toContain('import { giftWrapPlugin as m0 } from "@acme/gift-wrap";');
    expect(admin).toContain('pickPlugin({ giftWrapPlugin: m0 }, "@acme/gift-wrap", \'admin\'),');
    expect(admin).toContain('import * as m1 from "@acme/banner";');
    expect(admin).not.toContain('giftWrapContract');
  });

  it("serves Vite a module that reads each package's exports from the bundler", async () => {
    const dir = await fixture();
    const vite = storeroomPluginsVite(dir);
    vite.configResolved({ command: 'build' });
    const id = vite.resolveId('virtual:storeroom-plugins')!;
    const context = {
      resolve: async (name: string) => ({ id: `/resolved/${name}` }),
      load: async ({ id: module }: { id: string }) => ({
        exports: module.endsWith('gift-wrap') ? ['giftWrapPlugin', 'giftWrapContract'] : ['bannerPlugin'],
      }),
    };
    const source = await vite.load.call(context, id);
    expect(source).toContain('import { giftWrapPlugin as m0 } from "@acme/gift-wrap";');
    expect(source).toContain('import { bannerPlugin as m1 } from "@acme/banner";');
    expect(await vite.load.call(context, 'other')).toBeUndefined();
  });

  it("imports each package whole under Vite's dev server, which keeps no exports", async () => {
    const dir = await fixture();
    const vite = storeroomPluginsVite(dir);
    vite.configResolved({ command: 'serve' });
    const context = {
      resolve: async (name: string) => ({ id: `/resolved/${name}` }),
      // What Vite 8's dev server does (`pnpm dev` served a blank admin).
      load: async (): Promise<{ exports?: readonly string[] }> => {
        throw new Error('[vite] The "exports" property of ModuleInfo is not supported.');
      },
    };
    const source = await vite.load.call(context, vite.resolveId('virtual:storeroom-plugins')!);
    expect(source).toContain('import * as m0 from "@acme/gift-wrap";');
    expect(source).toContain('import * as m1 from "@acme/banner";');
  });

  it('assembles this admin: manifests in menu order, each with its server part', async () => {
    const names = pluginPackages();
    const admin = await loadAdminPlugins();
    const server = await loadServerPlugins();
    expect(admin).toHaveLength(names.length);
    expect(admin.map((p) => p.id)).toEqual(server.map((p) => p.id));
    expect(admin[0]!.id).toBe('hello');
    expect(admin.at(-1)!.id).toBe('account');
  });

  it('says which export is missing when a package does not follow the convention', () => {
    expect(() => pickPlugin({ helloContract: { id: 'hello' } }, '@acme/hello', 'admin')).toThrow(
      '@acme/hello must export exactly one *Plugin (found 0).',
    );
    expect(() =>
      pickPlugin(
        { helloPlugin: { id: 'hello' }, helloServerPlugin: { id: 'hello' } },
        '@acme/hello',
        'admin',
      ),
    ).not.toThrow();
    expect(() => pickPlugin({}, '@acme/hello', 'server')).toThrow(
      '@acme/hello/server must export exactly one *ServerPlugin (found 0).',
    );
  });
});
