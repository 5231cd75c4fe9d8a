import { StatusPill } from '@storeroom/ui';
import { INVOICE_PAID_LABELS } from '../../contract/model';

/** The paid status pill of an invoice order (spec 2 §4: not paid or paid). */
export function PaidStatus({ paid }: { paid: boolean }) {
  return (
    <StatusPill
      status={paid ? 'paid' : 'not_paid'}
      labels={{ paid: INVOICE_PAID_LABELS.true, not_paid: INVOICE_PAID_LABELS.false }}
      tones={{ paid: 'success', not_paid: 'warning' }}
    />
  );
}
