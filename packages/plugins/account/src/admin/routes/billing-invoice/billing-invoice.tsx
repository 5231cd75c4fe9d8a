import { Link as RouterLink, useParams } from 'react-router';
import { errorMessages, useFormat } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import { Badge, Card, EmptyState, Spinner, StatusPill } from '@storeroom/ui';
import { ACCOUNT_MESSAGES, ACCOUNT_PAGE_PATH, INVOICE_STATUS_LABELS } from '../../../contract';
import { useInvoice } from '../../data';
import { styles } from '../../styles';

/** `/admin/site/invoice/:id`: the billing invoice page (GET /invoices/{id}); owner only. */
export function BillingInvoicePage() {
  const params = useParams();
  const id = Number(params.id);
  const invoice = useInvoice(Number.isInteger(id) && id > 0 ? id : 0);
  const format = useFormat();
  if (invoice.isPending)
    return (
      <div role="status" aria-label="Loading invoice">
        <Spinner />
      </div>
    );
  if (invoice.isError) {
    const notFound = invoice.error instanceof ApiError && invoice.error.status === 404;
    return (
      <EmptyState
        tone="error"
        title={notFound ? 'Invoice not found' : ACCOUNT_MESSAGES.loadFailed}
        description={errorMessages(invoice.error)[0] ?? ACCOUNT_MESSAGES.generic}
        action={<RouterLink to={ACCOUNT_PAGE_PATH}>Back to the account</RouterLink>}
      />
    );
  }
  const i = invoice.data;
  return (
    <section aria-labelledby="invoice-title">
      <p>
        <RouterLink to={ACCOUNT_PAGE_PATH}>Back to the account</RouterLink>
      </p>
      <h1 id="invoice-title">Invoice {i.number}</h1>
      <Card title="Details" aria-label="Details">
        <dl style={styles.details}>
          <dt style={styles.term}>Date</dt>
          <dd style={styles.value}>{format.date(i.date)}</dd>
          <dt style={styles.term}>Description</dt>
          <dd style={styles.value}>{i.description}</dd>
          <dt style={styles.term}>Amount</dt>
          <dd style={styles.value}>{format.money(i.amount / 100, i.currency)}</dd>
          <dt style={styles.term}>Status</dt>
          <dd style={styles.value}>
            <StatusPill status={i.status} labels={INVOICE_STATUS_LABELS} />
            {i.overdue ? <Badge tone="danger">Overdue</Badge> : null}
          </dd>
          {i.due_date ? (
            <>
              <dt style={styles.term}>Due date</dt>
              <dd style={styles.value}>{format.date(i.due_date)}</dd>
            </>
          ) : null}
          {i.card ? (
            <>
              <dt style={styles.term}>Paid with</dt>
              <dd style={styles.value}>{i.card}</dd>
            </>
          ) : null}
        </dl>
      </Card>
    </section>
  );
}
