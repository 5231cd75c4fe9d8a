import { useState } from 'react';
import { applyServerErrors, can, usePrincipal, useToast, useZodForm } from '@storeroom/core';
import { Button, Field, FormErrors, Input, Page, Skeleton } from '@storeroom/ui';
import { HELLO_SETTINGS_MESSAGES, HELLO_SUBJECT, helloSettingsSchema } from '../../../contract';
import type { HelloSettings } from '../../../contract';
import { useHelloSettings, useSaveHelloSettings } from '../../data';

function SettingsForm({ initial, readOnly }: { initial: HelloSettings; readOnly: boolean }) {
  const toast = useToast();
  const save = useSaveHelloSettings();
  const [other, setOther] = useState<string[]>([]);
  const form = useZodForm(helloSettingsSchema, { defaultValues: initial });
  const submit = form.handleSubmit(async (values) => {
    setOther([]);
    try {
      form.reset(await save.mutateAsync(values));
      toast.success(HELLO_SETTINGS_MESSAGES.saved);
    } catch (error) {
      // Server errors land on the field; the input is kept.
      setOther(applyServerErrors(form, error));
    }
  });
  return (
    <form aria-label="Hello settings" noValidate onSubmit={(event) => void submit(event)}>
      <Field
        label="Greeting"
        required
        error={form.formState.errors.greeting?.message}
        hint="Shown on the dashboard."
      >
        <Input {...form.register('greeting')} readOnly={readOnly} />
      </Field>
      <FormErrors messages={other} />
      {readOnly ? null : (
        <Button type="submit" variant="primary" loading={save.isPending}>
          Save
        </Button>
      )}
    </form>
  );
}

/** `/admin/settings/hello` (added by hand): the greeting the dashboard widget shows. */
export function HelloSettingsPage() {
  const principal = usePrincipal();
  const settings = useHelloSettings();
  const readOnly = !(principal && can(principal, HELLO_SUBJECT, 'update'));
  return (
    <Page title="Hello settings" width="narrow">
      {settings.isPending ? (
        <Skeleton />
      ) : settings.isError ? (
        <p role="alert">{settings.error.message}</p>
      ) : (
        <SettingsForm initial={settings.data} readOnly={readOnly} />
      )}
    </Page>
  );
}
