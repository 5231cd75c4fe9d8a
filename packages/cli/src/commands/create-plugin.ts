import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import * as prompts from '@clack/prompts';
import type { Command } from 'commander';
import { z } from 'zod';
import { SUBJECTS } from '@storeroom/core/access';
import { CliError } from '../lib/errors';
import { camelCase, firstIssue, pascalCase, pluginIdSchema, snakeCase, titleCase } from '../lib/names';
import { terminal } from '../lib/output';
import type { Output } from '../lib/output';
import { renderTemplate, templatesDir } from '../lib/template';
import { VERSIONS } from '../lib/versions';
import { findMonorepo, publishedRange } from '../lib/workspace';

export const createPluginOptionsSchema = z.object({
  id: pluginIdSchema,
  /** An installable app: routes under /admin/apps/app/<id>, listed in the Apps menu group. */
  app: z.boolean().default(false),
  /** Target folder; default packages/plugins/<id> in the monorepo, ./<id> elsewhere. */
  dir: z.string().min(1).optional(),
  /** npm package name; default @storeroom/plugin-<id> in the monorepo, storeroom-plugin-<id> elsewhere. */
  packageName: z
    .string()
    .regex(/^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/, 'Not a valid npm package name.')
    .optional(),
  /**
   * Standalone project linked to a Storeroom checkout (`link:` dependencies) instead of the
   * published packages: for trying unreleased versions, and for the CLI's own tests.
   */
  link: z.string().min(1).optional(),
  cwd: z.string().min(1).default(process.cwd()),
});
export type CreatePluginOptions = z.input<typeof createPluginOptionsSchema>;

export interface CreatedPlugin {
  dir: string;
  packageName: string;
  mode: 'monorepo' | 'standalone';
  files: string[];
}

type Json = Record<string, unknown>;

function exportsMap(withSource: boolean): Json {
  const entry = (src: string, out: string) => ({
    ...(withSource ? { '@storeroom/source': src } : {}),
    types: `./dist/${out}.d.ts`,
    import: `./dist/${out}.js`,
  });
  return {
    '.': entry('./src/index.ts', 'index'),
    './client': entry('./src/client.ts', 'client'),
    './server': entry('./src/server/plugin.ts', 'server'),
    './package.json': './package.json',
  };
}

function packageJson(o: {
  name: string;
  title: string;
  mode: 'monorepo' | 'standalone';
  link?: string;
}): Json {
  const monorepo = o.mode === 'monorepo';
  const ours = (pkg: string) =>
    monorepo ? 'workspace:*' : o.link ? `link:${join(o.link, 'packages', pkg)}` : publishedRange();
  const base: Json = {
    name: o.name,
    version: '0.1.0',
    description: `${o.title}: a Storeroom plugin`,
    license: 'MIT',
    type: 'module',
    sideEffects: false,
    exports: exportsMap(monorepo || Boolean(o.link)),
    publishConfig: { access: 'public', exports: exportsMap(false) },
    files: ['dist'],
    scripts: monorepo
      ? {
          build: 'tsup && publint --pack pnpm',
          dev: 'pnpm -w storeroom dev',
          doctor: 'pnpm -w storeroom doctor',
        }
      : {
          build: 'storeroom build',
          dev: 'storeroom dev',
          doctor: 'storeroom doctor',
          typecheck: 'tsc --noEmit',
          test: 'vitest run',
        },
    peerDependencies: { react: '^19.0.0', 'react-dom': '^19.0.0' },
    dependencies: {
      '@storeroom/core': ours('core'),
      '@storeroom/server': ours('server'),
      '@storeroom/ui': ours('ui'),
      zod: VERSIONS.zod,
    },
  };
  base.devDependencies = monorepo
    ? { '@storeroom/build-config': 'workspace:*', '@storeroom/cli': 'workspace:*' }
    : {
        '@storeroom/cli': ours('cli'),
        '@storybook/react-vite': VERSIONS.storybookReactVite,
        '@testing-library/dom': VERSIONS.testingLibraryDom,
        '@testing-library/jest-dom': VERSIONS.testingLibraryJestDom,
        '@testing-library/react': VERSIONS.testingLibraryReact,
        '@testing-library/user-event': VERSIONS.testingLibraryUserEvent,
        '@types/node': VERSIONS.typesNode,
        '@types/react': VERSIONS.typesReact,
        '@types/react-dom': VERSIONS.typesReactDom,
        '@vitejs/plugin-react': VERSIONS.vitePluginReact,
        jsdom: VERSIONS.jsdom,
        react: VERSIONS.react,
        'react-dom': VERSIONS.react,
        tsup: VERSIONS.tsup,
        publint: VERSIONS.publint,
        typescript: VERSIONS.typescript,
        vite: VERSIONS.vite,
        vitest: VERSIONS.vitest,
      };
  if (o.link) {
    // A linked checkout brings its own React (through @storeroom/core's dependencies): use
    // that one, so hooks see a single React.
    base.pnpm = {
      overrides: {
        react: `link:${join(o.link, 'node_modules', 'react')}`,
        'react-dom': `link:${join(o.link, 'node_modules', 'react-dom')}`,
      },
    };
  }
  return base;
}

