import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recorder } from '../lib/output';
import { createPlugin, formatJson, nextSteps } from './create-plugin';
import { doctor } from './doctor';
import { tempDir } from './scaffold.test-support';

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
  // No npm scope unless a test sets one (a developer's own .npmrc may have one).
  beforeEach(() => vi.stubEnv('npm_config_scope', ''));
  afterEach(() => vi.unstubAllEnvs());

  it("names a standalone plugin under the developer's npm scope: --scope, else npm's scope setting", async () => {
    const cwd = await tempDir('sr-create-');
    vi.stubEnv('npm_config_scope', '@acme');
    const fromNpm = await createPlugin({ id: 'gift-wrap', cwd }, recorder());
    expect(fromNpm.packageName).toBe('@acme/storeroom-plugin-gift-wrap');
    expect(JSON.parse(await readFile(join(fromNpm.dir, 'package.json'), 'utf8')).name).toBe(
      '@acme/storeroom-plugin-gift-wrap',
    );
    const given = await createPlugin({ id: 'wrap-notes', cwd, scope: 'shop' }, recorder());
    expect(given.packageName).toBe('@shop/storeroom-plugin-wrap-notes');
    await expect(createPlugin({ id: 'bad-scope', cwd, scope: 'Not A Scope' }, recorder())).rejects.toThrow(
      'Not a valid npm scope.',
    );
    expect(existsSync(join(cwd, 'bad-scope'))).toBe(false);
  });

  it("reads the scope from the project's .npmrc through npm when nothing else sets it", async () => {
    const cwd = await tempDir('sr-create-');
    await writeFile(join(cwd, '.npmrc'), 'scope=@from-npmrc\n');
    delete process.env.npm_config_scope;
    const created = await createPlugin({ id: 'gift-wrap', cwd }, recorder());
    expect(created.packageName).toBe('@from-npmrc/storeroom-plugin-gift-wrap');
  });

  it('writes the full skeleton of the contract model with every placeholder filled', async () => {
    const cwd = await tempDir('sr-create-');
    const out = recorder();
    const created = await createPlugin({ id: 'gift-wrap', cwd }, out);
    expect(created.mode).toBe('standalone');
    expect(created.packageName).toBe('storeroom-plugin-gift-wrap');
    expect(created.files).toEqual(
      expect.arrayContaining([
        '.github/workflows/ci.yml',
        'README.md',
        'dev/admin.ts',
        'dev/server.ts',
        'eslint.config.js',
        'package.json',
        'src/admin/data/index.ts',
        'src/admin/plugin.ts',
        'src/admin/routes/gift-wrap-edit/gift-wrap-edit.stories.tsx',
        'src/admin/routes/gift-wrap-edit/gift-wrap-edit.test.tsx',
        'src/admin/routes/gift-wrap-edit/gift-wrap-edit.tsx',
        'src/admin/routes/gift-wrap-list/gift-wrap-list.stories.tsx',
        'src/admin/routes/gift-wrap-list/gift-wrap-list.test.tsx',
        'src/admin/routes/gift-wrap-list/gift-wrap-list.tsx',
        'src/admin/story-data.ts',
        'src/client.test.ts',
        'src/client.ts',
        'src/contract/index.ts',
        'src/contract/model.ts',
        'src/index.ts',
        'src/server/plugin.test.ts',
        'src/server/plugin.ts',
        'src/server/seed-data.ts',
        'src/server/tables.ts',
        'src/server/test-server.ts',
        'tsconfig.json',
        'vitest.config.ts',
      ]),
    );
    // The old skeleton's hand-written files are gone.
    for (const old of ['src/schema.ts', 'src/access.ts', 'src/admin/api.ts'])
      expect(created.files).not.toContain(old);
    const text = await allText(created.dir, created.files);
    expect(text).not.toMatch(/__[A-Z]+__/);
    // No pointer to a document a plugin's author does not have (issue 21: ARCHITECTURE.md is not in the repo).
    expect(text).not.toContain('ARCHITECTURE.md');
    const file = (path: string) => readFile(join(created.dir, path), 'utf8');
    expect(await file('src/contract/model.ts')).toContain(
      "export const GIFT_WRAP_SUBJECT = defineSubject({\n  id: 'gift_wrap',\n  label: 'Gift wrap',",
    );
    const contract = await file('src/contract/index.ts');
    expect(contract).toContain('export const giftWrapContract = defineContract({');
    expect(contract).toContain("path: '/gift-wrap/:id/archive'");
    expect(await file('src/client.ts')).toContain('return createClient(giftWrapContract, http);');
    const server = await file('src/server/plugin.ts');
    expect(server).toContain('resource(giftWrapContract.resources.items, {');
    expect(server).toContain('implement(giftWrapContract.endpoints.archive,');
    expect(server).toContain('contract: giftWrapContract,');
    expect(await file('src/admin/data/index.ts')).toContain("resourceHooks(giftWrapContract, 'items')");
    expect(await file('src/admin/routes/gift-wrap-list/gift-wrap-list.tsx')).toContain(
      'filterFieldsOf(items.contract)',
    );
    expect(text).toContain("path: '/admin/gift-wrap'");
    expect(text).toContain('create table gift_wrap_items');
    // Screens never fetch; tests meet the real server; stories use the contract's memory server.
    expect(text).not.toMatch(/http\.request\(|fetch\(|createApiRef|useApi\(/);
    expect(await file('src/admin/routes/gift-wrap-edit/gift-wrap-edit.test.tsx')).toContain(
      'fetch={t.fetch}',
    );
    expect(await file('src/admin/story-data.ts')).toContain('contractMemoryHttp(');
    expect(await file('README.md')).not.toMatch(/\| `?(GET|POST|PATCH|DELETE) /);

    const pkg = JSON.parse(await file('package.json'));
    expect(Object.keys(pkg.exports)).toEqual(['.', './contract', './client', './server', './package.json']);
    expect(Object.keys(pkg.peerDependencies).sort()).toEqual([
      '@storeroom/core',
      '@storeroom/server',
      '@storeroom/ui',
      '@tanstack/react-query',
      'react',
      'react-dom',
      'react-router',
      'zod',
    ]);
    expect(pkg.peerDependenciesMeta).toEqual({ '@storeroom/server': { optional: true } });
    expect(pkg.dependencies).toBeUndefined();
    expect(pkg.peerDependencies['@storeroom/core']).toMatch(/^\^\d+\.\d+\.\d+/);
    expect(pkg.scripts).toMatchObject({
      test: 'vitest run',
      typecheck: 'tsc --noEmit',
      lint: 'eslint . --max-warnings=0',
      doctor: 'storeroom doctor',
      check: 'npm run typecheck && npm run lint && npm test && npm run doctor && npm run build',
    });
    // Its own repository's CI runs the same one command (issue 21).
    const workflow = await file('.github/workflows/ci.yml');
    expect(workflow).toMatch(/on:\n {2}push:\n {2}pull_request:/);
    expect(workflow).toContain('node-version: 20');
    expect(workflow.trim().split('\n').at(-1)).toBe('      - run: npm run check');
    const tsconfig = JSON.parse(await file('tsconfig.json'));
    expect(tsconfig.include).toEqual(['src', 'dev', '*.ts']);
    expect(tsconfig.exclude).toBeUndefined();
    expect(out.lines).toEqual([`✔ Created storeroom-plugin-gift-wrap in gift-wrap`]);
    // The generated plugin passes the convention checks.
    expect(await doctor({ dir: created.dir, manifest: false }, recorder())).toEqual([]);
  });

  it('prints next steps that run as printed (pnpm run doctor, not pnpm doctor)', async () => {
    const cwd = await tempDir('sr-create-');
    const created = await createPlugin({ id: 'gift-wrap', cwd }, recorder());
    expect(nextSteps(created, cwd)).toEqual([
      '',
      'Next steps:',
      '  cd gift-wrap && npm install',
      '  npm run dev         # run it alone in the shell',
      '  npm run test        # its admin and server tests',
      '  npm run doctor      # check it against the plugin conventions',
    ]);
    const monorepo = nextSteps(
      { ...created, mode: 'monorepo', dir: join(cwd, 'packages/plugins/gift-wrap') },
      cwd,
    );
    expect(monorepo).toContain('  pnpm run doctor      # check it against the plugin conventions');
    expect(monorepo.join('\n')).not.toMatch(/pnpm doctor/);
    // npm cannot install a `--link` project's `link:` dependencies: pnpm, as the guide says.
    const linked = await createPlugin({ id: 'gift-wrap', cwd, dir: 'linked', link: '/checkout' }, recorder());
    expect(linked.link).toBe('/checkout');
    expect(nextSteps(linked, cwd)).toEqual([
      '',
      'Next steps:',
      '  cd linked && pnpm install',
      '  pnpm run dev         # run it alone in the shell',
      '  pnpm run test        # its admin and server tests',
      '  pnpm run doctor      # check it against the plugin conventions',
    ]);
  });

  it('reuses the standard subject, with its own option, when the id names a standard area', async () => {
    const cwd = await tempDir('sr-create-');
    const created = await createPlugin({ id: 'inventory', cwd }, recorder());
    const model = await readFile(join(created.dir, 'src/contract/model.ts'), 'utf8');
    expect(model).toContain('export const INVENTORY_SUBJECT = withOptions(SUBJECTS.inventory, [');
    expect(model).not.toContain('defineSubject');
  });

  it('makes an installable app under /admin/apps/app/<id> in the Apps group', async () => {
    const cwd = await tempDir('sr-create-');
    const created = await createPlugin({ id: 'wishlist', app: true, cwd }, recorder());
    const plugin = await readFile(join(created.dir, 'src/admin/plugin.ts'), 'utf8');
    expect(plugin).toContain("path: '/admin/apps/app/wishlist'");
    expect(plugin).toContain("group: 'apps'");
  });

  it('refuses bad ids and existing folders, writing nothing', async () => {
    const cwd = await tempDir('sr-create-');
    await expect(createPlugin({ id: 'GiftWrap', cwd }, recorder())).rejects.toThrow(/kebab-case/);
    await expect(createPlugin({ id: 'core', cwd }, recorder())).rejects.toThrow(/reserved/);
    expect(existsSync(join(cwd, 'GiftWrap'))).toBe(false);
    await createPlugin({ id: 'gift-wrap', cwd }, recorder());
    await expect(createPlugin({ id: 'gift-wrap', cwd }, recorder())).rejects.toThrow(
      'gift-wrap already exists',
    );
  });
});
