import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import {
  errorMessages,
  useToast,
  useUnsavedChangesGuard,
  useZodForm,
  QueryState,
  useRights,
  useFormSave,
} from '@storeroom/core';
import {
  Button,
  Card,
  Field,
  FileUpload,
  FormErrors,
  Inline,
  NumberInput,
  Page,
  RadioGroup,
  Stack,
  Textarea,
} from '@storeroom/ui';
import {
  ABANDONED_TIMEOUT_MAX,
  ABANDONED_TIMEOUT_MIN,
  CHECKOUT_FIELDS,
  CHECKOUT_FIELD_LABELS,
  CHECKOUT_FIELD_STATES,
  CHECKOUT_FIELD_STATE_LABELS,
  CHECKOUT_MESSAGES,
  CHECKOUT_POLICIES,
  CHECKOUT_POLICY_LABELS,
  CHECKOUT_SUBJECT,
  checkoutSettingsUpdateSchema,
} from '../../../contract';
import type { CheckoutFieldState, CheckoutSettings } from '../../../contract';
import { useCheckoutSettings, useSaveCheckoutSettings, useUploadHeaderImage } from '../../data';
import { GoogleKeyDialog } from './google-key-dialog';

const STATE_OPTIONS = Object.values(CHECKOUT_FIELD_STATES).map((state) => ({
  value: String(state),
  label: CHECKOUT_FIELD_STATE_LABELS[state],
}));

type Values = z.input<typeof checkoutSettingsUpdateSchema>;

function valuesOf(settings: CheckoutSettings): Values {
  return {
    header: { image: settings.header.image },
    policies: { ...settings.policies },
    abandoned_timeout: settings.abandoned_timeout,
    fields: { ...settings.fields },
  };
}

/** A saved key, shown without giving it away: its last four characters. */
function maskedKey(key: string): string {
  return key ? `•••• ${key.slice(-4)}` : 'Not set';
}

/**
 * `/admin/settings/checkout` (spec 3 §2, §3 Checkout settings): the header image (uploaded
 * through core's files capability), the checkout fields (disabled, optional or required), the
 * abandoned-checkout timeout, the Google autocomplete key (its own modal) and the store
 * policies. Limited settings access reads everything and changes nothing; the server refuses
 * the writes too.
 */
export function CheckoutSettingsPage() {
  const settings = useCheckoutSettings();
  return (
    <Page title="Checkout" description="What buyers see and fill in at checkout." width="narrow">
      <QueryState
        query={settings}
        loading="Loading checkout settings"
        failed="Could not load the checkout settings"
      >
        {(data) => <CheckoutForm settings={data} />}
      </QueryState>
    </Page>
  );
}

function CheckoutForm({ settings }: { settings: CheckoutSettings }) {
  const { canEdit: editable } = useRights(CHECKOUT_SUBJECT);
  const save = useSaveCheckoutSettings();
  const upload = useUploadHeaderImage();
  const toast = useToast();
  const [keyOpen, setKeyOpen] = useState(false);
  const form = useZodForm(checkoutSettingsUpdateSchema, { defaultValues: valuesOf(settings) });
  const formSave = useFormSave(form);
  const { errors, isDirty } = form.formState;
  // Leaving with unsaved changes asks first (spec 3 §5).
  useUnsavedChangesGuard(isDirty && editable);
  const image = form.watch('header.image');

  const submit = formSave.submit(async (values) => {
    const saved = await save.mutateAsync(values);
    form.reset(valuesOf(saved));
    toast.success(CHECKOUT_MESSAGES.saved);
  });

  const uploadImage = async (files: File[]) => {
    const [file] = files;
    if (!file) return;
    try {
      const uploaded = await upload.mutateAsync(file);
      form.setValue('header.image', uploaded.path, { shouldDirty: true });
    } catch (error) {
      for (const message of errorMessages(error)) toast.error(message);
    }
  };

  return (
    <>
      <form aria-label="Checkout settings" noValidate onSubmit={(event) => void submit(event)}>
        <Stack>
          <Card title="Header image" description="The logo at the top of the checkout pages.">
            <Stack>
              {image ? <img src={image} alt="Checkout header logo" height={80} /> : <p>No header image.</p>}
              {errors.header?.image?.message ? <FormErrors messages={[errors.header.image.message]} /> : null}
              {editable ? (
                <Inline>
                  <FileUpload
                    label={image ? 'Replace image' : 'Upload image'}
                    accept="image/*"
                    maxFiles={1}
                    maxSize={10 * 1024 * 1024}
                    previews={false}
                    value={[]}
                    disabled={upload.isPending}
                    onValueChange={(files) => void uploadImage(files)}
                  />
                  {image ? (
                    <Button
                      variant="ghost"
                      onClick={() => form.setValue('header.image', null, { shouldDirty: true })}
                    >
                      Remove image
                    </Button>
                  ) : null}
                </Inline>
              ) : null}
            </Stack>
          </Card>

          <Card title="Checkout fields" description="Which address fields buyers fill in.">
            <Stack>
              {CHECKOUT_FIELDS.map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={`fields.${name}`}
                  render={({ field }) => (
                    <RadioGroup
                      ref={field.ref}
                      label={CHECKOUT_FIELD_LABELS[name]}
                      orientation="horizontal"
                      options={STATE_OPTIONS}
                      value={String(field.value)}
                      disabled={!editable}
                      error={errors.fields?.[name]?.message}
                      onValueChange={(value) => field.onChange(Number(value) as CheckoutFieldState)}
                    />
                  )}
                />
              ))}
            </Stack>
          </Card>

          <Card title="Abandoned checkouts">
            <Field
              label="Abandoned timeout"
              hint={`Minutes without activity before a checkout counts as abandoned (${ABANDONED_TIMEOUT_MIN} to ${ABANDONED_TIMEOUT_MAX}).`}
              error={errors.abandoned_timeout?.message}
            >
              <Controller
                control={form.control}
                name="abandoned_timeout"
                render={({ field }) => (
                  <NumberInput
                    ref={field.ref}
                    name={field.name}
                    decimals={0}
                    suffix="min"
                    value={field.value ?? null}
                    readOnly={!editable}
                    onValueChange={(value) => field.onChange(value ?? undefined)}
                  />
                )}
              />
            </Field>
          </Card>

          <Card
            title="Address autocomplete"
            description="Google Places suggests addresses while buyers type."
            actions={
              editable ? (
                <Button onClick={() => setKeyOpen(true)}>
                  {settings.google_autocomplete_key ? 'Change key' : 'Add key'}
                </Button>
              ) : undefined
            }
          >
            <p>
              Google autocomplete key: <strong>{maskedKey(settings.google_autocomplete_key)}</strong>
            </p>
          </Card>

          <Card title="Policies" description="Linked from the checkout pages; empty ones are not shown.">
            <Stack>
              {CHECKOUT_POLICIES.map((name) => (
                <Field
                  key={name}
                  label={CHECKOUT_POLICY_LABELS[name]}
                  error={errors.policies?.[name]?.message}
                >
                  <Textarea rows={4} readOnly={!editable} {...form.register(`policies.${name}`)} />
                </Field>
              ))}
            </Stack>
          </Card>

          <FormErrors messages={formSave.errors} />
          {editable ? (
            <Inline>
              <Button type="submit" variant="primary" loading={save.isPending} disabled={!isDirty}>
                Save
              </Button>
            </Inline>
          ) : null}
        </Stack>
      </form>
      <GoogleKeyDialog value={settings.google_autocomplete_key} open={keyOpen} onOpenChange={setKeyOpen} />
    </>
  );
}
