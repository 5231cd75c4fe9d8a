import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { openOrderPanel, ownerHeaders, signInAsOwner } from './helpers';

// A gift card bought in an order (issue 20): the owner marks an unpaid demo order with a gift
// card line paid in its panel; the gift codes area's job issues the card (in Gift cards) and
// mails it (in the store's email log, read through its API: the admin has no email log page).
// The demo store has one unpaid order with a gift card line: each server start (a fresh demo
// database) can run this once; `--repeat-each` against one server finds none the second time.

interface Order {
  id: number;
  number: string;
  display_number: number;
  email: string;
  items: { title: string; price: number; quantity: number; is_giftcard: boolean }[];
}
interface Card {
  code: string;
  /** 1: bought in an order (3: given by a campaign the order met). */
  type: number;
  order_id: number | null;
  balance: number;
  email_log_id: number | null;
}

/** An unpaid demo order with a gift card line and an e-mail to mail its cards to. */
async function pickUnpaidGiftCardOrder(request: APIRequestContext, headers: Record<string, string>) {
  // Each run pays one: look through the unpaid orders page by page, newest first.
  for (let page = 1; page <= 10; page += 1) {
    const answer = await request.post(
      `/api/v1/orders/search?size=200&page=${page}&sort=!order_date&expand=items`,
      {
        headers,
        data: { paid: 0 },
      },
    );
    expect(answer.status()).toBe(200);
    const { items } = (await answer.json()) as { items: Order[] };
    const order = items.find((o) => o.email !== '' && o.items.some((i) => i.is_giftcard));
    if (order || items.length < 200) {
      expect(order, 'an unpaid demo order with a gift card').toBeTruthy();
      return order!;
    }
  }
  throw new Error('no unpaid demo order with a gift card');
}

test('the owner marks an order with a gift card paid; the card is issued and mailed', async ({
  page,
  request,
}) => {
  const headers = await ownerHeaders(request);
  const order = await pickUnpaidGiftCardOrder(request, headers);
  // One card per gift card unit, worth the unit's price.
  const bought = order.items
    .filter((i) => i.is_giftcard)
    .flatMap((i) => Array.from({ length: i.quantity }, () => i.price))
    .sort((a, b) => a - b);

  await signInAsOwner(page);
  const panel = await openOrderPanel(page, order);
  const statuses = panel.getByRole('group', { name: 'Statuses' });
  await expect(statuses.getByText('Not paid', { exact: true })).toBeVisible();

  await panel.getByRole('button', { name: 'Mark as paid' }).click();
  const question = page.getByRole('alertdialog', { name: 'Mark as paid' });
  await expect(question).toContainText(`Mark order #${order.number} as paid?`);
  await question.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(page.getByText(`Order #${order.number} marked as paid.`).first()).toBeVisible();
  await expect(statuses.getByText('Paid', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark as paid' })).toBeHidden();

  // The job issues the cards the order bought (a published demo campaign may give the order a
  // card of its own too: type 3).
  let issued: Card[] = [];
  await expect
    .poll(
      async () => {
        const answer = await request.post('/api/v1/gift-cards/search?size=200&sort=!id', {
          headers,
          data: { issued_for: order.email },
        });
        issued = ((await answer.json()) as { items: Card[] }).items.filter(
          (c) => c.order_id === order.id && c.type === 1 && c.email_log_id !== null,
        );
        return issued.map((c) => c.balance).sort((a, b) => a - b);
      },
      { timeout: 30_000 },
    )
    .toEqual(bought);
  const card = issued[0]!;

  // Gift cards (newest first) shows it.
  await page.goto('/admin/gift-cards');
  const cards = page.getByRole('grid', { name: 'Gift cards' });
  const row = cards.getByRole('row').filter({ hasText: card.code });
  await expect(row).toBeVisible();
  await expect(row.getByText(order.email).first()).toBeVisible();

  // The e-mail, with the default subject and the code filled in.
  await expect
    .poll(
      async () => {
        const logs = await request.get('/api/v1/email-logs?sort=!id&size=100&expand=body', { headers });
        const mail = (
          (await logs.json()) as { items: { id: number; to_email: string; subject: string; body: string }[] }
        ).items.find((m) => m.id === card.email_log_id);
        return mail
          ? { to: mail.to_email, subject: mail.subject, hasCode: mail.body.includes(card.code) }
          : null;
      },
      { timeout: 30_000 },
    )
    .toEqual({ to: order.email, subject: 'Your gift card code', hasCode: true });
});
