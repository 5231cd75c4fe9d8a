import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useConfirm, useResourceForm, useToast, useRights } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import {
  Button,
  Card,
  Field,
  FormErrors,
  IconButton,
  Inline,
  Link,
  NumberInput,
  Page,
  Select,
  Table,
} from '@storeroom/ui';
import {
  TRANSFERS_MESSAGES,
  TRANSFERS_SUBJECT,
  TRANSFER_STATUS_LABELS,
  transferInputSchema,
  transferNumber,
} from '../../../contract';
import type { Transfer, TransferInput } from '../../../contract';
import { AddItemsDialog } from '../../components/add-items-dialog';
import { ItemCells } from '../../components/item-cells';
import { TransferPage } from '../../components/transfer-page';
import type { PickedItem } from '../../components/add-items-dialog';
import { transfers, useItemSearch, useLocations } from '../../data';
import type { PickerItem } from '../../data';

/** A line of the form: the picked item (without its availability) and the quantity typed. */
type DraftLine = Omit<PickerItem, 'available'> & { quantity: number | null };

interface Draft {
  /** `warehouse:<id>` or `vendor:<id>`; empty when not chosen. */
  from: string;
  to: string;
  products: DraftLine[];
}

/** The two location fields: where the goods leave from and where they go. */
const SIDES = [
  ['Origin', 'from'],
  ['Destination', 'to'],
] as const;

function locationValue(warehouse: number | null, vendor: number | null): string {
  if (warehouse !== null) return `warehouse:${warehouse}`;
  if (vendor !== null) return `vendor:${vendor}`;
  return '';
}

function draftOf(transfer: Transfer | undefined): Draft {
  return {
    from: transfer ? locationValue(transfer.from_warehouse, transfer.from_vendor) : '',
    to: transfer ? locationValue(transfer.to_warehouse, transfer.to_vendor) : '',
    products: (transfer?.products ?? []).map((p) => ({ ...p })),
  };
}

function split(value: string): { warehouse: number | null; vendor: number | null } {
  const [kind, id] = value.split(':');
  return {
    warehouse: kind === 'warehouse' ? Number(id) : null,
    vendor: kind === 'vendor' ? Number(id) : null,
  };
}

const draftLineSchema = z.object({
  sku: z.string(),
  title: z.string(),
  variant: z.string(),
  image: z.string().nullable(),
  product_id: z.number().nullable(),
  variant_id: z.number().nullable(),
  quantity: z.number().nullable(),
});

/**
 * The form's schema: the rules of spec 2 §5 the server checks too (origin, destination, not the
 * same warehouse, lines with a quantity within the origin warehouse's available stock), then
 * the draft becomes the contract's body, checked by its schema.
 */
function transferFormSchema(available: (from: string, sku: string) => number | undefined) {
  return z
    .object({ from: z.string(), to: z.string(), products: z.array(draftLineSchema) })
    .superRefine((draft, ctx) => {
      const problem = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path, message });
      if (draft.from === '') problem(['from'], TRANSFERS_MESSAGES.fromRequired);
      if (draft.to === '') problem(['to'], TRANSFERS_MESSAGES.toRequired);
      else if (draft.from === draft.to && draft.from.startsWith('warehouse:'))
        problem(['to'], TRANSFERS_MESSAGES.sameWarehouse);
      if (draft.products.length === 0) problem(['products'], TRANSFERS_MESSAGES.productsRequired);
      draft.products.forEach((line, index) => {
        const limit = available(draft.from, line.sku);
        if (line.quantity === null || line.quantity < 1)
          problem(['products', index, 'quantity'], TRANSFERS_MESSAGES.quantityInvalid);
        else if (limit !== undefined && line.quantity > limit)
          problem(['products', index, 'quantity'], TRANSFERS_MESSAGES.quantityOverStock(limit));
      });
    })
    .transform((draft): TransferInput => {
      const origin = split(draft.from);
      const destination = split(draft.to);
      return {
        from_warehouse: origin.warehouse,
        from_vendor: origin.vendor,
        to_warehouse: destination.warehouse,
        to_vendor: destination.vendor,
        products: draft.products.map((p) => ({ ...p, quantity: p.quantity ?? 0 })),
      };
    })
    .pipe(transferInputSchema);
}

/**
 * The transfer form (spec 2 §2; `/admin/transfers/form`, `?id=` edits): origin and destination
 * (a warehouse or a vendor), product lines with quantities limited to the origin warehouse's
 * available stock, the add-items dialog, save, archive/unarchive and delete.
 */
export function TransferFormPage() {
  return <TransferPage>{(transfer) => <TransferForm transfer={transfer} />}</TransferPage>;
}

