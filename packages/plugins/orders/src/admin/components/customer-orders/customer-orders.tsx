import { Link as RouterLink } from 'react-router';
import { useFormat } from '@storeroom/core';
import { Card, Table } from '@storeroom/ui';
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
    <Card title="Orders" aria-label="Orders of the customer">
      {query.isPending ? (
        <p role="status">Loading…</p>
      ) : query.error ? (
        <p role="alert">{query.error.message}</p>
      ) : orders.length === 0 ? (
        <p>This customer has no orders.</p>
      ) : (
        <Table.Root density="compact">
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>Order</Table.HeaderCell>
              <Table.HeaderCell>Date</Table.HeaderCell>
              <Table.HeaderCell>Paid</Table.HeaderCell>
              <Table.HeaderCell>Fulfilment</Table.HeaderCell>
              <Table.HeaderCell align="end">Total</Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {orders.map((order) => (
              <Table.Row key={order.id}>
                <Table.Cell>
                  <RouterLink to={`/admin/orders/order/${order.id}`}>{order.number}</RouterLink>
                </Table.Cell>
                <Table.Cell>{format.date(order.order_date)}</Table.Cell>
                <Table.Cell>
                  <PaidStatusPill paid={order.paid} />
                </Table.Cell>
                <Table.Cell>
                  <FulfilmentStatusPill status={order.status} />
                </Table.Cell>
                <Table.Cell numeric>{format.money(order.total, order.currency)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Card>
  );
}