const TSUP_MONOREPO = `import { definePackageConfig } from '@storeroom/build-config/tsup';

export default definePackageConfig({
  entry: { index: 'src/index.ts', client: 'src/client.ts', server: 'src/server/plugin.ts' },
  platform: 'neutral',
});
`;

const TSUP_STANDALONE = `import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', client: 'src/client.ts', server: 'src/server/plugin.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: [/^@storeroom\\//],
});
`;

function standaloneTsconfig(link: boolean): Json {
  return {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'Bundler',
      ...(link ? { customConditions: ['@storeroom/source'] } : {}),
      jsx: 'react-jsx',
      strict: true,
      noUncheckedIndexedAccess: true,
      verbatimModuleSyntax: true,
      isolatedModules: true,
      skipLibCheck: true,
      noEmit: true,
      types: ['node', 'vite/client'],
    },
    include: ['src', 'dev', '*.ts'],
  };
}

function standaloneVitestConfig(link: boolean): string {
  const conditions = link ? `['@storeroom/source', ...defaultClientConditions]` : 'defaultClientConditions';
  const serverConditions = link
    ? `['@storeroom/source', ...defaultServerConditions]`
    : 'defaultServerConditions';
  return `import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        // One React for the plugin and the linked or installed @storeroom packages.
        resolve: { conditions: ${conditions}, dedupe: ['react', 'react-dom'] },
        test: { name: 'admin', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], exclude: ['src/server/**'], setupFiles: ['./vitest.setup.ts'], testTimeout: 30000 },
      },
      {
        resolve: { conditions: ${serverConditions} },
        ssr: { resolve: { conditions: ${serverConditions} } },
        test: { name: 'server', environment: 'node', include: ['src/server/**/*.test.ts'], testTimeout: 60000, hookTimeout: 120000 },
      },
    ],
  },
});
`;
}

const VITEST_SETUP = `import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
if (!Element.prototype.releasePointerCapture) Element.prototype.releasePointerCapture = () => undefined;
`;

/**
 * JSON as the repo's Prettier writes it (printWidth 110): objects expanded, a list of plain
 * values on one line when it fits. A generated file must pass `prettier --check` as it is.
 */
