import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import { createInvoiceOrdersClient } from './client';
import { INVOICE_ORDERS_MESSAGES } from './contract';
import { invoiceOrdersTestServer } from './server/test-server';

const s = ownerSuite(invoiceOrdersTestServer, { beforeAll, afterAll });

describe('Invoice orders client (derived from the contract)', () => {
  it('creates, pays, pages, addresses and deletes through the server', async () => {
    const client = createInvoiceOrdersClient(s.t.http(s.owner));
    const invoice = await client.invoices.create({
      items: [{ title: 'Engraving', price: 1500, quantity: 2 }],
      email: 'buyer@example.com',
      tax: 150,
    });
    expect(invoice).toMatchObject({ paid: false, subtotal: 3000, total: 3150 });

    const address = await client.createAddress({
      params: { id: invoice.id },
      body: { shipping: { first_name: 'Ada', city: 'Austin' } },
    });
    expect(address).toMatchObject({ id: invoice.id, billing: { city: 'Austin' }, same_billing: true });
    expect(
      await client.updateAddress({ params: { id: invoice.id }, body: { shipping: { city: 'Dallas' } } }),
    ).toMatchObject({ shipping: { first_name: 'Ada', city: 'Dallas' } });
    await client.deleteAddress({ params: { id: invoice.id } });

    const sent = await client.email({ params: { id: invoice.id }, body: {} });
    expect(sent.message).toBe(INVOICE_ORDERS_MESSAGES.emailed('buyer@example.com'));

    const paid = await client.pay({ params: { id: invoice.id }, body: { payment_type: 'free' } });
    expect(paid).toMatchObject({ status: 'succeeded', invoice: { paid: true, address: null } });
    const page = await client.page({ params: { id: invoice.id } });
    expect(page).toMatchObject({ id: invoice.id, paid: true, payment: { type: 'free' }, total: 3150 });

    // Paid invoices stay (spec 2 §8); unpaid ones go.
    await expect(client.remove({ params: { id: invoice.id } })).rejects.toMatchObject({
      status: 422,
      message: INVOICE_ORDERS_MESSAGES.paidNotDeleted([invoice.id]),
    });
    const unpaid = await client.invoices.create({ items: [{ title: 'Box', price: 1, quantity: 1 }] });
    expect(await client.bulkDelete({ body: { ids: [unpaid.id] } })).toEqual({ affected: 1 });
    const found = await client.invoices.search({ query: `#${invoice.id}` });
    expect(found.items.map((i) => i.id)).toEqual([invoice.id]);
  });
});
