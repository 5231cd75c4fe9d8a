import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Slot } from '@storeroom/core';
import { AdminTestProvider } from '@storeroom/core/testing';
import { CUSTOMER_PROFILE_SECTIONS } from '@storeroom/plugin-customers/contract';
import { ordersApiRef } from '../../api';
import { ordersPlugin } from '../../plugin';
import { createFakeOrdersClient, sampleOrder } from '../../test-support';

describe('Customer orders (customers.profile.sections)', () => {
  it("lists only that customer's orders, newest first", async () => {
    const client = createFakeOrdersClient({
      orders: [
        sampleOrder(1, 'fresh', { customer_id: 77 }),
        sampleOrder(2, 'shipped', { customer_id: 12 }),
        sampleOrder(3, 'refunded', { customer_id: 77 }),
      ],
    });
    render(
      <AdminTestProvider plugins={[ordersPlugin]} apis={[[ordersApiRef, client]]}>
        <Slot slot={CUSTOMER_PROFILE_SECTIONS} props={{ customerId: 77 }} />
      </AdminTestProvider>,
    );
    const section = await screen.findByRole('region', { name: 'Orders of the customer' });
    const links = await within(section).findAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['#1003', '#1001']);
    expect(within(section).getByText('Refunded')).toBeInTheDocument();
    expect(client.http.log).toContain('POST /orders/search');
  });

  it('says when the customer has no orders', async () => {
    render(
      <AdminTestProvider
        plugins={[ordersPlugin]}
        apis={[[ordersApiRef, createFakeOrdersClient({ orders: [] })]]}
      >
        <Slot slot={CUSTOMER_PROFILE_SECTIONS} props={{ customerId: 5 }} />
      </AdminTestProvider>,
    );
    expect(await screen.findByText('This customer has no orders.')).toBeInTheDocument();
  });
});
