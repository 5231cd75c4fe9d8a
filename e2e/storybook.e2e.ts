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
  // The keyboard sensor listens for the arrow keys from a timer it sets when the drag starts
  // (dnd-kit); a timer set now runs after that one, so the next key is heard.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
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
  let checked = 0;
  // The preview loads once; each story is then rendered through Storybook's channel (as its
  // sidebar does), which is several times cheaper than reloading the page per story. The a11y
  // addon's own full axe run is switched off (`a11y.manual`): the story test runs every rule in
  // jsdom already, and here only contrast is asked.
  await page.goto(`${storybookURL}/iframe.html?id=${ids[0]}&viewMode=story&globals=a11y.manual:!true`);
  await page.locator('#storybook-root > *').first().waitFor({ timeout: 30_000 });
  await page.addScriptTag({ content: axeSource });
  for (const [index, id] of ids.entries()) {
    if (index > 0) {
      await page.evaluate(
        (storyId) =>
          new Promise<void>((resolve) => {
            const channel = (
              window as unknown as {
                __STORYBOOK_ADDONS_CHANNEL__: {
                  on(event: string, listener: (...args: unknown[]) => void): void;
                  off(event: string, listener: (...args: unknown[]) => void): void;
                  emit(event: string, payload: object): void;
                };
              }
            ).__STORYBOOK_ADDONS_CHANNEL__;
            const rendered = (...args: unknown[]) => {
              const shown = args[0] as string | { id?: string } | undefined;
              if ((typeof shown === 'string' ? shown : shown?.id) !== storyId) return;
              channel.off('storyRendered', rendered);
              resolve();
            };
            channel.on('storyRendered', rendered);
            channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
          }),
        id,
      );
    }
    await page.locator('#storybook-root > *').first().waitFor({ timeout: 30_000 });
    // A Dark story's globals apply when it is rendered through the channel too.
    const theme = id.endsWith('--dark') ? 'dark' : 'light';
    await expect(page.locator('.sr-story-root').first()).toHaveAttribute('data-theme', theme);
    const { found, passed } = await page.evaluate(async () => {
      type Nodes = Array<{ nodes: Array<{ target: string[] }> }>;
      const axe = (
        window as unknown as {
          axe: { run: (ctx: Document, o: object) => Promise<{ violations: Nodes; passes: Nodes }> };
        }
      ).axe;
      const result = await axe.run(document, { runOnly: ['color-contrast'] });
      return {
        found: result.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))),
        passed: result.passes.reduce((n, p) => n + p.nodes.length, 0),
      };
    });
    if (found.length) problems[id] = found;
    checked += passed;
  }
  // The rule met the stories' text (a sweep over blank pages would pass too).
  expect(checked).toBeGreaterThan(ids.length);
  expect(problems).toEqual({});
});
