import { useState } from 'react';
import { formErrors, useToast } from '@storeroom/core';
import { Button, Dialog, Field, FormErrors, Input, Stack, Tabs } from '@storeroom/ui';
import { DOMAINS_MESSAGES } from '../../../contract/model';
import { BuyForm } from '../../components/buy-form';
import { domains } from '../../data';

export interface AddDomainDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The first tab shown. */
  defaultTab?: 'connect' | 'create';
}

/** The connect tab: an existing domain, checked by the spec's pattern and unique across stores. */
function ConnectForm({ onDone }: { onDone: () => void }) {
  const connect = domains.useCreate();
  const toast = useToast();
  const [domain, setDomain] = useState('');
  const [errors, setErrors] = useState<{ fields: Record<string, string>; general: string[] }>({
    fields: {},
    general: [],
  });
  const submit = async () => {
    setErrors({ fields: {}, general: [] });
    try {
      await connect.mutateAsync({ domain });
      toast.success(DOMAINS_MESSAGES.connected);
      onDone();
    } catch (error) {
      // The typed name stays; the server's message goes under the field.
      setErrors(formErrors(error, ['domain']));
    }
  };
  return (
    <form
      aria-label="Connect a domain"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap={3}>
        <Field
          label="Domain name"
          required
          hint="A domain you already own, such as my-shop.com."
          error={errors.fields.domain}
          id="connect-domain"
        >
          <Input
            value={domain}
            onChange={(event) => setDomain(event.target.value)}
            placeholder="my-shop.com"
          />
        </Field>
        <FormErrors messages={errors.general} />
        <div>
          <Button type="submit" variant="primary" loading={connect.isPending}>
            Connect domain
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** "Add domain" (spec 1 §2 modals): the connect and create tabs. */
export function AddDomainDialog({ open, onOpenChange, defaultTab = 'connect' }: AddDomainDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content title="Add domain" size="md">
        <Tabs.Root defaultValue={defaultTab}>
          <Tabs.List aria-label="How to add a domain">
            <Tabs.Trigger value="connect">Connect existing domain</Tabs.Trigger>
            <Tabs.Trigger value="create">Buy new domain</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="connect">
            <ConnectForm onDone={() => onOpenChange(false)} />
          </Tabs.Content>
          <Tabs.Content value="create">
            <BuyForm canBuy idPrefix="create" />
          </Tabs.Content>
        </Tabs.Root>
      </Dialog.Content>
    </Dialog.Root>
  );
}