function TransferForm({ transfer }: { transfer: Transfer | undefined }) {
  const client = transfers.useResource();
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const queries = useQueryClient();
  const { canCreate, canEdit: canUpdate, canDelete } = useRights(TRANSFERS_SUBJECT);
  const canSave = transfer ? canUpdate : canCreate;
  const locations = useLocations();
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [picked, setPicked] = useState<Record<string, PickerItem>>({});
  const locked = transfer !== undefined && transfer.received > 0;
  const readOnly = !canSave || locked;

  // Available stock of the lines already in the transfer (loaded ones come without it).
  const lineSkus = (transfer?.products ?? []).map((p) => p.sku).filter((sku) => !picked[sku]);
  const stock = useItemSearch({ skus: [...lineSkus].sort() }, 200, { enabled: lineSkus.length > 0 });
  const available = useMemo(() => {
    const known = new Map<string, PickerItem>([
      ...(stock.items ?? []).map((i) => [i.sku, i] as const),
      ...Object.entries(picked),
    ]);
    // What this transfer itself holds in its origin is available to it again (an edit).
    const own = (warehouse: number, sku: string) => {
      if (!transfer || transfer.archived || transfer.from_warehouse !== warehouse) return 0;
      const line = transfer.products?.find((p) => p.sku === sku);
      return line ? line.quantity - line.received : 0;
    };
    return (from: string, sku: string): number | undefined => {
      const warehouse = split(from).warehouse;
      return warehouse === null
        ? undefined
        : (known.get(sku)?.available[warehouse] ?? 0) + own(warehouse, sku);
    };
  }, [stock.items, picked, transfer]);
  const schema = useMemo(() => transferFormSchema(available), [available]);

  const {
    form,
    submit,
    errors: unplaced,
  } = useResourceForm({
    resource: transfers,
    item: transfer,
    schema,
    values: draftOf,
    messages: {
      created: (saved) => TRANSFERS_MESSAGES.created(saved.id),
      updated: (saved) => TRANSFERS_MESSAGES.updated(saved.id),
    },
    readOnly,
    onCreated: (_saved, guard) => guard.leave(() => void navigate('/admin/transfers')),
    onUpdated: (_saved, guard) => guard.leave(() => void navigate('/admin/transfers')),
  });
  const { errors, submitCount } = form.formState;
  // spec 2 §8: a refused save (by the schema or the server) says so once, beside its messages.
  const refused = Object.keys(errors).length > 0 || unplaced.length > 0;
  const toastedFor = useRef(0);
  useEffect(() => {
    if (submitCount > toastedFor.current && refused) {
      toastedFor.current = submitCount;
      toast.error(TRANSFERS_MESSAGES.invalid);
    }
  }, [submitCount, refused, toast]);
  const draft = { from: form.watch('from'), to: form.watch('to'), products: form.watch('products') };
  const from = split(draft.from);
  const validate = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };

  const options = [
    ...(locations.data?.warehouses ?? []).map((w) => ({ value: `warehouse:${w.id}`, label: w.title })),
    ...(locations.data?.vendors ?? []).map((v) => ({ value: `vendor:${v.id}`, label: `Vendor: ${v.title}` })),
  ];

  const addPicked = (list: PickedItem[]) => {
    setPicked((current) => ({ ...current, ...Object.fromEntries(list.map((p) => [p.item.sku, p.item])) }));
    const products = [...form.getValues('products')];
    for (const { item, quantity } of list) {
      const at = products.findIndex((p) => p.sku === item.sku);
      if (at >= 0) products[at] = { ...products[at]!, quantity: (products[at]!.quantity ?? 0) + quantity };
      else
        products.push({
          sku: item.sku,
          title: item.title,
          variant: item.variant,
          image: item.image,
          product_id: item.product_id,
          variant_id: item.variant_id,
          quantity,
        });
    }
    form.setValue('products', products, validate);
  };

  const save = (event: React.FormEvent) => {
    setOtherErrors([]);
    void submit(event);
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setOtherErrors([]);
    try {
      await work();
    } catch (error) {
      setOtherErrors(error instanceof ApiError ? error.messages : [String(error)]);
    } finally {
      setBusy(false);
    }
  };

  const archive = (archived: boolean) =>
    run(async () => {
      await client.update(transfer!.id, { archived });
      await queries.invalidateQueries({ queryKey: transfers.keys.all });
      toast.success(archived ? TRANSFERS_MESSAGES.archived : TRANSFERS_MESSAGES.unarchived);
    });

  const remove = async () => {
    if (!transfer || !(await confirm('Are you sure you want to delete it?'))) return;
    await run(async () => {
      await client.remove(transfer.id);
      await queries.invalidateQueries({ queryKey: transfers.keys.all });
      toast.success(TRANSFERS_MESSAGES.deleted(transfer.id));
      void navigate('/admin/transfers');
    });
  };

  const title = transfer ? `Transfer #${transferNumber(transfer.id)}` : 'Create transfer';
  return (
    <form onSubmit={save} noValidate aria-label={title}>
      <Page
        title={title}
        description={
          transfer ? (
            <>
              Status: {TRANSFER_STATUS_LABELS[transfer.status]}
              {transfer.archived ? ' · Archived' : ''} · Received {transfer.received} of {transfer.quantity}
              {transfer.status !== 2 && canUpdate ? (
                <>
                  {' · '}
                  <Link
                    href={`/admin/transfers/receive?id=${transfer.id}`}
                    onClick={(event) => {
                      event.preventDefault();
                      void navigate(`/admin/transfers/receive?id=${transfer.id}`);
                    }}
                  >
                    Receive items
                  </Link>
                </>
              ) : null}
            </>
          ) : undefined
        }
      >
        {locked ? <p>{TRANSFERS_MESSAGES.receivedLocked}</p> : null}
        <Card>
          <Inline gap={4} align="start">
            {SIDES.map(([label, side]) => (
              <Field key={side} label={label} required error={errors[side]?.message}>
                <Select
                  options={options}
                  value={draft[side]}
                  placeholder="Choose a warehouse or a vendor"
                  disabled={readOnly}
                  invalid={errors[side] !== undefined}
                  onValueChange={(value) => form.setValue(side, value, validate)}
                />
              </Field>
            ))}
          </Inline>
        </Card>
        <Card
          title="Products"
          actions={readOnly ? null : <Button onClick={() => setAdding(true)}>Add items</Button>}
        >
          {errors.products?.message ? <p role="alert">{errors.products.message}</p> : null}
          {draft.products.length === 0 ? (
            <p>No products yet.</p>
          ) : (
            <Table.Root aria-label="Transfer products">
              <Table.Columns
                columns={[
                  'Product',
                  'SKU',
                  from.warehouse !== null && { label: 'Available', align: 'end' },
                  'Quantity',
                  transfer && { label: 'Received', align: 'end' },
                  !readOnly && 'Remove',
                ]}
              />
              <Table.Body>
                {draft.products.map((line, index) => {
                  const problem = errors.products?.[index]?.quantity?.message;
                  return (
                    <Table.Row key={line.sku}>
                      <ItemCells item={line} />
                      {from.warehouse !== null ? (
                        <Table.Cell numeric>{available(draft.from, line.sku)}</Table.Cell>
                      ) : null}
                      <Table.Cell>
                        {readOnly ? (
                          line.quantity
                        ) : (
                          <NumberInput
                            aria-label={`Quantity of ${line.sku}`}
                            decimals={0}
                            min={1}
                            value={line.quantity}
                            invalid={problem !== undefined}
                            aria-describedby={problem ? `problem-${index}` : undefined}
                            onValueChange={(value) =>
                              form.setValue(`products.${index}.quantity`, value, validate)
                            }
                          />
                        )}
                        {problem ? (
                          <p id={`problem-${index}`} role="alert" className="sr-field__error">
                            {problem}
                          </p>
                        ) : null}
                      </Table.Cell>
                      {transfer ? (
                        <Table.Cell numeric>
                          {transfer.products?.find((p) => p.sku === line.sku)?.received ?? 0}
                        </Table.Cell>
                      ) : null}
                      {readOnly ? null : (
                        <Table.Cell>
                          <IconButton
                            label={`Remove ${line.sku}`}
                            icon={<span aria-hidden="true">×</span>}
                            onClick={() =>
                              form.setValue(
                                'products',
                                draft.products.filter((p) => p.sku !== line.sku),
                                validate,
                              )
                            }
                          />
                        </Table.Cell>
                      )}
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          )}
        </Card>
        <FormErrors messages={[...unplaced, ...otherErrors]} />
        <Inline>
          {readOnly ? null : (
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              Save
            </Button>
          )}
          {transfer && canUpdate ? (
            <Button onClick={() => void archive(!transfer.archived)} disabled={busy}>
              {transfer.archived ? 'Unarchive' : 'Archive'}
            </Button>
          ) : null}
          {transfer && canDelete ? (
            <Button variant="danger" onClick={() => void remove()} disabled={busy}>
              Delete
            </Button>
          ) : null}
          <Button variant="ghost" onClick={() => void navigate('/admin/transfers')}>
            Back to transfers
          </Button>
        </Inline>
      </Page>
      {adding ? (
        <AddItemsDialog
          open
          onOpenChange={setAdding}
          fromWarehouse={from.warehouse}
          existing={draft.products.map((p) => p.sku)}
          onAdd={addPicked}
        />
      ) : null}
    </form>
  );
}
