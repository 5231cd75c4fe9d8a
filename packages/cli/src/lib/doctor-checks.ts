import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { findMonorepo } from './workspace';

export interface Finding {
  level: 'error' | 'warning';
  check: string;
  message: string;
  fix: string;
}

async function sourceFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') out.push(...(await sourceFiles(full)));
    } else if (/\.(ts|tsx|js|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(full);
    }
  }
  return out;
}

const IMPORT_RE = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every import specifier in a source text. */
export function importsOf(text: string): string[] {
  return [...text.matchAll(IMPORT_RE)].map((m) => m[1] ?? m[2] ?? '');
}

/** The package an import specifier names (`@scope/name/sub` → `@scope/name`), or null for a relative one. */
export function packageOfSpecifier(spec: string): string | null {
  if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('node:')) return null;
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

/** Whether a package name is a Storeroom plugin (`@storeroom/plugin-x`, `storeroom-plugin-x`, `@you/storeroom-plugin-x`). */
export function isPluginPackage(name: string): boolean {
  return /^@storeroom\/plugin-[^/]+$/.test(name) || /^(@[^/]+\/)?storeroom-plugin-[^/]+$/.test(name);
}

/** A raw call of the HTTP client: `http.request('GET', '/orders/...')` (the path's literal start). */
export interface RawRequest {
  method: string;
  path: string;
}

