import { useState } from 'react';
import { errorMessages, useToast } from '@storeroom/core';
import { Button, Dialog, FormErrors, Stack } from '@storeroom/ui';
import { DOMAINS_MESSAGES, SSL_NOTICE_MS } from '../../../contract/model';
import type { Domain } from '../../../contract';
import { useSsl } from '../../data';

export interface SslRequest {
  domain: Domain;
  activate: boolean;
}

/**
 * The SSL modals (spec 1 §2): activate (from disabled or failed: the certificate is issued by
 * a background job) or deactivate (from enabled). Notices last 15000 ms (spec 1 §9).
 */
export function SslDialog({ request, onClose }: { request: SslRequest | null; onClose: () => void }) {
  const ssl = useSsl();
  const toast = useToast();
  const [errors, setErrors] = useState<string[]>([]);
  const submit = async () => {
    if (!request) return;
    setErrors([]);
    try {
      await ssl.mutateAsync({ id: request.domain.id, activate: request.activate });
      if (request.activate) toast.info(DOMAINS_MESSAGES.sslQueued, { duration: SSL_NOTICE_MS });
      else toast.success(DOMAINS_MESSAGES.sslDisabled, { duration: SSL_NOTICE_MS });
      onClose();
    } catch (error) {
      setErrors(errorMessages(error));
    }
  };
  const activate = request?.activate ?? true;
  const name = request?.domain.domain ?? '';
  return (
    <Dialog.Root open={request !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content
        title={activate ? `Activate SSL for ${name}` : `Deactivate SSL for ${name}`}
        footer={
          <>
            <Dialog.Close asChild>
              <Button>Cancel</Button>
            </Dialog.Close>
            <Button
              variant={activate ? 'primary' : 'danger'}
              loading={ssl.isPending}
              onClick={() => void submit()}
            >
              {activate ? 'Activate SSL' : 'Deactivate SSL'}
            </Button>
          </>
        }
      >
        <Stack gap={3}>
          <p>
            {activate
              ? 'A certificate is requested for the domain and www. It is issued once the DNS records point to your store; this page shows its progress.'
              : 'Visitors will reach your store over plain HTTP on this domain.'}
          </p>
          {activate && request && request.domain.ssl_errors.length > 0 ? (
            <Stack gap={1}>
              <strong>Last attempt</strong>
              <ul>
                {request.domain.ssl_errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            </Stack>
          ) : null}
          <FormErrors messages={errors} />
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
