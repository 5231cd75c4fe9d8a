import { Link as RouterLink, useParams } from 'react-router';
import { useFormat } from '@storeroom/core';
import { Badge, Card, DescriptionList, Inline, Page, StatusPill } from '@storeroom/ui';
import type { DescriptionListEntry } from '@storeroom/ui';
import { ACCOUNT_PAGE_PATH, INVOICE_STATUS_LABELS } from '../../../contract';
import type { Invoice } from '../../../contract';
import { QueryContent } from '../../components/query-content';
import { useInvoice } from '../../data';

const BACK = <RouterLink to={ACCOUNT_PAGE_PATH}>Back to the account</RouterLink>;

/** `/admin/site/invoice/:id`: the billing invoice page (GET /invoices/{id}); owner only. */
export function BillingInvoicePage() {
  const params = useParams();
  const id = Number(params.id);
  const invoice = useInvoice(Number.isInteger(id) && id > 0 ? id : 0);
  return (
    <QueryContent
      query={invoice}
      loadingLabel="Loading invoice"
      notFoundTitle="Invoice not found"
      errorAction={BACK}
    >
      {(i) => <InvoiceDetails invoice={i} />}
    </QueryContent>
  );
}

function InvoiceDetails({ invoice: i }: { invoice: Invoice }) {
  const format = useFormat();
  const details: DescriptionListEntry[] = [
    { term: 'Date', description: format.date(i.date) },
    { term: 'Description', description: i.description },
    { term: 'Amount', description: format.money(i.amount, i.currency) },
    {
      term: 'Status',
      description: (
        <Inline gap={1}>
          <StatusPill status={i.status} labels={INVOICE_STATUS_LABELS} />
          {i.overdue ? <Badge tone="danger">Overdue</Badge> : null}
        </Inline>
      ),
    },
  ];
  if (i.due_date) details.push({ term: 'Due date', description: format.date(i.due_date) });
  if (i.card) details.push({ term: 'Paid with', description: i.card });
  return (
    <Page title={`Invoice ${i.number}`} back={BACK} width="narrow">
      <Card title="Details">
        <DescriptionList.Root items={details} />
      </Card>
    </Page>
  );
}
