import { useState } from 'react';
import { errorMessages, useFormat, useToast } from '@storeroom/core';
import { Button, Dialog, Field, FormErrors, Select, Stack } from '@storeroom/ui';
import { DOMAIN_ENDINGS, DOMAINS_MESSAGES, domainEnding } from '../../../contract/model';
import type { Domain } from '../../../contract';
import { YEAR_OPTIONS } from '../../components/buy-form';
import { useRenewDomain } from '../../data';

/** The renew modal (spec 1 §2): 1 to 5 more years for a domain bought here (spec 1 §9). */
export function RenewDialog({ domain, onClose }: { domain: Domain | null; onClose: () => void }) {
  const renew = useRenewDomain();
  const toast = useToast();
  const format = useFormat();
  const [years, setYears] = useState(1);
  const [errors, setErrors] = useState<string[]>([]);
  const ending = domain ? domainEnding(domain.domain) : null;
  const price = ending ? DOMAIN_ENDINGS[ending] : null;
  const submit = async () => {
    if (!domain) return;
    setErrors([]);
    try {
      await renew.mutateAsync({ id: domain.id, years });
      toast.success(DOMAINS_MESSAGES.renewed);
      onClose();
    } catch (error) {
      setErrors(errorMessages(error));
    }
  };
  return (
    <Dialog.Root open={domain !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content
        title={`Renew ${domain?.domain ?? ''}`}
        description={domain?.expires_at ? `Registered until ${format.date(domain.expires_at)}.` : undefined}
        footer={
          <>
            <Dialog.Close asChild>
              <Button>Cancel</Button>
            </Dialog.Close>
            <Button variant="primary" loading={renew.isPending} onClick={() => void submit()}>
              Renew
            </Button>
          </>
        }
      >
        <Stack gap={3}>
          <Field label="Years" id="renew-years">
            <Select
              options={YEAR_OPTIONS}
              value={String(years)}
              onValueChange={(value) => setYears(Number(value))}
            />
          </Field>
          {price !== null ? <p>Total: {format.money(price * years)}</p> : null}
          <FormErrors messages={errors} />
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
