import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { OWNER, logIn, signIfAsked } from './helpers';

// The orders export as a job (issue 16 "Done when"): the owner exports 1,000 orders; the
// dialog shows the job's progress, then a download whose CSV has 1,000 data rows; the mail in
// the email log links to the same file. Its own server: the built admin on a database seeded
// with the demo's 300 orders plus 700 more (the seed's `--orders` scale option).

const app = fileURLToPath(new URL('../examples/admin/', import.meta.url));
const port = Number(process.env.E2E_EXPORT_PORT ?? 4312);
const origin = `http://127.0.0.1:${port}`;
const dataDir = `.data/e2e-export-${port}`;
// Not the test runner's own Node options (its loaders are not the server's).
const { NODE_OPTIONS: _runnerOptions, ...inherited } = process.env;
const env = { ...inherited, STOREROOM_DEMO: '1', STOREROOM_DATA_DIR: dataDir, PORT: String(port) };
let server: ChildProcess | undefined;
let api: APIRequestContext;

test.describe.configure({ timeout: 600_000 });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  await rm(join(app, dataDir), { recursive: true, force: true });
  // The built server (`npm start` built it for the suite's own server).
  const seeded = spawnSync('node', ['dist/server/server.js', 'db:seed', '--orders', '700'], {
    cwd: app,
    env,
    encoding: 'utf8',
  });
  expect(seeded.status, `${seeded.stdout}\n${seeded.stderr}`).toBe(0);
  server = spawn('node', ['dist/server/server.js'], {
    cwd: app,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  api = await playwrightRequest.newContext({ baseURL: origin });
  await expect
    .poll(async () => (await api.get('/api/v1/health').catch(() => undefined))?.status(), {
      timeout: 300_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  await api?.dispose();
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server!.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  await rm(join(app, dataDir), { recursive: true, force: true });
});

test('the owner exports 1,000 orders: progress, then a download; the mail links to the same file', async ({
  page,
}) => {
  const login = await api.post('/api/v1/auth/login', { data: OWNER });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const count = await api.get('/api/v1/orders?size=1', { headers });
  expect(((await count.json()) as { _meta: { totalCount: number } })._meta.totalCount).toBe(1000);
  // One cell per order: its id (layout 3), so a data row is an order.
  const template = await api.post('/api/v1/csv', {
    headers,
    data: { title: 'Order ids', layout_type: 3, columns: [{ title: 'Id', content: ['order.id'] }] },
  });
  expect(template.status()).toBe(201);

  await page.goto(`${origin}/admin/user/login`);
  await logIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await signIfAsked(page);
  await page.goto(`${origin}/admin/orders`);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export orders' });
  await dialog.getByRole('combobox', { name: 'CSV template' }).click();
  await page.getByRole('option', { name: 'Order ids' }).click();
  // Every state the progress shows, as the user saw it (the job may be quick).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { jobStates: string[] }).jobStates = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.sr-job-progress'))
        seen.push(`${el.getAttribute('data-state')}|${el.textContent ?? ''}`);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  const started = page.waitForResponse(
    (r) => r.url().includes('/api/v1/orders/exportcsv') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const { id: jobId } = (await (await started).json()) as { id: string };

  const link = dialog.getByRole('link', { name: /^Download orders_.*_export\.csv$/ });
  await expect(link).toBeVisible({ timeout: 120_000 });
  await expect(dialog.getByText('1000 orders exported.')).toBeVisible();
  // The dialog followed the job forward to its download: never back, never failed. Which
  // steps it showed depends on the machine's speed (on a quiet one the 1,000 rows are written
  // between two renders, and the bar goes from loading straight to done), so the steps
  // themselves are read from the job as the server kept them.
  const STEPS = ['loading', 'queued', 'active', 'completed'];
  const seen = (await page.evaluate(() => (window as unknown as { jobStates: string[] }).jobStates)).map(
    (s) => s.split('|')[0]!,
  );
  expect(seen.at(-1), seen.join(' > ')).toBe('completed');
  for (const [i, step] of seen.entries()) {
    expect(STEPS, seen.join(' > ')).toContain(step);
    if (i > 0)
      expect(STEPS.indexOf(step), seen.join(' > ')).toBeGreaterThanOrEqual(STEPS.indexOf(seen[i - 1]!));
  }
  const job = await api.get(`/api/v1/jobs/${jobId}`, { headers });
  expect(await job.json()).toMatchObject({
    state: 'completed',
    progress: { done: 1000, total: 1000 },
  });

  const href = (await link.getAttribute('href'))!;
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  const rows = csv.trim().split('\n');
  expect(rows[0]).toBe('Id');
  expect(rows.slice(1)).toHaveLength(1000);
  expect(new Set(rows.slice(1)).size).toBe(1000);

  // The mail in the email log links to the same file (and carries no CSV).
  const logs = await api.get('/api/v1/email-logs?sort=!id&size=5&expand=body', { headers });
  const mail = ((await logs.json()) as { items: { subject: string; body?: string }[] }).items.find((m) =>
    m.subject.includes(download.suggestedFilename()),
  );
  expect(mail?.body).toContain(`href="${href}"`);
});
