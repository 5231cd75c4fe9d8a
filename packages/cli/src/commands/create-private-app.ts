import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { pluginIdOf } from './create-admin';
import { CliError } from '../lib/errors';
import { appNameSchema, camelCase, firstIssue, pascalCase, snakeCase, titleCase } from '../lib/names';
import { terminal } from '../lib/output';
import type { Output } from '../lib/output';
import { renderTemplate, templatesDir } from '../lib/template';
import { VERSIONS } from '../lib/versions';
import { findMonorepo, publishedRange } from '../lib/workspace';

/** The default plugin: the example command exports unfulfilled orders (issue 6). */
export const ORDERS_PLUGIN = '@storeroom/plugin-orders';

export const createPrivateAppOptionsSchema = z.object({
  name: appNameSchema,
  /**
   * The plugin whose typed client the example uses (package name, optionally `=version`).
   * Its export follows the `storeroom create plugin` convention.
   */
  plugin: z
    .string()
    .regex(/^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*(=.+)?$/, 'Not a valid npm package name.')
    .default(ORDERS_PLUGIN),
  dir: z.string().min(1).optional(),
  link: z.string().min(1).optional(),
  cwd: z.string().min(1).default(process.cwd()),
});
export type CreatePrivateAppOptions = z.input<typeof createPrivateAppOptionsSchema>;

/** Whether `dir` is a package folder of the checkout's workspace (pnpm-workspace.yaml `packages`). */
export function inWorkspace(monorepo: string, dir: string): boolean {
  const rel = relative(monorepo, dir).split(sep).join('/');
  if (!rel || rel.startsWith('..')) return false;
  // The entries of the top-level `packages:` list (folder globs such as `examples/*`).
  const globs: string[] = [];
  let inPackages = false;
  for (const line of readFileSync(join(monorepo, 'pnpm-workspace.yaml'), 'utf8').split('\n')) {
    if (/^\S/.test(line)) inPackages = /^packages:\s*$/.test(line);
    const entry = /^\s+-\s*['"]?([^'"#\s]+)['"]?/.exec(line);
    if (inPackages && entry) globs.push(entry[1]!);
  }
  const pattern = (glob: string) =>
    new RegExp(
      `^${glob
        .split('/')
        .map((part) => (part === '*' ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
        .join('/')}$`,
    );
  return globs.some((glob) => pattern(glob).test(rel));
}

/** The private app's vitest config: node, its own tests only, the server's conditions. */
export function privateAppVitestConfig(conditions: string): string {
  return `import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Node's own conditions: the bundlers' \`module\` would pick ES builds Node cannot load (the
// AWS SDK's \`dist-es\`, with extensionless imports).
const nodeConditions = defaultServerConditions.filter((condition) => condition !== 'module');

export default defineConfig({
  resolve: { conditions: ${conditions} },
  ssr: { resolve: { conditions: ${conditions} } },
  test: { environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 60000, hookTimeout: 120000 },
});
`;
}

/**
 * Scaffolds a private app: a Node/TypeScript program using a plugin's typed client with
 * STOREROOM_URL and STOREROOM_TOKEN, an example CSV export with clear 401/403/422 handling,
 * a README on creating the app and its token in the admin, and a test against the reference
 * server.
 */
