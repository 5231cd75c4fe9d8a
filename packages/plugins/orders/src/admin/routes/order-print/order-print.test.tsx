import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminTestProvider } from '@storeroom/core/testing';
import { ORDERS_MESSAGES } from '../../../model';
import { ordersApiRef } from '../../api';
import { createFakeOrdersClient, sampleOrder } from '../../test-support';
import { OrderPrintPage, printKeyFromPath } from './order-print';

function setup(path: string) {
  render(
    <AdminTestProvider
      apis={[[ordersApiRef, createFakeOrdersClient({ orders: [sampleOrder(3, 'shipped')] })]]}
      initialPath={path}
    >
      <OrderPrintPage autoPrint={false} />
    </AdminTestProvider>,
  );
}

describe('Order print view', () => {
  it('takes an id or a display number', () => {
    expect(printKeyFromPath('/admin/orders/print/3')).toBe('3');
    expect(printKeyFromPath('/admin/orders/print/1003')).toBe('1003');
    expect(printKeyFromPath('/admin/orders')).toBeNull();
  });

  it('prints an order by display number', async () => {
    setup('/admin/orders/print/1003');
    expect(await screen.findByRole('heading', { name: 'Order #1003' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Items' })).toHaveTextContent('Linen shirt');
  });

  it('says when the order does not exist', async () => {
    setup('/admin/orders/print/999999');
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDERS_MESSAGES.orderNotFound);
  });
});
