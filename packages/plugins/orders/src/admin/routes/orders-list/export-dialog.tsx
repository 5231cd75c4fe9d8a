import { useEffect, useState } from 'react';
import { errorMessages, useToast } from '@storeroom/core';
import type { SearchFilter } from '@storeroom/core/client';
import { Button, Dialog, Field, FormErrors, Select } from '@storeroom/ui';
import {
  EXPORT_MIME,
  EXPORT_PROGRESS_INTERVAL_MS,
  EXPORT_PROGRESS_STEP,
  ORDERS_MESSAGES,
} from '../../../contract';
import { useCsvTemplates, useOrdersClient } from '../../data';

/** Progress shown while an export runs: +5 % a second, held at 95 % until the answer (spec 1 §9). */
export function useExportProgress(running: boolean) {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(
      () => setProgress((p) => Math.min(95, p + EXPORT_PROGRESS_STEP)),
      EXPORT_PROGRESS_INTERVAL_MS,
    );
    return () => {
      clearInterval(timer);
      setProgress(0);
    };
  }, [running]);
  return progress;
}

function download(filename: string, csv: string) {
  const blob = new Blob([csv], { type: EXPORT_MIME });
  if (typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(url);
}

export interface ExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list's current filter: the export takes the orders it matches (spec 2 §7). */
  filter: SearchFilter;
  /** The selected orders instead of the filter (spec 2 §7: template_id plus order_ids). */
  orderIds?: readonly number[];
}

/**
 * Export orders as CSV through a CSV template (spec 2 §7 `POST /orders/exportcsv`): small
 * exports download at once; large ones are mailed ('Report will be sent to your email').
 */
export function ExportDialog({ open, onOpenChange, filter, orderIds }: ExportDialogProps) {
  const client = useOrdersClient();
  const toast = useToast();
  const templates = useCsvTemplates(open);
  const [template, setTemplate] = useState('');
  const [running, setRunning] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const progress = useExportProgress(running);

  const run = async () => {
    setErrors([]);
    if (!template) {
      setErrors(['Select a CSV template.']);
      return;
    }
    setRunning(true);
    try {
      const answer = await client.exportCsv({
        body: orderIds
          ? { template_id: Number(template), order_ids: [...orderIds] }
          : { template_id: Number(template), filter },
      });
      if (answer.emailed) toast.success(answer.message ?? ORDERS_MESSAGES.reportEmailed);
      else if (answer.csv !== undefined) download(answer.filename, answer.csv);
      onOpenChange(false);
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setRunning(false);
    }
  };

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
              <Button variant="ghost">Cancel</Button>
            </Dialog.Close>
            <Button variant="primary" loading={running} onClick={() => void run()}>
              Export
            </Button>
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
          />
        </Field>
        {running ? (
          <div style={{ marginTop: 12 }}>
            <progress aria-label="Export progress" max={100} value={progress} style={{ width: '100%' }} />
            <span>{`${progress}%`}</span>
          </div>
        ) : null}
        <FormErrors messages={errors} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
