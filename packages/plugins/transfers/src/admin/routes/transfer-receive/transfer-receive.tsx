import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useToast, useZodForm, useCan, useFormSave } from '@storeroom/core';
import { Button, Card, EmptyState, FormErrors, Inline, NumberInput, Page, Table } from '@storeroom/ui';
import {
  TRANSFERS_MESSAGES,
  TRANSFERS_SUBJECT,
  TRANSFER_STATUS_LABELS,
  transferNumber,
  transferReceiveSchema,
} from '../../../contract';
import type { Transfer, TransferReceive } from '../../../contract';
import { locationName } from '../../components/location-name';
import { ItemCells } from '../../components/item-cells';
import { TransferPage } from '../../components/transfer-page';
import { transfers, useLocations } from '../../data';

/**
 * Receiving a transfer (spec 2 §2 receive page, §4, §5; `/admin/transfers/receive?id=`): the
 * amount received now per line, at most quantity − received; saving adds it to what arrived
 * before and moves the stock.
 */
export function TransferReceivePage() {
  return (
    <TransferPage>
      {(transfer) => (transfer ? <ReceiveForm transfer={transfer} /> : <NoTransfer />)}
    </TransferPage>
  );
}

/** The receive page without an id: nothing to receive. */
function NoTransfer() {
  const navigate = useNavigate();
  return (
    <EmptyState
      title="Transfer not found"
      // The whole page: its title is the page's level-one heading.
      headingLevel={1}
      action={<Button onClick={() => void navigate('/admin/transfers')}>Back to transfers</Button>}
    />
  );
}

/** What is left to receive of each line, by sku. */
function restOf(transfer: Transfer): Record<string, number> {
  return Object.fromEntries((transfer.products ?? []).map((l) => [l.sku, l.quantity - l.received]));
}

/**
 * The amounts typed per sku become the contract's receive body (each capped at what is left,
 * empty ones left out), checked by its schema.
 */
function receiveSchema(rest: Record<string, number>) {
  return z
    .object({ now: z.record(z.string(), z.number().nullable()) })
    .transform(({ now }): TransferReceive => ({
      products: Object.entries(now)
        .map(([sku, value]) => ({ sku, received: Math.min(value ?? 0, rest[sku] ?? 0) }))
        .filter((a) => a.received > 0),
    }))
    .pipe(transferReceiveSchema);
}

function ReceiveForm({ transfer }: { transfer: Transfer }) {
  const client = transfers.useResource();
  const navigate = useNavigate();
  const toast = useToast();
  const queries = useQueryClient();
  const canReceive = useCan(TRANSFERS_SUBJECT, 'update');
  const locations = useLocations();
  const lines = transfer.products ?? [];
  const rest = restOf(transfer);
  const form = useZodForm(receiveSchema(rest), { defaultValues: { now: {} } });
  const formSave = useFormSave(form);
  const now = form.watch('now');
  const chosen = lines.some((l) => Math.min(now[l.sku] ?? 0, rest[l.sku] ?? 0) > 0);

  const receive = formSave.submit(async (body) => {
    await client.update(transfer.id, body);
    form.reset({ now: {} });
    await queries.invalidateQueries({ queryKey: transfers.keys.all });
    toast.success(TRANSFERS_MESSAGES.received(transfer.id));
  });

  const title = `Receive transfer #${transferNumber(transfer.id)}`;
  return (
    <form onSubmit={(event) => void receive(event)} noValidate aria-label={title}>
      <Page
        title={title}
        description={
          <>
            {locationName(transfer, 'from', locations.data)} → {locationName(transfer, 'to', locations.data)}{' '}
            · <span>{TRANSFER_STATUS_LABELS[transfer.status]}</span> · Received {transfer.received} of{' '}
            {transfer.quantity}
          </>
        }
      >
        <Card flush>
          <Table.Root aria-label="Products to receive">
            <Table.Columns
              columns={[
                'Product',
                'SKU',
                { label: 'Quantity', align: 'end' },
                { label: 'Received', align: 'end' },
                'Receive now',
              ]}
            />
            <Table.Body>
              {lines.map((line) => (
                <Table.Row key={line.sku}>
                  <ItemCells item={line} />
                  <Table.Cell numeric>{line.quantity}</Table.Cell>
                  <Table.Cell numeric>{line.received}</Table.Cell>
                  <Table.Cell>
                    {canReceive && (rest[line.sku] ?? 0) > 0 ? (
                      <NumberInput
                        aria-label={`Receive now of ${line.sku}`}
                        decimals={0}
                        min={0}
                        // spec 2 §5: capped at quantity − received.
                        max={rest[line.sku]}
                        value={now[line.sku] ?? 0}
                        onValueChange={(value) =>
                          form.setValue('now', { ...form.getValues('now'), [line.sku]: value ?? 0 })
                        }
                      />
                    ) : (
                      '—'
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Card>
        <FormErrors messages={formSave.errors} />
        <Inline>
          {canReceive && transfer.status !== 2 ? (
            <>
              <Button onClick={() => form.setValue('now', rest)}>Receive all</Button>
              <Button
                type="submit"
                variant="primary"
                loading={form.formState.isSubmitting}
                disabled={!chosen}
              >
                Receive
              </Button>
            </>
          ) : null}
          <Button variant="ghost" onClick={() => void navigate(`/admin/transfers/form?id=${transfer.id}`)}>
            Transfer details
          </Button>
          <Button variant="ghost" onClick={() => void navigate('/admin/transfers')}>
            Back to transfers
          </Button>
        </Inline>
      </Page>
    </form>
  );
}
