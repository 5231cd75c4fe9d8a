import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { can, useConfirm, usePrincipal, useToast } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import {
  Button,
  Card,
  EmptyState,
  Field,
  FormErrors,
  IconButton,
  Link,
  NumberInput,
  Select,
  Spinner,
} from '@storeroom/ui';
import {
  TRANSFERS_MESSAGES,
  TRANSFERS_SUBJECT,
  TRANSFER_STATUS_LABELS,
  transferNumber,
} from '../../../contract';
import type { Transfer, TransferInput } from '../../../contract';
import { AddItemsDialog } from '../../components/add-items-dialog';
import type { PickedItem } from '../../components/add-items-dialog';
import { transfers, useItemSearch, useLocations } from '../../data';
import type { PickerItem } from '../../data';

interface DraftLine {
  sku: string;
  title: string;
  variant: string;
  image: string | null;
  product_id: number | null;
  variant_id: number | null;
  quantity: number | null;
}

interface Draft {
  /** `warehouse:<id>` or `vendor:<id>`; empty when not chosen. */
  from: string;
  to: string;
  products: DraftLine[];
}

type Problems = Record<string, string>;

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

/** Client-side rules of spec 2 §5, the same as the server's (which checks again). */
function check(draft: Draft, available: (sku: string) => number | undefined): Problems {
  const problems: Problems = {};
  if (draft.from === '') problems.from = TRANSFERS_MESSAGES.fromRequired;
  if (draft.to === '') problems.to = TRANSFERS_MESSAGES.toRequired;
  if (draft.from !== '' && draft.from === draft.to && draft.from.startsWith('warehouse:'))
    problems.to = TRANSFERS_MESSAGES.sameWarehouse;
  if (draft.products.length === 0) problems.products = TRANSFERS_MESSAGES.productsRequired;
  for (const line of draft.products) {
    const limit = available(line.sku);
    if (line.quantity === null || line.quantity < 1) problems[line.sku] = TRANSFERS_MESSAGES.quantityInvalid;
    else if (limit !== undefined && line.quantity > limit)
      problems[line.sku] = TRANSFERS_MESSAGES.quantityOverStock(limit);
  }
  return problems;
}

/**
 * The transfer form (spec 2 §2; `/admin/transfers/form`, `?id=` edits): origin and destination
 * (a warehouse or a vendor), product lines with quantities limited to the origin warehouse's
 * available stock, the add-items dialog, save, archive/unarchive and delete.
 */
