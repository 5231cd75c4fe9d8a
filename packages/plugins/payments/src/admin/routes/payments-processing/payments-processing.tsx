import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessages } from '@storeroom/core';
import { Badge, EmptyState, Page, Spinner } from '@storeroom/ui';
import {
  PAYMENTS_MESSAGES,
  PAYMENTS_PATH,
  PAYMENT_PROCESSORS,
  PROCESSOR_DEFINITIONS,
} from '../../../contract';
import type { PaymentProcessorId } from '../../../contract';
import { useSavePaymentSettings } from '../../data';

/**
 * The payment processing screen (spec 2 §2): the card provider's connect flow returns here
 * with `?code=`; the code is stored as the processor's `code` (Stripe unless `?processor=`
 * names another connect processor) and the screen shows it connected.
 */
export function PaymentsProcessingPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const asked = params.get('processor') ?? 'stripe';
  const processor: PaymentProcessorId = (PAYMENT_PROCESSORS as readonly string[]).includes(asked)
    ? (asked as PaymentProcessorId)
    : 'stripe';
  const label = PROCESSOR_DEFINITIONS[processor].label;
  const save = useSavePaymentSettings();
  const sent = useRef(false);
  useEffect(() => {
    // Once per visit (a code is used once), even when React runs effects twice.
    if (sent.current || code === '') return;
    sent.current = true;
    save.mutate({ [processor]: { code } });
  }, [code, processor, save]);

  const back = <RouterLink to={PAYMENTS_PATH}>Back to Payments</RouterLink>;
  return (
    <Page title="Payment processing" width="narrow">
      {code === '' ? (
        <EmptyState tone="error" title={PAYMENTS_MESSAGES.codeRequired} action={back} />
      ) : save.isError ? (
        <EmptyState
          tone="error"
          title={`Could not connect ${label}`}
          description={errorMessages(save.error).join(' ')}
          action={back}
        />
      ) : save.isSuccess ? (
        <EmptyState
          title={
            <>
              {label} <Badge tone="success">{PAYMENTS_MESSAGES.connected}</Badge>
            </>
          }
          description="Enable it and choose the default processor on the Payments page."
          action={back}
        />
      ) : (
        <div role="status" aria-label={`Connecting ${label}`}>
          <Spinner />
        </div>
      )}
    </Page>
  );
}
