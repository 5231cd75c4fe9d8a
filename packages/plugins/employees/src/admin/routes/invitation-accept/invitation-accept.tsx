import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LOGIN_PATH, useZodForm, useFormSave } from '@storeroom/core';
import { Button, Field, FormErrors, Input, Skeleton, Stack } from '@storeroom/ui';
import { INVITATION_MESSAGES } from '../../../contract';
import { usePublicInvitation } from '../../data';
import { invitationFormSchema } from '../../forms';

/**
 * `/admin/user/invitation?token=` (public, issue 18 item 15): the page an invitation e-mail
 * links to. It says whom the link invites to which store, and the employee sets their
 * password; an expired, used, revoked or unknown link is refused with the server's reason.
 */
export function InvitationAcceptPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { check, accept } = usePublicInvitation(token);
  const [done, setDone] = useState(false);
  const form = useZodForm(invitationFormSchema, { defaultValues: { password: '', confirm: '' } });
  const formSave = useFormSave(form);
  const { errors, isSubmitting } = form.formState;

  const submit = formSave.submit(async (values) => {
    await accept.mutateAsync(values.password);
    setDone(true);
  });

  let content;
  if (token === '' || check.isError) {
    content = (
      <p className="sr-form-error" role="alert">
        {token === '' ? INVITATION_MESSAGES.invalid : check.error!.message}
      </p>
    );
  } else if (check.isPending) {
    content = <Skeleton lines={3} />;
  } else if (done) {
    content = (
      <Stack gap={3}>
        <p role="status">{INVITATION_MESSAGES.accepted}</p>
        <RouterLink to={LOGIN_PATH} className="sr-button" data-variant="primary">
          Log in
        </RouterLink>
      </Stack>
    );
  } else {
    content = (
      <form onSubmit={submit} noValidate aria-label="Set your password">
        <Stack gap={3}>
          <p>{`${check.data.full_name}, you are invited to ${check.data.store}. Set a password to sign in as ${check.data.email}.`}</p>
          <Field label="Password" required error={errors.password?.message}>
            <Input type="password" autoComplete="new-password" {...form.register('password')} />
          </Field>
          <Field label="Confirm password" required error={errors.confirm?.message}>
            <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
          </Field>
          <FormErrors messages={formSave.errors} />
          <Button type="submit" variant="primary" loading={isSubmitting}>
            Set password
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <main className="sr-login">
      <div className="sr-login-card">
        <h1>Accept your invitation</h1>
        {content}
        {done ? null : (
          <p>
            <RouterLink to={LOGIN_PATH} className="sr-link">
              Back to log in
            </RouterLink>
          </p>
        )}
      </div>
    </main>
  );
}
