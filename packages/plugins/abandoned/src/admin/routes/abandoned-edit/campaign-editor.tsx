import { useEffect, useState } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { applyServerErrors, useCan, useToast, useZodForm } from '@storeroom/core';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Field,
  FormErrors,
  Inline,
  Input,
  NumberInput,
  Page,
  Select,
  Spinner,
  Stack,
  Switch,
} from '@storeroom/ui';
import {
  ABANDONED_MESSAGES,
  ABANDONED_SUBJECT,
  EMAIL_STYLE_LABELS,
  EMAIL_TYPE_LABELS,
  MAX_EMAILS,
  TIMEOUT_TYPE_LABELS,
  TIMEOUT_TYPE_SECONDS,
  TIMEOUT_TYPE_VALUES,
  campaignInputSchema,
  defaultTimeoutFor,
  timeoutAmount,
} from '../../../contract';
import type { Campaign, CampaignInput, TimeoutType } from '../../../contract';
import { EmailWizard, NEW_WIZARD_EMAIL } from '../../components/email-wizard';
import type { WizardEmail } from '../../components/email-wizard';
import { campaigns, useDefaultSender, useSendTestEmail } from '../../data';

const M = ABANDONED_MESSAGES;
export const LIST_PATH = '/admin/abandoned/index';
/** The editor's test mode in the URL (`?test_mode=1`). */
export const TEST_MODE_PARAM = 'test_mode';
/** What test mode allows (spec 3 §5; the spec gives no text for it). */
export const TEST_MODE_NOTE =
  'Test mode: a timeout may be 0, and “Send test” mails the email at once. A saved campaign still waits at least 1 minute.';

const EMPTY: CampaignInput = {
  title: '',
  is_published: false,
  from_name: '',
  from_email: '',
  emails: [],
};

const TIMEOUT_OPTIONS = TIMEOUT_TYPE_VALUES.map((value) => ({
  value: String(value),
  label: TIMEOUT_TYPE_LABELS[value],
}));

function inputOf(campaign: Campaign): CampaignInput {
  return {
    title: campaign.title,
    is_published: campaign.is_published,
    from_name: campaign.from_name,
    from_email: campaign.from_email,
    emails: campaign.emails.map((e) => ({ ...e, settings: { ...e.settings } })),
  };
}

/**
 * The campaign editor (spec 1 §2 "Abandoned campaign edit page", optional id): title, sender,
 * the staged emails (each with its timeout, made and changed in the email wizard), a test
 * email, save and delete. Limited access reads it only.
 */
export function CampaignEditor({ id }: { id: number | null }) {
  const { data, isPending, isError, error } = campaigns.useItem(id, { enabled: id !== null });
  if (id === null) return <CampaignForm campaign={null} />;
  if (isPending)
    return (
      <Page title="Campaign">
        <Spinner label="Loading campaign" />
      </Page>
    );
  if (isError)
    return (
      <Page title="Campaign" back={{ label: 'Abandoned checkouts', href: LIST_PATH }}>
        <EmptyState tone="error" title="The campaign could not be loaded." description={error.message} />
      </Page>
    );
  return <CampaignForm key={data.id} campaign={data} />;
}

