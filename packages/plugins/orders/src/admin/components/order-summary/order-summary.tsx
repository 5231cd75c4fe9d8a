import { useFormat } from '@storeroom/core';
import { DescriptionList, Stack } from '@storeroom/ui';
import type { Order, OrderAddress } from '../../../contract';

/** The lines of an address, empty parts left out (panel and print view alike). */
export function addressLines(address: OrderAddress): string[] {
  return [
    address.full_name,
    address.company,
    [address.street, address.suite].filter(Boolean).join(', '),
    [address.city, address.state, address.zip].filter(Boolean).join(', '),
    address.country,
    address.phone,
  ].filter((line): line is string => Boolean(line && line.trim() !== ''));
}

/** An order's address, one part per line, or "No address". */
export function AddressLines({ address }: { address: OrderAddress }) {
  const lines = addressLines(address);
  if (lines.length === 0) return <p className="sr-muted">No address</p>;
  return (
    <Stack as="address" gap={0}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </Stack>
  );
}

type TotalsOf = Pick<Order, 'subtotal' | 'shipping_price' | 'tax' | 'total' | 'refunded' | 'currency'>;

/**
 * Subtotal, shipping, tax, the total (emphasised) and what was refunded, in the order's
 * currency. `refundedWhenNone` keeps a "Refunded" row of zero (the panel shows it always, the
 * print view only when something was refunded).
 */
export function OrderTotals({
  order,
  refundedWhenNone = true,
}: {
  order: TotalsOf;
  refundedWhenNone?: boolean;
}) {
  const format = useFormat();
  const money = (amount: number) => format.money(amount, order.currency);
  return (
    <DescriptionList.Root
      align="end"
      items={[
        { term: 'Subtotal', description: money(order.subtotal) },
        { term: 'Shipping', description: money(order.shipping_price) },
        { term: 'Tax', description: money(order.tax) },
        { term: 'Total', description: money(order.total), emphasis: true },
        ...(refundedWhenNone || order.refunded > 0
          ? [{ term: 'Refunded', description: money(order.refunded) }]
          : []),
      ]}
    />
  );
}
