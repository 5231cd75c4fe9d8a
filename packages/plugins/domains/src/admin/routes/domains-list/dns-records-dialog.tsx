import { useState } from 'react';
import { errorMessages, formErrors, useConfirm, useToast } from '@storeroom/core';
import { Badge, Button, Dialog, Field, FormErrors, Input, Inline, Select, Stack, Table } from '@storeroom/ui';
import { DNS_RECORD_TYPES, DOMAINS_MESSAGES } from '../../../contract/model';
import type { DnsCheck, DnsRecordType, Domain } from '../../../contract';
import { useDnsCheck, useRecordMutations, useRecords } from '../../data';

const TYPE_OPTIONS = DNS_RECORD_TYPES.map((type) => ({ value: type, label: type }));

/** The records the merchant must create at their DNS host, with the last check's answer. */
function RequiredRecords({ domain, canCheck }: { domain: Domain; canCheck: boolean }) {
  const check = useDnsCheck();
  const [result, setResult] = useState<DnsCheck | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const run = async () => {
    setErrors([]);
    try {
      setResult(await check.mutateAsync(domain.id));
    } catch (error) {
      setErrors(errorMessages(error));
    }
  };
  const found = (index: number) => result?.records[index]?.found;
  return (
    <Stack gap={2}>
      <h3>Records to create at your DNS host</h3>
      <Table.Root density="compact" aria-label="Required DNS records">
        <Table.Columns columns={['Type', 'Host', 'Points to', 'Check']} />
        <Table.Body>
          {domain.required_records.map((record, index) => (
            <Table.Row key={`${record.type} ${record.name}`}>
              <Table.Cell>{record.type}</Table.Cell>
              <Table.Cell>{record.name}</Table.Cell>
              <Table.Cell>{record.content}</Table.Cell>
              <Table.Cell>
                {found(index) === undefined ? (
                  'Not checked'
                ) : found(index) ? (
                  <Badge tone="success">Found</Badge>
                ) : (
                  <Badge tone="danger">Not found</Badge>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {result ? (
        <p role="status">
          {result.connected
            ? 'Every record is found: the domain is connected.'
            : 'Some records are not found yet.'}
        </p>
      ) : null}
      <FormErrors messages={errors} />
      {canCheck ? (
        <div>
          <Button onClick={() => void run()} loading={check.isPending}>
            Check DNS records
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}

/** The records kept for the domain: list, add, edit content, delete. */
function KeptRecords({ domain, canEdit }: { domain: Domain; canEdit: boolean }) {
  const records = useRecords(domain.id);
  const mutations = useRecordMutations(domain);
  const confirm = useConfirm();
  const toast = useToast();
  const [type, setType] = useState<DnsRecordType>('TXT');
  const [name, setName] = useState('@');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<{ fields: Record<string, string>; general: string[] }>({
    fields: {},
    general: [],
  });
  const add = async () => {
    setErrors({ fields: {}, general: [] });
    try {
      await mutations.create.mutateAsync({ type, name, content });
      setContent('');
      toast.success(DOMAINS_MESSAGES.recordSaved);
    } catch (error) {
      setErrors(formErrors(error, ['type', 'name', 'content']));
    }
  };
  const remove = async (id: number) => {
    if (!(await confirm({ message: DOMAINS_MESSAGES.confirmDeleteRecord, danger: true }))) return;
    try {
      await mutations.remove.mutateAsync(id);
      toast.success(DOMAINS_MESSAGES.recordDeleted);
    } catch (error) {
      for (const message of errorMessages(error)) toast.error(message);
    }
  };
  const items = records.data?.items ?? [];
  return (
    <Stack gap={2}>
      <h3>DNS records</h3>
      {records.isError ? <FormErrors messages={errorMessages(records.error)} /> : null}
      {records.isPending ? <p>Loading records…</p> : null}
      {records.isSuccess && items.length === 0 ? <p>No DNS records yet.</p> : null}
      {items.length > 0 ? (
        <Table.Root density="compact" aria-label="DNS records">
          <Table.Columns columns={['Type', 'Host', 'Content', 'TTL', canEdit && 'Actions']} />
          <Table.Body>
            {items.map((record) => (
              <Table.Row key={record.id}>
                <Table.Cell>{record.type}</Table.Cell>
                <Table.Cell>{record.name}</Table.Cell>
                <Table.Cell>{record.content}</Table.Cell>
                <Table.Cell>{record.ttl}</Table.Cell>
                {canEdit ? (
                  <Table.Cell>
                    <Button
                      variant="ghost"
                      aria-label={`Delete ${record.type} record ${record.name}`}
                      onClick={() => void remove(record.id)}
                    >
                      Delete
                    </Button>
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
      {canEdit ? (
        <form
          aria-label="Add DNS record"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <Inline gap={2} align="end" wrap>
            <Field label="Type" error={errors.fields.type} id="record-type">
              <Select
                options={TYPE_OPTIONS}
                value={type}
                onValueChange={(value) => setType(value as DnsRecordType)}
              />
            </Field>
            <Field label="Host" error={errors.fields.name} id="record-name">
              <Input value={name} onChange={(event) => setName(event.target.value)} />
            </Field>
            <Field label="Content" required error={errors.fields.content} id="record-content">
              <Input value={content} onChange={(event) => setContent(event.target.value)} />
            </Field>
            <Button type="submit" loading={mutations.create.isPending}>
              Add record
            </Button>
          </Inline>
          <FormErrors messages={errors.general} />
        </form>
      ) : null}
    </Stack>
  );
}

/** The DNS records modal (spec 1 §2): what to point where, the live check, and the records CRUD. */
export function DnsRecordsDialog({
  domain,
  canEdit,
  onClose,
}: {
  domain: Domain | null;
  canEdit: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={domain !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content
        title={`DNS records of ${domain?.domain ?? ''}`}
        size="lg"
        footer={
          <Dialog.Close asChild>
            <Button>Close</Button>
          </Dialog.Close>
        }
      >
        {domain ? (
          <Stack gap={4}>
            {domain.kind === 'connected' ? <RequiredRecords domain={domain} canCheck /> : null}
            <KeptRecords domain={domain} canEdit={canEdit} />
          </Stack>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
