#!/usr/bin/env node
// The `storeroom` command. Installed from the registry it runs the built CLI (dist/). Inside
// a Storeroom checkout, where src/ sits beside it and dist/ may be missing or stale, it runs
// the TypeScript source through tsx: the bin exists from the first `pnpm install` (no
// "Failed to create bin" warnings) and `npx storeroom` / `pnpm storeroom` work unbuilt.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const source = fileURLToPath(new URL('../src/bin.ts', import.meta.url));
if (!existsSync(source)) {
  await import(new URL('../dist/bin.js', import.meta.url).href);
} else {
  // The checkout's root tsconfig covers every package's source (JSX settings included).
  const tsconfig = fileURLToPath(new URL('../../../tsconfig.json', import.meta.url));
  const result = spawnSync(
    process.execPath,
    [
      '--conditions=@storeroom/source',
      '--import',
      import.meta.resolve('tsx'),
      source,
      ...process.argv.slice(2),
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, ...(existsSync(tsconfig) ? { TSX_TSCONFIG_PATH: tsconfig } : {}) },
    },
  );
  process.exit(result.status ?? 1);
}
