import { useState } from 'react';
import { errorMessages, useToast } from '@storeroom/core';
import { Button, Dialog, Field, Input } from '@storeroom/ui';
import { CHECKOUT_MESSAGES, checkoutSettingsUpdateSchema } from '../../../contract';
import { useSaveCheckoutSettings } from '../../data';

export interface GoogleKeyDialogProps {
  value: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const keySchema = checkoutSettingsUpdateSchema.shape.google_autocomplete_key.unwrap();

/**
 * The "Google autocomplete key" modal (spec 3 §2): the key the checkout's address autocomplete
 * uses, saved on its own (PATCH with only the key). An empty key turns autocomplete off.
 */
export function GoogleKeyDialog({ value, open, onOpenChange }: GoogleKeyDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title="Google autocomplete key"
        description="The checkout suggests addresses with Google Places while a key is set."
        footer={
          <>
            <Dialog.Close asChild>
              <Button>Cancel</Button>
            </Dialog.Close>
            <Button type="submit" form="google-key-form" variant="primary">
              Save key
            </Button>
          </>
        }
      >
        {open ? <KeyForm value={value} onDone={() => onOpenChange(false)} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function KeyForm({ value, onDone }: { value: string; onDone: () => void }) {
  const [key, setKey] = useState(value);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveCheckoutSettings();
  const toast = useToast();
  const submit = async () => {
    const parsed = keySchema.safeParse(key);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await save.mutateAsync({ google_autocomplete_key: parsed.data });
      toast.success(CHECKOUT_MESSAGES.keySaved);
      onDone();
    } catch (failure) {
      // The typed key stays; the server's message shows under it.
      setError(errorMessages(failure).join(' '));
    }
  };
  return (
    <form
      id="google-key-form"
      aria-label="Google autocomplete key"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label="API key" hint="Leave it empty to turn address autocomplete off." error={error}>
        <Input value={key} autoComplete="off" spellCheck={false} onChange={(e) => setKey(e.target.value)} />
      </Field>
    </form>
  );
}
