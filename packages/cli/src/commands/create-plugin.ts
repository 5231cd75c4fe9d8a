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
import { CHECK_SCRIPT, CI_WORKFLOW } from '../lib/migrations';
import { VERSIONS } from '../lib/versions';
import { findMonorepo, normalScope, npmScope, publishedRange } from '../lib/workspace';

export const createPluginOptionsSchema = z.object({
  id: pluginIdSchema,
  /** An installable app: routes under /admin/apps/app/<id>, listed in the Apps menu group. */
  app: z.boolean().default(false),
  /** Target folder; default packages/plugins/<id> in the monorepo, ./<id> elsewhere. */
  dir: z.string().min(1).optional(),
  /**
   * npm package name; default @storeroom/plugin-<id> in the monorepo, elsewhere
   * <scope>/storeroom-plugin-<id> under the developer's npm scope (`scope`, else npm's `scope`
   * setting), or storeroom-plugin-<id> when there is none.
   */
  packageName: z
    .string()
    .regex(/^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/, 'Not a valid npm package name.')
    .optional(),
  /**
   * Standalone project linked to a Storeroom checkout (`link:` dependencies) instead of the
   * published packages: for trying unreleased versions, and for the CLI's own tests.
   */
  link: z.string().min(1).optional(),
  /** The npm scope of a standalone plugin's name (`acme` or `@acme`); default npm's `scope` setting. */
  scope: z
    .string()
    .refine((value) => normalScope(value) !== undefined, 'Not a valid npm scope.')
    .optional(),
  cwd: z.string().min(1).default(process.cwd()),
});
export type CreatePluginOptions = z.input<typeof createPluginOptionsSchema>;

export interface CreatedPlugin {
  dir: string;
  packageName: string;
  mode: 'monorepo' | 'standalone';
  /** A standalone project's linked checkout (`--link`): installed with pnpm, not npm. */
  link?: string;
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
    './contract': entry('./src/contract/index.ts', 'contract'),
    './client': entry('./src/client.ts', 'client'),
    './server': entry('./src/server/plugin.ts', 'server'),
    './package.json': './package.json',
  };
}

/**
 * Scripts that run as printed with `npm run` and `pnpm run` inside the plugin folder
 * (`pnpm doctor` is pnpm's own command: the guide says `pnpm run doctor`). In the monorepo
 * they use the repo's tools (vitest projects `<id>` and `<id>:server`, the root ESLint
 * config, the CLI from source); a standalone plugin has its own.
 */
function scripts(mode: 'monorepo' | 'standalone', o: { projectName: string; toRoot: string }) {
  if (mode === 'standalone') {
    return {
      build: 'storeroom build',
      dev: 'storeroom dev',
      doctor: 'storeroom doctor',
      lint: 'eslint . --max-warnings=0',
      test: 'vitest run',
      typecheck: 'tsc --noEmit',
      check: CHECK_SCRIPT,
    };
  }
  const cli = `node ${o.toRoot}/scripts/storeroom.mjs`;
  return {
    build: 'tsup && publint --pack pnpm',
    dev: `${cli} dev`,
    doctor: `${cli} doctor`,
    lint: 'eslint . --max-warnings=0',
    test: `vitest run --root ${o.toRoot} --project ${o.projectName} --project ${o.projectName}:server`,
    typecheck: 'tsc -p tsconfig.json --noEmit',
    check: CHECK_SCRIPT,
  };
}

