import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorMessages, fieldErrors, useAdmin, useConfirm, useToast } from '@storeroom/core';
import { Button, Dialog, EmptyState, Field, FormErrors, Input, RadioGroup, Spinner } from '@storeroom/ui';
import { ACCOUNT_MESSAGES } from '../../../contract';
import type { CancelReason } from '../../../contract';
import { useAccountUpdates, useCancelSettings } from '../../data';
import { styles } from '../../styles';

/**
 * The cancel flow (spec 1 §4): step 1 chooses an option; step 2 offers delete, pause (with
 * the store password) or keep. Keep goes to the cancel offer when the done-for-you setting
 * exists, else to /admin. Only the owner reaches it; the server refuses anyone else.
 */
export function CancelFlowDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const settings = useCancelSettings(open);
  const updates = useAccountUpdates();
  const { session } = useAdmin();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [general, setGeneral] = useState<string[]>([]);

  function close(next: boolean) {
    if (!next) {
      setStep(1);
      setReason('');
      setReasonError(undefined);
      setPassword('');
      setPasswordError(undefined);
      setGeneral([]);
    }
    onOpenChange(next);
  }

  function next() {
    if (!reason) {
      setReasonError(ACCOUNT_MESSAGES.reasonRequired);
      return;
    }
    setReasonError(undefined);
    setStep(2);
  }

  async function keep() {
    if (!reason) return;
    try {
      const { redirect_to } = await updates.keep.mutateAsync(reason);
      close(false);
      void navigate(redirect_to);
    } catch (error) {
      setGeneral(errorMessages(error));
    }
  }

  async function pause(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setPasswordError(ACCOUNT_MESSAGES.storePasswordRequired);
      return;
    }
    try {
      await updates.pause.mutateAsync(password);
      toast.success(ACCOUNT_MESSAGES.accountPaused);
      close(false);
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.fes_password) setPasswordError(fields.fes_password[0]);
      else setGeneral(errorMessages(error));
    }
  }

  async function remove() {
    const sure = await confirm({
      title: 'Delete account',
      message: 'Delete your account and all your stores? This cannot be undone.',
      confirmLabel: 'Delete account',
      danger: true,
    });
    if (!sure) return;
    try {
      await updates.remove.mutateAsync();
      toast.success(ACCOUNT_MESSAGES.accountDeleted);
      close(false);
      await session.logout();
    } catch (error) {
      setGeneral(errorMessages(error));
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Content
        title={step === 1 ? 'Why do you want to cancel?' : 'What would you like to do?'}
        description={
          step === 1 ? 'Step 1 of 2: choose an option.' : 'Step 2 of 2: delete, pause or keep your account.'
        }
        size="lg"
      >
        <FormErrors messages={general} />
        {settings.isPending ? (
          <div role="status" aria-label="Loading options">
            <Spinner />
          </div>
        ) : settings.isError ? (
          <EmptyState tone="error" title={ACCOUNT_MESSAGES.generic} />
        ) : step === 1 ? (
          <div style={styles.form}>
            <RadioGroup
              label="Reason"
              options={settings.data.reasons.map((r) => ({ value: r.id, label: r.label }))}
              value={reason}
              onValueChange={(value) => setReason(value as CancelReason)}
              error={reasonError}
            />
            <div style={styles.row}>
              <Button variant="primary" onClick={next}>
                Next
              </Button>
            </div>
          </div>
        ) : (
          <div style={styles.page}>
            <section aria-labelledby="cancel-keep">
              <h3 id="cancel-keep">Keep my account</h3>
              <p>Stay with us: nothing changes.</p>
              <Button variant="primary" onClick={keep} loading={updates.keep.isPending}>
                Keep my account
              </Button>
            </section>
            <section aria-labelledby="cancel-pause">
              <h3 id="cancel-pause">Pause my account</h3>
              <form onSubmit={pause} noValidate aria-label="Pause my account" style={styles.form}>
                <Field label="Store password" error={passwordError} required>
                  <Input
                    type="password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    autoComplete="current-password"
                  />
                </Field>
                <div style={styles.row}>
                  <Button type="submit" loading={updates.pause.isPending}>
                    Pause account
                  </Button>
                </div>
              </form>
            </section>
            <section aria-labelledby="cancel-delete">
              <h3 id="cancel-delete">Delete my account</h3>
              <Button variant="danger" onClick={remove} loading={updates.remove.isPending}>
                Delete account
              </Button>
            </section>
            <div style={styles.row}>
              <Button variant="ghost" onClick={() => setStep(1)}>
                Back
              </Button>
            </div>
          </div>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
