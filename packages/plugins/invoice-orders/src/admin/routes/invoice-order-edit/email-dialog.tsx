import { useState } from 'react';
import { errorMessages, useToast } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import { Button, Dialog, EmailInput, Field, FormErrors, Textarea } from '@storeroom/ui';
import type { InvoiceOrderItem } from '../../../contract';
import { useInvoiceOrdersApi } from '../../data';

export interface EmailDialogProps {
  invoice: InvoiceOrderItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Invoice email" (spec 2 §2): sends the invoice; the email log records it. */
export function EmailDialog({ invoice, open, onOpenChange }: EmailDialogProps) {
  const api = useInvoiceOrdersApi();
  const toast = useToast();
  const [email, setEmail] = useState(invoice.email);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setError(undefined);
    setGeneral([]);
    setBusy(true);
    try {
      const result = await api.email({ params: { id: invoice.id }, body: { email, message } });
      toast.success(result.message);
      onOpenChange(false);
    } catch (e) {
      const first = e instanceof ApiError ? e.errors?.email?.[0] : undefined;
      if (first) setError(first);
      else setGeneral(errorMessages(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={`Email invoice #${invoice.id}`}
        footer={
          <>
            <Dialog.Close asChild>
              <Button>Cancel</Button>
            </Dialog.Close>
            <Button variant="primary" loading={busy} onClick={() => void send()}>
              Send invoice
            </Button>
          </>
        }
      >
        <Field label="Send to" required error={error}>
          <EmailInput value={email} onValueChange={setEmail} />
        </Field>
        <Field label="Message" hint="Optional, shown above the invoice.">
          <Textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={3} maxLength={5000} />
        </Field>
        <FormErrors messages={general} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
