// After `pnpm build`: a consumer outside the workspace imports every public door of every
// package from its built `dist/` (no source condition), type-checked twice, with bundler and
// with Node's own ESM resolution (`NodeNext`). A door whose declarations are missing, or that
// imports a file by a specifier Node cannot resolve, fails here instead of in a user's editor.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicDoors, typesDir } from './build-types.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const consumer = join(typesDir, 'consumer');
rmSync(consumer, { recursive: true, force: true });

const doors = publicDoors();
for (const name of new Set(doors.map((door) => door.name))) {
  const link = join(consumer, 'node_modules', ...name.split('/'));
  mkdirSync(dirname(link), { recursive: true });
  symlinkSync(join(root, doors.find((door) => door.name === name).dir), link, 'dir');
}
writeFileSync(
  join(consumer, 'check.ts'),
  doors.map((door, index) => `export * as door${index} from '${door.name}${door.subpath}';\n`).join(''),
);

const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
let failed = false;
for (const [module, moduleResolution] of [
  ['ESNext', 'Bundler'],
  ['NodeNext', 'NodeNext'],
]) {
  const config = {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module,
      moduleResolution,
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: ['node'],
    },
    files: ['check.ts'],
  };
  const file = join(consumer, `tsconfig.${moduleResolution}.json`);
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  const result = spawnSync(process.execPath, [tsc, '-p', file], { cwd: consumer, encoding: 'utf8' });
  const ok = result.status === 0;
  console.log(
    `${ok ? 'ok' : 'FAILED'}: ${doors.length} public doors type-checked from dist/ by a ${moduleResolution} consumer`,
  );
  if (!ok) {
    failed = true;
    console.log(result.stdout, result.stderr);
  }
}

// With skipLibCheck (third-party declarations do not all check), a relative import Node cannot
// resolve would pass silently: every relative specifier in the declarations must name its file.
const unnamed = [];
for (const dir of new Set(doors.map((door) => door.dir))) {
  const types = join(root, dir, 'dist');
  if (!existsSync(types)) continue;
  for (const entry of readdirSync(types, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    // Code lines only: doc comments show imports as examples.
    const code = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
      .join('\n');
    for (const match of code.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*)(['"])(\.{1,2}(?:\/[^'"]*)?)\1/g)) {
      if (!/\.(js|mjs|cjs|json|css)$/.test(match[2]))
        unnamed.push(`${file.slice(root.length)}: '${match[2]}'`);
    }
  }
}
if (unnamed.length > 0) {
  failed = true;
  console.log(
    `FAILED: relative imports without a file extension in declarations:\n  ${unnamed.join('\n  ')}`,
  );
} else {
  console.log('ok: every relative import of the declarations names its file');
}
process.exit(failed ? 1 : 0);
