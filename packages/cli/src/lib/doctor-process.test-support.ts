/** Test support: `storeroom doctor --dir <dir>` run as a process from the repository's source. */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/** The repository's root folder. */
export const repo = resolve(import.meta.dirname, '..', '..', '..', '..');

/** Runs the CLI's doctor on `dir` (relative to the repository or absolute); its status and output. */
export function runDoctor(dir: string) {
  const args = ['--conditions=@storeroom/source', '--import', 'tsx', 'packages/cli/src/bin.ts', 'doctor'];
  return spawnSync(process.execPath, [...args, '--dir', dir], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
}