export function formatJson(value: unknown, indent = '', prefix = 0): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((v) => v === null || typeof v !== 'object')) {
      const inline = `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
      if (prefix + inline.length + 1 <= 110) return inline;
    }
    const inner = `${indent}  `;
    return `[\n${value.map((v) => `${inner}${formatJson(v, inner, inner.length)}`).join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const inner = `${indent}  `;
    return `{\n${entries
      .map(([k, v]) => {
        const key = `${inner}${JSON.stringify(k)}: `;
        return `${key}${formatJson(v, inner, key.length)}`;
      })
      .join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

async function writeJson(path: string, value: unknown): Promise<void> {
  // Prettier prints package.json like JSON.stringify (its json-stringify parser).
  const text = path.endsWith('package.json') ? JSON.stringify(value, null, 2) : formatJson(value);
  await writeFile(path, `${text}\n`);
}

/**
 * Scaffolds a complete full-stack plugin: schema, typed client, admin plugin with a GridPanel
 * list and side-panel form, server part with a resource, migration and seed, stories, a unit
 * test, a server test, a dev entry and a README. Inside the Storeroom monorepo it goes to
 * packages/plugins/<id> on workspace dependencies; elsewhere it is a standalone package.
 */
export async function createPlugin(
  options: CreatePluginOptions,
  out: Output = terminal,
): Promise<CreatedPlugin> {
  const parsed = createPluginOptionsSchema.safeParse(options);
  if (!parsed.success) throw new CliError(firstIssue(parsed.error));
  const o = parsed.data;
  const cwd = resolve(o.cwd);
  const monorepo = o.link ? null : findMonorepo(cwd);
  const mode = monorepo ? 'monorepo' : 'standalone';
  const dir = o.dir
    ? resolve(cwd, o.dir)
    : monorepo
      ? join(monorepo, 'packages', 'plugins', o.id)
      : join(cwd, o.id);
  if (existsSync(dir)) {
    throw new CliError(`${relative(cwd, dir) || dir} already exists: choose another id or folder.`);
  }
  const packageName = o.packageName ?? (monorepo ? `@storeroom/plugin-${o.id}` : `storeroom-plugin-${o.id}`);
  const title = titleCase(o.id);
  const route = o.app ? `/admin/apps/app/${o.id}` : `/admin/${o.id}`;

  // An id naming one of the 18 standard areas (orders, customers, inventory, ...) reuses
  // that standard subject: a second subject with the same id would clash (ARCHITECTURE.md).
  const standard = snakeCase(o.id) in SUBJECTS;
  const subjectDeclaration = standard
    ? `import { SUBJECTS } from '@storeroom/core/access';\n\n// A standard area: the plugin guards its screens and endpoints with the core's subject.\nexport const ${snakeCase(o.id).toUpperCase()}_SUBJECT = SUBJECTS.${snakeCase(o.id)};`
    : `import { defineSubject } from '@storeroom/core/access';\n\nexport const ${snakeCase(o.id).toUpperCase()}_SUBJECT = defineSubject({ id: '${snakeCase(o.id)}', label: '${title}' });`;
  const files = await renderTemplate(join(templatesDir(), 'plugin'), dir, {
    SUBJECTDECL: subjectDeclaration,
    ID: o.id,
    PASCAL: pascalCase(o.id),
    CAMEL: camelCase(o.id),
    CONST: snakeCase(o.id).toUpperCase(),
    SNAKE: snakeCase(o.id),
    TITLE: title,
    PKG: packageName,
    ROUTE: route,
    MENUGROUP: o.app ? 'apps' : 'manage',
  });

  await writeJson(join(dir, 'package.json'), packageJson({ name: packageName, title, mode, link: o.link }));
  if (monorepo) {
    const base = relative(dir, join(monorepo, 'tsconfig.base.json')).split('\\').join('/');
    await writeJson(join(dir, 'tsconfig.json'), {
      extends: base,
      include: ['src'],
      exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/*.stories.tsx'],
    });
    await writeFile(join(dir, 'tsup.config.ts'), TSUP_MONOREPO);
    files.push('package.json', 'tsconfig.json', 'tsup.config.ts');
    // Line lengths depend on the id: format with the repo's own Prettier, so the new package
    // passes the repo's `prettier --check` the moment it exists.
    const prettier = join(monorepo, 'node_modules', '.bin', 'prettier');
    if (existsSync(prettier)) {
      const formatted = spawnSync(prettier, ['--write', '--log-level', 'warn', dir], {
        cwd: monorepo,
        encoding: 'utf8',
      });
      if (formatted.status !== 0)
        out.warn(`Prettier could not format ${relative(cwd, dir)}: ${formatted.stderr}`);
    }
  } else {
    await writeJson(join(dir, 'tsconfig.json'), standaloneTsconfig(Boolean(o.link)));
    await writeFile(join(dir, 'tsup.config.ts'), TSUP_STANDALONE);
    await writeFile(join(dir, 'vitest.config.ts'), standaloneVitestConfig(Boolean(o.link)));
    await writeFile(join(dir, 'vitest.setup.ts'), VITEST_SETUP);
    await writeFile(join(dir, '.gitignore'), 'node_modules/\ndist/\n');
    files.push(
      'package.json',
      'tsconfig.json',
      'tsup.config.ts',
      'vitest.config.ts',
      'vitest.setup.ts',
      '.gitignore',
    );
  }
  await mkdir(dir, { recursive: true });
  out.success(`✔ Created ${packageName} in ${relative(cwd, dir) || '.'}`);
  return { dir, packageName, mode, files: files.sort() };
}

/** Adds the plugin to examples/admin (admin list, server list, dependency). */
export async function registerInExampleAdmin(
  monorepo: string,
  created: CreatedPlugin,
  id: string,
): Promise<boolean> {
  const admin = join(monorepo, 'examples', 'admin');
  const adminList = join(admin, 'src', 'plugins.ts');
  const serverList = join(admin, 'server-plugins.ts');
  if (!existsSync(adminList) || !existsSync(serverList)) return false;
  const camel = camelCase(id);
  const insert = async (file: string, importLine: string, entry: string) => {
    let text = await readFile(file, 'utf8');
    if (text.includes(importLine)) return;
    text = text.replace('// storeroom:imports', `${importLine}\n// storeroom:imports`);
    text = text.replace('// storeroom:plugins', `${entry},\n  // storeroom:plugins`);
    await writeFile(file, text);
  };
  await insert(adminList, `import { ${camel}Plugin } from '${created.packageName}';`, `${camel}Plugin`);
  await insert(
    serverList,
    `import { ${camel}ServerPlugin } from '${created.packageName}/server';`,
    `${camel}ServerPlugin`,
  );
  const pkgPath = join(admin, 'package.json');
  const pkg = JSON.parse(await readFile(pkgPath, 'utf8')) as { dependencies: Record<string, string> };
  pkg.dependencies[created.packageName] = 'workspace:*';
  pkg.dependencies = Object.fromEntries(
    Object.entries(pkg.dependencies).sort(([a], [b]) => a.localeCompare(b)),
  );
  await writeJson(pkgPath, pkg);
  return true;
}

export function registerCreatePlugin(create: Command): void {
  create
    .command('plugin')
    .description('Create a full-stack plugin (admin screens, typed client, server resource)')
    .argument('[id]', 'the plugin id, kebab-case (e.g. gift-wrap)')
    .option('--app', 'make it an installable app (routes under /admin/apps/app/<id>)', false)
    .option('--dir <dir>', 'target folder')
    .option('--package-name <name>', 'npm package name')
    .option('--link <checkout>', 'standalone project linked to a Storeroom checkout')
    .option('--register', 'register it in examples/admin (monorepo)')
    .option('--no-register', 'do not register it in examples/admin')
    .action(async (id: string | undefined, raw: Record<string, unknown>) => {
      const interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY) && !process.env.CI;
      let pluginId = id;
      if (!pluginId) {
        if (!interactive) throw new CliError('Missing plugin id: storeroom create plugin <id>');
        const answer = await prompts.text({
          message: 'Plugin id (kebab-case)',
          placeholder: 'gift-wrap',
          validate: (value) => {
            const r = pluginIdSchema.safeParse(value);
            return r.success ? undefined : firstIssue(r.error);
          },
        });
        if (prompts.isCancel(answer)) throw new CliError('Cancelled.');
        pluginId = answer;
      }
      const spinner = interactive ? prompts.spinner() : null;
      spinner?.start('Writing the plugin');
      const created = await createPlugin({
        id: pluginId,
        app: raw.app === true,
        dir: raw.dir as string | undefined,
        packageName: raw.packageName as string | undefined,
        link: raw.link as string | undefined,
      });
      spinner?.stop(`Created ${created.packageName}`);
      const monorepo = created.mode === 'monorepo' ? findMonorepo(created.dir) : null;
      if (monorepo) {
        let register = raw.register as boolean | undefined;
        if (register === undefined && interactive) {
          const answer = await prompts.confirm({
            message: 'Register it in examples/admin?',
            initialValue: true,
          });
          register = !prompts.isCancel(answer) && answer;
        }
        if (register && (await registerInExampleAdmin(monorepo, created, pluginId))) {
          terminal.info('Registered in examples/admin.');
        }
      }
      terminal.info('\nNext steps:');
      terminal.info(
        created.mode === 'monorepo'
          ? '  pnpm install'
          : `  cd ${relative(process.cwd(), created.dir)} && npm install`,
      );
      terminal.info('  storeroom dev      # run it alone in the shell');
      terminal.info('  storeroom doctor   # check it against the plugin contract');
    });
}
