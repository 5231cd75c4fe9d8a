import { Link as RouterLink } from 'react-router';
import { useFormat } from '@storeroom/core';
import { Card, Inline, Stack } from '@storeroom/ui';
import { LAST_ORDERS_LIMIT, ORDERS_DEFAULT_SORT } from '../../../contract';
import { orders as ordersData } from '../../data';
import { FulfilmentStatusPill, PaidStatusPill } from '../order-status';

/**
 * "Last orders" on the dashboard (spec 2 §2, §9: last 5, newest first); the slot fill carries
 * the orders subject, so it shows only to users with an orders rule (spec 2 §6).
 */
export function LastOrdersWidget() {
  const format = useFormat();
  const query = ordersData.useList({ page: 1, size: LAST_ORDERS_LIMIT, sort: ORDERS_DEFAULT_SORT });
  const orders = query.data?.items ?? [];
  return (
    <Card title="Last orders">
      {query.isPending ? (
        <p role="status">Loading…</p>
      ) : query.error ? (
        <p role="alert">{query.error.message}</p>
      ) : orders.length === 0 ? (
        <p>No orders yet.</p>
      ) : (
        <Stack as="ul" gap={2}>
          {orders.map((order) => (
            <Inline as="li" key={order.id}>
              <RouterLink to={`/admin/orders/order/${order.id}`}>{order.number}</RouterLink>
              <span>{order.full_name}</span>
              <span>{format.money(order.total, order.currency)}</span>
              <PaidStatusPill paid={order.paid} />
              <FulfilmentStatusPill status={order.status} />
              <span className="sr-muted">{format.relativeDateTime(order.order_date)}</span>
            </Inline>
          ))}
        </Stack>
      )}
    </Card>
  );
}
