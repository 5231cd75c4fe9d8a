/**
 * The dashboard across plugins, in the assembled admin on the real server: its figures come
 * from the orders plugin (ORDER_STATISTICS), its best sellers carry the products plugin's
 * products (CATALOGUE), and the setup checklist hears the products and collections areas. The
 * dashboard plugin reaches them only through their contracts; its own tests run it alone.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin } from '@storeroom/core/testing';
import { createDashboardClient } from '@storeroom/plugin-dashboard/client';
import type { ProductsStatistics } from '@storeroom/plugin-dashboard/contract';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { serverPlugins } from '../server-plugins';
import { plugins } from './plugins';

const SLOW = { timeout: 30_000 };

let t: TestServer;
let owner: TestSession;
/** The statistics calls the screen made, as `path?query`. */
const calls: string[] = [];
beforeAll(async () => {
  t = await createTestServer({ plugins: serverPlugins });
  owner = await t.session(DEMO_CREDENTIALS.owner);
});
afterAll(() => t.close());

const recording: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  calls.push(`${url.pathname.replace('/api/v1', '')}${url.search}`);
  return t.fetch(input, init);
};

/** The dashboard's answers, read as the owner through its contract's client. */
const dashboard = () => createDashboardClient(t.http(owner));

/** The assembled admin's home, signed in as the owner, who signs first when asked (spec 4 §5). */
async function openDashboard() {
  const admin = createTestAdmin({ plugins, fetch: recording, ...owner, initialPath: '/admin' });
  render(<admin.App />);
  if (!owner.account.profile?.signature) {
    const sign = await screen.findByRole('dialog', { name: 'Signature required' }, SLOW);
    await userEvent.type(
      within(sign).getByRole('textbox', { name: 'Or type your full name' }),
      'Olivia Owner',
    );
    await userEvent.click(within(sign).getByRole('button', { name: 'Save signature' }));
    await waitFor(() => expect(sign).not.toBeInTheDocument(), SLOW);
  }
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, SLOW)).toBeInTheDocument();
}

describe('the dashboard with the orders, products and collections plugins', () => {
  it('shows the orders plugin’s figures, the catalogue’s best sellers and the products step done', async () => {
    const overview = await dashboard().overview({ query: { period: 'last30' } });
    // The demo orders of the last 30 days: without the orders plugin this would be 0.
    expect(overview.orders).toBeGreaterThan(0);

    await openDashboard();
    const glance = await screen.findByRole('region', { name: 'At a glance' }, SLOW);
    expect(
      await within(within(glance).getByRole('region', { name: 'Orders' })).findByText(
        String(overview.orders),
        {},
        SLOW,
      ),
    ).toBeInTheDocument();

    // The products area has products (CATALOGUE): its step is done.
    const checklist = await screen.findByRole('region', { name: 'Set up your store' }, SLOW);
    const step = (label: string) =>
      within(checklist)
        .getAllByRole('listitem')
        .find((li) => within(li).queryByText(label))!;
    expect(within(step('Add a product')).getByRole('link', { name: 'Add a product' })).toBeInTheDocument();
    expect(within(step('Add a product')).getByText('Done')).toBeInTheDocument();
    // The demo's domains are connected but their records not checked yet: the step is open,
    // and links to the domains plugin's page.
    expect(within(step('Connect a domain')).queryByText('Done')).not.toBeInTheDocument();
    expect(within(step('Connect a domain')).getByRole('link', { name: 'Connect a domain' })).toHaveAttribute(
      'href',
      '/admin/domains/index',
    );

    // The best sellers of the screen's period, as the server answers them, with their products.
    const products = await screen.findByRole('region', { name: 'Top products' }, SLOW);
    const items = await within(products).findAllByRole('listitem', {}, SLOW);
    const asked = calls.find((c) => c.startsWith('/statistics/products?'))!;
    const answer = (await (
      await t.request('GET', asked, { token: owner.tokens.accessToken })
    ).json()) as ProductsStatistics;
    expect(answer.items.length).toBeGreaterThan(0);
    expect(answer.items.some((i) => i.product !== null && i.product !== undefined)).toBe(true);
    expect(items.map((li) => li.textContent)).toEqual(
      answer.items.map((i) => expect.stringContaining(i.product?.title ?? i.title)),
    );
  });
});
