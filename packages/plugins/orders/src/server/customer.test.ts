/**
 * The customer-email change of an order without the customers area (the order's own copy
 * changes; with the real directory it is tested in examples/admin/src/server/orders-flows.test.ts),
 * the address edit and the receipt.
 */
import { describe, expect, it } from 'vitest';
import { ORDERS_MESSAGES } from '../contract';
import type { CustomerChangeResult, Order } from '../contract';
import { json, placeOrder } from './test-support/orders';
import { ordersSuite } from './test-support/suite';

const s = ordersSuite();

const change = async (id: number, body: unknown) => {
  const res = await s.t.request('PATCH', `/orders/${id}/customer`, { token: s.owner, body });
  return {
    status: res.status,
    body: await json<CustomerChangeResult & { errors?: Record<string, string[]> }>(res),
  };
};

describe('customer email change without the customers area', () => {
  it('changes the order’s own copy (nobody to ask about), refusing a bad email', async () => {
    const { id } = await placeOrder(s.t, [{ title: 'Tee', quantity: 1, price: 10 }], { customer_id: 12 });
    const bad = await change(id, { email: 'not an email' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ email: [ORDERS_MESSAGES.emailInvalid] });
    const { status, body } = await change(id, { email: ' New.Buyer@Example.com ', full_name: 'New Buyer' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      needs_choice: false,
      message: ORDERS_MESSAGES.customerUpdated,
      order: { customer_id: 12, email: 'new.buyer@example.com', full_name: 'New Buyer' },
    });
  });
});

describe('an empty customer email (spec 2 §5: empty allowed)', () => {
  it('leaves the order without an email, keeping its customer; the receipt then has nobody to go to', async () => {
    const { id } = await placeOrder(s.t, [{ title: 'Tee', quantity: 1, price: 10 }], { customer_id: 12 });
    const { status, body } = await change(id, { email: '  ', full_name: 'Walk-in Buyer' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      needs_choice: false,
      order: { customer_id: 12, email: '', full_name: 'Walk-in Buyer' },
    });
    const saved = await json<Order>(await s.t.request('GET', `/orders/${id}`, { token: s.owner }));
    expect(saved).toMatchObject({ customer_id: 12, email: '' });
    const refused = await s.t.request('POST', `/orders/${id}/receipt`, { token: s.owner });
    expect(await refused.json()).toEqual({ errors: { email: [ORDERS_MESSAGES.emailRequired] } });
  });
});

describe('address and receipt', () => {
  it('updates the shipping address, keeping fields left out', async () => {
    const { id } = await placeOrder(s.t, [{ title: 'Tee', quantity: 1, price: 10 }]);
    const res = await s.t.request('PATCH', `/orders/${id}/address`, {
      token: s.owner,
      body: { shipping_address: { city: 'Portland', state: 'OR' } },
    });
    const order = await json<Order>(res);
    expect(order.shipping_address).toMatchObject({ street: '1 Test Road', city: 'Portland', state: 'OR' });
    expect(order.billing_address.city).toBe('Austin');
  });

  it('shows and resends the receipt to the order’s email', async () => {
    const { id } = await placeOrder(s.t, [{ title: 'Receipt Tee', quantity: 2, price: 10 }]);
    const preview = await json<{ to: string; subject: string; body: string }>(
      await s.t.request('GET', `/orders/${id}/receipt`, { token: s.owner }),
    );
    expect(preview.to).toBe('test.buyer@example.com');
    expect(preview.body).toContain('Receipt Tee');
    const sent = await s.t.request('POST', `/orders/${id}/receipt`, { token: s.owner });
    expect(await sent.json()).toEqual({ message: ORDERS_MESSAGES.receiptResent });
    const logs = await json<{ items: { to_email: string; subject: string }[] }>(
      await s.t.request('POST', '/email-logs/search?size=1&sort=!id', { token: s.owner, body: {} }),
    );
    expect(logs.items[0]).toMatchObject({ to_email: 'test.buyer@example.com', subject: preview.subject });
    // The receipt's body in the email log: for whoever may read orders, not for Settings alone.
    const bodyFor = async (token: string) =>
      (
        await json<{ items: { body?: string }[] }>(
          await s.t.request('POST', '/email-logs/search?size=1&sort=!id&expand=body', { token, body: {} }),
        )
      ).items[0]?.body;
    expect(await bodyFor(s.owner)).toContain('Receipt Tee');
    const settingsOnly = await s.t.employeeSession([{ subject: 'settings', rule: 1 }]);
    expect(await bodyFor(settingsOnly.tokens.accessToken)).toBeUndefined();
    const noEmail = await placeOrder(s.t, [{ title: 'Tee', quantity: 1, price: 10 }], { email: '' });
    const refused = await s.t.request('POST', `/orders/${noEmail.id}/receipt`, { token: s.owner });
    expect(await refused.json()).toEqual({ errors: { email: [ORDERS_MESSAGES.emailRequired] } });
  });
});
