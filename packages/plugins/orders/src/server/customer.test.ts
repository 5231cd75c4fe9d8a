/**
 * The customer-email change of an order (spec 2 §4, spec 4 §4) against a fake customer
 * directory, the address edit and the receipt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { ORDERS_MESSAGES } from '../contract';
import type { CustomerChangeResult, Order } from '../contract';
import { ordersServerPlugin } from './plugin';
import { fakeCustomersPlugin } from './test-support/fakes';
import { json, placeOrder } from './test-support/orders';

let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await createTestServer({ plugins: [fakeCustomersPlugin, ordersServerPlugin] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

const customer = async (email: string, full_name = 'Someone') =>
  json<{ id: number; email: string }>(
    await t.request('POST', '/fake-customers', { token: owner, body: { email, full_name } }),
  );
const customers = async () =>
  json<{ id: number; email: string; full_name: string }[]>(
    await t.request('GET', '/fake-customers', { token: owner }),
  );
const change = async (id: number, body: unknown) => {
  const res = await t.request('PATCH', `/orders/${id}/customer`, { token: owner, body });
  return {
    status: res.status,
    body: await json<CustomerChangeResult & { errors?: Record<string, string[]> }>(res),
  };
};

describe('customer email change', () => {
  it('moves the order to the customer who has the email and deletes the old one with no other orders', async () => {
    const old = await customer('lonely@example.com');
    const target = await customer('target@example.com', 'Target Person');
    const { id } = await placeOrder(t, [{ title: 'Tee', quantity: 1, price: 10 }], {
      customer_id: old.id,
      email: old.email,
    });
    const { status, body } = await change(id, { email: ' Target@Example.com ' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ needs_choice: false, message: ORDERS_MESSAGES.customerUpdated });
    const order = (body as { order: Order }).order;
    expect(order).toMatchObject({
      customer_id: target.id,
      email: 'target@example.com',
      full_name: 'Target Person',
    });
    expect(order.customer).toMatchObject({ id: target.id, email: 'target@example.com' });
    expect((await customers()).map((c) => c.email)).not.toContain('lonely@example.com');
  });

  it('keeps the old customer when other orders still name them', async () => {
    const old = await customer('busy@example.com');
    const target = await customer('other.target@example.com');
    const first = await placeOrder(t, [{ title: 'Tee', quantity: 1, price: 10 }], {
      customer_id: old.id,
      email: old.email,
    });
    await placeOrder(t, [{ title: 'Mug', quantity: 1, price: 10 }], {
      customer_id: old.id,
      email: old.email,
    });
    const { body } = await change(first.id, { email: target.email });
    expect((body as { order: Order }).order.customer_id).toBe(target.id);
    expect((await customers()).map((c) => c.email)).toContain('busy@example.com');
  });

  it('asks to replace or create when nobody has the new email, then does what was chosen', async () => {
    const current = await customer('current@example.com', 'Current Buyer');
    const a = await placeOrder(t, [{ title: 'Tee', quantity: 1, price: 10 }], {
      customer_id: current.id,
      email: current.email,
    });
    const b = await placeOrder(t, [{ title: 'Tee', quantity: 1, price: 10 }], {
      customer_id: current.id,
      email: current.email,
    });
    const asked = await change(a.id, { email: 'fresh@example.com' });
    expect(asked.body).toEqual({
      needs_choice: true,
      choices: ['replace', 'create'],
      message: ORDERS_MESSAGES.customerChoice,
    });
    // Nothing changed yet.
    expect((await json<Order>(await t.request('GET', `/orders/${a.id}`, { token: owner }))).email).toBe(
      'current@example.com',
    );

    const replaced = await change(a.id, { email: 'fresh@example.com', choice: 'replace' });
    expect((replaced.body as { order: Order }).order).toMatchObject({
      customer_id: current.id,
      email: 'fresh@example.com',
    });
    expect((await customers()).find((c) => c.id === current.id)!.email).toBe('fresh@example.com');
    // The customer's other orders carry the new address too.
    expect((await json<Order>(await t.request('GET', `/orders/${b.id}`, { token: owner }))).email).toBe(
      'fresh@example.com',
    );

    const created = await change(b.id, {
      email: 'newer@example.com',
      choice: 'create',
      full_name: 'Newer Buyer',
    });
    const order = (created.body as { order: Order }).order;
    expect(order.customer_id).not.toBe(current.id);
    expect(order).toMatchObject({ email: 'newer@example.com', full_name: 'Newer Buyer' });
    expect((await customers()).find((c) => c.id === order.customer_id)).toMatchObject({
      email: 'newer@example.com',
    });
  });

  it('creates the customer when the order has none', async () => {
    const { id } = await placeOrder(t, [{ title: 'Tee', quantity: 1, price: 10 }]);
    const { body } = await change(id, { email: 'walk.in@example.com' });
    const order = (body as { order: Order }).order;
    expect(order.customer).toMatchObject({ email: 'walk.in@example.com' });
  });

  it('refuses a bad email with the message and changes nothing', async () => {
    const { id } = await placeOrder(t, [{ title: 'Tee', quantity: 1, price: 10 }]);
    const bad = await change(id, { email: 'not an email' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ email: [ORDERS_MESSAGES.emailInvalid] });
    const empty = await change(id, { email: '' });
    expect(empty.body.errors).toEqual({ email: [ORDERS_MESSAGES.emailRequired] });
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
    const noEmail = await placeOrder(t, [{ title: 'Tee', quantity: 1, price: 10 }], { email: '' });
    const refused = await t.request('POST', `/orders/${noEmail.id}/receipt`, { token: owner });
    expect(await refused.json()).toEqual({ errors: { email: [ORDERS_MESSAGES.emailRequired] } });
  });
});
