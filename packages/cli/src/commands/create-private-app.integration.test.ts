/**
 * End to end for the private-app generator: the default private app (unfulfilled orders to
 * CSV) scaffolded into a temp folder, linked to this checkout, installs, typechecks and passes
 * its own test against the reference server with the orders plugin.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recorder } from '../lib/output';
import { createPrivateApp } from './create-private-app';

const repo = resolve(import.meta.dirname, '..', '..', '..', '..');
const localPnpm = join(repo, '.tools', 'node_modules', '.bin', 'pnpm');
const pnpm = existsSync(localPnpm) ? localPnpm : 'pnpm';

function run(cwd: string, args: string[]) {
  const result = spawnSync(pnpm, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: '', NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe('a scaffolded private app', () => {
  it(
    'installs, typechecks and exports unfulfilled orders in its own test',
    { timeout: 300_000 },
    async () => {
      const cwd = await mkdtemp(join(tmpdir(), 'sr-private-app-'));
      const created = await createPrivateApp(
        {
          name: 'order-export',
          plugin: `@storeroom/plugin-orders=link:${join(repo, 'packages', 'plugins', 'orders')}`,
          cwd,
          link: repo,
        },
        recorder(),
      );

      const install = run(created.dir, [
        'install',
        '--prefer-offline',
        '--no-frozen-lockfile',
        '--reporter=append-only',
      ]);
      expect(install.status, install.output).toBe(0);

      const typecheck = run(created.dir, ['exec', 'tsc', '--noEmit']);
      expect(typecheck.status, typecheck.output).toBe(0);

      const tests = run(created.dir, ['exec', 'vitest', 'run']);
      expect(tests.status, tests.output).toBe(0);
      expect(tests.output).toMatch(/Tests\s+\S*2 passed/);
    },
  );
});
