import { Link as RouterLink } from 'react-router';
import { useFormat } from '@storeroom/core';
import { Card } from '@storeroom/ui';
import { ORDERS_DEFAULT_SORT } from '../../../contract';
import { orders as ordersData } from '../../data';
import { FulfilmentStatusPill, PaidStatusPill } from '../order-status';

/** Customer orders fetched for the profile (spec 1 §9: customer orders 200). */
export const CUSTOMER_ORDERS_SIZE = 200;

/** The customer's orders on the customer profile (`customers.profile.sections`), newest first. */
export function CustomerOrders({ customerId }: { customerId: number }) {
  const format = useFormat();
  const query = ordersData.useSearch(
    { customer_id: customerId },
    { page: 1, size: CUSTOMER_ORDERS_SIZE, sort: ORDERS_DEFAULT_SORT },
  );
  const orders = query.data?.items ?? [];
  return (
    <Card>
      <section aria-label="Orders of the customer">
        <h2 style={{ marginTop: 0 }}>Orders</h2>
        {query.isPending ? (
          <p role="status">Loading…</p>
        ) : query.error ? (
          <p role="alert">{query.error.message}</p>
        ) : orders.length === 0 ? (
          <p>This customer has no orders.</p>
        ) : (
          <table style={{ width: '100%' }}>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Date</th>
                <th scope="col">Paid</th>
                <th scope="col">Fulfilment</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <td>
                    <RouterLink to={`/admin/orders/order/${order.id}`}>{order.number}</RouterLink>
                  </td>
                  <td>{format.date(order.order_date)}</td>
                  <td>
                    <PaidStatusPill paid={order.paid} />
                  </td>
                  <td>
                    <FulfilmentStatusPill status={order.status} />
                  </td>
                  <td>{format.money(order.total, order.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </Card>
  );
}
