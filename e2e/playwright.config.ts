import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;
const storybookPort = Number(process.env.E2E_STORYBOOK_PORT ?? 4311);
/** The built static Storybook (storybook-static/), served on its own port. */
export const storybookURL = `http://127.0.0.1:${storybookPort}`;

/** The read-only sweeps: they change nothing the flows read. */
const SWEEPS = ['**/a11y.e2e.ts', '**/storybook.e2e.ts'];
/** The files that change the store for a moment (and put it back). */
const SETTINGS = ['**/account.e2e.ts', '**/general-settings.e2e.ts'];

/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) against the assembled
 * admin, started exactly as `npm start` starts it, on its own port and data folder.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // The files that change what every other file signs in with or reads (the owner's
  // password, the store's time zone, order numbers and subdomain) run first, alone; then two
  // lanes: the flows one after another (they share the one demo store), and beside them the
  // two read-only sweeps (every admin page and every ui story through axe). On a 2-core
  // machine one lane leaves about half of it idle.
  workers: 2,
  projects: [
    { name: 'settings', testMatch: SETTINGS, workers: 1 },
    { name: 'sweeps', testMatch: SWEEPS, dependencies: ['settings'], workers: 1 },
    {
      name: 'flows',
      testMatch: '**/*.e2e.ts',
      testIgnore: [...SETTINGS, ...SWEEPS],
      dependencies: ['settings'],
      workers: 1,
    },
  ],
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../test-results/e2e',
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node scripts/bootstrap.mjs start',
      cwd: '..',
      // Ready (200) once the demo data has loaded: `npm start` serves at once and loads it in a
      // job (503 with the job's progress until then); the tests need the demo data.
      url: `${baseURL}/api/v1/health/ready`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'pipe',
      // Every test signs in from 127.0.0.1 and every page load renews its token there: two
      // lanes of them go past the 120 `/auth/*` requests a minute one client IP gets in
      // production (a 429 where a test expected its own answer). The limiter has its own tests.
      env: {
        PORT: String(port),
        STOREROOM_DATA_DIR: `.data/e2e-${port}`,
        STOREROOM_DB_RESET: '1',
        STOREROOM_AUTH_RATE_LIMIT: '100000',
      },
    },
    {
      // The static Storybook that `npm test` builds before this step (scripts/build-all.mjs);
      // built here when missing so `pnpm test:e2e` works alone. Vite's preview server is a
      // plain static server for the folder.
      command: `sh -c '[ -f storybook-static/index.html ] || pnpm build-storybook; exec pnpm exec vite preview --outDir storybook-static --host 127.0.0.1 --port ${storybookPort} --strictPort'`,
      cwd: '..',
      url: `${storybookURL}/index.json`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'pipe',
    },
  ],
});
