import { useEffect, useState } from 'react';
import { z } from 'zod';
import { errorMessages, useFormSave, useZodForm } from '@storeroom/core';
import {
  STORE_SETTINGS_MESSAGES,
  STORE_TIME_ZONES,
  SUBDOMAIN_PATTERN,
  SUBDOMAIN_REDIRECT_MS,
} from '@storeroom/core/contract';
import { Button, Dialog, Field, FormErrors, Inline, Input, Select, Stack } from '@storeroom/ui';
import { DEFAULT_RENUMBER_START, GENERAL_SETTINGS_MESSAGES } from '../../../contract';

const M = STORE_SETTINGS_MESSAGES;

/** The picker's zones (spec 3 §9), plus the store's own when it is not one of them. */
export function timeZoneOptions(current: string) {
  const listed = STORE_TIME_ZONES.map((zone) => ({ value: zone.id, label: `${zone.label} (${zone.id})` }));
  return STORE_TIME_ZONES.some((zone) => zone.id === current)
    ? listed
    : [{ value: current, label: current }, ...listed];
}

/** A time zone as people read it: the list's name and the IANA id. */
export function timeZoneLabel(zone: string): string {
  const listed = STORE_TIME_ZONES.find((z) => z.id === zone);
  return listed ? `${listed.label} (${zone})` : zone;
}

export interface TimezoneDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  current: string;
  saving?: boolean;
  /** Saves; rejects with the server's error, which the dialog shows. */
  onSave(timezone: string): Promise<unknown>;
}

/** The edit-timezone modal (spec 3 §2): one of the 29 zones (spec 3 §9). */
export function TimezoneDialog({ open, onOpenChange, current, saving, onSave }: TimezoneDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title="Edit time zone"
        description="Dates in the admin and the statistics use the store’s time zone."
      >
        {/* Mounted with the dialog: each opening starts from the store's zone. */}
        <TimezoneForm current={current} saving={saving} onSave={onSave} onClose={() => onOpenChange(false)} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

function TimezoneForm({
  current,
  saving,
  onSave,
  onClose,
}: Pick<TimezoneDialogProps, 'current' | 'saving' | 'onSave'> & { onClose(): void }) {
  const [zone, setZone] = useState(current);
  const [errors, setErrors] = useState<string[]>([]);
  async function save() {
    try {
      await onSave(zone);
      onClose();
    } catch (error) {
      setErrors(errorMessages(error));
    }
  }
  return (
    <Stack>
      <FormErrors messages={errors} />
      <Field label="Time zone">
        <Select options={timeZoneOptions(current)} value={zone} onValueChange={setZone} />
      </Field>
      <Inline justify="end">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="primary" onClick={() => void save()} loading={saving}>
          Save time zone
        </Button>
      </Inline>
    </Stack>
  );
}

const subdomainFormSchema = z.object({
  subdomain: z.string().trim().toLowerCase().regex(SUBDOMAIN_PATTERN, M.subdomainInvalid),
  admin_password: z.string().min(1, M.passwordRequired),
});

export interface SubdomainDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  current: string;
  /** The platform domain the subdomain sits on (shown after the field). */
  domain: string;
  saving?: boolean;
  /** Saves; rejects with the server's error (its field messages land on the fields). */
  onSave(body: { subdomain: string; admin_password: string }): Promise<unknown>;
  /** Called once the notice has been shown for 5 s (spec 3 §4): sign out to the login. */
  onDone(): void;
  /** Starts on the notice (stories). */
  defaultChanged?: boolean;
}

/**
 * The edit-subdomain modal (spec 3 §2, §4, §5): the new subdomain and the password; once
 * changed it says so and, 5 seconds later, the admin signs out to the login (the admin's
 * address changed with the subdomain).
 */
