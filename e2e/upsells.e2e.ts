import { expect, test } from '@playwright/test';
import { signInAsOwner } from './helpers';

// Upsells end to end (issue 20): in the assembled admin the owner builds a storewide campaign
// with a discount and finds it in the list, then creates a one-click upsell and meets the
// builder-theme refusal at its template choice (no themes area yet: no store has a builder theme).

const BUILDER_THEME_REQUIRED = 'This type of upsell requires builder theme installed as your active theme.';

test('the owner builds a storewide campaign with a discount and sees it in the list', async ({
  page,
}, testInfo) => {
  // Its own title per run, so a repeated run (`--repeat-each`) on the same database adds a new one.
  const title = `Spring sale ${testInfo.repeatEachIndex + 1}.${testInfo.retry}.${Date.now() % 100000}`;
  await signInAsOwner(page);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Upsells' }).click();
  await expect(page.getByRole('grid', { name: 'Upsells' })).toBeVisible();
  await page.getByRole('link', { name: 'New campaign' }).click();

  const types = page.getByRole('list', { name: 'Campaign types' });
  await expect(types.getByRole('link')).toHaveCount(5);
  await types.getByRole('link', { name: 'Storewide discount with timer' }).click();
  await expect(page).toHaveURL(/\/admin\/upsells\/create\?type=storewide$/);

  const form = page.getByRole('form', { name: 'Upsell campaign' });
  await form.getByRole('textbox', { name: /Title/ }).fill(`${title}: {discount_value} off`);
  const value = form.getByRole('spinbutton', { name: 'Discount value' });
  await value.fill('20');
  await value.blur();
  await expect(form.getByLabel('Title preview')).toHaveText(`${title}: 20% off`);
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(
    page.getByText(`Campaign "${title}: {discount_value} off" successfully created.`).first(),
  ).toBeVisible();

  await page.getByRole('link', { name: 'All campaigns' }).click();
  const grid = page.getByRole('grid', { name: 'Upsells' });
  const row = grid.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Storewide discount with timer');
  await expect(row).toContainText('Draft');
});

test('a new one-click upsell goes to its templates, where the choice meets the builder-theme refusal', async ({
  page,
}, testInfo) => {
  const title = `Thank-you funnel ${testInfo.repeatEachIndex + 1}.${testInfo.retry}.${Date.now() % 100000}`;
  await signInAsOwner(page);

  await page.goto('/admin/upsells/create');
  await page
    .getByRole('list', { name: 'Campaign types' })
    .getByRole('link', { name: 'One-click upsell funnel' })
    .click();
  const form = page.getByRole('form', { name: 'Upsell campaign' });
  await form.getByRole('textbox', { name: /Title/ }).fill(title);
  await form.getByRole('button', { name: 'Create campaign' }).click();

  await expect(page).toHaveURL(/\/admin\/upsells\/ocu-templates\?id=\d+$/);
  await page.getByRole('button', { name: 'Use Classic offer' }).click();
  await expect(page.getByText(BUILDER_THEME_REQUIRED).first()).toBeVisible();
  // Still on the template choice: nothing was set.
  await expect(page).toHaveURL(/\/admin\/upsells\/ocu-templates\?id=\d+$/);
});
