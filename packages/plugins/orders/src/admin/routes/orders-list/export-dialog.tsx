import { useState } from 'react';
import { errorMessages, JobProgress, useJob } from '@storeroom/core';
import type { SearchFilter } from '@storeroom/core/client';
import { Button, Dialog, Field, FormErrors, Select } from '@storeroom/ui';
import { ORDERS_MESSAGES } from '../../../contract';
import type { OrdersExportResult } from '../../../contract';
import { useCsvTemplates, useOrdersClient } from '../../data';

export interface ExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list's current filter: the export takes the orders it matches (spec 2 §7). */
  filter: SearchFilter;
  /** The selected orders instead of the filter (spec 2 §7: template_id plus order_ids). */
  orderIds?: readonly number[];
}

/**
 * Export orders as CSV through a CSV template (spec 2 §7 `POST /orders/exportcsv`): the export
 * runs as a job on the server; the dialog shows its real progress (orders written of all) and,
 * once done, a link to download the CSV (also mailed: 'Report will be sent to your email').
 */
export function ExportDialog({ open, onOpenChange, filter, orderIds }: ExportDialogProps) {
  const client = useOrdersClient();
  const templates = useCsvTemplates(open);
  const [template, setTemplate] = useState('');
  const [starting, setStarting] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  // Kept current by the live channel's job events (polled while it is down).
  const job = useJob<OrdersExportResult>(jobId);

  const run = async () => {
    setErrors([]);
    if (!template) {
      setErrors(['Select a CSV template.']);
      return;
    }
    setStarting(true);
    try {
      const answer = await client.exportCsv({
        body: orderIds
          ? { template_id: Number(template), order_ids: [...orderIds] }
          : { template_id: Number(template), filter },
      });
      setJobId(answer.id);
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setStarting(false);
    }
  };

  const result = job.data?.state === 'completed' ? job.data.result : null;
  const options = (templates.data ?? []).map((t) => ({ value: String(t.id), label: t.title }));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title="Export orders"
        description={
          orderIds
            ? `${orderIds.length} selected ${orderIds.length === 1 ? 'order' : 'orders'}`
            : 'The orders the list shows (its filter)'
        }
        footer={
          <>
            <Dialog.Close asChild>
              <Button variant="ghost">{result ? 'Close' : 'Cancel'}</Button>
            </Dialog.Close>
            {jobId === null ? (
              <Button variant="primary" loading={starting} onClick={() => void run()}>
                Export
              </Button>
            ) : null}
          </>
        }
      >
        {templates.isError ? <p role="alert">{ORDERS_MESSAGES.templatesUnavailable}</p> : null}
        {templates.data && templates.data.length === 0 ? (
          <p>No CSV templates yet. Create one under CSV templates first.</p>
        ) : null}
        <Field label="CSV template" required>
          <Select
            placeholder="Select a template"
            options={options}
            value={template}
            onValueChange={setTemplate}
            disabled={jobId !== null}
          />
        </Field>
        {jobId !== null ? (
          <JobProgress
            label="Exporting orders"
            job={job.data}
            error={job.error}
            action={
              result ? (
                <>
                  <a href={result.url} download={result.filename}>
                    {`Download ${result.filename}`}
                  </a>
                  <p>{`${result.rows} ${result.rows === 1 ? 'order' : 'orders'} exported.`}</p>
                  {result.emailed ? <p>{ORDERS_MESSAGES.reportEmailed}</p> : null}
                </>
              ) : null
            }
          />
        ) : null}
        <FormErrors messages={errors} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
