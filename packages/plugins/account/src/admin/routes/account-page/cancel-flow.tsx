import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  applyServerErrors,
  errorMessages,
  useAdmin,
  useConfirm,
  useToast,
  useZodForm,
} from '@storeroom/core';
import { Button, Card, Dialog, Field, FormErrors, Inline, Input, RadioGroup, Stack } from '@storeroom/ui';
import { ACCOUNT_MESSAGES } from '../../../contract';
import type { CancelReason } from '../../../contract';
import { QueryContent } from '../../components/query-content';
import { useAccountUpdates, useCancelSettings } from '../../data';

/** Pausing asks for the store password (spec 1 §4), under the name the server checks. */
const pauseSchema = z.object({ fes_password: z.string().min(1, ACCOUNT_MESSAGES.storePasswordRequired) });

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
  const pauseForm = useZodForm(pauseSchema, { defaultValues: { fes_password: '' } });
  const [general, setGeneral] = useState<string[]>([]);

  function close(next: boolean) {
    if (!next) {
      setStep(1);
      setReason('');
      setReasonError(undefined);
      pauseForm.reset({ fes_password: '' });
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

  const pause = pauseForm.handleSubmit(async ({ fes_password }) => {
    try {
      await updates.pause.mutateAsync(fes_password);
      toast.success(ACCOUNT_MESSAGES.accountPaused);
      close(false);
    } catch (error) {
      setGeneral(applyServerErrors(pauseForm, error));
    }
  });

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
        <Stack>
          <FormErrors messages={general} />
          <QueryContent query={settings} loadingLabel="Loading options">
            {(data) =>
              step === 1 ? (
                <Stack>
                  <RadioGroup
                    label="Reason"
                    options={data.reasons.map((r) => ({ value: r.id, label: r.label }))}
                    value={reason}
                    onValueChange={(value) => setReason(value as CancelReason)}
                    error={reasonError}
                  />
                  <Inline>
                    <Button variant="primary" onClick={next}>
                      Next
                    </Button>
                  </Inline>
                </Stack>
              ) : (
                <Stack gap={4}>
                  <Card title="Keep my account" headingLevel={3} variant="plain">
                    <Stack align="start">
                      <p>Stay with us: nothing changes.</p>
                      <Button variant="primary" onClick={keep} loading={updates.keep.isPending}>
                        Keep my account
                      </Button>
                    </Stack>
                  </Card>
                  <Card title="Pause my account" headingLevel={3} variant="plain">
                    <form onSubmit={pause} noValidate aria-label="Pause my account">
                      <Stack align="start">
                        <Field
                          label="Store password"
                          hint="While the account is paused, visitors need this password to open your store."
                          error={pauseForm.formState.errors.fes_password?.message}
                          required
                        >
                          <Input type="text" {...pauseForm.register('fes_password')} autoComplete="off" />
                        </Field>
                        <Button type="submit" loading={updates.pause.isPending}>
                          Pause account
                        </Button>
                      </Stack>
                    </form>
                  </Card>
                  <Card title="Delete my account" headingLevel={3} variant="plain">
                    <Button variant="danger" onClick={remove} loading={updates.remove.isPending}>
                      Delete account
                    </Button>
                  </Card>
                  <Inline>
                    <Button variant="ghost" onClick={() => setStep(1)}>
                      Back
                    </Button>
                  </Inline>
                </Stack>
              )
            }
          </QueryContent>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