function CampaignForm({ campaign }: { campaign: Campaign | null }) {
  const canEdit = useCan(ABANDONED_SUBJECT, campaign ? 'update' : 'create');
  const canDelete = useCan(ABANDONED_SUBJECT, 'delete');
  const toast = useToast();
  const navigate = useNavigate();
  const create = campaigns.useCreate();
  const update = campaigns.useUpdate();
  const remove = campaigns.useRemove();
  const sendTest = useSendTestEmail();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [testTo, setTestTo] = useState('');
  // Test mode (spec 3 §5 "Abandoned timeout minimum 1 (0 in test mode)"): a timeout may be 0 for
  // a test email, sent at once; a saved campaign still needs a minute. Kept in the URL.
  const [params, setParams] = useSearchParams();
  const testMode = params.get(TEST_MODE_PARAM) === '1';
  const setTestMode = (on: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set(TEST_MODE_PARAM, '1');
        else next.delete(TEST_MODE_PARAM);
        return next;
      },
      { replace: true },
    );
  const [wizard, setWizard] = useState<{ index: number | null; initial: WizardEmail } | null>(null);
  const form = useZodForm(campaignInputSchema, {
    defaultValues: campaign ? inputOf(campaign) : EMPTY,
  });
  const { errors } = form.formState;
  const emails = useFieldArray({ control: form.control, name: 'emails' });
  const watched = useWatch({ control: form.control, name: 'emails' }) ?? [];

  useEffect(() => {
    if (campaign) form.reset(inputOf(campaign));
  }, [campaign, form]);

  // A new campaign starts with the default sender (spec 1 §9), unless the user typed one.
  const sender = useDefaultSender(campaign === null && canEdit);
  useEffect(() => {
    if (!sender.data) return;
    if (!form.getValues('from_name')) form.setValue('from_name', sender.data.from_name);
    if (!form.getValues('from_email')) form.setValue('from_email', sender.data.from_email);
  }, [sender.data, form]);

  const submit = form.handleSubmit(async (values) => {
    setOtherErrors([]);
    try {
      if (campaign) {
        await update.mutateAsync({ id: campaign.id, body: values });
        toast.success(M.updated);
      } else {
        const created = await create.mutateAsync(values);
        toast.success(M.created);
        void navigate(`${LIST_PATH}?id=${created.id}`);
      }
    } catch (e) {
      // The user's input stays; field messages go under their fields.
      setOtherErrors(applyServerErrors(form, e));
    }
  });

  const finishWizard = (email: WizardEmail) => {
    if (!wizard) return;
    if (wizard.index === null) {
      emails.append({ ...email, ...defaultTimeoutFor(emails.fields.length) });
    } else {
      const current = form.getValues(`emails.${wizard.index}`);
      emails.update(wizard.index, { ...current, ...email });
    }
  };

  const testEmail = async (stage: number) => {
    try {
      const answer = await sendTest.mutateAsync({
        ...(campaign ? { campaign_id: campaign.id } : {}),
        from_name: form.getValues('from_name'),
        emails: form.getValues('emails'),
        stage,
        to: testTo,
      });
      toast.success(answer.message);
    } catch (e) {
      toast.error(applyServerErrors(form, e).join(' ') || M.emailInvalid);
    }
  };

  const title = campaign ? campaign.title : 'New campaign';
  const emailsError = (errors.emails as { message?: string } | undefined)?.message;
  return (
    <Page
      title={title}
      back={{ label: 'Abandoned checkouts', href: LIST_PATH }}
      width="narrow"
      actions={
        campaign && canDelete ? (
          <ConfirmDialog
            trigger={<Button variant="danger">Delete</Button>}
            tone="danger"
            onConfirm={async () => {
              await remove.mutateAsync(campaign.id);
              toast.success(M.deleted);
              void navigate(LIST_PATH);
            }}
          />
        ) : null
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Campaign">
        <fieldset disabled={!canEdit} className="sr-fieldset-plain">
          <Stack gap={3}>
            <Card>
              <Stack gap={2}>
                <Field label="Title" required error={errors.title?.message}>
                  <Input {...form.register('title')} />
                </Field>
                <Field label="From name" required error={errors.from_name?.message}>
                  <Input {...form.register('from_name')} />
                </Field>
                <Field label="From email" required error={errors.from_email?.message}>
                  <Input type="email" {...form.register('from_email')} />
                </Field>
                <Controller
                  control={form.control}
                  name="is_published"
                  render={({ field }) => (
                    <Switch label="Active" checked={field.value ?? false} onCheckedChange={field.onChange} />
                  )}
                />
              </Stack>
            </Card>
            <Card>
              <Stack gap={2}>
                <h2>Emails</h2>
                {emails.fields.length === 0 ? (
                  <p>No emails yet: add the first one, sent 20 minutes after the checkout is abandoned.</p>
                ) : null}
                <ol aria-label="Emails" className="sr-list-plain">
                  {emails.fields.map((field, index) => {
                    const email = watched[index] ?? field;
                    const type = Number(email.timeout_type) as TimeoutType;
                    const amount = timeoutAmount(email.timeout ?? 0, type);
                    const timeoutError = (
                      errors.emails as Record<number, { timeout?: { message?: string } }> | undefined
                    )?.[index]?.timeout?.message;
                    return (
                      <li key={field.id} aria-label={`Email ${index + 1}`}>
                        <Stack gap={1}>
                          <strong>
                            {`${index + 1}. ${EMAIL_TYPE_LABELS[email.template_type]} · ${EMAIL_STYLE_LABELS[email.template_style]}`}
                          </strong>
                          <span>{email.subject}</span>
                          <Inline gap={2} align="end">
                            <Field label={`Send after (email ${index + 1})`} error={timeoutError}>
                              <NumberInput
                                min={testMode ? 0 : 1}
                                decimals={0}
                                value={amount}
                                onValueChange={(value) =>
                                  form.setValue(
                                    `emails.${index}.timeout`,
                                    (value ?? 0) * TIMEOUT_TYPE_SECONDS[type],
                                    // A 0 of test mode is checked when saving, not while typing.
                                    { shouldDirty: true, shouldValidate: !testMode || (value ?? 0) > 0 },
                                  )
                                }
                              />
                            </Field>
                            <Field label={`Unit (email ${index + 1})`}>
                              <Select
                                options={TIMEOUT_OPTIONS}
                                value={String(type)}
                                onValueChange={(value) => {
                                  const next = Number(value) as TimeoutType;
                                  form.setValue(`emails.${index}.timeout_type`, next, { shouldDirty: true });
                                  form.setValue(
                                    `emails.${index}.timeout`,
                                    amount * TIMEOUT_TYPE_SECONDS[next],
                                    {
                                      shouldDirty: true,
                                      shouldValidate: true,
                                    },
                                  );
                                }}
                              />
                            </Field>
                          </Inline>
                          {canEdit ? (
                            <Inline gap={1}>
                              <Button
                                onClick={() =>
                                  setWizard({
                                    index,
                                    initial: {
                                      template_type: email.template_type,
                                      template_style: email.template_style,
                                      subject: email.subject,
                                      settings: {
                                        ...email.settings,
                                        headline: email.settings?.headline ?? '',
                                        body: email.settings?.body ?? '',
                                        button: email.settings?.button ?? '',
                                      },
                                    },
                                  })
                                }
                              >
                                {`Edit email ${index + 1}`}
                              </Button>
                              <Button onClick={() => emails.remove(index)}>
                                {`Remove email ${index + 1}`}
                              </Button>
                              <Button
                                disabled={testTo.trim() === ''}
                                loading={sendTest.isPending}
                                onClick={() => void testEmail(index)}
                              >
                                {`Send test of email ${index + 1}`}
                              </Button>
                            </Inline>
                          ) : null}
                        </Stack>
                      </li>
                    );
                  })}
                </ol>
                {emailsError ? <FormErrors messages={[emailsError]} /> : null}
                {canEdit ? (
                  <Inline gap={2} align="end">
                    {emails.fields.length < MAX_EMAILS ? (
                      <Button onClick={() => setWizard({ index: null, initial: NEW_WIZARD_EMAIL })}>
                        Add email
                      </Button>
                    ) : null}
                    <Field
                      label="Test recipient"
                      hint="Where “Send test” mails an email, with a sample cart."
                    >
                      <Input
                        type="email"
                        value={testTo}
                        onChange={(event) => setTestTo(event.target.value)}
                      />
                    </Field>
                  </Inline>
                ) : null}
                {canEdit ? (
                  <Stack gap={1}>
                    <Switch label="Test mode" checked={testMode} onCheckedChange={setTestMode} />
                    {testMode ? (
                      <p role="note" aria-label="Test mode">
                        {TEST_MODE_NOTE}
                      </p>
                    ) : null}
                  </Stack>
                ) : null}
              </Stack>
            </Card>
            {otherErrors.length > 0 ? <FormErrors messages={otherErrors} /> : null}
            {canEdit ? (
              <Inline justify="end">
                <Button type="submit" variant="primary" loading={create.isPending || update.isPending}>
                  Save
                </Button>
              </Inline>
            ) : null}
          </Stack>
        </fieldset>
      </form>
      <EmailWizard
        open={wizard !== null}
        onOpenChange={(open) => {
          if (!open) setWizard(null);
        }}
        initial={wizard?.initial ?? NEW_WIZARD_EMAIL}
        onFinish={finishWizard}
      />
    </Page>
  );
}
