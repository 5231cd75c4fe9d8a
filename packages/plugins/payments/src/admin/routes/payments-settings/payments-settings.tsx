import { useState } from 'react';
import type { z } from 'zod';
import {
  FormCheckboxGroup,
  FormSelect,
  useToast,
  useZodForm,
  QueryState,
  useRights,
  useFormSave,
} from '@storeroom/core';
import { Badge, Button, Card, EmptyState, Field, FormErrors, Page, Stack } from '@storeroom/ui';
import {
  PAYMENTS_MESSAGES,
  PAYMENTS_SUBJECT,
  PAYMENT_CURRENCIES,
  paymentSettingsSchema,
} from '../../../contract';
import type { PaymentSettings, ProcessorState } from '../../../contract';
import { usePaymentSettings, useSavePaymentSettings } from '../../data';
import { ProcessorDialog } from './processor-dialog';
import { ProcessorsListDialog } from './processors-list-dialog';
import { ProcessorsTable } from './processors-table';

/**
 * `/admin/payment` and `/admin/payment/index` (spec 2 §2, §3 "Payment settings per processor"):
 * the enabled processors with the default one, "Add payment processor" (the processors list
 * modal) and each processor's settings modal; the accepted currencies and the default
 * currency. Limited settings access reads everything and changes nothing; the server refuses
 * the writes too.
 */
export function PaymentsSettingsPage() {
  const settings = usePaymentSettings();
  return (
    <Page title="Payments" description="The card processors your store takes payments with." width="narrow">
      <QueryState
        query={settings}
        loading="Loading payment settings"
        failed="Could not load the payment settings"
        retry
      >
        {(data) => <PaymentsSettings settings={data} />}
      </QueryState>
    </Page>
  );
}

function PaymentsSettings({ settings }: { settings: PaymentSettings }) {
  const { canEdit } = useRights(PAYMENTS_SUBJECT);
  const [listOpen, setListOpen] = useState(false);
  const [editing, setEditing] = useState<ProcessorState | null>(null);
  const enabled = settings.processors.filter((p) => p.enabled);
  return (
    <Stack gap={4}>
      <Card
        title="Payment processors"
        actions={
          canEdit ? (
            <Button variant="primary" onClick={() => setListOpen(true)}>
              Add payment processor
            </Button>
          ) : null
        }
      >
        {enabled.length === 0 ? (
          <EmptyState size="compact" title="No payment processor is enabled yet." />
        ) : (
          <ProcessorsTable
            caption="Enabled payment processors"
            processors={enabled}
            column={{
              header: 'Default',
              cell: (p) => (p.default ? <Badge tone="success">Default</Badge> : null),
            }}
            action={{ label: canEdit ? 'Edit' : 'View', onClick: setEditing }}
          />
        )}
      </Card>
      <CurrenciesCard settings={settings} readOnly={!canEdit} />
      <ProcessorsListDialog
        open={listOpen}
        onOpenChange={setListOpen}
        processors={settings.processors}
        onChoose={(p) => {
          setListOpen(false);
          setEditing(p);
        }}
      />
      <ProcessorDialog
        processor={editing}
        readOnly={!canEdit}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
      />
    </Stack>
  );
}

const currenciesSchema = paymentSettingsSchema.pick({ currencies: true, default_currency: true });
const CURRENCY_OPTIONS = PAYMENT_CURRENCIES.map((currency) => ({ value: currency, label: currency }));
type CurrencyValues = z.input<typeof currenciesSchema>;

/** spec 2 §3 "Currencies: USD, CAD, EUR, GBP, AUD, NZD; default_currency". */
function CurrenciesCard({ settings, readOnly }: { settings: PaymentSettings; readOnly: boolean }) {
  const save = useSavePaymentSettings();
  const toast = useToast();
  const form = useZodForm(currenciesSchema, {
    defaultValues: { currencies: settings.currencies, default_currency: settings.default_currency },
  });
  const formSave = useFormSave(form);
  const { errors } = form.formState;
  const submit = formSave.submit(async (values: CurrencyValues) => {
    const saved = await save.mutateAsync(values);
    form.reset({ currencies: saved.currencies, default_currency: saved.default_currency });
    toast.success(PAYMENTS_MESSAGES.saved);
  });
  return (
    <Card title="Currencies">
      <form aria-label="Currencies" noValidate onSubmit={(e) => void submit(e)}>
        <Stack gap={3}>
          <FormCheckboxGroup
            control={form.control}
            name="currencies"
            legend="Accepted currencies"
            options={CURRENCY_OPTIONS}
            disabled={readOnly}
            inline
            error={errors.currencies?.message}
          />
          <Field label="Default currency" error={errors.default_currency?.message}>
            <FormSelect
              control={form.control}
              name="default_currency"
              options={CURRENCY_OPTIONS}
              disabled={readOnly}
            />
          </Field>
          <FormErrors messages={formSave.errors} />
          {readOnly ? null : (
            <div>
              <Button type="submit" variant="primary" loading={save.isPending}>
                Save currencies
              </Button>
            </div>
          )}
        </Stack>
      </form>
    </Card>
  );
}