export async function createPrivateApp(options: CreatePrivateAppOptions, out: Output = terminal) {
  const parsed = createPrivateAppOptionsSchema.safeParse(options);
  if (!parsed.success) throw new CliError(firstIssue(parsed.error));
  const o = parsed.data;
  const cwd = resolve(o.cwd);
  const monorepo = o.link ? null : findMonorepo(cwd);
  // Inside a checkout, the app goes into its workspace (examples/<name>), where pnpm installs
  // its workspace: dependencies; a folder outside the workspace could not be installed.
  const dir = o.dir ? resolve(cwd, o.dir) : monorepo ? join(monorepo, 'examples', o.name) : join(cwd, o.name);
  if (monorepo && !inWorkspace(monorepo, dir)) {
    const checkout = relative(cwd, monorepo) || '.';
    throw new CliError(
      relative(monorepo, dir).startsWith('..')
        ? `${dir} is outside the Storeroom checkout: add --link ${checkout} to link it to the checkout's packages.`
        : `${relative(cwd, dir)} is inside the Storeroom checkout but outside its workspace (pnpm-workspace.yaml), so its workspace: dependencies could not be installed. Leave out --dir (it goes to examples/${o.name}), pick a folder of the workspace, or create it outside the checkout with --link ${checkout}.`,
    );
  }
  if (existsSync(dir))
    throw new CliError(`${relative(cwd, dir) || dir} already exists: choose another name or folder.`);
  const [pluginPkg = o.plugin, pluginVersion] = o.plugin.split('=');
  const id = pluginIdOf(pluginPkg);

  const replacements = {
    NAME: o.name,
    PKG: pluginPkg,
    PASCAL: pascalCase(id),
    CAMEL: camelCase(id),
    SNAKE: snakeCase(id),
    TITLE: titleCase(id),
    // npm cannot install `workspace:` or `link:` dependencies: inside a checkout, pnpm from its
    // root; linked to one, pnpm.
    INSTALL: monorepo
      ? `pnpm install        # at the checkout's root (${relative(dir, monorepo) || '.'}); npm cannot install workspace: dependencies`
      : o.link
        ? 'pnpm install        # linked to a checkout: npm cannot install link: dependencies'
        : 'npm install',
  };
  const files = await renderTemplate(join(templatesDir(), 'private-app'), dir, replacements);
  // The orders plugin gets the issue's example: unfulfilled orders to CSV (its files replace
  // the generic export of a plugin's items).
  if (pluginPkg === ORDERS_PLUGIN) {
    for (const file of await renderTemplate(join(templatesDir(), 'private-app-orders'), dir, replacements))
      if (!files.includes(file)) files.push(file);
  }
  const ours = (pkg: string) =>
    monorepo ? 'workspace:*' : o.link ? `link:${join(o.link, 'packages', pkg)}` : publishedRange();
  const pkg: Record<string, unknown> = {
    name: o.name,
    version: '0.1.0',
    private: true,
    type: 'module',
    // Inside a checkout (or linked to one) the @storeroom packages run from their source.
    scripts: {
      export: monorepo || o.link ? 'tsx --conditions=@storeroom/source src/main.ts' : 'tsx src/main.ts',
      test: 'vitest run',
      typecheck: 'tsc --noEmit',
    },
    dependencies: {
      '@storeroom/core': ours('core'),
      [pluginPkg]: pluginVersion ?? (monorepo ? 'workspace:*' : 'latest'),
      papaparse: VERSIONS.papaparse,
      tsx: VERSIONS.tsx,
    },
    devDependencies: {
      '@storeroom/server': ours('server'),
      '@types/node': VERSIONS.typesNode,
      '@types/papaparse': VERSIONS.typesPapaparse,
      typescript: VERSIONS.typescript,
      // vitest.config.ts reads vite's default server conditions.
      vite: VERSIONS.vite,
      vitest: VERSIONS.vitest,
    },
  };
  await writeFile(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  const link = Boolean(o.link);
  const source = Boolean(monorepo) || link;
  if (monorepo) {
    const base = relative(dir, join(monorepo, 'tsconfig.base.json')).split('\\').join('/');
    await writeFile(
      join(dir, 'tsconfig.json'),
      `${JSON.stringify({ extends: base, include: ['src', '*.ts'] }, null, 2)}\n`,
    );
  } else {
    await writeFile(
      join(dir, 'tsconfig.json'),
      `${JSON.stringify(
        {
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2023', 'DOM'],
            module: 'ESNext',
            moduleResolution: 'Bundler',
            ...(link ? { customConditions: ['@storeroom/source'] } : {}),
            strict: true,
            noUncheckedIndexedAccess: true,
            verbatimModuleSyntax: true,
            skipLibCheck: true,
            noEmit: true,
            types: ['node'],
          },
          include: ['src', '*.ts'],
        },
        null,
        2,
      )}\n`,
    );
    await writeFile(join(dir, '.gitignore'), 'node_modules/\n*.csv\n');
    files.push('.gitignore');
  }
  // Its own vitest config, also inside the monorepo: `npm test` runs this app's tests only.
  const conditions = source ? `['@storeroom/source', ...nodeConditions]` : 'nodeConditions';
  await writeFile(join(dir, 'vitest.config.ts'), privateAppVitestConfig(conditions));
  files.push('vitest.config.ts');
  files.push('package.json', 'tsconfig.json');
  out.success(`✔ Created the private app ${o.name} in ${relative(cwd, dir) || '.'}`);
  if (monorepo)
    out.info(
      `  It is part of the checkout's workspace: run pnpm install at the root (${relative(cwd, monorepo) || '.'}), then npm run export / npm test in ${relative(cwd, dir)}.`,
    );
  return { dir, files: files.sort() };
}

export function registerCreatePrivateApp(create: Command): void {
  create
    .command('private-app')
    .description('Create a private app: a Node program using typed clients with an API token')
    .argument('<name>', 'the app name, kebab-case (e.g. order-export)')
    .option(
      '--plugin <package>',
      'the plugin whose typed client the example uses; the orders plugin (default) exports unfulfilled orders',
      ORDERS_PLUGIN,
    )
    .option('--dir <dir>', 'target folder')
    .option('--link <checkout>', 'link @storeroom packages to a Storeroom checkout')
    .action(async (name: string, raw: Record<string, unknown>) => {
      const created = await createPrivateApp({
        name,
        plugin: raw.plugin as string,
        dir: raw.dir as string | undefined,
        link: raw.link as string | undefined,
      });
      terminal.info(`\nNext steps: see ${relative(process.cwd(), join(created.dir, 'README.md'))}`);
    });
}
