import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { OWNER, signInAsOwner } from './helpers';

async function openFromMenu(page: Page, label: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

// The gift codes plugin (made with `storeroom create plugin`) in the assembled admin: the owner
// opens Settings → Coupons, adds a coupon in the unsaved new row (its code generated, the start
// typed MM/DD/YYYY, the end picked from the calendar), publishes it, then unpublishes it in bulk.
test('the owner creates, publishes and bulk-unpublishes a coupon', async ({ page }) => {
  await signInAsOwner(page);

  await openFromMenu(page, 'Coupons');
  await expect(page).toHaveURL(/\/admin\/settings\/coupons/);
  const grid = page.getByRole('grid', { name: 'Coupons' });
  await expect(grid.getByText('WELCOME10')).toBeVisible();

  await page.getByRole('button', { name: 'Add coupon' }).click();
  await expect(page).toHaveURL(/[?&]id=0\b/);
  const form = page.getByRole('form', { name: 'Coupon' });
  // The generated code is unique in the store: each run (`--repeat-each`) makes its own coupon.
  const codeBox = form.getByRole('textbox', { name: 'Code' });
  await expect(codeBox).toHaveValue(/^[A-Z0-9]{9}$/);
  const code = await codeBox.inputValue();
  await form.getByRole('spinbutton', { name: /Percent off/ }).fill('15');
  await form.getByRole('textbox', { name: 'Start date' }).fill('01/01/2026');
  // The end from the calendar: the 28th of the month it opens on (this month).
  await form.getByRole('button', { name: 'Choose date' }).nth(1).click();
  await page.getByRole('dialog', { name: 'Calendar' }).getByRole('button', { name: /28th/ }).click();
  await expect(form.getByRole('textbox', { name: /End date/ })).toHaveValue(/^\d{2}\/28\/\d{4}$/);
  await form.getByRole('checkbox', { name: 'Limit the uses per customer' }).click();

  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Settings successfully updated.').first()).toBeVisible();
  await expect(form).toBeHidden();
  const row = grid.getByRole('row').filter({ hasText: code });
  await expect(row.getByText('Published')).toBeVisible();
  await expect(row.getByText('15% off')).toBeVisible();

  await row.getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Selected items unpublished.').first()).toBeVisible();
  await expect(row.getByText('Draft')).toBeVisible();

  // What the server holds: the dates as sent (YYYY-MM-DD), the coupon a draft again.
  await page.reload();
  await expect(grid.getByRole('row').filter({ hasText: code }).getByText('Draft')).toBeVisible();
});

// Settings → Gift cards: the owner issues a card in the modal; the server mails it through the
// outbox, and the e-mail is in the store's email log (read through its API: the admin has no
// email log page yet) with the code filled into the body.
test('the owner issues a gift card and its e-mail is in the email log', async ({
  page,
  request,
}, testInfo) => {
  const recipient = `gift-${Date.now()}-${testInfo.repeatEachIndex}@example.com`;
  await signInAsOwner(page);

  await openFromMenu(page, 'Gift cards');
  await expect(page).toHaveURL(/\/admin\/gift-cards/);
  const grid = page.getByRole('grid', { name: 'Gift cards' });
  await expect(grid.getByText('GIFTDEMO0001')).toBeVisible();

  await page.getByRole('button', { name: 'Issue gift card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue gift card' });
  await dialog.getByRole('spinbutton', { name: /Value/ }).fill('40');
  await dialog.getByRole('textbox', { name: /Recipient e-mail/ }).fill(recipient);
  await expect(dialog.getByRole('textbox', { name: /E-mail subject/ })).toHaveValue('Your gift card code');
  await dialog.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByText('Gift card issued.').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = grid.getByRole('row').filter({ hasText: recipient });
  await expect(row.getByText('$40.00').first()).toBeVisible();

  const login = await request.post('/api/v1/auth/login', { data: OWNER });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const headers = { authorization: `Bearer ${token}` };
  const cards = await request.post('/api/v1/gift-cards/search', { headers, data: { issued_for: recipient } });
  const [card] = ((await cards.json()) as { items: { code: string; email_log_id: number }[] }).items;
  expect(card).toBeTruthy();
  await expect
    .poll(async () => {
      const logs = await request.get('/api/v1/email-logs?sort=!id&expand=body', { headers });
      const mail = (
        (await logs.json()) as { items: { id: number; to_email: string; subject: string; body: string }[] }
      ).items.find((m) => m.to_email === recipient);
      return mail ? { id: mail.id, subject: mail.subject, hasCode: mail.body.includes(card!.code) } : null;
    })
    .toEqual({ id: card!.email_log_id, subject: 'Your gift card code', hasCode: true });
});

// Settings → Gift card campaigns: the owner adds a campaign in the new row (expiry 1 day and the
// default subject already filled in, spec 3 §9), publishes it and finds it in the list; the
// server holds it as entered.
test('the owner creates and publishes a gift card campaign', async ({ page, request }, testInfo) => {
  const title = `Thanks ${Date.now()}-${testInfo.repeatEachIndex}`;
  await signInAsOwner(page);

  await openFromMenu(page, 'Gift card campaigns');
  await expect(page).toHaveURL(/\/admin\/settings\/gift-cards/);
  const grid = page.getByRole('grid', { name: 'Gift card campaigns' });
  await expect(grid.getByText('Thank you for a big order')).toBeVisible();

  await page.getByRole('button', { name: 'Add campaign' }).click();
  await expect(page).toHaveURL(/[?&]id=0\b/);
  const form = page.getByRole('form', { name: 'Gift card campaign' });
  await expect(form.getByRole('spinbutton', { name: /Days after issue/ })).toHaveValue('1');
  await expect(form.getByRole('textbox', { name: /E-mail subject/ })).toHaveValue('Your gift card code');
  await form.getByRole('textbox', { name: /Title/ }).fill(title);
  await form.getByRole('spinbutton', { name: /^Value/ }).fill('12');
  await form.getByRole('spinbutton', { name: /Order total of at least/ }).fill('75');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Gift card campaign saved.').first()).toBeVisible();
  await expect(form).toBeHidden();
  const row = grid.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Published')).toBeVisible();
  await expect(row.getByText('Orders from $75.00')).toBeVisible();

  const login = await request.post('/api/v1/auth/login', { data: OWNER });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const found = await request.post('/api/v1/gift-campaigns/search', {
    headers: { authorization: `Bearer ${token}` },
    data: { title },
  });
  const [campaign] = ((await found.json()) as { items: unknown[] }).items;
  expect(campaign).toMatchObject({
    title,
    is_draft: false,
    discount: { type: 0, value: 1200 },
    trigger: { type: 'order_total', min_total: 7500 },
    expires: { type: 0, days: 1 },
    email: { subject: 'Your gift card code' },
  });
});
