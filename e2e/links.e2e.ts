import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { adminRoutes } from './admin-routes';
import { logIn, signIfAsked } from './helpers';

// Issue 18 item 13, no dead ends: as the owner, every menu entry, favourite, setup checklist
// step and dashboard link leads to a page of the assembled admin, never to "Page not found".
// The pages are read from the admin's plugins (admin-routes.ts), so a plugin added later (the
// store settings with domains, payments and shipping) is covered without editing this test: its
// checklist steps turn into links and are followed too.

const registered = adminRoutes().filter((r) => !r.public);

function patternRegex(path: string): RegExp {
  const body = path
    .replace(/\/\*$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/?#]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}${path.endsWith('/*') ? '(?:/.*)?' : '/?'}(?:[?#].*)?$`);
}

const isRegistered = (href: string) => registered.some((r) => patternRegex(r.path).test(href));

const hrefs = (page: Page, selector: string) =>
  page.$$eval(selector, (links) =>
    links.map((a) => a.getAttribute('href') ?? '').filter((href) => href.startsWith('/admin')),
  );

test('every menu entry, favourite, checklist step and dashboard link opens a page', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/admin');
  // The first screen of a cold (or busy) server can take longer than the default 10 s.
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible({ timeout: 30_000 });
  await logIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await signIfAsked(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The dashboard's own links: checklist steps, the trial promo, widgets, figures.
  const checklist = page.getByRole('region', { name: 'Set up your store' });
  await expect(checklist).toBeVisible();
  await expect(page.getByRole('region', { name: 'At a glance' })).toBeVisible();
  const checklistLinks = await hrefs(page, '[aria-label="Set up your store"] a[href]');
  // A step whose page this admin lacks is shown disabled with the reason, not as a link.
  const disabledSteps = await checklist.locator('[aria-disabled="true"]').allTextContents();
  expect(checklistLinks.length + disabledSteps.length).toBe(5);
  for (const step of disabledSteps)
    await expect(checklist.getByRole('listitem').filter({ hasText: step })).toContainText(
      'Not available yet: no installed plugin provides this page.',
    );
  const dashboardLinks = await hrefs(page, 'main a[href]');

  // Favourites (default Dashboard, Orders, Reports): links, or disabled with the reason.
  const favourites = page.getByRole('navigation', { name: 'Favourites' });
  await expect(favourites).toBeVisible();
  const favouriteLinks = await hrefs(page, 'nav[aria-label="Favourites"] a[href]');
  expect(favouriteLinks).toEqual(expect.arrayContaining(['/admin', '/admin/orders']));
  for (const disabled of await favourites.locator('[aria-disabled="true"]').all())
    await expect(disabled).toContainText('is not available: no installed plugin provides this page.');

  // Every menu entry.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link').first()).toBeVisible();
  const menuLinks = await hrefs(page, 'nav[aria-label="Main menu"] a[href]');
  expect(menuLinks.length).toBeGreaterThan(10);
  await page.keyboard.press('Escape');

  const all = [...new Set([...menuLinks, ...favouriteLinks, ...checklistLinks, ...dashboardLinks])];
  // Each one is a page some plugin registers...
  expect(all.filter((href) => !isRegistered(href))).toEqual([]);
  // ...and opening it shows that page, not "Page not found".
  const deadEnds: string[] = [];
  for (const href of all) {
    await page.goto(href);
    await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 });
    if ((await page.getByRole('heading', { name: 'Page not found' }).count()) > 0) deadEnds.push(href);
  }
  expect(deadEnds).toEqual([]);
});