function packageJson(o: {
  name: string;
  title: string;
  mode: 'monorepo' | 'standalone';
  link?: string;
  projectName: string;
  toRoot: string;
}): Json {
  const monorepo = o.mode === 'monorepo';
  const ours = (pkg: string, peer = false) =>
    monorepo
      ? peer
        ? 'workspace:^'
        : 'workspace:*'
      : o.link
        ? `link:${join(o.link, 'packages', pkg)}`
        : publishedRange();
  // One copy of each in an app (ARCHITECTURE.md "A plugin"): the framework, React and
  // TanStack Query are peers; the server part is optional (a private app needs no server).
  const peerDependencies: Json = {
    '@storeroom/core': monorepo ? ours('core', true) : publishedRange(),
    '@storeroom/server': monorepo ? ours('server', true) : publishedRange(),
    '@storeroom/ui': monorepo ? ours('ui', true) : publishedRange(),
    '@tanstack/react-query': VERSIONS.reactQuery,
    react: '^19.0.0',
    'react-dom': '^19.0.0',
    'react-router': VERSIONS.reactRouter,
    zod: VERSIONS.zod,
  };
  const devDependencies: Json = monorepo
    ? {
        '@storeroom/build-config': 'workspace:*',
        '@storeroom/cli': 'workspace:*',
        '@storeroom/core': 'workspace:*',
        '@storeroom/server': 'workspace:*',
        '@storeroom/ui': 'workspace:*',
        '@tanstack/react-query': VERSIONS.reactQuery,
        react: VERSIONS.react,
        'react-dom': VERSIONS.react,
        'react-router': VERSIONS.reactRouter,
        zod: VERSIONS.zod,
      }
    : {
        '@eslint/js': VERSIONS.eslint,
        '@storeroom/cli': ours('cli'),
        '@storeroom/core': ours('core'),
        '@storeroom/server': ours('server'),
        '@storeroom/ui': ours('ui'),
        '@storybook/react-vite': VERSIONS.storybookReactVite,
        '@tanstack/react-query': VERSIONS.reactQuery,
        '@testing-library/dom': VERSIONS.testingLibraryDom,
        '@testing-library/jest-dom': VERSIONS.testingLibraryJestDom,
        '@testing-library/react': VERSIONS.testingLibraryReact,
        '@testing-library/user-event': VERSIONS.testingLibraryUserEvent,
        '@types/node': VERSIONS.typesNode,
        '@types/react': VERSIONS.typesReact,
        '@types/react-dom': VERSIONS.typesReactDom,
        '@vitejs/plugin-react': VERSIONS.vitePluginReact,
        eslint: VERSIONS.eslint,
        'eslint-plugin-react-hooks': VERSIONS.eslintPluginReactHooks,
        globals: VERSIONS.globals,
        jsdom: VERSIONS.jsdom,
        publint: VERSIONS.publint,
        react: VERSIONS.react,
        'react-dom': VERSIONS.react,
        'react-router': VERSIONS.reactRouter,
        tsup: VERSIONS.tsup,
        typescript: VERSIONS.typescript,
        'typescript-eslint': VERSIONS.typescriptEslint,
        vite: VERSIONS.vite,
        vitest: VERSIONS.vitest,
        zod: VERSIONS.zod,
      };
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
    scripts: scripts(o.mode, o),
    peerDependencies,
    devDependencies,
    peerDependenciesMeta: { '@storeroom/server': { optional: true } },
  };
  if (o.link) {
    // A linked checkout brings its own React, React Router and TanStack Query (through
    // @storeroom/core): use those, so hooks and contexts see a single copy of each.
    const core = join(o.link, 'packages', 'core', 'node_modules');
    base.pnpm = {
      overrides: {
        react: `link:${join(o.link, 'node_modules', 'react')}`,
        'react-dom': `link:${join(o.link, 'node_modules', 'react-dom')}`,
        'react-router': `link:${join(core, 'react-router')}`,
        '@tanstack/react-query': `link:${join(core, '@tanstack', 'react-query')}`,
      },
    };
  }
  return base;
}

const TSUP_ENTRIES = `{
    index: 'src/index.ts',
    contract: 'src/contract/index.ts',
    client: 'src/client.ts',
    server: 'src/server/plugin.ts',
  }`;

const TSUP_MONOREPO = `import { definePluginConfig } from '@storeroom/build-config/tsup';

export default definePluginConfig();
`;

const TSUP_STANDALONE = `import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ${TSUP_ENTRIES},
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: [/^@storeroom\\//],
});
`;

/** Types every test and story of a plugin needs (jest-dom's matchers on vitest's expect). */
const TEST_TYPES = ['node', 'vite/client', '@testing-library/jest-dom/vitest'];

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
      types: TEST_TYPES,
    },
    // Tests and stories included: `npm run typecheck` finds their errors too.
    include: ['src', 'dev', '*.ts'],
  };
}

