import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename, join, relative, resolve } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { CliError } from '../lib/errors';
import { camelCase, firstIssue, titleCase } from '../lib/names';
import { terminal } from '../lib/output';
import type { Output } from '../lib/output';
import { renderTemplate, templatesDir } from '../lib/template';
import { VERSIONS } from '../lib/versions';
import { publishedRange } from '../lib/workspace';

const pluginSpecSchema = z
  .string()
  .regex(
    /^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*(=.+)?$/,
    'A plugin is given as its npm package name, optionally with a version: name or name=spec.',
  );

export const createAdminOptionsSchema = z.object({
  dir: z.string().min(1, 'Give the folder to create: storeroom create admin <dir>'),
  /** Plugin packages: `@acme/storeroom-plugin-gift-wrap` or `name=version-spec`. */
  plugins: z.array(pluginSpecSchema).default([]),
  title: z.string().min(1).max(80).optional(),
  /** Link @storeroom packages to a Storeroom checkout instead of the published versions. */
  link: z.string().min(1).optional(),
  cwd: z.string().min(1).default(process.cwd()),
});
export type CreateAdminOptions = z.input<typeof createAdminOptionsSchema>;

/** A plugin package's id: `@acme/storeroom-plugin-gift-wrap` → `gift-wrap`. */
export function pluginIdOf(packageName: string): string {
  return (packageName.split('/').pop() ?? packageName)
    .replace(/^storeroom-plugin-/, '')
    .replace(/^plugin-/, '')
    .replace(/^example-/, '')
    .replace(/-plugin$/, '');
}

/**
 * Scaffolds an admin app: the shell with the chosen plugins, the reference server with their
 * server parts, `npm start` that builds once and serves on port 4000 with embedded data.
 * Plugins follow the `storeroom create plugin` convention (`<id>Plugin` from the package,
 * `<id>ServerPlugin` from its `/server` entry).
 */
export async function createAdmin(options: CreateAdminOptions, out: Output = terminal) {
  const parsed = createAdminOptionsSchema.safeParse(options);
  if (!parsed.success) throw new CliError(firstIssue(parsed.error));
  const o = parsed.data;
  const dir = resolve(o.cwd, o.dir);
  if (existsSync(dir))
    throw new CliError(`${relative(o.cwd, dir) || dir} already exists: choose another folder.`);
  const name = basename(dir)
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const title = o.title ?? titleCase(name || 'storeroom-admin');
  const plugins = o.plugins.map((spec) => {
    const [pkg = spec, version] = spec.split('=');
    return { pkg, version: version ?? 'latest', camel: camelCase(pluginIdOf(pkg)) };
  });

  const files = await renderTemplate(join(templatesDir(), 'admin'), dir, {
    TITLE: title,
    ADMINIMPORTS: plugins.map((p) => `import { ${p.camel}Plugin } from '${p.pkg}';\n`).join(''),
    ADMINENTRIES: plugins.map((p) => `${p.camel}Plugin,\n  `).join(''),
    SERVERIMPORTS: plugins.map((p) => `import { ${p.camel}ServerPlugin } from '${p.pkg}/server';\n`).join(''),
    SERVERENTRIES: plugins.map((p) => `${p.camel}ServerPlugin,\n  `).join(''),
    NODECONDITIONS: o.link ? "'--conditions=@storeroom/source', " : '',
  });

  const ours = (pkg: string) => (o.link ? `link:${join(o.link, 'packages', pkg)}` : publishedRange());
  const pkg: Record<string, unknown> = {
    name: name || 'storeroom-admin',
    private: true,
    type: 'module',
    scripts: { start: 'node scripts/start.mjs', build: 'vite build', typecheck: 'tsc --noEmit' },
    dependencies: {
      '@storeroom/core': ours('core'),
      '@storeroom/server': ours('server'),
      '@storeroom/ui': ours('ui'),
      react: VERSIONS.react,
      'react-dom': VERSIONS.react,
      tsx: VERSIONS.tsx,
      ...Object.fromEntries(plugins.map((p) => [p.pkg, p.version])),
    },
    devDependencies: {
      '@types/node': VERSIONS.typesNode,
      '@types/react': VERSIONS.typesReact,
      '@types/react-dom': VERSIONS.typesReactDom,
      '@vitejs/plugin-react': VERSIONS.vitePluginReact,
      typescript: VERSIONS.typescript,
      vite: VERSIONS.vite,
    },
  };
  if (o.link) {
    pkg.pnpm = {
      overrides: {
        react: `link:${join(o.link, 'node_modules', 'react')}`,
        'react-dom': `link:${join(o.link, 'node_modules', 'react-dom')}`,
      },
    };
  }
  await writeFile(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  const conditions = o.link ? `['@storeroom/source', ...defaultClientConditions]` : 'defaultClientConditions';
  await writeFile(
    join(dir, 'vite.config.ts'),
    `import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ${conditions}, dedupe: ['react', 'react-dom'] },
  server: { host: '127.0.0.1', port: 4000, proxy: { '/api': 'http://127.0.0.1:4001' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
`,
  );
  await writeFile(
    join(dir, 'tsconfig.json'),
    `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          ...(o.link ? { customConditions: ['@storeroom/source'] } : {}),
          jsx: 'react-jsx',
          strict: true,
          verbatimModuleSyntax: true,
          isolatedModules: true,
          skipLibCheck: true,
          noEmit: true,
          types: ['node', 'vite/client'],
        },
        include: ['src', '*.ts'],
      },
      null,
      2,
    )}\n`,
  );
  await writeFile(join(dir, '.gitignore'), 'node_modules/\ndist/\n.data/\n');
  files.push('package.json', 'vite.config.ts', 'tsconfig.json', '.gitignore');
  out.success(`✔ Created the admin "${title}" in ${relative(o.cwd, dir) || '.'}`);
  return { dir, title, files: files.sort() };
}

export function registerCreateAdmin(create: Command): void {
  create
    .command('admin')
    .description('Create an admin app (shell + reference server) with chosen plugins, ready for npm start')
    .argument('<dir>', 'folder to create')
    .option('--plugin <package...>', 'plugin packages to include (name or name=version)')
    .option('--title <title>', 'product name shown in the shell')
    .option('--link <checkout>', 'link @storeroom packages to a Storeroom checkout')
    .action(async (dir: string, raw: Record<string, unknown>) => {
      const created = await createAdmin({
        dir,
        plugins: (raw.plugin as string[] | undefined) ?? [],
        title: raw.title as string | undefined,
        link: raw.link as string | undefined,
      });
      terminal.info(
        `\nNext steps:\n  cd ${relative(process.cwd(), created.dir)}\n  npm install\n  npm start`,
      );
    });
}
