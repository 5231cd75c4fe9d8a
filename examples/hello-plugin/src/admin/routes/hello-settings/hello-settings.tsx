import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { applyServerErrors, can, useApi, usePrincipal, useToast, useZodForm } from '@storeroom/core';
import { Button, Card, Field, FormErrors, Input, Skeleton } from '@storeroom/ui';
import { HELLO_SUBJECT } from '../../../access';
import { HELLO_SETTINGS_MESSAGES, helloSettingsSchema } from '../../../schema';
import type { HelloSettings } from '../../../schema';
import { helloSettingsApiRef } from '../../api';

const settingsKey = ['plugin.hello', 'settings'] as const;

function SettingsForm({ initial, readOnly }: { initial: HelloSettings; readOnly: boolean }) {
  const api = useApi(helloSettingsApiRef);
  const queryClient = useQueryClient();
  const toast = useToast();
  const [other, setOther] = useState<string[]>([]);
  const form = useZodForm(helloSettingsSchema, { defaultValues: initial });
  const save = useMutation({
    mutationFn: (values: HelloSettings) => api.save(values),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      form.reset(saved);
      toast.success(HELLO_SETTINGS_MESSAGES.saved);
    },
    onError: (error) => setOther(applyServerErrors(form, error)),
  });
  useEffect(() => form.reset(initial), [form, initial]);
  return (
    <form
      aria-label="Hello settings"
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
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
  const api = useApi(helloSettingsApiRef);
  const principal = usePrincipal();
  const settings = useQuery({ queryKey: settingsKey, queryFn: () => api.get() });
  const readOnly = !(principal && can(principal, HELLO_SUBJECT, 'update'));
  return (
    <Card title="Hello settings">
      {settings.isPending ? (
        <Skeleton />
      ) : settings.isError ? (
        <p role="alert">{settings.error.message}</p>
      ) : (
        <SettingsForm initial={settings.data} readOnly={readOnly} />
      )}
    </Card>
  );
}
