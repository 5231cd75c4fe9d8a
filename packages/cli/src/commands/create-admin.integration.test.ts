/**
 * A scaffolded admin (linked to this checkout, with the hello plugin made by
 * `storeroom create plugin`) installs, typechecks, builds and serves the admin and the
 * plugin's API as `npm start` does.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recorder } from '../lib/output';
import { pnpmInstall, plainEnv, repo, run, tempDir } from './scaffold.test-support';
import { createAdmin } from './create-admin';

async function waitFor(url: string, ms: number): Promise<Response> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

describe('a scaffolded admin', () => {
  // Generous: beside the e2e step on CI's 2-core machine (load 20-30) the install, typecheck,
  // Vite build and first start took more than 5 minutes. A timeout is for hangs.
  it('installs, typechecks, builds and serves its plugins', { timeout: 1_200_000 }, async () => {
    const cwd = await tempDir('sr-admin-');
    const created = await createAdmin(
      {
        dir: 'shop',
        cwd,
        link: repo,
        plugins: [`@storeroom/example-hello-plugin=link:${join(repo, 'examples', 'hello-plugin')}`],
      },
      recorder(),
    );
    const install = pnpmInstall(created.dir);
    expect(install.status, install.output).toBe(0);
    const typecheck = run(created.dir, ['exec', 'tsc', '--noEmit']);
    expect(typecheck.status, typecheck.output).toBe(0);

    const server = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: created.dir,
      env: { ...plainEnv, PORT: '4730', STOREROOM_DATA_DIR: join(cwd, 'data') },
      stdio: 'ignore',
    });
    try {
      const page = await waitFor('http://127.0.0.1:4730/admin/hello', 600_000);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      const login = await fetch('http://127.0.0.1:4730/api/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@storeroom.test', password: 'storeroom-owner' }),
      });
      const { access_token } = (await login.json()) as { access_token: string };
      const list = await fetch('http://127.0.0.1:4730/api/v1/hello', {
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect(list.status).toBe(200);
      expect(((await list.json()) as { items: unknown[] }).items).toHaveLength(3);
    } finally {
      server.kill('SIGTERM');
    }
  });
});
