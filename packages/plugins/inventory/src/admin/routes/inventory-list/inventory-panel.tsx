import { useEffect, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors, useBulkAction, useConfirm, useToast, useZodForm } from '@storeroom/core';
import type { GridPanelContext } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import { Badge, Button, FormErrors, Inline, NumberInput, Stack, Table } from '@storeroom/ui';
import { INVENTORY_MESSAGES } from '../../../contract';
import type { InventoryGroup } from '../../../contract';
import type { InventoryGroupUpdate } from '../../../client';
import { useInventoryGroups } from '../../data';

export interface InventoryPanelProps {
  panel: GridPanelContext<InventoryGroup>;
  /** Limited access: counts are shown, not edited. */
  readOnly: boolean;
  /** Whether the caller may delete (the unlinked items of this product). */
  canDelete?: boolean;
}

/** On hand per item and warehouse, in the panel's order (whole units, not negative). */
const stockFormSchema = z.object({
  items: z.array(z.object({ id: z.number(), on_hand: z.array(z.number().int().min(0)) })),
});
type StockValues = z.output<typeof stockFormSchema>;

const valuesOf = (group: InventoryGroup): StockValues => ({
  items: group.inventory_items.map((item) => ({ id: item.id, on_hand: item.status.map((s) => s.on_hand) })),
});

/** The save body: only the counts that differ from the group's (spec 2 §5). */
function changesOf(group: InventoryGroup, values: StockValues): InventoryGroupUpdate {
  const items = group.inventory_items.flatMap((item, i) => {
    const on_hand: Record<string, number> = {};
    item.status.forEach((s, j) => {
      const next = values.items[i]?.on_hand[j];
      if (next !== undefined && next !== s.on_hand) on_hand[s.warehouse_id] = next;
    });
    return Object.keys(on_hand).length > 0 ? [{ id: item.id, on_hand }] : [];
  });
  return { items };
}

/**
 * The save's refusal with its fields renamed from the request's (`items.{k}.on_hand.{warehouse
 * id}`, `k` among the changed items) to the form's (`items.{i}.on_hand.{j}`, in panel order),
 * so each message lands on its line.
 */
function onFormFields(group: InventoryGroup, sent: InventoryGroupUpdate, error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.errors) return error;
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const match = /^items\.(\d+)\.on_hand\.(\d+)$/.exec(field);
    const id = match ? sent.items[Number(match[1])]?.id : undefined;
    const i = group.inventory_items.findIndex((item) => item.id === id);
    const j =
      i < 0 ? -1 : group.inventory_items[i]!.status.findIndex((s) => s.warehouse_id === Number(match![2]));
    errors[j < 0 ? field : `items.${i}.on_hand.${j}`] = messages;
  }
  return new ApiError(error.status, error.message, errors, error.body);
}

/** Available in one warehouse (on hand − committed − reserved): follows the on hand being typed. */
function Available({
  control,
  item,
  warehouse,
  held,
}: {
  control: Control<StockValues>;
  item: number;
  warehouse: number;
  /** Committed plus reserved. */
  held: number;
}) {
  const onHand = useWatch({ control, name: `items.${item}.on_hand.${warehouse}` });
  return <Table.Cell numeric>{onHand - held}</Table.Cell>;
}

/**
 * The side panel of one product: for each inventory item (a sku), per warehouse on hand,
 * committed, reserved by transfers in transit and available (spec 2 §3 Inventory status list;
 * Shopify's Committed/Available); on hand is editable.
 */