function standaloneVitestConfig(link: boolean): string {
  // A new array either way: vite's lists are readonly and the config's type wants a mutable one
  // (the published-packages scaffold failed its own typecheck with the list itself).
  const conditions = link
    ? `['@storeroom/source', ...defaultClientConditions]`
    : '[...defaultClientConditions]';
  const serverConditions = link ? `['@storeroom/source', ...nodeConditions]` : 'nodeConditions';
  return `import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Node's own conditions for the server part: the bundlers' \`module\` would pick ES builds Node
// cannot load (the AWS SDK's \`dist-es\`, with extensionless imports).
const nodeConditions = defaultServerConditions.filter((condition) => condition !== 'module');

// Admin screens in jsdom, the server part in node; both meet the real server in-process.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        // One React (and router, query client) for the plugin and the @storeroom packages.
        resolve: {
          conditions: ${conditions},
          dedupe: ['react', 'react-dom', 'react-router', '@tanstack/react-query'],
        },
        test: {
          name: 'admin',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/server/**'],
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 60000,
          hookTimeout: 120000,
        },
      },
      {
        resolve: { conditions: ${serverConditions} },
        ssr: { resolve: { conditions: ${serverConditions} } },
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          testTimeout: 60000,
          hookTimeout: 120000,
        },
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

// Browser APIs jsdom lacks that the admin's accessible primitives expect.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
if (!Element.prototype.releasePointerCapture) Element.prototype.releasePointerCapture = () => undefined;
`;

const ESLINT_STANDALONE = `// ESLint for a Storeroom plugin: TypeScript, React hooks, and the plugin rule that another
// plugin is reached through its ./contract entry only.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.storeroom/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@storeroom/plugin-|(@[^/]+/)?storeroom-plugin-)[^/]+(?!/contract$)(/.*)?$',
              message: 'Another plugin is reached through its ./contract entry only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
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
 * Scaffolds a complete full-stack plugin in the house skeleton (ARCHITECTURE.md "A plugin"):
 * the contract (subject with an option, the \`items\` resource, the \`archive\` endpoint), the
 * client derived from it, the admin plugin with data hooks, a list and an editor with their
 * stories and tests on the real server in-process, the server part (tables, seed data,
 * resource and endpoint implementing the contract) with its tests, a dev entry and a README.
 * Inside the Storeroom monorepo it goes to packages/plugins/<id> on workspace dependencies;
 * elsewhere it is a standalone package with its own test, typecheck and lint setup.
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
  const scope = monorepo || o.packageName ? undefined : o.scope ? normalScope(o.scope) : npmScope(cwd);
  const packageName =
    o.packageName ??
    (monorepo ? `@storeroom/plugin-${o.id}` : `${scope ? `${scope}/` : ''}storeroom-plugin-${o.id}`);
  const title = titleCase(o.id);
  const route = o.app ? `/admin/apps/app/${o.id}` : `/admin/${o.id}`;

  const constName = `${snakeCase(o.id).toUpperCase()}_SUBJECT`;
  // An id naming one of the 18 standard areas (orders, customers, inventory, ...) reuses
  // that standard subject with the option this plugin owns: a second subject with the same
  // id would clash (ARCHITECTURE.md "Auth and permissions").
  const standard = snakeCase(o.id) in SUBJECTS;
  const subjectDeclaration = standard
    ? `import { SUBJECTS, withOptions } from '@storeroom/core/access';

/**
 * The standard \`${snakeCase(o.id)}\` subject (core keeps its id and label) with the option this
 * plugin owns: one declaration, every gate (menu, routes, buttons, every endpoint, employees'
 * and private apps' rules). Limited access is read-only unless an option grants an action.
 */
export const ${constName} = withOptions(SUBJECTS.${snakeCase(o.id)}, [
  { id: 'allow_archive', label: 'Allow archiving', grants: ['archive'] },
]);`
    : `import { defineSubject } from '@storeroom/core/access';

/**
 * The access subject of the ${title} area: one declaration, every gate (menu, routes,
 * buttons, every endpoint, employees' and private apps' rules). Limited access is read-only
 * unless an option grants an action: \`allow_archive\` grants \`archive\`.
 */
export const ${constName} = defineSubject({
  id: '${snakeCase(o.id)}',
  label: '${title}',
  options: [{ id: 'allow_archive', label: 'Allow archiving', grants: ['archive'] }],
});`;
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
    ROUTERE: route.replace(/\//g, '\\/'),
    MENUGROUP: o.app ? 'apps' : 'manage',
    RUN: monorepo ? 'pnpm run' : 'npm run',
  });

  const toRoot = monorepo ? relative(dir, monorepo).split('\\').join('/') || '.' : '.';
  // The vitest project names of the repo's config: the folder name (admin) and `<name>:server`.
  const projectName = dir.split(/[\\/]/).pop() ?? o.id;
  await writeJson(
    join(dir, 'package.json'),
    packageJson({ name: packageName, title, mode, link: o.link, projectName, toRoot }),
  );
  if (monorepo) {
    await writeJson(join(dir, 'tsconfig.json'), {
      extends: `${toRoot}/tsconfig.base.json`,
      // Tests and stories included: `pnpm run typecheck` finds their errors too.
      compilerOptions: { types: TEST_TYPES },
      include: ['src', 'dev', '*.ts'],
    });
    await writeFile(join(dir, 'tsup.config.ts'), TSUP_MONOREPO);
    files.push('package.json', 'tsconfig.json', 'tsup.config.ts');
  } else {
    await writeJson(join(dir, 'tsconfig.json'), standaloneTsconfig(Boolean(o.link)));
    await writeFile(join(dir, 'tsup.config.ts'), TSUP_STANDALONE);
    await writeFile(join(dir, 'vitest.config.ts'), standaloneVitestConfig(Boolean(o.link)));
    await writeFile(join(dir, 'vitest.setup.ts'), VITEST_SETUP);
    await writeFile(join(dir, 'eslint.config.js'), ESLINT_STANDALONE);
    await writeFile(join(dir, '.gitignore'), 'node_modules/\ndist/\n.storeroom/\n');
    await mkdir(join(dir, '.github', 'workflows'), { recursive: true });
    await writeFile(join(dir, '.github', 'workflows', 'ci.yml'), CI_WORKFLOW);
    files.push(
      '.github/workflows/ci.yml',
      'package.json',
      'tsconfig.json',
      'tsup.config.ts',
      'vitest.config.ts',
      'vitest.setup.ts',
      'eslint.config.js',
      '.gitignore',
    );
  }
  // Line lengths depend on the id: format with Prettier (the repo's, or the CLI's own), so
  // the new package passes \`prettier --check\` the moment it exists.
  const prettier = monorepo ? join(monorepo, 'node_modules', '.bin', 'prettier') : null;
  if (prettier && existsSync(prettier)) {
    const formatted = spawnSync(prettier, ['--write', '--log-level', 'warn', dir], {
      cwd: monorepo ?? dir,
      encoding: 'utf8',
    });
    if (formatted.status !== 0)
      out.warn(`Prettier could not format ${relative(cwd, dir)}: ${formatted.stderr}`);
  }
  await mkdir(dir, { recursive: true });
  out.success(`✔ Created ${packageName} in ${relative(cwd, dir) || '.'}`);
  return { dir, packageName, mode, ...(o.link ? { link: o.link } : {}), files: files.sort() };
}

/**
 * Adds the plugin to examples/admin's one plugin list (`storeroom.plugins` in its
 * package.json; the admin manifests and the server parts are both derived from it) and to
 * its dependencies, once. Returns false when there is no such list (not the monorepo).
 */
export async function registerInExampleAdmin(monorepo: string, created: CreatedPlugin): Promise<boolean> {
  const pkgPath = join(monorepo, 'examples', 'admin', 'package.json');
  if (!existsSync(pkgPath)) return false;
  const pkg = JSON.parse(await readFile(pkgPath, 'utf8')) as {
    dependencies: Record<string, string>;
    storeroom?: { plugins?: string[] };
  };
  const list = pkg.storeroom?.plugins;
  if (!Array.isArray(list)) return false;
  if (!list.includes(created.packageName)) list.push(created.packageName);
  pkg.dependencies[created.packageName] = 'workspace:*';
  pkg.dependencies = Object.fromEntries(
    Object.entries(pkg.dependencies).sort(([a], [b]) => a.localeCompare(b)),
  );
  await writeJson(pkgPath, pkg);
  return true;
}

/** What to type next, exactly as it runs (\`pnpm doctor\` is pnpm's own command: \`pnpm run doctor\`). */
export function nextSteps(created: CreatedPlugin, cwd: string): string[] {
  const folder = relative(cwd, created.dir) || '.';
  // npm cannot install `link:` dependencies: a linked project is pnpm's, as the monorepo is.
  const pm = created.mode === 'monorepo' || created.link ? 'pnpm' : 'npm';
  const run = `${pm} run`;
  return [
    '',
    'Next steps:',
    created.mode === 'monorepo' ? '  pnpm install' : `  cd ${folder} && ${pm} install`,
    ...(created.mode === 'monorepo' ? [`  cd ${folder}`] : []),
    `  ${run} dev         # run it alone in the shell`,
    `  ${run} test        # its admin and server tests`,
    `  ${run} doctor      # check it against the plugin conventions`,
  ];
}

export function registerCreatePlugin(create: Command): void {
  create
    .command('plugin')
    .description('Create a full-stack plugin (admin screens, typed client, server resource)')
    .argument('[id]', 'the plugin id, kebab-case (e.g. gift-wrap)')
    .option('--app', 'make it an installable app (routes under /admin/apps/app/<id>)', false)
    .option('--dir <dir>', 'target folder')
    .option('--package-name <name>', 'npm package name')
    .option('--scope <scope>', "npm scope of a standalone plugin's name (default: npm's scope setting)")
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
        scope: raw.scope as string | undefined,
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
        if (register && (await registerInExampleAdmin(monorepo, created))) {
          terminal.info('Registered in examples/admin.');
        }
      }
      for (const line of nextSteps(created, process.cwd())) terminal.info(line);
    });
}
