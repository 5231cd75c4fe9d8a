import { useCallback, useEffect, useState } from 'react';
import { applyServerErrors, useConfirm, useToast, useZodForm } from '@storeroom/core';
import type { GridPanelContext } from '@storeroom/core';
import type { AccessRule } from '@storeroom/core/access';
import {
  Button,
  Field,
  FieldError,
  FormErrors,
  Inline,
  Input,
  PhoneInput,
  Stack,
  Switch,
} from '@storeroom/ui';
import { EMPLOYEES_MESSAGES, INVITATION_MESSAGES } from '../../../contract';
import type { EmployeeInput, EmployeeItem } from '../../../contract';
import { AccessEditor } from '../../access-editor';
import { employees, useInvitationActions } from '../../data';
import { InvitationSection } from './invitation-section';
import { employeeFormSchema, newEmployeeValues, storedRules } from '../../forms';
import type { EmployeeFormValues } from '../../forms';

export interface EmployeeFormProps {
  panel: GridPanelContext<EmployeeItem>;
  /** Called after the employee was deleted (the list reloads). */
  onDeleted: () => void;
}

function valuesOf(item: EmployeeItem | undefined): EmployeeFormValues {
  if (!item) return newEmployeeValues();
  return {
    email: item.email,
    full_name: item.full_name,
    phone: item.phone ?? '',
    enabled: item.enabled,
    // Every stored rule, shown here or not: saving never erases another area's rule.
    access: storedRules(item.access),
    password: '',
  };
}

/**
 * The side panel's form (spec 2 §3 "Employee"): create (id 0; a password set here, or left
 * empty to invite by e-mail) or edit.
 * Server 422 errors land on their fields; a failed save keeps the input.
 */
export function EmployeeForm({ panel, onDeleted }: EmployeeFormProps) {
  const toast = useToast();
  const confirm = useConfirm();
  // Through the shared query cache, so the grid's lists refetch after the deletion.
  const removal = employees.useRemove();
  const { invite } = useInvitationActions();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [deleting, setDeleting] = useState(false);
  const form = useZodForm(employeeFormSchema, { defaultValues: valuesOf(panel.item) });
  const { errors, isDirty } = form.formState;
  const { setDirty } = panel;
  useEffect(() => setDirty(isDirty), [isDirty, setDirty]);

  const submit = form.handleSubmit(async (values) => {
    setOtherErrors([]);
    const body: EmployeeInput = {
      email: values.email,
      full_name: values.full_name,
      phone: values.phone === '' ? null : values.phone,
      enabled: values.enabled,
      access: values.access as AccessRule[],
      // A new employee gets a password here; an existing one a new password only when typed.
      ...(values.password !== '' ? { password: values.password } : {}),
    };
    const isNew = panel.isNew;
    let saved: EmployeeItem;
    try {
      saved = await panel.save(body);
      form.reset({ ...values, password: '' });
      toast.success(isNew ? EMPLOYEES_MESSAGES.created : EMPLOYEES_MESSAGES.updated);
    } catch (error) {
      setOtherErrors(applyServerErrors(form, error));
      return;
    }
    // A new employee without a password is invited by e-mail: they set their own (issue 18).
    if (isNew && values.password === '') {
      try {
        await invite.mutateAsync(saved.id);
        toast.success(INVITATION_MESSAGES.sent);
      } catch (error) {
        setOtherErrors(applyServerErrors(form, error));
      }
    }
  });

  const remove = async () => {
    if (!(await confirm(EMPLOYEES_MESSAGES.confirmDelete))) return;
    setDeleting(true);
    try {
      await removal.mutateAsync(panel.id);
      toast.success(EMPLOYEES_MESSAGES.deleted);
      setDirty(false);
      onDeleted();
    } catch (error) {
      setOtherErrors(applyServerErrors(form, error));
    } finally {
      setDeleting(false);
    }
  };

  const { setValue } = form;
  const phone = form.watch('phone');
  const enabled = form.watch('enabled');
  const access = form.watch('access') as AccessRule[];
  // Stable, with the same rules array until they change: the (memoised) access editor does
  // not re-render with every keystroke in another field.
  const setAccess = useCallback(
    (rules: AccessRule[]) => setValue('access', rules, { shouldDirty: true }),
    [setValue],
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Employee">
      <Stack gap={3}>
        <Field label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </Field>
        <Field label="Full name" required error={errors.full_name?.message}>
          <Input {...form.register('full_name')} />
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          <PhoneInput
            value={phone}
            onValueChange={(value) => form.setValue('phone', value, { shouldDirty: true })}
          />
        </Field>
        {panel.isNew ? null : <InvitationSection employeeId={panel.id as number} />}
        <Field
          label={panel.isNew ? 'Password' : 'New password'}
          hint={
            panel.isNew
              ? 'Leave empty to invite by e-mail: the employee sets their own password.'
              : 'Leave empty to keep the current password.'
          }
          error={errors.password?.message}
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
        <Switch
          label="Enabled"
          checked={enabled}
          onCheckedChange={(on) => form.setValue('enabled', on, { shouldDirty: true })}
        />
        <AccessEditor value={access} onChange={setAccess} />
        <FieldError>{errors.access?.message}</FieldError>
        <FormErrors messages={otherErrors} />
        <Inline>
          <Button type="submit" variant="primary" loading={panel.saving}>
            Save
          </Button>
          {panel.isNew ? null : (
            <Button type="button" variant="danger" loading={deleting} onClick={() => void remove()}>
              Delete employee
            </Button>
          )}
        </Inline>
      </Stack>
    </form>
  );
}