export function InventoryPanel({ panel, readOnly, canDelete = false }: InventoryPanelProps) {
  const toast = useToast();
  const confirm = useConfirm();
  const bulk = useBulkAction(useInventoryGroups());
  const group = panel.item;
  const form = useZodForm(stockFormSchema, { defaultValues: group ? valuesOf(group) : { items: [] } });
  // Messages of a failed save or delete that belong to no field.
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const { isDirty } = form.formState;
  const { setDirty } = panel;
  useEffect(() => setDirty(isDirty && !readOnly), [isDirty, readOnly, setDirty]);

  if (!group) return null;

  // One all-or-nothing request for every changed line; a refusal keeps what was typed.
  const save = form.handleSubmit(async (values) => {
    setUnplaced([]);
    const changes = changesOf(group, values);
    try {
      await panel.save(changes);
      form.reset(values);
      toast.success(INVENTORY_MESSAGES.updated);
    } catch (error) {
      setUnplaced(applyServerErrors(form, onFormFields(group, changes, error)));
    }
  });

  const unlinked = group.inventory_items.filter((i) => !i.linked);
  // spec 2 §5: only unlinked products or variants are deleted.
  const deleteUnlinked = async () => {
    if (!(await confirm('Are you sure you want to delete it?'))) return;
    setUnplaced([]);
    // When every item goes, the product leaves the list: close first, so no one waits on
    // a refetch of a product that no longer exists.
    const all = unlinked.length === group.inventory_items.length;
    if (all) panel.close();
    try {
      await bulk.mutateAsync({ action: 'delete', ids: [group.id] });
      toast.success(INVENTORY_MESSAGES.deleted);
    } catch (error) {
      const messages = error instanceof ApiError ? error.messages : [String(error)];
      if (all) toast.error(messages.join(' '));
      else setUnplaced(messages);
    }
  };

  return (
    <form
      className="sr-stack"
      data-gap="4"
      onSubmit={(event) => void save(event)}
      noValidate
      aria-label={`Inventory of ${group.product_title}`}
    >
      {group.inventory_items.map((item, i) => (
        <Stack as="section" gap={2} key={item.id} aria-labelledby={`inventory-item-${item.id}`}>
          <h3 id={`inventory-item-${item.id}`}>
            {item.variant || 'Default'} · <span>SKU {item.sku}</span>{' '}
            {item.linked ? null : <Badge tone="warning">Unlinked</Badge>}
          </h3>
          <Table.Root density="compact">
            <Table.Columns
              columns={[
                'Warehouse',
                { label: 'On hand', align: 'end' },
                { label: 'Committed', align: 'end' },
                { label: 'Reserved', align: 'end' },
                { label: 'Available', align: 'end' },
              ]}
            />
            <Table.Body>
              {item.status.map((s, j) => (
                <Table.Row key={s.warehouse_id}>
                  <Table.HeaderCell scope="row">{s.warehouse}</Table.HeaderCell>
                  <Table.Cell numeric>
                    <Controller
                      control={form.control}
                      name={`items.${i}.on_hand.${j}`}
                      render={({ field, fieldState }) =>
                        readOnly ? (
                          <>{field.value}</>
                        ) : (
                          <>
                            <NumberInput
                              ref={field.ref}
                              aria-label={`On hand of ${item.sku} in ${s.warehouse}`}
                              value={field.value}
                              decimals={0}
                              min={0}
                              invalid={fieldState.error !== undefined}
                              aria-describedby={
                                fieldState.error ? `on-hand-error-${item.id}-${s.warehouse_id}` : undefined
                              }
                              onValueChange={(next) => field.onChange(next ?? 0)}
                              onBlur={field.onBlur}
                            />
                            {fieldState.error ? (
                              <span
                                id={`on-hand-error-${item.id}-${s.warehouse_id}`}
                                className="sr-field__error"
                                role="alert"
                              >
                                {fieldState.error.message}
                              </span>
                            ) : null}
                          </>
                        )
                      }
                    />
                  </Table.Cell>
                  <Table.Cell numeric>{s.committed}</Table.Cell>
                  <Table.Cell numeric>{s.reserved}</Table.Cell>
                  <Available control={form.control} item={i} warehouse={j} held={s.committed + s.reserved} />
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
      ))}
      <FormErrors messages={unplaced} />
      <Inline gap={2}>
        {readOnly ? null : (
          <Button type="submit" variant="primary" loading={panel.saving} disabled={!isDirty}>
            Save
          </Button>
        )}
        {canDelete && unlinked.length > 0 ? (
          <Button variant="danger" loading={bulk.isPending} onClick={() => void deleteUnlinked()}>
            Delete unlinked items
          </Button>
        ) : null}
      </Inline>
    </form>
  );
}