export function SubdomainDialog({
  open,
  onOpenChange,
  current,
  domain,
  saving,
  onSave,
  onDone,
  defaultChanged = false,
}: SubdomainDialogProps) {
  const form = useZodForm(subdomainFormSchema, { defaultValues: { subdomain: current, admin_password: '' } });
  const formSave = useFormSave(form);
  const [changed, setChanged] = useState(defaultChanged);
  const { errors } = form.formState;

  useEffect(() => {
    if (!changed || defaultChanged) return;
    const timer = setTimeout(onDone, SUBDOMAIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [changed, defaultChanged, onDone]);

  function openChange(next: boolean) {
    // Once changed, the way on is the login: the notice stays until then.
    if (changed) return;
    if (!next) {
      form.reset({ subdomain: current, admin_password: '' });
      formSave.clear();
    }
    onOpenChange(next);
  }

  const submit = formSave.submit(
    async (values) => {
      await onSave(values);
      setChanged(true);
    },
    () => form.setValue('admin_password', ''),
  );

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Content
        title="Edit subdomain"
        description={`Your store’s address on ${domain}. Changing it signs you out.`}
        hideClose={changed}
      >
        {changed ? (
          <p role="status">{M.subdomainChanged}</p>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Edit subdomain">
            <Stack>
              <FormErrors messages={formSave.errors} />
              <Field
                label="Subdomain"
                hint={`Letters, digits and hyphens: https://subdomain.${domain}`}
                error={errors.subdomain?.message}
                required
              >
                <Input {...form.register('subdomain')} autoComplete="off" spellCheck={false} />
              </Field>
              <Field label="Your password" error={errors.admin_password?.message} required>
                <Input type="password" {...form.register('admin_password')} autoComplete="current-password" />
              </Field>
              <Inline justify="end">
                <Button variant="ghost" onClick={() => openChange(false)}>
                  Cancel
                </Button>
                <Button type="submit" variant="primary" loading={saving}>
                  Change subdomain
                </Button>
              </Inline>
            </Stack>
          </form>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

const deleteFormSchema = z.object({ admin_password: z.string().min(1, M.passwordRequired) });

export interface DeleteStoreDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  storeName: string;
  deleting?: boolean;
  /** Deletes; rejects with the server's error. */
  onDelete(password: string): Promise<unknown>;
}

/** The delete-store modal (spec 3 §2, §4): the owner's password confirms it. */
export function DeleteStoreDialog({
  open,
  onOpenChange,
  storeName,
  deleting,
  onDelete,
}: DeleteStoreDialogProps) {
  const form = useZodForm(deleteFormSchema, { defaultValues: { admin_password: '' } });
  const formSave = useFormSave(form);
  function openChange(next: boolean) {
    if (!next) {
      form.reset({ admin_password: '' });
      formSave.clear();
    }
    onOpenChange(next);
  }
  const submit = formSave.submit(
    async ({ admin_password }) => {
      await onDelete(admin_password);
    },
    () => form.setValue('admin_password', ''),
  );
  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Content title="Delete store" description={`Delete ${storeName}?`}>
        <form onSubmit={submit} noValidate aria-label="Delete store">
          <Stack>
            <p>{GENERAL_SETTINGS_MESSAGES.deleteStoreWarning}</p>
            <FormErrors messages={formSave.errors} />
            <Field label="Your password" error={form.formState.errors.admin_password?.message} required>
              <Input type="password" {...form.register('admin_password')} autoComplete="current-password" />
            </Field>
            <Inline justify="end">
              <Button variant="ghost" onClick={() => openChange(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="danger" loading={deleting}>
                Delete store
              </Button>
            </Inline>
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export interface RenumberDialogProps {
  open: boolean;
  /** The merchant's answer: a start number to renumber from, or `null` for no. */
  onAnswer(start: number | null): void;
  busy?: boolean;
}

/**
 * The order-number-format change confirmation (spec 3 §2, §4): renumber existing orders from
 * a start number (oldest first), or keep their numbers.
 */
export function RenumberDialog({ open, onAnswer, busy }: RenumberDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && onAnswer(null)}>
      <Dialog.Content title="Order number format" description={GENERAL_SETTINGS_MESSAGES.renumberQuestion}>
        {/* Mounted with the dialog: each question starts from the default start. */}
        <RenumberForm onAnswer={onAnswer} busy={busy} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

function RenumberForm({ onAnswer, busy }: Pick<RenumberDialogProps, 'onAnswer' | 'busy'>) {
  const [start, setStart] = useState(String(DEFAULT_RENUMBER_START));
  const [error, setError] = useState<string | undefined>();
  function yes() {
    const n = Number(start);
    if (!/^\d+$/.test(start.trim()) || n < 1 || n > 1_000_000_000) {
      setError(GENERAL_SETTINGS_MESSAGES.renumberStartInvalid);
      return;
    }
    onAnswer(n);
  }
  return (
    <Stack>
      <Field label="First order number" hint="Orders are numbered from here, oldest first." error={error}>
        <Input inputMode="numeric" value={start} onChange={(e) => setStart(e.target.value)} />
      </Field>
      <Inline justify="end">
        <Button variant="ghost" onClick={() => onAnswer(null)} disabled={busy}>
          No
        </Button>
        <Button variant="primary" onClick={yes} loading={busy}>
          Yes, renumber
        </Button>
      </Inline>
    </Stack>
  );
}
