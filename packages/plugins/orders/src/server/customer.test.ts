/**
 * The customer-email change of an order without the customers area (the order's own copy
 * changes; with the real directory it is tested in examples/admin/src/server/orders-flows.test.ts),
 * the address edit and the receipt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { ORDERS_MESSAGES } from '../contract';
import type { CustomerChangeResult, Order } from '../contract';
import { ordersServerPlugin } from './plugin';
import { json, placeOrder } from './test-support/orders';

let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await createTestServer({ plugins: [ordersServerPlugin] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

const change = async (id: number, body: unknown) => {
  const res = await t.request('PATCH', `/orders/${id}/customer`, { token: owner, body });
  return {
    status: res.status,
    body: await json<CustomerChangeResult & { errors?: Record<string, string[]> }>(res),
  };
};

describe('customer email change without the customers area', () => {
  it('changes the order’s own copy (nobody to ask about), refusing a bad email', async () => {
    const { id } = await placeOrder(t, [{ title: 'Tee', quantity: 1, price: 10 }], { customer_id: 12 });
    const bad = await change(id, { email: 'not an email' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ email: [ORDERS_MESSAGES.emailInvalid] });
    const empty = await change(id, { email: '' });
    expect(empty.body.errors).toEqual({ email: [ORDERS_MESSAGES.emailRequired] });
    const { status, body } = await change(id, { email: ' New.Buyer@Example.com ', full_name: 'New Buyer' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      needs_choice: false,
      message: ORDERS_MESSAGES.customerUpdated,
      order: { customer_id: 12, email: 'new.buyer@example.com', full_name: 'New Buyer' },
    });
  });
});

describe('address and receipt', () => {
  it('updates the shipping address, keeping fields left out', async () => {
    const { id } = await placeOrder(t, [{ title: 'Tee', quantity: 1, price: 10 }]);
    const res = await t.request('PATCH', `/orders/${id}/address`, {
      token: owner,
      body: { shipping_address: { city: 'Portland', state: 'OR' } },
    });
    const order = await json<Order>(res);
    expect(order.shipping_address).toMatchObject({ street: '1 Test Road', city: 'Portland', state: 'OR' });
    expect(order.billing_address.city).toBe('Austin');
  });

  it('shows and resends the receipt to the order’s email', async () => {
    const { id } = await placeOrder(t, [{ title: 'Receipt Tee', quantity: 2, price: 10 }]);
    const preview = await json<{ to: string; subject: string; body: string }>(
      await t.request('GET', `/orders/${id}/receipt`, { token: owner }),
    );
    expect(preview.to).toBe('test.buyer@example.com');
    expect(preview.body).toContain('Receipt Tee');
    const sent = await t.request('POST', `/orders/${id}/receipt`, { token: owner });
    expect(await sent.json()).toEqual({ message: ORDERS_MESSAGES.receiptResent });
    const logs = await json<{ items: { to_email: string; subject: string }[] }>(
      await t.request('POST', '/email-logs/search?size=1&sort=!id', { token: owner, body: {} }),
    );
    expect(logs.items[0]).toMatchObject({ to_email: 'test.buyer@example.com', subject: preview.subject });
    // The receipt's body in the email log: for whoever may read orders, not for Settings alone.
    const bodyFor = async (token: string) =>
      (
        await json<{ items: { body?: string }[] }>(
          await t.request('POST', '/email-logs/search?size=1&sort=!id&expand=body', { token, body: {} }),
        )
      ).items[0]?.body;
    expect(await bodyFor(owner)).toContain('Receipt Tee');
    const settingsOnly = await t.employeeSession([{ subject: 'settings', rule: 1 }]);
    expect(await bodyFor(settingsOnly.tokens.accessToken)).toBeUndefined();
    const noEmail = await placeOrder(t, [{ title: 'Tee', quantity: 1, price: 10 }], { email: '' });
    const refused = await t.request('POST', `/orders/${noEmail.id}/receipt`, { token: owner });
    expect(await refused.json()).toEqual({ errors: { email: [ORDERS_MESSAGES.emailRequired] } });
  });
});
