import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { fieldErrors, useToast } from '@storeroom/core';
import { Button, Card, Field, Input, Textarea } from '@storeroom/ui';
import { ACCOUNT_MESSAGES, feedbackSchema } from '../../../contract';
import { useSendFeedback } from '../../data';
import { styles } from '../../styles';

/** The contact/feedback page (spec 1 §2): POST /admin/contact/create with the feedback model. */
export function ContactPage() {
  const [params] = useSearchParams();
  const toast = useToast();
  const send = useSendFeedback();
  const [subject, setSubject] = useState(params.get('subject') ?? '');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = feedbackSchema.safeParse({ subject, message });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await send.mutateAsync(parsed.data);
      toast.success(ACCOUNT_MESSAGES.feedbackSent);
      setSubject('');
      setMessage('');
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors({ subject: fields.subject?.[0], message: fields.message?.[0] });
      // Spec 1 §8: the input stays for another try.
      toast.error(ACCOUNT_MESSAGES.feedbackFailed);
    }
  }

  return (
    <section aria-labelledby="contact-title">
      <h1 id="contact-title">Contact us</h1>
      <Card title="Send feedback" aria-label="Send feedback">
        <form onSubmit={submit} noValidate aria-label="Feedback" style={styles.form}>
          <Field label="Subject" error={errors.subject} required>
            <Input value={subject} onChange={(e) => setSubject(e.target.value)} />
          </Field>
          <Field label="Message" error={errors.message} required>
            <Textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={6} />
          </Field>
          <div style={styles.row}>
            <Button type="submit" variant="primary" loading={send.isPending}>
              Send feedback
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
