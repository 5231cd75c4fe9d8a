/**
 * End to end for the generator: a plugin scaffolded as a standalone package (linked to this
 * checkout instead of the published packages) installs and passes its own checks through its
 * own scripts, as printed: tests (admin screens in jsdom and the server part, both on the real
 * server in-process), typecheck (tests and stories included), lint and doctor.
 */

import { describe, expect, it } from 'vitest';
import { recorder } from '../lib/output';
import { pnpmInstall, repo, run, tempDir } from './scaffold.test-support';
import { createPlugin } from './create-plugin';

describe('a scaffolded plugin, standalone', () => {
  it('installs and passes its own tests, typecheck, lint and doctor', { timeout: 600_000 }, async () => {
    const cwd = await tempDir('sr-scaffold-');
    const created = await createPlugin({ id: 'gift-wrap', cwd, link: repo }, recorder());

    const install = pnpmInstall(created.dir);
    expect(install.status, install.output).toBe(0);
    // The CLI's bin exists in a checkout too: no "Failed to create bin" warning.
    expect(install.output).not.toMatch(/Failed to create bin/);

    const typecheck = run(created.dir, ['run', 'typecheck']);
    expect(typecheck.status, typecheck.output).toBe(0);

    // `npm run` works as well as `pnpm run` (issue 21: the scripts run as the README prints them).
    const lint = run(created.dir, ['run', 'lint'], 'npm');
    expect(lint.status, lint.output).toBe(0);

    const doctor = run(created.dir, ['run', 'doctor']);
    expect(doctor.status, doctor.output).toBe(0);
    expect(doctor.output).toContain('The plugin follows the conventions.');

    const tests = run(created.dir, ['run', 'test']);
    expect(tests.status, tests.output).toBe(0);
    expect(tests.output).toMatch(/Tests\s+\S*16 passed/);
  });
});
