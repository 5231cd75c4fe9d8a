/**
 * Customers across plugins, in the assembled admin on the real server: each customer's order
 * statistics come from the orders plugin (ORDERS_CHANGED → ORDER_STATISTICS), so the list puts
 * the latest buyer first and the profile shows their figures. The customers plugin reaches the
 * orders only through their contract; its own tests run it alone.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin } from '@storeroom/core/testing';
import { createCustomersClient } from '@storeroom/plugin-customers/client';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { serverPlugins } from '../server-plugins';
import { plugins } from './plugins';

const SLOW = { timeout: 30_000 };

let t: TestServer;
let owner: TestSession;
beforeAll(async () => {
  t = await createTestServer({ plugins: serverPlugins });
  owner = await t.session(DEMO_CREDENTIALS.owner);
});
afterAll(() => t.close());

/** The customers as the server holds them, read as the owner through the contract's client. */
const customers = () => createCustomersClient(t.http(owner)).customers;

/** The assembled admin at `path`, signed in as the owner, who signs first when asked (spec 4 §5). */
async function openAdmin(path: string) {
  const admin = createTestAdmin({ plugins, fetch: t.fetch, ...owner, initialPath: path });
  render(<admin.App />);
  if (owner.account.profile?.signature) return;
  const sign = await screen.findByRole('dialog', { name: 'Signature required' }, SLOW);
  await userEvent.type(within(sign).getByRole('textbox', { name: 'Or type your full name' }), 'Olivia Owner');
  await userEvent.click(within(sign).getByRole('button', { name: 'Save signature' }));
  await waitFor(() => expect(sign).not.toBeInTheDocument(), SLOW);
}

describe('customers with the orders plugin', () => {
  it('lists the latest buyer first and shows their order statistics from the orders', async () => {
    const [latest] = (await customers().list({ size: 1 })).items;
    // The demo orders name customers: without the orders plugin nobody would have bought.
    expect(latest!.order_count).toBeGreaterThan(0);
    expect(latest!.last_purchase).not.toBeNull();

    await openAdmin('/admin/customers');
    const grid = await screen.findByRole('grid', { name: 'Customers' }, SLOW);
    const name = latest!.full_name || latest!.email;
    await within(grid).findByRole('link', { name }, SLOW);
    expect(within(grid).getAllByRole('link')[0]).toHaveTextContent(name);

    await userEvent.click(within(grid).getAllByRole('link')[0]!);
    const stats = await screen.findByRole('region', { name: 'Order statistics' }, SLOW);
    expect(within(stats).getByText(String(latest!.order_count))).toBeInTheDocument();
  });
});
