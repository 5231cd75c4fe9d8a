import { useDeferredValue } from 'react';
import { Spinner } from '@storeroom/ui';
import { ABANDONED_MESSAGES, EMAIL_PREVIEW_PRODUCTS, TIMEOUT_TYPES } from '../../../contract';
import type { EmailPreview as PreviewBody } from '../../../contract';
import { useEmailPreview, usePreviewProducts } from '../../data';
import type { WizardEmail } from '../email-wizard/email-wizard';

/**
 * The email as it will be mailed, beside the wizard (spec 1 §8): drawn by the server with the
 * store's first two products as its cart; fewer products than that, and the preview says it may
 * not display correctly; a failed draw shows 'Error loading email template'. The HTML is shown
 * in a sandboxed frame (no scripts, no same origin).
 */
export function EmailPreview({ email }: { email: WizardEmail }) {
  const products = usePreviewProducts();
  const deferred = useDeferredValue(email);
  const loaded = products.isSuccess || products.isError;
  const items = (products.data?.items ?? []).map((p) => ({ title: p.title, price: p.price ?? 0 }));
  const body: PreviewBody | null = loaded
    ? {
        email: {
          ...deferred,
          // The preview draws the copy: a subject still blank and the stage's timing do not matter.
          subject: deferred.subject.trim() || 'Preview',
          timeout_type: TIMEOUT_TYPES.hours,
          timeout: 3600,
        },
        items,
      }
    : null;
  const preview = useEmailPreview(body);
  return (
    <section aria-label="Email preview">
      {products.isSuccess && products.data.items.length < EMAIL_PREVIEW_PRODUCTS ? (
        <p role="status">{ABANDONED_MESSAGES.previewFewProducts}</p>
      ) : null}
      {preview.isError ? (
        <p role="alert">{ABANDONED_MESSAGES.previewFailed}</p>
      ) : preview.data ? (
        <iframe title="Email preview" sandbox="" srcDoc={preview.data.html} width="100%" height={360} />
      ) : (
        <Spinner label="Loading the preview" />
      )}
    </section>
  );
}
