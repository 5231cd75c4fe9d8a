import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { adminRoutes } from './admin-routes';
import type { AdminRoute } from './admin-routes';
import { logIn, signIfAsked } from './helpers';

// Issue 22: every page the assembled admin registers (read from its plugins, so a new plugin's
// pages are covered without a list), as the owner, in the light and the dark theme, passes
// axe-core's WCAG 2.2 A/AA and best-practice rules in a real browser (colour contrast
// included). A `:id` is replaced by a real id of the demo data, found in the links of the
// pages already visited (or by opening the first row of the list above it); a `/*` route is
// visited at its base and on the first record it opens.

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResults {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
  passes: { id: string }[];
  incomplete: { id: string }[];
  inapplicable: { id: string }[];
}

/** What one sweep found: pages visited, rules that ran, violations by page. */
interface Sweep {
  pages: string[];
  rules: Set<string>;
  violations: string[];
}

/**
 * The rules whose outcome a theme can change: the themes differ only in colour tokens (the same
 * DOM, the same names, roles and order), so in the second theme only these run again.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function runAxe(page: Page, label: string, sweep: Sweep, only: 'all' | 'colour' = 'all') {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const runOnly = only === 'all' ? { type: 'tag', values: AXE_TAGS } : { type: 'rule', values: COLOUR_RULES };
  const results = await page.evaluate(
    async (runOnly) =>
      (await (window as unknown as { axe: { run: (c: Document, o: unknown) => Promise<unknown> } }).axe.run(
        document,
        { runOnly, resultTypes: ['violations'] },
      )) as never,
    runOnly,
  );
  const r = results as AxeResults;
  for (const group of [r.violations, r.passes, r.incomplete, r.inapplicable])
    for (const rule of group) sweep.rules.add(rule.id);
  for (const v of r.violations)
    sweep.violations.push(
      `${label}: ${v.id} (${v.impact ?? 'n/a'}) ${v.help} -> ${v.nodes
        .slice(0, 5)
        .map((n) => JSON.stringify(n.target))
        .join(', ')}`,
    );
  sweep.pages.push(label);
}

/** Waits for what the user waits for: the page's heading and the end of its loading states. */
async function settle(page: Page) {
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        !document.querySelector('[aria-busy="true"]') &&
        ![...document.querySelectorAll('[role="status"], [role="progressbar"]')].some((e) =>
          /loading|searching/i.test(e.textContent ?? ''),
        ),
      null,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
}

async function adminLinks(page: Page): Promise<string[]> {
  return page.$$eval('a[href]', (links) =>
    links.map((a) => a.getAttribute('href') ?? '').filter((href) => href.startsWith('/admin')),
  );
}

function patternRegex(path: string): RegExp {
  const body = path
    .replace(/\/\*$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '(\\d+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}${path.endsWith('/*') ? '/.+' : ''}(?:[?#].*)?$`);
}

/** Opens the first row of the grid on the page with the keyboard; the address it leads to. */
async function openFirstRow(page: Page): Promise<string | null> {
  const row = page.getByRole('grid').first().getByRole('row').nth(1);
  if (!(await row.isVisible().catch(() => false))) return null;
  const before = page.url();
  await row.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.href !== before, { timeout: 5_000 }).catch(() => undefined);
  const url = new URL(page.url());
  return url.href === before ? null : `${url.pathname}${url.search}`;
}

const THEMES = ['light', 'dark'] as const;

/**
 * Checks the page as it stands in each theme: the owner's theme is "System" by default, so the
 * browser's colour scheme switches it in place (no second visit of every page).
 */
async function runAxeInThemes(page: Page, label: string, sweep: Sweep) {
  for (const [index, theme] of THEMES.entries()) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    // Every rule in the first theme; the colour rules in the second (see COLOUR_RULES).
    await runAxe(page, `[${theme}] ${label}`, sweep, index === 0 ? 'all' : 'colour');
  }
}

