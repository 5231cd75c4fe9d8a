import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useToast, useZodForm, useFormSave } from '@storeroom/core';
import { Button, Dialog, Field, FormErrors, Input, PhoneInput, TagInput, Textarea } from '@storeroom/ui';
import { CUSTOMERS_MESSAGES, customerInputSchema } from '../../../contract';
import { customers } from '../../data';
import { phoneBoxHolds } from '../../phone-box';

const EMPTY = { email: '', full_name: '', phone: '', notes: '', tags: [] as string[], addresses: [] };

export interface NewCustomerDialogProps {
  /** Open at first (stories). */
  defaultOpen?: boolean;
}

/**
 * "New customer" (spec 1 §7 Customers: create): email (lower-cased, one customer per email),
 * name, phone, tags and notes; addresses are added on the profile it opens afterwards.
 */
export function NewCustomerDialog({ defaultOpen = false }: NewCustomerDialogProps) {
  const create = customers.useCreate();
  const toast = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(defaultOpen);
  const form = useZodForm(customerInputSchema, { defaultValues: EMPTY });
  const formSave = useFormSave(form);
  const { errors } = form.formState;

  const phoneBox = useRef<HTMLInputElement>(null);
  const send = formSave.submit(async (values) => {
    const customer = await create.mutateAsync(values);
    toast.success(CUSTOMERS_MESSAGES.created);
    setOpen(false);
    form.reset(EMPTY);
    void navigate(`/admin/customers/${customer.id}`);
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // A number the phone box did not accept is refused, not dropped (spec 3 §5).
    if (!phoneBoxHolds(phoneBox.current, form.getValues('phone') ?? '')) {
      event.preventDefault();
      form.setError('phone', { message: CUSTOMERS_MESSAGES.phoneInvalid });
      return;
    }
    void send(event);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) formSave.clear();
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="primary">New customer</Button>
      </Dialog.Trigger>
      <Dialog.Content
        title="New customer"
        footer={
          <>
            <Dialog.Close asChild>
              <Button>Cancel</Button>
            </Dialog.Close>
            <Button type="submit" form="new-customer-form" variant="primary" loading={create.isPending}>
              Create customer
            </Button>
          </>
        }
      >
        <form id="new-customer-form" onSubmit={submit} noValidate aria-label="New customer">
          <Field label="Email" required error={errors.email?.message}>
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </Field>
          <Field label="Full name" error={errors.full_name?.message}>
            <Input {...form.register('full_name')} />
          </Field>
          <Field label="Phone" error={errors.phone?.message}>
            <PhoneInput
              ref={phoneBox}
              value={form.watch('phone') ?? ''}
              invalidMessage={CUSTOMERS_MESSAGES.phoneInvalid}
              onValueChange={(phone) => {
                form.setValue('phone', phone, { shouldDirty: true });
                form.clearErrors('phone');
              }}
            />
          </Field>
          <Field label="Tags" error={errors.tags?.message}>
            <TagInput
              value={form.watch('tags') ?? []}
              onValueChange={(tags) => form.setValue('tags', tags, { shouldDirty: true })}
            />
          </Field>
          <Field label="Notes" error={errors.notes?.message}>
            <Textarea rows={3} {...form.register('notes')} />
          </Field>
          <FormErrors messages={formSave.errors} />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
