import { useSearchParams } from 'react-router';
import { applyServerErrors, useToast, useZodForm } from '@storeroom/core';
import { Button, Card, Field, Inline, Input, Page, Stack, Textarea } from '@storeroom/ui';
import { ACCOUNT_MESSAGES, feedbackSchema } from '../../../contract';
import { useSendFeedback } from '../../data';

/** The contact/feedback page (spec 1 §2): POST /admin/contact/create with the feedback model. */
export function ContactPage() {
  const [params] = useSearchParams();
  const toast = useToast();
  const send = useSendFeedback();
  const form = useZodForm(feedbackSchema, {
    defaultValues: { subject: params.get('subject') ?? '', message: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (feedback) => {
    try {
      await send.mutateAsync(feedback);
      toast.success(ACCOUNT_MESSAGES.feedbackSent);
      form.reset({ subject: '', message: '' });
    } catch (error) {
      // Spec 1 §8: the input stays for another try.
      applyServerErrors(form, error);
      toast.error(ACCOUNT_MESSAGES.feedbackFailed);
    }
  });

  return (
    <Page title="Contact us" width="narrow">
      <Card title="Send feedback">
        <form onSubmit={submit} noValidate aria-label="Feedback">
          <Stack>
            <Field label="Subject" error={errors.subject?.message} required>
              <Input {...form.register('subject')} />
            </Field>
            <Field label="Message" error={errors.message?.message} required>
              <Textarea {...form.register('message')} rows={6} />
            </Field>
            <Inline>
              <Button type="submit" variant="primary" loading={send.isPending}>
                Send feedback
              </Button>
            </Inline>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}
