#!/usr/bin/env node
// `pnpm storeroom <command>` inside this repo: the storeroom CLI run from its TypeScript
// source (no build needed), in the folder the command was typed in (pnpm's INIT_CWD).
// tsx compiles with the root tsconfig, whose `include` covers every package's source.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const result = spawnSync(
  process.execPath,
  [
    '--conditions=@storeroom/source',
    '--import',
    import.meta.resolve('tsx'),
    join(root, 'packages', 'cli', 'src', 'bin.ts'),
    ...process.argv.slice(2),
  ],
  {
    cwd: process.env.INIT_CWD ?? process.cwd(),
    stdio: 'inherit',
    env: { ...process.env, TSX_TSCONFIG_PATH: join(root, 'tsconfig.json') },
  },
);
process.exit(result.status ?? 1);
