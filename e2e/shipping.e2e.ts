import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInAsOwner } from './helpers';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The open side panel's axe violations (the a11y sweep visits every route, but not a panel
 * with a zone's regions and exceptions in it): WCAG 2.2 A/AA, colour contrast included.
 */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: unknown) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
      resultTypes: ['violations'],
    })) as { violations: { id: string; nodes: { target: unknown[] }[] }[] };
    return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}

// axe is injected into the page as the a11y sweep does (the admin's CSP allows only its own scripts).
test.use({ bypassCSP: true });

// The shipping plugin (made with `storeroom create plugin`) in the assembled admin: the owner
// opens Settings → Shipping, adds a zone with a region and a weight exception, meets the
// spec's min/max refusal (spec 3 §5), saves, reloads and finds the zone as saved.
test('the owner creates a shipping zone with a region and a weight exception', async ({ page }, testInfo) => {
  // Its own name per run, so a repeated run (`--repeat-each`) on the same database finds its zone.
  const name = `Pacific Northwest ${testInfo.repeatEachIndex + 1}.${testInfo.retry}`;
  await signInAsOwner(page);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Shipping' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/shipping/);
  const grid = page.getByRole('grid', { name: 'Shipping zones' });
  await expect(grid.getByText('Europe')).toBeVisible();

  await page.getByRole('button', { name: 'Add zone' }).click();
  await expect(page).toHaveURL(/[?&]id=0\b/);
  const form = page.getByRole('form', { name: 'Shipping zone' });
  await form.getByLabel('Name').fill(name);
  // The zone's own rate comes first; each exception and additional rate has its own.
  await form.getByRole('spinbutton', { name: 'Rate', exact: true }).first().fill('8.25');

  await form.getByRole('button', { name: 'Add region' }).click();
  const region = form.getByRole('group', { name: 'Region 1' });
  await region.getByRole('combobox', { name: 'Country' }).fill('United States');
  await page.getByRole('option', { name: 'United States', exact: true }).click();
  await region.getByRole('combobox', { name: 'State or region' }).click();
  await page.getByRole('option', { name: 'Oregon' }).click();

  await form.getByRole('button', { name: 'Add exception' }).click();
  const exception = form.getByRole('group', { name: 'Exception 1' });
  await expect(exception.getByRole('combobox', { name: 'Type' })).toHaveText(/Weight/);
  await exception.getByLabel('Min').fill('5');
  await exception.getByLabel('Max').fill('2');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(exception.getByText('Shipping exception max must not be less than min.')).toBeVisible();

  await exception.getByLabel('Max').fill('20');
  await exception.getByLabel('Rate').fill('14');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings successfully updated.').first()).toBeVisible();
  // The saved zone has its own address: the panel reopens it after a reload.
  await expect(page).toHaveURL(/[?&]id=[1-9][0-9]*/);
  await expect(grid.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Shipping zone' });
  await expect(reloaded.getByLabel('Name')).toHaveValue(name);
  await expect(reloaded.getByRole('spinbutton', { name: 'Rate', exact: true }).first()).toHaveValue('8.25');
  const savedRegion = reloaded.getByRole('group', { name: 'Region 1' });
  await expect(savedRegion.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');
  await expect(savedRegion.getByRole('combobox', { name: 'State or region' })).toHaveText(/Oregon/);
  const savedException = reloaded.getByRole('group', { name: 'Exception 1' });
  await expect(savedException.getByLabel('Min')).toHaveValue('5.00');
  await expect(savedException.getByLabel('Max')).toHaveValue('20.00');
  expect(await axeViolations(page)).toEqual([]);
  await expect(
    page.getByRole('grid', { name: 'Shipping zones' }).getByRole('row', { name: new RegExp(name) }),
  ).toContainText('Oregon, United States');
});