async function sweepAdmin(page: Page, routes: AdminRoute[]): Promise<Sweep> {
  const sweep: Sweep = { pages: [], rules: new Set(), violations: [] };
  const links = new Set<string>();
  const visited = new Set<string>();
  const patterns = routes.map((r) => ({ route: r, regex: patternRegex(r.path) }));

  const visit = async (url: string) => {
    if (visited.has(url)) return;
    visited.add(url);
    await page.goto(url);
    await settle(page);
    await runAxeInThemes(page, url, sweep);
    for (const href of await adminLinks(page)) links.add(href);
  };
  /** A link of a visited page that the pattern matches (a real record of the demo data). */
  const linkFor = (regex: RegExp, except?: RegExp[]) =>
    [...links].find((href) => regex.test(href) && !(except ?? []).some((other) => other.test(href)));

  // 1. Pages without parameters; a `/*` route at its base.
  const fixed = routes.filter((r) => !r.path.includes(':'));
  for (const route of fixed) await visit(route.path.replace(/\/\*$/, '') || '/admin');

  // 2. A record of each static page that takes it in the query (`/admin/products/edit?id=5`),
  //    and the first record under each `/*` route (`/admin/orders/order/12`).
  for (const route of fixed) {
    if (route.path.endsWith('/*')) {
      const base = route.path.slice(0, -2);
      const others = patterns.filter((p) => p.route !== route && p.route.path.startsWith(`${base}/`));
      let record = linkFor(patternRegex(route.path), [
        ...others.map((p) => p.regex),
        ...fixed.map((r) => new RegExp(`^${r.path.replace(/\/\*$/, '')}$`)),
      ]);
      if (!record) {
        await page.goto(base);
        await settle(page);
        record = (await openFirstRow(page)) ?? undefined;
      }
      expect(record, `a record under ${route.path} in the demo data`).toBeTruthy();
      await visit(record!);
    } else {
      const withQuery = [...links].find((href) => href.startsWith(`${route.path}?`));
      if (withQuery) await visit(withQuery);
    }
  }

  // 3. Pages with a `:id`: a real id from the links seen so far (or the first row of the list
  //    above), so the page shows a real record.
  const parametrised = routes.filter((r) => r.path.includes(':'));
  for (let pass = 0; pass < 2; pass += 1) {
    for (const route of parametrised) {
      const regex = patternRegex(route.path);
      if ([...visited].some((url) => regex.test(url))) continue;
      let url = linkFor(regex);
      if (!url && pass === 1) {
        const parent = route.path.slice(0, route.path.indexOf('/:')) || '/admin';
        await page.goto(parent);
        await settle(page);
        const opened = await openFirstRow(page);
        if (opened && regex.test(opened)) url = opened;
        // Last resort: the id of the visited record nearest in the path (the print view of
        // `/admin/orders/print/:id` takes the id of `/admin/orders/order/12`).
        if (!url) {
          const prefix = route.path.slice(0, route.path.indexOf('/:'));
          const common = (u: string) => {
            let n = 0;
            while (n < u.length && n < prefix.length && u[n] === prefix[n]) n += 1;
            return n;
          };
          const nearest = [...visited, ...(opened ? [opened] : [])]
            .filter((u) => /\/\d+(?:[/?#]|$)/.test(u) || /[?&]id=\d+/.test(u))
            .sort((a, b) => common(b) - common(a))[0];
          const id = nearest
            ? (/\/(\d+)(?:[/?#]|$)/.exec(nearest) ?? /[?&]id=(\d+)/.exec(nearest))?.[1]
            : undefined;
          if (id) url = route.path.replace(/:[A-Za-z]+/, id);
        }
      }
      if (url) await visit(url);
    }
  }
  for (const route of parametrised)
    if (![...visited].some((url) => patternRegex(route.path).test(url)))
      sweep.violations.push(`${route.path}: no record of the demo data found to visit it with`);

  // 4. The shell's own dialogs: the command palette and the keyboard shortcuts help.
  await page.goto('/admin');
  await settle(page);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
  await runAxeInThemes(page, '/admin + command palette', sweep);
  await page.keyboard.press('Escape');
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await runAxeInThemes(page, '/admin + keyboard shortcuts', sweep);
  await page.keyboard.press('Escape');
  return sweep;
}

const routes = adminRoutes().filter((r) => !r.public);

// axe is injected as a script: the admin's Content-Security-Policy allows only its own.
test.use({ bypassCSP: true });

test('every admin page passes axe (WCAG 2.2 A/AA, best practices) in the light and dark themes', async ({
  page,
}) => {
  // Every page of every plugin, one after another, each checked in both themes.
  test.setTimeout(20 * 60_000);
  expect(routes.length, 'routes read from the plugins').toBeGreaterThan(10);
  await page.goto('/admin/user/login');
  const login: Sweep = { pages: [], rules: new Set(), violations: [] };
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await runAxeInThemes(page, '/admin/user/login', login);
  await logIn(page);
  await signIfAsked(page);

  const sweep = await sweepAdmin(page, routes);
  const pages = [...login.pages, ...sweep.pages];
  const rules = new Set([...login.rules, ...sweep.rules]);
  const violations = [...login.violations, ...sweep.violations];
  console.log(
    `axe: ${pages.length / THEMES.length} pages of ${routes.length} registered routes checked in the light and dark themes against ${rules.size} rules; ${violations.length} violations`,
  );
  expect(violations).toEqual([]);
});
