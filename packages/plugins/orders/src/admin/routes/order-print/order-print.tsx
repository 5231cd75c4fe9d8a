import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useFormat } from '@storeroom/core';
import { Button, Card, Page, Table } from '@storeroom/ui';
import { ORDERS_MESSAGES } from '../../../contract';
import { AddressLines, OrderTotals } from '../../components/order-summary';
import { useOrdersClient } from '../../data';

/** `{id or display number}` of `/admin/orders/print/{...}`. */
export function printKeyFromPath(pathname: string): string | null {
  const match = /^\/admin\/orders\/print\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}

/**
 * `/admin/orders/print/{id or display number}` (spec 2 §2): the chromeless print view opened
 * in a 670×900 popup; it opens the browser's print dialog once the order is shown.
 */
export function OrderPrintPage({ autoPrint = true }: { autoPrint?: boolean }) {
  const client = useOrdersClient();
  const format = useFormat();
  const key = printKeyFromPath(useLocation().pathname);
  const query = useQuery({
    queryKey: ['/orders', 'page', key],
    queryFn: ({ signal }) => client.printPage({ params: { id: key! }, signal }),
    enabled: key !== null,
    retry: false,
  });
  const data = query.data;
  useEffect(() => {
    if (data && autoPrint && typeof window.print === 'function') window.print();
  }, [data, autoPrint]);

  if (key === null || query.error) {
    return (
      <Page standalone width="narrow" title="Order">
        <p role="alert">{query.error?.message || ORDERS_MESSAGES.orderNotFound}</p>
      </Page>
    );
  }
  if (!data) {
    return (
      <Page standalone width="narrow" title="Order">
        <p role="status">Loading…</p>
      </Page>
    );
  }
  const { order, store } = data;
  const currency = order.currency || store.currency;
  const money = (n: number) => format.money(n, currency);
  return (
    <Page
      standalone
      width="narrow"
      title={`Order ${order.number}`}
      description={`${store.title} · ${format.dateTime(order.order_date)}`}
      // The page's actions stay off paper (print styles): the sheet shows no Print button.
      actions={
        <Button className="sr-print-hide" onClick={() => window.print()}>
          Print
        </Button>
      }
    >
      <Card variant="plain" title="Ship to">
        <AddressLines address={order.shipping_address} />
      </Card>
      <Table.Root>
        <Table.Caption>Items</Table.Caption>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>Product</Table.HeaderCell>
            <Table.HeaderCell>SKU</Table.HeaderCell>
            <Table.HeaderCell align="center">Quantity</Table.HeaderCell>
            <Table.HeaderCell align="end">Price</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {order.items.map((item) => (
            <Table.Row key={item.id}>
              <Table.Cell>
                {item.title}
                {item.variant ? ` (${item.variant})` : ''}
              </Table.Cell>
              <Table.Cell>{item.sku}</Table.Cell>
              <Table.Cell align="center">{item.quantity}</Table.Cell>
              <Table.Cell numeric>{money(item.price * item.quantity)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <OrderTotals order={{ ...order, currency }} refundedWhenNone={false} />
    </Page>
  );
}
