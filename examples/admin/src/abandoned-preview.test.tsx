/**
 * The abandoned-checkout email preview against a real store with fewer than two products (spec
 * 1 §7 "Products search with is_template false, is_giftcard false, size 2", §8 "Because you have
 * less then 2 products in your store the email preview may not display correctly."), in the
 * assembled admin on the real server: the products area's search gives the preview its cart,
 * the server draws the email with the one product left, and the wizard shows the spec's notice
 * beside it. (With the demo catalogue's many products there is no notice: e2e/abandoned.e2e.ts.)
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@storeroom/core/contract';
import { createTestAdmin } from '@storeroom/core/testing';
import { createAbandonedClient } from '@storeroom/plugin-abandoned/client';
import { ABANDONED_MESSAGES } from '@storeroom/plugin-abandoned/contract';
import { productsContract } from '@storeroom/plugin-products/contract';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { serverPlugins } from '../server-plugins';
import { plugins } from './plugins';

const SLOW = { timeout: 30_000 };
const PREVIEW_FILTER = { is_template: false, is_giftcard: false };

let t: TestServer;
let owner: TestSession;
beforeAll(async () => {
  t = await createTestServer({ plugins: serverPlugins });
  owner = await t.session(DEMO_CREDENTIALS.owner);
});
afterAll(() => t.close());

const products = () => createClient(productsContract, t.http(owner)).products;

/** Leaves one product the preview can show: the store's others are deleted (this file's server). */
async function leaveOneProduct() {
  for (;;) {
    const page = await products().search(PREVIEW_FILTER, { size: 200 });
    const others = page.items.slice(1).map((p) => p.id);
    if (others.length === 0) return page.items[0]!;
    for (const id of others) await products().remove(id);
  }
}

describe('the email preview of a store with fewer than two products', () => {
  it('draws the email with the one product, and the wizard says it may not display correctly', async () => {
    const left = await leaveOneProduct();
    const found = await products().search(PREVIEW_FILTER, { size: 2 });
    expect(found.items.map((p) => p.id)).toEqual([left.id]);
    // The server draws the email with that one product as its cart.
    const { html } = await createAbandonedClient(t.http(owner)).previewEmail({
      body: {
        email: {
          template_type: 'reminder',
          template_style: 'plain',
          subject: 'Hi',
          timeout_type: 0,
          timeout: 1200,
        },
        items: [{ title: left.title, price: left.price ?? 0 }],
      },
    });
    expect(html).toContain(left.title);
    expect(html).not.toContain('Sample product');

    const admin = createTestAdmin({
      plugins,
      fetch: t.fetch,
      ...owner,
      initialPath: '/admin/abandoned/edit',
    });
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
    const form = await screen.findByRole('form', { name: 'Campaign' }, SLOW);
    await userEvent.click(within(form).getByRole('button', { name: 'Add email' }));
    const wizard = await screen.findByRole('dialog', { name: 'Email wizard' }, SLOW);
    const preview = within(wizard).getByRole('region', { name: 'Email preview' });
    expect(await within(preview).findByRole('status', {}, SLOW)).toHaveTextContent(
      ABANDONED_MESSAGES.previewFewProducts,
    );
    const frame = await within(preview).findByTitle('Email preview', {}, SLOW);
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain(left.title), SLOW);
  });
});