export function TransferFormPage() {
  const client = transfers.useResource();
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const id = rawId && /^\d+$/.test(rawId) && rawId !== '0' ? Number(rawId) : null;
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const queries = useQueryClient();
  const principal = usePrincipal();
  const canSave = principal !== null && can(principal, TRANSFERS_SUBJECT, id === null ? 'create' : 'update');
  const canUpdate = principal !== null && can(principal, TRANSFERS_SUBJECT, 'update');
  const canDelete = principal !== null && can(principal, TRANSFERS_SUBJECT, 'delete');
  const locations = useLocations();
  const existing = transfers.useItem(id, { expand: ['products'], retry: false });
  const transfer = existing.data;

  const [draft, setDraft] = useState<Draft>(() => draftOf(undefined));
  const [loadedFor, setLoadedFor] = useState<number | null>(null);
  if (transfer && loadedFor !== transfer.id) {
    setLoadedFor(transfer.id);
    setDraft(draftOf(transfer));
  }
  // Problems show after a first save attempt, then follow the user's fixes.
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState<Record<string, PickerItem>>({});

  // Available stock of the lines already in the transfer (loaded ones come without it).
  const skus = draft.products.map((p) => p.sku).filter((sku) => !picked[sku]);
  const stock = useItemSearch({ skus: [...skus].sort() }, 200, { enabled: skus.length > 0 });
  const from = split(draft.from);
  const available = useMemo(() => {
    const known = new Map<string, PickerItem>([
      ...(stock.items ?? []).map((i) => [i.sku, i] as const),
      ...Object.entries(picked),
    ]);
    return (sku: string): number | undefined =>
      from.warehouse === null ? undefined : (known.get(sku)?.available[from.warehouse] ?? 0);
  }, [stock.items, picked, from.warehouse]);

  const locked = transfer !== undefined && transfer.received > 0;
  const readOnly = !canSave || locked;

  const problems: Problems = checked ? check(draft, available) : {};

  if (id !== null && existing.isPending) return <Spinner label="Loading transfer" />;
  if (id !== null && existing.isError)
    return (
      <EmptyState
        title="Transfer not found"
        description={existing.error instanceof ApiError ? existing.error.message : String(existing.error)}
        action={<Button onClick={() => void navigate('/admin/transfers')}>Back to transfers</Button>}
      />
    );

  const options = [
    ...(locations.data?.warehouses ?? []).map((w) => ({ value: `warehouse:${w.id}`, label: w.title })),
    ...(locations.data?.vendors ?? []).map((v) => ({ value: `vendor:${v.id}`, label: `Vendor: ${v.title}` })),
  ];

  const addPicked = (list: PickedItem[]) => {
    setPicked((current) => ({ ...current, ...Object.fromEntries(list.map((p) => [p.item.sku, p.item])) }));
    setDraft((d) => {
      const products = [...d.products];
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
      return { ...d, products };
    });
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setServerErrors([]);
    const found = check(draft, available);
    setChecked(true);
    if (Object.keys(found).length > 0) {
      toast.error(TRANSFERS_MESSAGES.invalid);
      return;
    }
    const origin = split(draft.from);
    const destination = split(draft.to);
    const body: TransferInput = {
      from_warehouse: origin.warehouse,
      from_vendor: origin.vendor,
      to_warehouse: destination.warehouse,
      to_vendor: destination.vendor,
      products: draft.products.map((p) => ({ ...p, quantity: p.quantity ?? 0 })),
    };
    setBusy(true);
    try {
      const saved = id === null ? await client.create(body) : await client.update(id, body);
      await queries.invalidateQueries({ queryKey: transfers.keys.all });
      toast.success(
        id === null ? TRANSFERS_MESSAGES.created(saved.id) : TRANSFERS_MESSAGES.updated(saved.id),
      );
      void navigate('/admin/transfers');
    } catch (error) {
      // spec 2 §8: each message of a failed save is shown.
      setServerErrors(error instanceof ApiError ? error.messages : [String(error)]);
      toast.error(TRANSFERS_MESSAGES.invalid);
    } finally {
      setBusy(false);
    }
  };

  const archive = async (archived: boolean) => {
    if (!transfer) return;
    setBusy(true);
    try {
      await client.update(transfer.id, { archived });
      await queries.invalidateQueries({ queryKey: transfers.keys.all });
      toast.success(archived ? TRANSFERS_MESSAGES.archived : TRANSFERS_MESSAGES.unarchived);
    } catch (error) {
      setServerErrors(error instanceof ApiError ? error.messages : [String(error)]);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!transfer || !(await confirm('Are you sure you want to delete it?'))) return;
    setBusy(true);
    try {
      await client.remove(transfer.id);
      await queries.invalidateQueries({ queryKey: transfers.keys.all });
      toast.success(TRANSFERS_MESSAGES.deleted(transfer.id));
      void navigate('/admin/transfers');
    } catch (error) {
      setServerErrors(error instanceof ApiError ? error.messages : [String(error)]);
      setBusy(false);
    }
  };

  const title = transfer ? `Transfer #${transferNumber(transfer.id)}` : 'Create transfer';
  return (
    <form onSubmit={save} noValidate aria-label={title}>
      <h1 style={{ fontSize: 20 }}>{title}</h1>
      {transfer ? (
        <p>
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
        </p>
      ) : null}
      {locked ? <p>{TRANSFERS_MESSAGES.receivedLocked}</p> : null}
      <Card>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Field label="Origin" required error={problems.from}>
            <Select
              options={options}
              value={draft.from}
              placeholder="Choose a warehouse or a vendor"
              disabled={readOnly}
              invalid={problems.from !== undefined}
              onValueChange={(value) => setDraft((d) => ({ ...d, from: value }))}
            />
          </Field>
          <Field label="Destination" required error={problems.to}>
            <Select
              options={options}
              value={draft.to}
              placeholder="Choose a warehouse or a vendor"
              disabled={readOnly}
              invalid={problems.to !== undefined}
              onValueChange={(value) => setDraft((d) => ({ ...d, to: value }))}
            />
          </Field>
        </div>
      </Card>
      <Card>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <h2 style={{ fontSize: 16 }}>Products</h2>
          {readOnly ? null : <Button onClick={() => setAdding(true)}>Add items</Button>}
        </div>
        {problems.products ? <p role="alert">{problems.products}</p> : null}
        {draft.products.length === 0 ? (
          <p>No products yet.</p>
        ) : (
          <table style={{ width: '100%' }} aria-label="Transfer products">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">SKU</th>
                {from.warehouse !== null ? <th scope="col">Available</th> : null}
                <th scope="col">Quantity</th>
                {transfer ? <th scope="col">Received</th> : null}
                {readOnly ? null : <th scope="col">Remove</th>}
              </tr>
            </thead>
            <tbody>
              {draft.products.map((line, index) => (
                <tr key={line.sku}>
                  <td>
                    {line.title}
                    {line.variant ? ` · ${line.variant}` : ''}
                  </td>
                  <td>{line.sku}</td>
                  {from.warehouse !== null ? <td>{available(line.sku)}</td> : null}
                  <td>
                    {readOnly ? (
                      line.quantity
                    ) : (
                      <NumberInput
                        aria-label={`Quantity of ${line.sku}`}
                        decimals={0}
                        min={1}
                        value={line.quantity}
                        invalid={problems[line.sku] !== undefined}
                        aria-describedby={problems[line.sku] ? `problem-${index}` : undefined}
                        onValueChange={(value) =>
                          setDraft((d) => ({
                            ...d,
                            products: d.products.map((p) =>
                              p.sku === line.sku ? { ...p, quantity: value } : p,
                            ),
                          }))
                        }
                      />
                    )}
                    {problems[line.sku] ? (
                      <div
                        id={`problem-${index}`}
                        role="alert"
                        style={{ color: 'var(--sr-color-danger, #b42318)' }}
                      >
                        {problems[line.sku]}
                      </div>
                    ) : null}
                  </td>
                  {transfer ? (
                    <td>{transfer.products?.find((p) => p.sku === line.sku)?.received ?? 0}</td>
                  ) : null}
                  {readOnly ? null : (
                    <td>
                      <IconButton
                        label={`Remove ${line.sku}`}
                        icon={<span aria-hidden="true">×</span>}
                        onClick={() =>
                          setDraft((d) => ({ ...d, products: d.products.filter((p) => p.sku !== line.sku) }))
                        }
                      />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <FormErrors messages={serverErrors} />
      <div style={{ display: 'flex', gap: 8, marginTop: 16 }}>
        {readOnly ? null : (
          <Button type="submit" variant="primary" loading={busy}>
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
      </div>
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
