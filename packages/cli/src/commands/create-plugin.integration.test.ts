/**
 * End to end for the generator's `--link` mode: a plugin scaffolded as a standalone package
 * linked to this checkout (instead of the published packages) installs and passes its
 * typecheck (tests and stories included) and doctor through its own scripts. The same scaffold
 * from a registry runs all of its checks (tests, lint, build, dev) in
 * registry.integration.test.ts, and in the workspace in plugin-guide.integration.test.ts: here
 * only what linking can break.
 */

import { describe, expect, it } from 'vitest';
import { recorder } from '../lib/output';
import { pnpmInstall, repo, run, tempDir } from './scaffold.test-support';
import { createPlugin } from './create-plugin';

describe('a scaffolded plugin, standalone', () => {
  it('installs and passes its own typecheck and doctor', { timeout: 600_000 }, async () => {
    const cwd = await tempDir('sr-scaffold-');
    const created = await createPlugin({ id: 'gift-wrap', cwd, link: repo }, recorder());

    const install = pnpmInstall(created.dir);
    expect(install.status, install.output).toBe(0);
    // The CLI's bin exists in a checkout too: no "Failed to create bin" warning.
    expect(install.output).not.toMatch(/Failed to create bin/);

    const typecheck = run(created.dir, ['run', 'typecheck']);
    expect(typecheck.status, typecheck.output).toBe(0);

    // `npm run` works as well as `pnpm run` (issue 21: the scripts run as the README prints them).
    const doctor = run(created.dir, ['run', 'doctor'], 'npm');
    expect(doctor.status, doctor.output).toBe(0);
    expect(doctor.output).toContain('The plugin follows the conventions.');
  });
});
