import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
  // dnd-kit starts and moves a drag on animation frames: each key lands when the list's live
  // region announces it (what a screen reader user hears), and only then comes the next.
  const announced = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
  await page.keyboard.press('Space');
  await announced('Description is over position 1 of 4.');
  await page.keyboard.press('ArrowDown');
  await announced('Description is over position 2 of 4.');
  await page.keyboard.press('Space');
  const items = page.getByRole('list', { name: 'Description tabs' }).getByRole('listitem');
  await expect(items.first()).toHaveText('Shipping');
  await expect(items.nth(1)).toHaveText('Description');
});

// jsdom computes no styles, so the story smoke test leaves colour contrast out; here it is
// checked in Chromium on each ui component's Default and Dark stories (both themes).
test('ui stories meet colour contrast in the light and dark themes', async ({ page, request }) => {
  // A limit for a hang: beside the flows on a loaded machine the sweep takes minutes.
  test.setTimeout(15 * 60_000);
  const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const index = (await (await request.get(`${storybookURL}/index.json`)).json()) as {
    entries: Record<string, { id: string; type: string }>;
  };
  const ids = Object.values(index.entries)
    .filter((e) => e.type === 'story' && e.id.startsWith('ui-') && /--(default|dark)$/.test(e.id))
    .map((e) => e.id);
  expect(ids.length).toBeGreaterThan(20);
  const problems: Record<string, string[]> = {};
  for (const id of ids) {
    await page.goto(`${storybookURL}/iframe.html?id=${id}&viewMode=story`);
    await page.locator('#storybook-root > *').first().waitFor({ timeout: 30_000 });
    await page.addScriptTag({ content: axeSource });
    let found: string[] = [];
    // The a11y addon runs its own axe in the page; wait for it to finish first.
    for (let attempt = 0; attempt < 20; attempt++) {
      try {
        found = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: {
                run: (
                  ctx: Document,
                  o: object,
                ) => Promise<{ violations: Array<{ nodes: Array<{ target: string[] }> }> }>;
              };
            }
          ).axe;
          const result = await axe.run(document, { runOnly: ['color-contrast'] });
          return result.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
        });
        break;
      } catch (error) {
        if (!String(error).includes('already running')) throw error;
        await page.waitForTimeout(250);
      }
    }
    if (found.length) problems[id] = found;
  }
  expect(problems).toEqual({});
});
