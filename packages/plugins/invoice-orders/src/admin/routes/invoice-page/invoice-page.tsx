import { Link as RouterLink, useLocation } from 'react-router';
import { errorMessages, useFormat } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import { Button, Card, DescriptionList, Grid, Inline, Page, Stack, Table } from '@storeroom/ui';
import type { Address, InvoicePage } from '../../../contract';
import { useInvoicePage } from '../../data';
import { PaidStatus } from '../../components/paid-status';

/** `{id}` of `/admin/orders/invoice/{id}/page`, or null when the path has no numeric id. */
export function invoicePageIdFromPath(pathname: string): number | null {
  const match = /^\/admin\/orders\/invoice\/([0-9]{1,9})\/page\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

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
    <Card title={title} headingLevel={2} description={note} variant="plain">
      {lines.length > 0 ? (
        <Stack as="address" gap={0}>
          {lines.map((l, i) => (
            <span key={i}>{l}</span>
          ))}
        </Stack>
      ) : (
        <p>No address</p>
      )}
    </Card>
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
      <Page
        standalone
        width="narrow"
        title={missing ? 'Invoice order not found' : 'Could not load the invoice'}
      >
        <p role="alert">
          {missing ? 'There is no invoice order with this number.' : errorMessages(query.error).join(' ')}
        </p>
        <p>
          <RouterLink to="/admin/orders/invoice">Back to invoice orders</RouterLink>
        </p>
      </Page>
    );
  }
  const page = query.data;
  if (!page) {
    return (
      <Page standalone width="narrow" title="Invoice">
        <p role="status">Loading the invoice…</p>
      </Page>
    );
  }

  const money = (n: number) => format.money(n, page.store.currency);
  const address = page.address;
  const customerName = page.customer?.full_name ?? '';
  const customerEmail = page.email || page.customer?.email || '';
  return (
    <Page
      standalone
      width="narrow"
      title={`Invoice #${page.id}`}
      back={<RouterLink to={`/admin/orders/invoice/${page.id}`}>Back to the invoice order</RouterLink>}
      actions={<Button onClick={() => window.print()}>Print</Button>}
      meta={
        <Inline gap={2}>
          <PaidStatus paid={page.paid} />
          {page.paid ? <span>{paidText(page, (v) => format.date(v))}</span> : null}
        </Inline>
      }
      description={
        <>
          <strong>{page.store.title}</strong> · Issued {format.date(page.created_at)}
        </>
      }
    >
      <Card title="Customer" headingLevel={2} variant="plain">
        {customerName || customerEmail ? (
          <>
            {customerName ? <div>{customerName}</div> : null}
            {customerEmail ? <div>{customerEmail}</div> : null}
          </>
        ) : (
          <p>No customer</p>
        )}
      </Card>

      <Grid columns={{ base: 1, md: 2 }} gap={6}>
        <AddressBlock title="Shipping address" address={address?.shipping ?? null} />
        <AddressBlock
          title="Billing address"
          address={address?.billing ?? null}
          note={address?.same_billing ? 'Same as the shipping address' : undefined}
        />
      </Grid>

      <Table.Root density="compact">
        <Table.Caption>Items</Table.Caption>
        <Table.Columns
          columns={[
            'Item',
            { label: 'Price', align: 'end' },
            { label: 'Quantity', align: 'end' },
            { label: 'Amount', align: 'end' },
          ]}
        />
        <Table.Body>
          {page.items.map((item, i) => (
            <Table.Row key={i}>
              <Table.Cell>
                <div>{item.title}</div>
                {item.variant ? <small>{item.variant}</small> : null}
              </Table.Cell>
              <Table.Cell numeric>{money(item.price)}</Table.Cell>
              <Table.Cell numeric>{item.quantity}</Table.Cell>
              <Table.Cell numeric>{money(item.price * item.quantity)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>

      <DescriptionList.Root
        aria-label="Invoice totals"
        align="end"
        items={[
          { term: 'Subtotal', description: money(page.subtotal) },
          { term: 'Shipping', description: money(page.shipping.price) },
          {
            term: page.tax_rate
              ? `Tax (${page.tax_rate.tax} %${page.tax_rate.shipping_exempt ? ', shipping exempt' : ''})`
              : 'Tax',
            description: money(page.tax),
          },
          { term: 'Total', description: money(page.total), emphasis: true },
        ]}
      />
    </Page>
  );
}
