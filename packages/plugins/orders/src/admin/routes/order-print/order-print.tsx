import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useFormat } from '@storeroom/core';
import { Button } from '@storeroom/ui';
import { ORDERS_MESSAGES } from '../../../contract';
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
      <main style={{ padding: 24 }}>
        <p role="alert">{query.error?.message || ORDERS_MESSAGES.orderNotFound}</p>
      </main>
    );
  }
  if (!data) {
    return (
      <main style={{ padding: 24 }}>
        <p role="status">Loading…</p>
      </main>
    );
  }
  const { order, store } = data;
  const money = (n: number) => format.money(n, order.currency || store.currency);
  const ship = order.shipping_address;
  return (
    <main style={{ padding: 24, maxWidth: 640 }}>
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <h1 style={{ margin: 0 }}>{`Order ${order.number}`}</h1>
        <span>{store.title}</span>
      </header>
      <p>{format.dateTime(order.order_date)}</p>
      <section aria-label="Ship to">
        <h2>Ship to</h2>
        <address style={{ fontStyle: 'normal' }}>
          {[
            ship.full_name,
            ship.company,
            ship.street,
            ship.suite,
            `${ship.city} ${ship.state} ${ship.zip}`.trim(),
            ship.country,
          ]
            .filter((l) => l && l.trim() !== '')
            .map((l) => (
              <div key={l}>{l}</div>
            ))}
        </address>
      </section>
      <table style={{ width: '100%', borderCollapse: 'collapse', marginTop: 16 }}>
        <caption style={{ textAlign: 'start' }}>Items</caption>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'start' }}>
              Product
            </th>
            <th scope="col">SKU</th>
            <th scope="col">Quantity</th>
            <th scope="col" style={{ textAlign: 'end' }}>
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td>
                {item.title}
                {item.variant ? ` (${item.variant})` : ''}
              </td>
              <td>{item.sku}</td>
              <td style={{ textAlign: 'center' }}>{item.quantity}</td>
              <td style={{ textAlign: 'end' }}>{money(item.price * item.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 4 }}>
        <dt>Subtotal</dt>
        <dd style={{ margin: 0 }}>{money(order.subtotal)}</dd>
        <dt>Shipping</dt>
        <dd style={{ margin: 0 }}>{money(order.shipping_price)}</dd>
        <dt>Tax</dt>
        <dd style={{ margin: 0 }}>{money(order.tax)}</dd>
        <dt>Total</dt>
        <dd style={{ margin: 0 }}>{money(order.total)}</dd>
        {order.refunded > 0 ? (
          <>
            <dt>Refunded</dt>
            <dd style={{ margin: 0 }}>{money(order.refunded)}</dd>
          </>
        ) : null}
      </dl>
      <Button className="sr-print-hide" onClick={() => window.print()}>
        Print
      </Button>
    </main>
  );
}
