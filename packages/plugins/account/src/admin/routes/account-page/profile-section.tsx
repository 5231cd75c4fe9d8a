import { useState } from 'react';
import { applyServerErrors, useToast, useZodForm } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import type { Account, AccountUpdate } from '@storeroom/core/client';
import { Button, Card, Field, FormErrors, Inline, Input, Stack } from '@storeroom/ui';
import { ACCOUNT_MESSAGES } from '../../../contract';
import { profileFormSchema } from '../../forms';
import type { ProfileFormValues } from '../../forms';
import { useAccountUpdates } from '../../data';

function initial(account: Account): ProfileFormValues {
  return {
    full_name: account.profile.full_name,
    email: account.profile.email,
    address: account.profile.address ?? '',
    phone: account.profile.phone ?? '',
    old_password: '',
    password: '',
    password_confirm: '',
  };
}

/** The server names profile fields `profile.email`; the form names them `email`. */
function withoutProfilePrefix(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.errors) return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([key, messages]) => [key.replace(/^profile\./, ''), messages]),
  );
  return new ApiError(error.status, error.message, errors, error.body);
}

/**
 * Profile edit (spec 1 §2): name, address, email, phone and the password; a new password or
 * e-mail is sent with the old password.
 */
export function ProfileSection({ account }: { account: Account }) {
  const toast = useToast();
  const { profile } = useAccountUpdates();
  const form = useZodForm(profileFormSchema, { defaultValues: initial(account) });
  const { errors } = form.formState;
  const [general, setGeneral] = useState<string[]>([]);

  const submit = form.handleSubmit(
    async (v) => {
      setGeneral([]);
      const changesPassword = v.password !== '';
      const changesEmail = v.email.toLowerCase() !== account.profile.email.toLowerCase();
      const body: AccountUpdate = {
        profile: {
          full_name: v.full_name,
          email: v.email,
          address: v.address || null,
          phone: v.phone || null,
          ...(changesPassword ? { password: v.password } : {}),
          // A new password or sign-in e-mail needs the current password (issue 17).
          ...(changesPassword || changesEmail ? { old_password: v.old_password } : {}),
        },
      };
      try {
        await profile.mutateAsync(body);
        if (changesPassword) toast.success(ACCOUNT_MESSAGES.passwordChanged);
        if (changesEmail) toast.success(ACCOUNT_MESSAGES.emailChanged);
        if (!changesPassword && !changesEmail) toast.success(ACCOUNT_MESSAGES.profileSaved);
        form.reset({ ...form.getValues(), old_password: '', password: '', password_confirm: '' });
      } catch (error) {
        // The input stays for another try (spec 1 §8).
        setGeneral(applyServerErrors(form, withoutProfilePrefix(error)));
        toast.error(ACCOUNT_MESSAGES.saveFailed);
      }
    },
    (invalid) =>
      // Spec 1 §5: a confirmation mismatch says so; other errors get the generic message.
      toast.error(
        invalid.password_confirm?.message === ACCOUNT_MESSAGES.passwordsDontMatch
          ? ACCOUNT_MESSAGES.passwordsDontMatch
          : ACCOUNT_MESSAGES.correctErrors,
      ),
  );

  return (
    <Card title="Profile">
      <form onSubmit={submit} noValidate aria-label="Profile">
        <Stack>
          <FormErrors messages={general} />
          <Field label="Full name" error={errors.full_name?.message} required>
            <Input {...form.register('full_name')} autoComplete="name" />
          </Field>
          <Field label="Email" error={errors.email?.message} required>
            <Input type="email" {...form.register('email')} autoComplete="email" />
          </Field>
          <Field label="Address" error={errors.address?.message}>
            <Input {...form.register('address')} autoComplete="street-address" />
          </Field>
          <Field label="Phone" error={errors.phone?.message}>
            <Input {...form.register('phone')} autoComplete="tel" />
          </Field>
          <Stack as="fieldset">
            <legend>Change password</legend>
            <Field label="Old password" error={errors.old_password?.message}>
              <Input type="password" {...form.register('old_password')} autoComplete="current-password" />
            </Field>
            <Field label="New password" error={errors.password?.message}>
              <Input type="password" {...form.register('password')} autoComplete="new-password" />
            </Field>
            <Field label="Confirm new password" error={errors.password_confirm?.message}>
              <Input type="password" {...form.register('password_confirm')} autoComplete="new-password" />
            </Field>
          </Stack>
          <Inline>
            <Button type="submit" variant="primary" loading={profile.isPending}>
              Save profile
            </Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
