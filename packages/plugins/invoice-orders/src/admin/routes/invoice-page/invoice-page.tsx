import { Link as RouterLink, useLocation } from 'react-router';
import { errorMessages, useFormat } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import { Button } from '@storeroom/ui';
import type { Address, InvoicePage } from '../../../contract';
import { useInvoicePage } from '../../data';
import { PaidStatus } from '../../components/paid-status';

/** `{id}` of `/admin/orders/invoice/{id}/page`, or null when the path has no numeric id. */
export function invoicePageIdFromPath(pathname: string): number | null {
  const match = /^\/admin\/orders\/invoice\/([0-9]{1,9})\/page\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

const CELL = { textAlign: 'start', padding: '6px 8px', borderBottom: '1px solid currentColor' } as const;
const NUMBER_CELL = { ...CELL, textAlign: 'end' } as const;

/** Hides the page's own buttons and links on paper. */
const PRINT_CSS = '@media print { .invoice-page-actions { display: none !important; } }';

function countryName(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The lines of an address card, empty parts left out. */
function addressLines(a: Address): string[] {
  return [
    `${a.first_name} ${a.last_name}`,
    a.company,
    a.street,
    a.suite,
    `${a.city}${a.city && (a.state || a.zip) ? ', ' : ''}${a.state} ${a.zip}`,
    a.country ? countryName(a.country) : '',
    a.phone,
  ]
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

function AddressBlock({ title, address, note }: { title: string; address: Address | null; note?: string }) {
  const lines = address ? addressLines(address) : [];
  return (
    <section aria-label={title} style={{ flex: '1 1 200px' }}>
      <h2 style={{ fontSize: '1rem', margin: '0 0 4px' }}>{title}</h2>
      {note ? <p style={{ margin: '0 0 4px' }}>{note}</p> : null}
      {lines.length > 0 ? (
        <address style={{ fontStyle: 'normal' }}>
          {lines.map((l, i) => (
            <div key={i}>{l}</div>
          ))}
        </address>
      ) : (
        <p style={{ margin: 0 }}>No address</p>
      )}
    </section>
  );
}

/** How and when a paid invoice was paid. */
function paidText(page: InvoicePage, date: (value: string) => string): string {
  const when = page.paid_at ? ` on ${date(page.paid_at)}` : '';
  if (page.payment?.type === 'card')
    return `Paid by card${page.payment.last4 ? ` ending in ${page.payment.last4}` : ''}${when}`;
  return `Marked as paid${when}`;
}

/**
 * `/admin/orders/invoice/{id}/page` (spec 2 §7 `GET {id}/page`): the invoice as the customer
 * sees it, without the shell and ready to print: the store, the customer, the addresses, the
 * lines, shipping, tax, total and whether it is paid. The editor links here.
 */
export function InvoicePagePage() {
  const format = useFormat();
  const id = invoicePageIdFromPath(useLocation().pathname);
  const query = useInvoicePage(id);

  if (id === null || query.isError) {
    const missing = id === null || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <main style={{ padding: 24 }}>
        <h1>{missing ? 'Invoice order not found' : 'Could not load the invoice'}</h1>
        <p role="alert">
          {missing ? 'There is no invoice order with this number.' : errorMessages(query.error).join(' ')}
        </p>
        <p>
          <RouterLink to="/admin/orders/invoice">Back to invoice orders</RouterLink>
        </p>
      </main>
    );
  }
  const page = query.data;
  if (!page) {
    return (
      <main style={{ padding: 24 }}>
        <p role="status">Loading the invoice…</p>
      </main>
    );
  }

  const money = (n: number) => format.money(n, page.store.currency);
  const address = page.address;
  const customerName = page.customer?.full_name ?? '';
  const customerEmail = page.email || page.customer?.email || '';
  return (
    <main style={{ padding: 24, maxWidth: 760, margin: '0 auto', display: 'grid', gap: 20 }}>
      <style>{PRINT_CSS}</style>
      <nav
        className="invoice-page-actions"
        aria-label="Invoice page actions"
        style={{ display: 'flex', gap: 12 }}
      >
        <RouterLink to={`/admin/orders/invoice/${page.id}`}>Back to the invoice order</RouterLink>
        <Button style={{ marginLeft: 'auto' }} onClick={() => window.print()}>
          Print
        </Button>
      </nav>
      <header style={{ display: 'flex', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap' }}>
        <div>
          <p style={{ margin: 0, fontWeight: 600 }}>{page.store.title}</p>
          <h1 style={{ margin: '4px 0' }}>{`Invoice #${page.id}`}</h1>
          <p style={{ margin: 0 }}>Issued {format.date(page.created_at)}</p>
        </div>
        <div style={{ textAlign: 'end', display: 'grid', gap: 4, justifyItems: 'end' }}>
          <PaidStatus paid={page.paid} />
          {page.paid ? <span>{paidText(page, (v) => format.date(v))}</span> : null}
        </div>
      </header>

      <section aria-label="Customer">
        <h2 style={{ fontSize: '1rem', margin: '0 0 4px' }}>Customer</h2>
        {customerName || customerEmail ? (
          <>
            {customerName ? <div>{customerName}</div> : null}
            {customerEmail ? <div>{customerEmail}</div> : null}
          </>
        ) : (
          <p style={{ margin: 0 }}>No customer</p>
        )}
      </section>

      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        <AddressBlock title="Shipping address" address={address?.shipping ?? null} />
        <AddressBlock
          title="Billing address"
          address={address?.billing ?? null}
          note={address?.same_billing ? 'Same as the shipping address' : undefined}
        />
      </div>

      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'start', fontWeight: 600, paddingBottom: 4 }}>Items</caption>
        <thead>
          <tr>
            <th scope="col" style={CELL}>
              Item
            </th>
            <th scope="col" style={NUMBER_CELL}>
              Price
            </th>
            <th scope="col" style={NUMBER_CELL}>
              Quantity
            </th>
            <th scope="col" style={NUMBER_CELL}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {page.items.map((item, i) => (
            <tr key={i}>
              <td style={CELL}>
                <div>{item.title}</div>
                {item.variant ? <div style={{ fontSize: '0.875em' }}>{item.variant}</div> : null}
              </td>
              <td style={NUMBER_CELL}>{money(item.price)}</td>
              <td style={NUMBER_CELL}>{item.quantity}</td>
              <td style={NUMBER_CELL}>{money(item.price * item.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl
        aria-label="Invoice totals"
        style={{
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          gap: '4px 24px',
          margin: 0,
          marginLeft: 'auto',
        }}
      >
        <dt>Subtotal</dt>
        <dd style={{ margin: 0, textAlign: 'end' }}>{money(page.subtotal)}</dd>
        <dt>Shipping</dt>
        <dd style={{ margin: 0, textAlign: 'end' }}>{money(page.shipping.price)}</dd>
        <dt>Tax</dt>
        <dd style={{ margin: 0, textAlign: 'end' }}>{money(page.tax)}</dd>
        <dt style={{ fontWeight: 700 }}>Total</dt>
        <dd style={{ margin: 0, textAlign: 'end', fontWeight: 700 }}>{money(page.total)}</dd>
      </dl>
    </main>
  );
}
