import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recorder } from '../lib/output';
import { createPlugin, formatJson } from './create-plugin';
import { doctor } from './doctor';

async function allText(dir: string, files: string[]): Promise<string> {
  return (await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')))).join('\n');
}

describe('formatJson', () => {
  it('writes lists of plain values on one line when they fit, as Prettier does', () => {
    expect(formatJson({ include: ['src'], exclude: ['a.ts', 'b.ts'], deep: { list: [1, { x: 2 }] } })).toBe(
      '{\n  "include": ["src"],\n  "exclude": ["a.ts", "b.ts"],\n  "deep": {\n    "list": [\n      1,\n      {\n        "x": 2\n      }\n    ]\n  }\n}',
    );
    const long = Array.from({ length: 12 }, (_, i) => `src/**/file-number-${i}.ts`);
    expect(formatJson({ files: long }).split('\n')).toHaveLength(long.length + 4);
  });
});

describe('storeroom create plugin', () => {
  it('writes a complete full-stack plugin with every placeholder filled', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'sr-create-'));
    const out = recorder();
    const created = await createPlugin({ id: 'gift-wrap', cwd }, out);
    expect(created.mode).toBe('standalone');
    expect(created.packageName).toBe('storeroom-plugin-gift-wrap');
    expect(created.files).toEqual(
      expect.arrayContaining([
        'README.md',
        'dev/admin.ts',
        'dev/server.ts',
        'package.json',
        'src/access.ts',
        'src/admin/api.ts',
        'src/admin/plugin.ts',
        'src/admin/routes/gift-wrap-list/gift-wrap-list.stories.tsx',
        'src/admin/routes/gift-wrap-list/gift-wrap-list.test.tsx',
        'src/admin/routes/gift-wrap-list/gift-wrap-list.tsx',
        'src/client.ts',
        'src/schema.ts',
        'src/server/plugin.test.ts',
        'src/server/plugin.ts',
        'tsconfig.json',
        'vitest.config.ts',
      ]),
    );
    const text = await allText(created.dir, created.files);
    expect(text).not.toMatch(/__[A-Z]+__/);
    expect(text).toContain(
      "export const GIFT_WRAP_SUBJECT = defineSubject({ id: 'gift_wrap', label: 'Gift wrap' });",
    );
    expect(text).toContain("path: '/admin/gift-wrap'");
    expect(text).toContain('create table gift_wrap_items');
    const pkg = JSON.parse(await readFile(join(created.dir, 'package.json'), 'utf8'));
    expect(Object.keys(pkg.exports)).toEqual(['.', './client', './server', './package.json']);
    expect(pkg.dependencies['@storeroom/core']).toMatch(/^\^\d+\.\d+\.\d+/);
    expect(out.lines).toEqual([`✔ Created storeroom-plugin-gift-wrap in gift-wrap`]);
    // The generated plugin passes the contract checks.
    expect(await doctor({ dir: created.dir, manifest: false }, recorder())).toEqual([]);
  });

  it('reuses the standard subject when the id names a standard area', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'sr-create-'));
    const created = await createPlugin({ id: 'inventory', cwd }, recorder());
    const access = await readFile(join(created.dir, 'src/access.ts'), 'utf8');
    expect(access).toContain('export const INVENTORY_SUBJECT = SUBJECTS.inventory;');
    expect(access).not.toContain('defineSubject');
  });

  it('makes an installable app under /admin/apps/app/<id> in the Apps group', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'sr-create-'));
    const created = await createPlugin({ id: 'wishlist', app: true, cwd }, recorder());
    const plugin = await readFile(join(created.dir, 'src/admin/plugin.ts'), 'utf8');
    expect(plugin).toContain("path: '/admin/apps/app/wishlist'");
    expect(plugin).toContain("group: 'apps'");
  });

  it('refuses bad ids and existing folders, writing nothing', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'sr-create-'));
    await expect(createPlugin({ id: 'GiftWrap', cwd }, recorder())).rejects.toThrow(/kebab-case/);
    await expect(createPlugin({ id: 'core', cwd }, recorder())).rejects.toThrow(/reserved/);
    expect(existsSync(join(cwd, 'GiftWrap'))).toBe(false);
    await createPlugin({ id: 'gift-wrap', cwd }, recorder());
    await expect(createPlugin({ id: 'gift-wrap', cwd }, recorder())).rejects.toThrow(
      'gift-wrap already exists',
    );
  });
});
