import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessages, useCan, useFormat } from '@storeroom/core';
import { CUSTOMERS_SUBJECT } from '@storeroom/plugin-customers/contract';
import { Button, Card, Stack } from '@storeroom/ui';
import type { OrderTimeline as Timeline, OrderTimelineEvent } from '../../../contract';
import { useOrderTimeline } from '../../data';

/**
 * The customers area's profile page (its manifest's route `/admin/customers/:id`), linked by
 * URL: the orders plugin knows no more of that plugin than its contract.
 */
export const customerProfilePath = (customerId: number) => `/admin/customers/${customerId}`;

type Items = NonNullable<OrderTimelineEvent['items']>;
const itemsText = (items: Items) => items.map((i) => `${i.title} × ${i.quantity}`).join(', ');
const withWarehouse = (text: string, warehouse?: string | null) =>
  warehouse ? `${text} — ${warehouse}` : text;

/** The placing, and a payment made with it at checkout: nothing has happened since. */
const atPlacing = (event: OrderTimelineEvent) =>
  event.kind === 'placed' || (event.kind === 'paid' && event.author === undefined);

/** What an event says, in words (money through the store's formatter). */
function eventText(event: OrderTimelineEvent, money: (n: number) => string, customer: ReactNode): ReactNode {
  switch (event.kind) {
    case 'placed':
      return (
        <>
          {'Order placed by '}
          {customer}
          {event.payment_type ? ` · Payment method: ${event.payment_type}` : ''}
        </>
      );
    case 'paid': {
      // Marked paid by someone (`POST /orders/{id}/pay`), or paid by the buyer at checkout.
      const how = event.payment_type ? ` · Payment method: ${event.payment_type}` : '';
      return event.author ? `Marked as paid by ${event.author}${how}` : `Paid at checkout${how}`;
    }
    case 'fulfilled':
      return withWarehouse(`Sent to fulfillment: ${itemsText(event.items ?? [])}`, event.warehouse);
    case 'shipped': {
      const via = [
        event.carrier ? event.carrier : null,
        event.tracking_number ? `tracking ${event.tracking_number}` : 'no tracking number',
      ].filter(Boolean);
      return `Shipped: ${itemsText(event.items ?? [])} — ${via.join(', ')}`;
    }
    case 'restocked':
      return withWarehouse(`Restocked: ${itemsText(event.items ?? [])}`, event.warehouse);
    case 'refunded':
      return `Refunded ${money(event.amount ?? 0)}`;
    case 'note':
      return event.notes
        ? `Note by ${event.author ?? ''}: “${event.notes}”`
        : `Notes cleared by ${event.author ?? ''}`;
  }
}

/** The timeline's list, from an answer (stories and tests render it with data of their own). */
export function OrderTimelineList({ timeline }: { timeline: Timeline }) {
  const format = useFormat();
  const mayOpenCustomer = useCan(CUSTOMERS_SUBJECT);
  const { customer } = timeline;
  const name = customer.full_name || customer.email || 'a guest';
  // A link only for whoever may open the customer's profile (else the page would refuse).
  const customerLink =
    customer.id !== null && mayOpenCustomer ? (
      <RouterLink to={customerProfilePath(customer.id)}>{name}</RouterLink>
    ) : (
      name
    );
  const money = (n: number) => format.money(n, timeline.currency);
  return (
    <Stack gap={2}>
      <Stack as="ol" gap={2} aria-label="Order history">
        {timeline.events.map((event, i) => (
          <li key={`${event.kind}-${event.at}-${i}`}>
            <time dateTime={event.at} className="sr-muted">
              {format.dateTime(event.at)}
            </time>
            <div>{eventText(event, money, customerLink)}</div>
          </li>
        ))}
      </Stack>
      {timeline.events.every(atPlacing) ? (
        <p className="sr-muted">Nothing else has happened to this order yet.</p>
      ) : null}
    </Stack>
  );
}

/**
 * The order panel's "History" section (issue 18): placed (with the payment method and a link
 * to the customer), paid (at checkout, or marked paid: by whom and how), fulfilments, shipments with carriers, restocks, refunds with amounts, and
 * note changes with their authors, each with its date, oldest first. Refetched after every
 * action on the order.
 */
export function OrderTimeline({ orderId }: { orderId: number }) {
  const query = useOrderTimeline(orderId);
  return (
    <Card variant="plain" title="History" headingLevel={3}>
      {query.isPending ? (
        <p role="status">Loading history…</p>
      ) : query.error ? (
        <Stack gap={1} align="start">
          <p role="alert">{`The order history could not be loaded. ${errorMessages(query.error).join(' ')}`}</p>
          <Button variant="ghost" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : (
        <OrderTimelineList timeline={query.data} />
      )}
    </Card>
  );
}
