import { expect, test } from '@playwright/test';
import { storybookURL } from './playwright.config';

// The designers' Storybook, as `pnpm build-storybook` builds it, opens in Chromium.
test('the static Storybook opens with the Introduction and the component list', async ({ page }) => {
  const response = await page.goto(`${storybookURL}/index.html`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Storybook/);
  const sidebar = page.locator('#storybook-explorer-tree');
  await expect(
    sidebar.getByRole('link', { name: 'Introduction' }).or(sidebar.getByText('Introduction')),
  ).toBeVisible();
  await expect(sidebar.getByText('UI', { exact: true }).first()).toBeVisible();
});

test('the Introduction page explains tokens and patterns', async ({ page }) => {
  await page.goto(`${storybookURL}/iframe.html?id=introduction--docs&viewMode=docs`);
  await expect(page.getByRole('heading', { name: 'Storeroom for designers' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'Tokens' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Colour' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Patterns' })).toBeVisible();
});

test('a story renders its component, and the dark theme applies the dark tokens', async ({ page }) => {
  await page.goto(`${storybookURL}/iframe.html?id=ui-button--primary&viewMode=story`);
  const button = page.getByRole('button', { name: 'Save' });
  await expect(button).toBeVisible({ timeout: 30_000 });
  const lightBg = await button.evaluate((el) => getComputedStyle(el).backgroundColor);

  await page.goto(`${storybookURL}/iframe.html?id=ui-button--dark&viewMode=story`);
  await expect(page.locator('.sr-story-root[data-theme="dark"]')).toBeVisible({ timeout: 30_000 });
  const darkBg = await page
    .getByRole('button', { name: 'Save' })
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(darkBg).not.toBe(lightBg);
});

test('an overlay story opens its dialog in the browser', async ({ page }) => {
  await page.goto(`${storybookURL}/iframe.html?id=ui-overlays-dialog--closed&viewMode=story`);
  await page.getByRole('button', { name: 'Open dialog' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Create customer' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('portalled overlays follow the dark theme too', async ({ page }) => {
  await page.goto(
    `${storybookURL}/iframe.html?id=ui-overlays-sidepanel--dark&viewMode=story&globals=theme:dark`,
  );
  const panel = page.getByRole('dialog', { name: 'Order #1001' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  const background = await panel.evaluate((el) => getComputedStyle(el).backgroundColor);
  // --sr-color-surface-raised of the dark theme, #1c2128
  expect(background).toBe('rgb(28, 33, 40)');
});

test('a sortable list reorders with the keyboard alone', async ({ page }) => {
  await page.goto(`${storybookURL}/iframe.html?id=ui-sortablelist--default&viewMode=story`);
  const handle = page.getByRole('button', { name: 'Drag Description' });
  await handle.focus({ timeout: 30_000 });
  // dnd-kit starts and moves a drag on animation frames: let each key land.
  await page.keyboard.press('Space');
  await page.waitForTimeout(300);
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(300);
  await page.keyboard.press('Space');
  const items = page.getByRole('list', { name: 'Description tabs' }).getByRole('listitem');
  await expect(items.first()).toHaveText('Shipping');
  await expect(items.nth(1)).toHaveText('Description');
});