const REQUEST_RE =
  /\.request\s*(?:<[^>]*>)?\(\s*['"](GET|POST|PATCH|PUT|DELETE)['"]\s*,\s*(?:['"]([^'"]*)['"]|`([^`$]*))/g;

/** Raw `*.request('METHOD', '/path')` calls in a source text; a template path keeps its static start. */
export function rawRequestsOf(text: string): RawRequest[] {
  return [...text.matchAll(REQUEST_RE)].map((m) => ({ method: m[1]!, path: m[2] ?? m[3] ?? '' }));
}

const CONTRACT_PATH_RE = /\bpath:\s*['"`](\/[^'"`$]*)['"`]/g;

/** The paths a contract source declares (`path: '/csv'`, `path: '/orders/:id/refund'`). */
export function contractPathsOf(text: string): string[] {
  return [...text.matchAll(CONTRACT_PATH_RE)].map((m) => m[1]!);
}

/**
 * Whether a request path belongs to a contract path: the resource path itself or anything
 * under it (`/csv`, `/csv/3`, `/csv/search`), or an endpoint path with its `:params`. A path
 * cut at a template's `${...}` matches when the contract path starts the same way.
 */
export function ownsPath(contractPath: string, requestPath: string): boolean {
  const request = requestPath.split('?')[0]!.replace(/\/+$/, '');
  if (request === '') return false;
  const pattern = contractPath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  if (new RegExp(`^${pattern}(/.*)?$`).test(request)) return true;
  // `/orders/${id}` arrives as `/orders/`: the literal part must be a prefix of the contract's.
  const staticPart = contractPath.split('/:')[0]!;
  return requestPath.endsWith('/') && staticPart.length > 1 && `${staticPart}/`.startsWith(requestPath);
}

interface PackageJson {
  name?: string;
  exports?: Record<string, unknown>;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** Where a plugin's contract source lives (src/contract/ or src/contract.ts). */
function contractFilesOf(dir: string): Promise<string[]> {
  if (existsSync(join(dir, 'src', 'contract'))) return sourceFiles(join(dir, 'src', 'contract'));
  for (const file of ['src/contract.ts', 'dist/contract.js'])
    if (existsSync(join(dir, file))) return Promise.resolve([join(dir, file)]);
  return Promise.resolve([]);
}

async function pathsOfPlugin(dir: string): Promise<string[]> {
  const paths: string[] = [];
  for (const file of await contractFilesOf(dir)) paths.push(...contractPathsOf(await readFile(file, 'utf8')));
  return paths;
}

/**
 * The other plugins whose contracts this one could reach: installed plugin packages (its
 * dependencies, found in node_modules up the tree) and, inside the Storeroom monorepo, every
 * other plugin of the workspace. Each with the paths its contract declares.
 */
async function otherPlugins(dir: string, pkg: PackageJson): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const names = new Set(
    [pkg.dependencies, pkg.devDependencies, pkg.peerDependencies].flatMap((deps) =>
      Object.keys(deps ?? {}).filter(isPluginPackage),
    ),
  );
  for (const name of names) {
    if (name === pkg.name) continue;
    for (let at = dir; ; at = dirname(at)) {
      const candidate = join(at, 'node_modules', ...name.split('/'));
      if (existsSync(join(candidate, 'package.json'))) {
        out.set(name, await pathsOfPlugin(candidate));
        break;
      }
      if (dirname(at) === at) break;
    }
  }
  const monorepo = findMonorepo(dir);
  if (monorepo) {
    for (const base of ['packages/plugins', 'examples']) {
      const folder = join(monorepo, base);
      if (!existsSync(folder)) continue;
      for (const entry of await readdir(folder, { withFileTypes: true })) {
        const other = join(folder, entry.name);
        if (!entry.isDirectory() || other === dir || !existsSync(join(other, 'package.json'))) continue;
        const name = (JSON.parse(await readFile(join(other, 'package.json'), 'utf8')) as PackageJson).name;
        if (name && name !== pkg.name && !out.has(name)) out.set(name, await pathsOfPlugin(other));
      }
    }
  }
  return out;
}

/**
 * The packages a plugin shares with the app it is installed in: one copy of each in an app
 * (ARCHITECTURE.md "A plugin"), so each is a peer dependency, never a dependency.
 */
export const PEER_PACKAGES = [
  '@storeroom/core',
  '@storeroom/ui',
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  'zod',
] as const;

const posix = (path: string) => path.split(sep).join('/');
const isTest = (rel: string) => /\.(test|test-d|stories)\.tsx?$/.test(rel);
/** Test support may start the real server parts of the plugins whose contracts this one reads. */
const isTestSupport = (rel: string) => isTest(rel) || rel === 'src/server/test-server.ts';

/**
 * Static checks of a plugin package against the conventions (ARCHITECTURE.md "A plugin"):
 * the `./contract` entry and its file, the entry points, another plugin reached only through
 * its `./contract` (no import of anything else of it, no raw HTTP to its paths), no hand
 * client for one of the plugin's own contract endpoints, screens that never call the API by
 * hand, client and contract without React, peer dependencies, per-plugin scripts, lazy routes
 * and a story beside every screen. Each finding says how to fix it.
 */
export async function checkPluginPackage(dir: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  const error = (check: string, message: string, fix: string) =>
    findings.push({ level: 'error', check, message, fix });
  const warn = (check: string, message: string, fix: string) =>
    findings.push({ level: 'warning', check, message, fix });

  const pkgPath = join(dir, 'package.json');
  if (!existsSync(pkgPath)) {
    error(
      'package',
      'No package.json here: this is not a plugin package.',
      'Run storeroom doctor inside a plugin package, or create one with `storeroom create plugin <id>`.',
    );
    return findings;
  }
  const pkg = JSON.parse(await readFile(pkgPath, 'utf8')) as PackageJson;

  for (const entry of ['.', './contract', './client', './server']) {
    if (!pkg.exports || !(entry in pkg.exports)) {
      error(
        'exports',
        `package.json "exports" has no "${entry}" entry.`,
        entry === './contract'
          ? 'Add "./contract" to "exports" (→ src/contract/index.ts, with "types" and "import" conditions) and to the tsup entries: it is the only part of the plugin other packages may import.'
          : `Add "${entry}" to "exports" (with "types" and "import" conditions), as generated by storeroom create plugin.`,
      );
    }
  }

  const contractFiles = await contractFilesOf(dir);
  const contractIndex = ['src/contract/index.ts', 'src/contract.ts'].find((f) => existsSync(join(dir, f)));
  if (!contractIndex) {
    error(
      'contract',
      'The contract file is missing (src/contract/index.ts).',
      'Declare the plugin once in src/contract/index.ts with defineContract({ id, subjects, resources, endpoints }) from @storeroom/core/contract; see docs/plugin-guide.md.',
    );
  } else if (!/\bdefineContract\s*\(/.test(await readFile(join(dir, contractIndex), 'utf8'))) {
    error(
      'contract',
      `${contractIndex} declares no contract.`,
      `Export the plugin's contract from ${contractIndex}: export const xContract = defineContract({ id, subjects, resources, endpoints }).`,
    );
  }

  for (const file of ['src/client.ts', 'src/admin/plugin.ts', 'src/server/plugin.ts', 'src/index.ts']) {
    if (!existsSync(join(dir, file))) {
      error('layout', `${file} is missing.`, `Create ${file}; see docs/plugin-guide.md for what it holds.`);
    }
  }

  const ownPaths = (
    await Promise.all(contractFiles.map(async (f) => contractPathsOf(await readFile(f, 'utf8'))))
  ).flat();
  const others = await otherPlugins(dir, pkg);
  const imported = new Set<string>();

  for (const file of await sourceFiles(join(dir, 'src'))) {
    const text = await readFile(file, 'utf8');
    const rel = posix(relative(dir, file));
    const test = isTest(rel);
    for (const spec of importsOf(text)) {
      const name = packageOfSpecifier(spec);
      if (!name) continue;
      if (!test) imported.add(name);
      const allowed = spec === `${name}/contract` || (isTestSupport(rel) && spec === `${name}/server`);
      if (isPluginPackage(name) && name !== pkg.name && !allowed) {
        error(
          'no-plugin-imports',
          `${rel} imports ${spec}: a plugin reaches another plugin only through its ./contract.`,
          `Import ${name}/contract instead: its contract, service and event refs, slot refs and types (admin: useClient(contract) or resourceHooks(contract, 'x'); server: ctx.use(SERVICE)).`,
        );
      }
      const frameworkFree = rel === 'src/client.ts' || rel.startsWith('src/contract');
      if (
        frameworkFree &&
        (spec === 'react' || spec === 'react-dom' || spec === '@storeroom/core' || spec === '@storeroom/ui')
      ) {
        error(
          'client-no-react',
          `${rel} imports ${spec}, but the contract and the client must run in Node without React (private apps use them).`,
          'Import only from @storeroom/core/contract, @storeroom/core/access, @storeroom/core/client and zod there.',
        );
      }
      if (rel === 'src/contract/model.ts' && spec === 'zod') {
        warn(
          'contract-model',
          'src/contract/model.ts imports zod, but the admin manifest reads it at start-up.',
          'Keep model.ts zod-free (subjects, constants, messages, refs, types); put schemas in src/contract/index.ts.',
        );
      }
    }
    if (test) continue;
    const screen = rel.startsWith('src/admin/routes/');
    for (const request of rawRequestsOf(text)) {
      const owner = [...others].find(([, paths]) => paths.some((p) => ownsPath(p, request.path)));
      if (owner) {
        error(
          'no-raw-http',
          `${rel} calls ${request.method} ${request.path} by hand: that path belongs to ${owner[0]}'s contract.`,
          `Use its contract: useClient(contract) from ${owner[0]}/contract in the admin, ctx.use(its service) on the server. Types come with it; nothing is copied.`,
        );
      } else if (ownPaths.some((p) => ownsPath(p, request.path))) {
        error(
          'no-hand-client',
          `${rel} calls ${request.method} ${request.path} by hand, but that endpoint is in this plugin's contract.`,
          'Use the client derived from the contract: createClient(contract, http) in src/client.ts, useClient(contract) or the data hooks in src/admin/data in screens.',
        );
      } else if (screen) {
        error(
          'no-raw-http',
          `${rel} calls ${request.method} ${request.path} by hand: screens never call the API themselves.`,
          'Declare the endpoint in the contract and call it through src/admin/data (resourceHooks, or a hook on useClient(contract)).',
        );
      }
    }
    if (screen && /(^|[^.\w])fetch\s*\(/.test(text)) {
      error(
        'no-raw-http',
        `${rel} calls fetch: screens never call the API themselves.`,
        'Use the data hooks of src/admin/data (derived from the contract) or useClient(contract).',
      );
    }
    if (rel === 'src/client.ts' && /\bcreateResourceClient\s*\(/.test(text)) {
      error(
        'no-hand-client',
        'src/client.ts builds a resource client by hand.',
        'Derive the client from the contract: export function createXClient(http) { return createClient(xContract, http); }.',
      );
    }
  }

  const peers = pkg.peerDependencies ?? {};
  const deps = pkg.dependencies ?? {};
  const needed = new Set<string>(PEER_PACKAGES.filter((name) => imported.has(name)));
  if (needed.has('react')) needed.add('react-dom');
  for (const name of needed) {
    if (name in deps) {
      error(
        'peer-dependencies',
        `${name} is a dependency, so an app could get a second copy of it.`,
        `Move ${name} to "peerDependencies" (and "devDependencies" for the plugin's own tests).`,
      );
    } else if (!(name in peers)) {
      error(
        'peer-dependencies',
        `${name} is imported but not a peer dependency.`,
        `Add ${name} to "peerDependencies" (and "devDependencies" for the plugin's own tests).`,
      );
    }
  }
  if ('@storeroom/server' in deps) {
    error(
      'peer-dependencies',
      '@storeroom/server is a dependency: every app of this plugin, even a private app using only ./contract and ./client, would install the server stack (Hono, Drizzle, PGlite, pg).',
      'Make @storeroom/server an optional peer: "peerDependencies" plus "peerDependenciesMeta": { "@storeroom/server": { "optional": true } }.',
    );
  } else if ('@storeroom/server' in peers && !pkg.peerDependenciesMeta?.['@storeroom/server']?.optional) {
    error(
      'peer-dependencies',
      '@storeroom/server is a required peer: a private app using ./contract and ./client would have to install it.',
      'Mark it optional: "peerDependenciesMeta": { "@storeroom/server": { "optional": true } }.',
    );
  } else if (imported.has('@storeroom/server') && !('@storeroom/server' in peers)) {
    error(
      'peer-dependencies',
      '@storeroom/server is imported but not a peer dependency.',
      'Add it to "peerDependencies" with "peerDependenciesMeta": { "@storeroom/server": { "optional": true } }.',
    );
  }

  for (const script of ['test', 'typecheck', 'lint', 'doctor']) {
    if (!pkg.scripts?.[script]) {
      warn(
        'scripts',
        `package.json has no "${script}" script.`,
        `Add it, as storeroom create plugin does, so \`npm run ${script}\` and \`pnpm run ${script}\` work inside the plugin.`,
      );
    }
  }

  const pluginFile = join(dir, 'src', 'admin', 'plugin.ts');
  if (existsSync(pluginFile)) {
    const text = await readFile(pluginFile, 'utf8');
    const eager = [...text.matchAll(/^import\s[^'"]*?from\s*['"](\.\/routes\/[^'"]+)['"]/gm)].map(
      (m) => m[1],
    );
    for (const spec of eager) {
      error(
        'lazy-routes',
        `src/admin/plugin.ts imports ${spec} eagerly, so the screen lands in the shell's first load.`,
        `Load it lazily: load: () => import('${spec}').then((m) => m.Page).`,
      );
    }
    if (!/import\(/.test(text)) {
      warn(
        'lazy-routes',
        'src/admin/plugin.ts loads no route lazily.',
        "Give each route a loader: load: () => import('./routes/<screen>').then((m) => m.Page).",
      );
    }
  }

  const routesDir = join(dir, 'src', 'admin', 'routes');
  if (existsSync(routesDir)) {
    for (const entry of await readdir(routesDir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const screenFiles = await readdir(join(routesDir, entry.name));
      if (!screenFiles.some((f) => f.endsWith('.stories.tsx'))) {
        error(
          'stories',
          `Screen src/admin/routes/${entry.name} has no stories.`,
          `Add src/admin/routes/${entry.name}/${entry.name}.stories.tsx with empty, loading, error, filled and permission-limited states (contractMemoryHttp, pendingHttp, failingHttp).`,
        );
      }
    }
  }
  return findings;
}
