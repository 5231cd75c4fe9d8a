import { useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessages, fieldErrors, useToast } from '@storeroom/core';
import type { Account, AccountUpdate } from '@storeroom/core/client';
import { Button, Card, Field, FormErrors, Input } from '@storeroom/ui';
import { ACCOUNT_MESSAGES } from '../../../contract';
import { profileFormSchema } from '../../forms';
import type { ProfileFormValues } from '../../forms';
import { useAccountUpdates } from '../../data';
import { styles } from '../../styles';

type Errors = Partial<Record<keyof ProfileFormValues, string>>;

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

/** Profile edit (spec 1 §2): name, address, email, phone and the password with the old one. */
export function ProfileSection({ account }: { account: Account }) {
  const toast = useToast();
  const { profile } = useAccountUpdates();
  const [values, setValues] = useState<ProfileFormValues>(() => initial(account));
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string[]>([]);

  const set = (key: keyof ProfileFormValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setGeneral([]);
    const parsed = profileFormSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof ProfileFormValues;
        next[key] ??= issue.message;
      }
      setErrors(next);
      // Spec 1 §5: a confirmation mismatch says so; other errors get the generic message.
      toast.error(
        next.password_confirm === ACCOUNT_MESSAGES.passwordsDontMatch
          ? ACCOUNT_MESSAGES.passwordsDontMatch
          : ACCOUNT_MESSAGES.correctErrors,
      );
      return;
    }
    setErrors({});
    const v = parsed.data;
    const changesPassword = v.password !== '';
    const changesEmail = v.email.toLowerCase() !== account.profile.email.toLowerCase();
    const body: AccountUpdate = {
      profile: {
        full_name: v.full_name,
        email: v.email,
        address: v.address || null,
        phone: v.phone || null,
        ...(changesPassword ? { password: v.password, old_password: v.old_password } : {}),
      },
    };
    try {
      await profile.mutateAsync(body);
      if (changesPassword) toast.success(ACCOUNT_MESSAGES.passwordChanged);
      if (changesEmail) toast.success(ACCOUNT_MESSAGES.emailChanged);
      if (!changesPassword && !changesEmail) toast.success(ACCOUNT_MESSAGES.profileSaved);
      setValues((current) => ({ ...current, old_password: '', password: '', password_confirm: '' }));
    } catch (error) {
      const fields = fieldErrors(error);
      const next: Errors = {};
      const rest: string[] = [];
      for (const [key, messages] of Object.entries(fields)) {
        const name = key.replace(/^profile\./, '') as keyof ProfileFormValues;
        if (name in values) next[name] = messages[0];
        else rest.push(...messages);
      }
      setErrors(next);
      if (Object.keys(fields).length === 0) setGeneral(errorMessages(error));
      else setGeneral(rest);
      toast.error(ACCOUNT_MESSAGES.saveFailed);
    }
  }

  return (
    <Card title="Profile" aria-label="Profile">
      <form onSubmit={submit} noValidate aria-label="Profile" style={styles.form}>
        <FormErrors messages={general} />
        <Field label="Full name" error={errors.full_name} required>
          <Input value={values.full_name} onChange={set('full_name')} autoComplete="name" />
        </Field>
        <Field label="Email" error={errors.email} required>
          <Input type="email" value={values.email} onChange={set('email')} autoComplete="email" />
        </Field>
        <Field label="Address" error={errors.address}>
          <Input value={values.address} onChange={set('address')} autoComplete="street-address" />
        </Field>
        <Field label="Phone" error={errors.phone}>
          <Input value={values.phone} onChange={set('phone')} autoComplete="tel" />
        </Field>
        <fieldset style={styles.fieldset}>
          <legend>Change password</legend>
          <Field label="Old password" error={errors.old_password}>
            <Input
              type="password"
              value={values.old_password}
              onChange={set('old_password')}
              autoComplete="current-password"
            />
          </Field>
          <Field label="New password" error={errors.password}>
            <Input
              type="password"
              value={values.password}
              onChange={set('password')}
              autoComplete="new-password"
            />
          </Field>
          <Field label="Confirm new password" error={errors.password_confirm}>
            <Input
              type="password"
              value={values.password_confirm}
              onChange={set('password_confirm')}
              autoComplete="new-password"
            />
          </Field>
        </fieldset>
        <div style={styles.row}>
          <Button type="submit" variant="primary" loading={profile.isPending}>
            Save profile
          </Button>
        </div>
      </form>
    </Card>
  );
}
