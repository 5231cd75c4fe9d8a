import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { OWNER, signInAsOwner } from './helpers';

// Money is one type (issue 15 "Done when"): an order total, a refund and a product price (the
// order line's) read the same in the orders list, the order panel, the print view and the CSV
// export. The API holds integer minor units; the screens format them with the store's currency
// and locale (the demo store: USD, en-US); the CSV holds their decimal text.

interface Item {
  title: string;
  sku: string;
  price: number;
  quantity: number;
}
interface Order {
  id: number;
  number: string;
  display_number: number;
  paid: number;
  total: number;
  refunded: number;
  currency: string;
  items: Item[];
  refunds?: { amount: number }[];
}

/** What a person reads for an amount of minor units in the demo store. */
const usd = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);
/** What the CSV holds for an amount of minor units. */
const decimal = (minor: number) => (minor / 100).toFixed(2);

async function ownerHeaders(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', { data: OWNER });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).access_token}` };
}

/** Splits simple CSV text (quoted cells with commas or doubled quotes included). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

test('an order total, a refund and a product price read the same in the list, the panel, the print view and the CSV export', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const headers = await ownerHeaders(request);
  // A paid, not refunded order of the demo with a line of one unit (its price is the product's).
  const answer = await request.post('/api/v1/orders/search?size=100&sort=!order_date&expand=items', {
    headers,
    data: { paid: -1 },
  });
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: Order[] };
  const order = items.find((o) => o.refunded === 0 && o.currency === 'USD' && o.total > 2000);
  expect(order, 'a paid USD order in the demo data').toBeTruthy();
  const line = order!.items[0]!;
  const refund = 1234; // $12.34, typed as a decimal amount in the refund dialog

  // A CSV template of the money fields, one row per order line (layout 1).
  const template = await request.post('/api/v1/csv', {
    headers,
    data: {
      title: `Money check ${order!.display_number}`,
      layout_type: 1,
      columns: [
        { title: 'Order', content: ['order.display_number'] },
        { title: 'SKU', content: ['item.sku'] },
        { title: 'Price', content: ['item.price'] },
        { title: 'Total', content: ['order.total'] },
        { title: 'Refunded', content: ['order.refunded'] },
      ],
    },
  });
  expect(template.status()).toBe(201);

  await signInAsOwner(page);

  // Refund $12.34 from the order panel: the amount is typed as people write money.
  await page.goto(`/admin/orders?chqsearch=${order!.display_number}`);
  const grid = page.getByRole('grid', { name: 'Orders' });
  await grid.getByRole('link', { name: order!.number, exact: true }).click();
  const panel = page.getByRole('dialog', { name: `Order ${order!.number}` });
  await panel.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund' });
  const amount = dialog.getByLabel(/Refund amount/);
  await expect(amount).toHaveValue(decimal(order!.total));
  await amount.fill('12.34');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Refunded successfully.').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // The API holds minor units.
  const saved = (await (
    await request.get(`/api/v1/orders/${order!.id}?expand=refunds`, { headers })
  ).json()) as Order;
  expect(saved.refunded).toBe(refund);
  expect(saved.refunds?.map((r) => r.amount)).toEqual([refund]);
  expect(saved.total).toBe(order!.total);

  // The panel: total, refunded and the line's price.
  await expect(panel).toContainText(usd(order!.total));
  await expect(panel).toContainText(usd(refund));
  await expect(panel).toContainText(`${usd(line.price)} × ${line.quantity}`);

  // The list: the order's row shows the same total.
  await page.goto(`/admin/orders?chqsearch=${order!.display_number}`);
  await expect(panel).toBeHidden();
  const row = grid
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: order!.number, exact: true }) });
  await expect(row).toContainText(usd(order!.total));

  // The CSV export of the list (filtered to this order) holds the same amounts as decimal text.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const exporting = page.getByRole('dialog', { name: 'Export orders' });
  await exporting.getByRole('combobox', { name: 'CSV template' }).click();
  await page.getByRole('option', { name: `Money check ${order!.display_number}` }).click();
  await exporting.getByRole('button', { name: 'Export', exact: true }).click();
  const link = exporting.getByRole('link', { name: /^Download orders_.*_export\.csv$/ });
  await expect(link).toBeVisible({ timeout: 120_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const rows = parseCsv((await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, ''));
  expect(rows[0]).toEqual(['Order', 'SKU', 'Price', 'Total', 'Refunded']);
  const mine = rows.filter((r) => r[0] === order!.number);
  expect(mine).toHaveLength(order!.items.length);
  const csvLine = mine.find((r) => r[1] === line.sku)!;
  expect(csvLine.slice(2)).toEqual([decimal(line.price), decimal(order!.total), decimal(refund)]);
  // Read back as money, the CSV's decimal text is the text the screens show.
  const asMoney = (text: string) => usd(Math.round(Number(text) * 100));
  expect(csvLine.slice(2).map(asMoney)).toEqual([usd(line.price), usd(order!.total), usd(refund)]);

  // The print view: the same total and refund, and the line (price × quantity).
  await page.goto(`/admin/orders/print/${order!.id}`);
  await expect(page.getByRole('heading', { name: `Order ${order!.number}` })).toBeVisible();
  const sheet = page.locator('body');
  await expect(sheet).toContainText(usd(order!.total));
  await expect(sheet).toContainText(usd(refund));
  await expect(sheet).toContainText(usd(line.price * line.quantity));
});
