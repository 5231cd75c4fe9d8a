// The declarations (.d.ts) of every publishable package, in one TypeScript program.
//
// Each package's tsup used to build its own declarations (rollup-plugin-dts): a program per
// package that type-checked core, ui and server again from their sources, about 20 s of CPU a
// package and most of the build. Here one `tsc` emits them all at once (about the cost of
// `pnpm typecheck`) into `.types/`, starting from each package's public doors (the
// `@storeroom/source` targets of its package.json "exports"). `pnpm -r build` then runs with
// STOREROOM_PREBUILT_TYPES pointing there, and the shared tsup preset copies a package's
// declarations into its `dist/types/` and writes each door's `types` file (`dist/contract.d.ts`)
// as a re-export of it, instead of bundling its own.
//
// A package built alone (`pnpm --filter x build`, or a plugin outside this repository) has no
// STOREROOM_PREBUILT_TYPES and bundles its declarations with tsup as before.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { typedDoors } from '../packages/build-config/doors.js';

const root = fileURLToPath(new URL('..', import.meta.url));
export const typesDir = join(root, '.types');

/**
 * The publishable packages' public doors, one per typed export: the package's folder and name,
 * the export's subpath ('' or '/contract') and its source file.
 */
export function publicDoors() {
  const dirs = ['packages', 'packages/plugins'].flatMap((base) =>
    readdirSync(join(root, base)).map((name) => join(base, name)),
  );
  const doors = [];
  for (const dir of dirs) {
    const manifest = join(root, dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
    if (pkg.private) continue;
    for (const { subpath, source } of typedDoors(pkg)) {
      doors.push({ dir, name: pkg.name, subpath: subpath.slice(1), source: join(dir, source) });
    }
  }
  return doors;
}

/** Emits the declarations of every public door into `.types/`; answers tsc's exit status. */
export function buildTypes() {
  rmSync(typesDir, { recursive: true, force: true });
  mkdirSync(typesDir, { recursive: true });
  const files = publicDoors().map((door) => relative(typesDir, join(root, door.source)));
  const config = {
    extends: relative(typesDir, join(root, 'tsconfig.base.json')),
    compilerOptions: {
      declaration: true,
      emitDeclarationOnly: true,
      noEmit: false,
      outDir: '.',
      rootDir: '..',
      // The type-check itself is `pnpm typecheck`'s; this program only writes declarations.
      skipLibCheck: true,
    },
    files,
  };
  writeFileSync(join(typesDir, 'tsconfig.json'), `${JSON.stringify(config, null, 2)}\n`);
  console.log(`> tsc: the declarations of ${files.length} public doors into .types/`);
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', join(typesDir, 'tsconfig.json')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) return result.status ?? 1;
  addExtensions(typesDir);
  return 0;
}

/**
 * The sources import relative modules without extensions (bundler resolution), and tsc keeps
 * the specifiers as written; ESM consumers resolving the Node way (`moduleResolution:
 * NodeNext`) need the file named. Each relative specifier of the declarations gets its `.js`
 * (or `/index.js` for a folder).
 */
function addExtensions(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    const named = text.replace(
      /(\bfrom\s+|\bimport\s*\(\s*|^import\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/gm,
      (whole, lead, quote, specifier) => {
        if (/\.(js|mjs|cjs|json|css)$/.test(specifier)) return whole;
        const base = join(dirname(file), specifier);
        if (existsSync(`${base}.d.ts`)) return `${lead}${quote}${specifier}.js${quote}`;
        if (existsSync(join(base, 'index.d.ts'))) return `${lead}${quote}${specifier}/index.js${quote}`;
        return whole;
      },
    );
    if (named !== text) writeFileSync(file, named);
  }
}

// `node scripts/build-types.mjs`: the declarations, then every package's build on them.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const status = buildTypes();
  if (status !== 0) process.exit(status);
  const build = spawnSync('pnpm', ['-r', '--filter', './packages/**', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STOREROOM_PREBUILT_TYPES: typesDir },
  });
  process.exit(build.status ?? 1);
}
