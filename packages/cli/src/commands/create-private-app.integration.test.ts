/**
 * End to end for the private-app generator: the default private app (unfulfilled orders to
 * CSV) scaffolded into a temp folder, linked to this checkout, installs, typechecks and passes
 * its own test against the reference server with the orders plugin.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recorder } from '../lib/output';
import { pnpmInstall, repo, run, tempDir } from './scaffold.test-support';
import { createPrivateApp } from './create-private-app';

describe('a scaffolded private app', () => {
  it(
    'installs, typechecks and exports unfulfilled orders in its own test',
    // Generous: 160 s at load 20 (a timeout is for hangs; CI runs it beside the e2e step).
    { timeout: 1_200_000 },
    async () => {
      const cwd = await tempDir('sr-private-app-');
      const created = await createPrivateApp(
        {
          name: 'order-export',
          plugin: `@storeroom/plugin-orders=link:${join(repo, 'packages', 'plugins', 'orders')}`,
          cwd,
          link: repo,
        },
        recorder(),
      );

      const install = pnpmInstall(created.dir);
      expect(install.status, install.output).toBe(0);

      const typecheck = run(created.dir, ['exec', 'tsc', '--noEmit']);
      expect(typecheck.status, typecheck.output).toBe(0);

      const tests = run(created.dir, ['exec', 'vitest', 'run']);
      expect(tests.status, tests.output).toBe(0);
      expect(tests.output).toMatch(/Tests\s+\S*2 passed/);
    },
  );
});
