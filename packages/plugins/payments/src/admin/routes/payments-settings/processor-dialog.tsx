import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { FormCheckbox, FormSwitch, useToast, useZodForm, useFormSave } from '@storeroom/core';
import { Badge, Button, Dialog, Field, FormErrors, Input, Stack } from '@storeroom/ui';
import {
  PAYMENTS_MESSAGES,
  PAYMENTS_PROCESSING_PATH,
  PROCESSOR_DEFINITIONS,
  processorPatchSchemas,
  secretSetKey,
} from '../../../contract';
import type { PaymentProcessorId, ProcessorState } from '../../../contract';
import { useSavePaymentSettings } from '../../data';

type Values = Record<string, Record<string, string | boolean>>;

export interface ProcessorDialogProps {
  processor: ProcessorState | null;
  onOpenChange: (open: boolean) => void;
  readOnly?: boolean;
}

/**
 * A processor's settings (spec 2 §3): enabled, default and its own fields. Secret fields are
 * never shown: an empty one keeps the stored value. Stripe is connected through its connect
 * flow (the sandbox stands in for it here), not typed in.
 */
export function ProcessorDialog({ processor, onOpenChange, readOnly = false }: ProcessorDialogProps) {
  const label = processor ? PROCESSOR_DEFINITIONS[processor.processor].label : '';
  return (
    <Dialog.Root open={processor !== null} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={`${label} settings`}
        footer={
          <>
            <Dialog.Close asChild>
              <Button>{readOnly ? 'Close' : 'Cancel'}</Button>
            </Dialog.Close>
            {readOnly ? null : (
              <Button type="submit" form="processor-form" variant="primary">
                Save
              </Button>
            )}
          </>
        }
      >
        {processor ? (
          <ProcessorForm processor={processor} readOnly={readOnly} onDone={() => onOpenChange(false)} />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function valuesOf(p: ProcessorState): Values {
  const own: Record<string, string | boolean> = { enabled: p.enabled, default: p.default };
  for (const field of PROCESSOR_DEFINITIONS[p.processor].fields)
    own[field.name] = field.secret ? '' : String(p.settings[field.name] ?? '');
  return { [p.processor]: own };
}

function ProcessorForm({
  processor,
  readOnly,
  onDone,
}: {
  processor: ProcessorState;
  readOnly: boolean;
  onDone: () => void;
}) {
  const id: PaymentProcessorId = processor.processor;
  const definition = PROCESSOR_DEFINITIONS[id];
  const save = useSavePaymentSettings();
  const toast = useToast();
  const schema = z.object({ [id]: processorPatchSchemas[id].unwrap() }) as unknown as z.ZodType<
    Values,
    Values
  >;
  const form = useZodForm(schema, { defaultValues: valuesOf(processor) });
  const formSave = useFormSave(form);
  const errors = form.formState.errors as Record<string, Record<string, { message?: string }> | undefined>;
  const errorOf = (name: string) => errors[id]?.[name]?.message;

  const submit = formSave.submit(async (values) => {
    const own = { ...values[id] };
    // A connect processor's code comes from its connect flow only.
    if (definition.connect) delete own.code;
    await save.mutateAsync({ [id]: own });
    toast.success(PAYMENTS_MESSAGES.saved);
    onDone();
  });

  return (
    <form
      id="processor-form"
      aria-label={`${definition.label} settings`}
      noValidate
      onSubmit={(e) => void submit(e)}
    >
      <Stack gap={3}>
        {id === 'sandbox' ? (
          <p>
            <Badge tone="warning">Sandbox</Badge> {PAYMENTS_MESSAGES.sandbox}
          </p>
        ) : null}
        <FormSwitch control={form.control} name={`${id}.enabled`} label="Enabled" disabled={readOnly} />
        <Field label="Default processor" error={errorOf('default')}>
          <FormCheckbox
            control={form.control}
            name={`${id}.default`}
            label="Charge cards with this processor"
            disabled={readOnly}
          />
        </Field>
        {definition.connect ? (
          <p>
            <Badge tone={processor.settings[secretSetKey('code')] ? 'success' : 'neutral'}>
              {processor.settings[secretSetKey('code')]
                ? PAYMENTS_MESSAGES.connected
                : PAYMENTS_MESSAGES.notConnected}
            </Badge>{' '}
            {readOnly ? null : (
              // The connect flow returns to the processing screen with `?code=`; the sandbox
              // stands in for the provider's page and returns at once.
              <RouterLink to={`${PAYMENTS_PROCESSING_PATH}?processor=${id}&code=sandbox_connect`}>
                Connect {definition.label} (sandbox)
              </RouterLink>
            )}
          </p>
        ) : null}
        {errorOf('code') ? <FormErrors messages={[errorOf('code')!]} /> : null}
        {definition.fields
          .filter((field) => !(definition.connect && field.name === 'code'))
          .map((field) => {
            const isSet = field.secret && processor.settings[secretSetKey(field.name)] === true;
            return (
              <Field
                key={field.name}
                label={field.label}
                required={field.required}
                hint={field.secret ? (isSet ? 'Saved. Leave empty to keep it.' : 'Not set.') : undefined}
                error={errorOf(field.name)}
              >
                <Input
                  {...form.register(`${id}.${field.name}`)}
                  type={field.secret ? 'password' : field.type === 'email' ? 'email' : 'text'}
                  autoComplete={field.secret ? 'new-password' : 'off'}
                  readOnly={readOnly}
                />
              </Field>
            );
          })}
        <FormErrors messages={formSave.errors} />
      </Stack>
    </form>
  );
}
