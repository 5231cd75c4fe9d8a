import { useEffect, useMemo, useState } from 'react';
import { useBulkAction, useConfirm, useToast } from '@storeroom/core';
import type { GridPanelContext } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import { Badge, Button, FormErrors, NumberInput } from '@storeroom/ui';
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

type Drafts = Record<number, Record<number, number>>;

/**
 * The side panel of one product: for each inventory item (a sku), per warehouse on hand,
 * committed and uncommitted (spec 2 §3 Inventory status list); on hand is editable.
 */
export function InventoryPanel({ panel, readOnly, canDelete = false }: InventoryPanelProps) {
  const toast = useToast();
  const confirm = useConfirm();
  const bulk = useBulkAction(useInventoryGroups());
  const group = panel.item;
  const [drafts, setDrafts] = useState<Drafts>({});
  const [errors, setErrors] = useState<string[]>([]);
  const changed = useMemo(
    () =>
      (group?.inventory_items ?? [])
        .map((item) => {
          const own = drafts[item.id] ?? {};
          const on_hand: Record<string, number> = {};
          for (const s of item.status)
            if (own[s.warehouse_id] !== undefined && own[s.warehouse_id] !== s.on_hand)
              on_hand[s.warehouse_id] = own[s.warehouse_id]!;
          return { id: item.id, on_hand };
        })
        .filter((c) => Object.keys(c.on_hand).length > 0),
    [drafts, group],
  );
  const dirty = changed.length > 0;
  const { setDirty } = panel;
  useEffect(() => setDirty(dirty), [dirty, setDirty]);

  if (!group) return null;

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors([]);
    try {
      await panel.save({ items: changed } satisfies InventoryGroupUpdate);
      setDrafts({});
      toast.success(INVENTORY_MESSAGES.updated);
    } catch (error) {
      setErrors(error instanceof ApiError ? error.messages : [String(error)]);
    }
  };

  const unlinked = group.inventory_items.filter((i) => !i.linked);
  // spec 2 §5: only unlinked products or variants are deleted.
  const deleteUnlinked = async () => {
    if (!(await confirm('Are you sure you want to delete it?'))) return;
    setErrors([]);
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
      else setErrors(messages);
    }
  };

  return (
    <form onSubmit={save} noValidate aria-label={`Inventory of ${group.product_title}`}>
      {group.inventory_items.map((item) => (
        <section key={item.id} aria-labelledby={`inventory-item-${item.id}`} style={{ marginBottom: 16 }}>
          <h3 id={`inventory-item-${item.id}`} style={{ fontSize: 14, margin: '8px 0' }}>
            {item.variant || 'Default'} · <span>SKU {item.sku}</span>{' '}
            {item.linked ? null : <Badge tone="warning">Unlinked</Badge>}
          </h3>
          <table style={{ width: '100%' }}>
            <thead>
              <tr>
                <th scope="col">Warehouse</th>
                <th scope="col">On hand</th>
                <th scope="col">Committed</th>
                <th scope="col">Uncommitted</th>
              </tr>
            </thead>
            <tbody>
              {item.status.map((s) => {
                const value = drafts[item.id]?.[s.warehouse_id] ?? s.on_hand;
                return (
                  <tr key={s.warehouse_id}>
                    <th scope="row">{s.warehouse}</th>
                    <td>
                      {readOnly ? (
                        value
                      ) : (
                        <NumberInput
                          aria-label={`On hand of ${item.sku} in ${s.warehouse}`}
                          value={value}
                          decimals={0}
                          min={0}
                          onValueChange={(next) =>
                            setDrafts((d) => ({
                              ...d,
                              [item.id]: { ...d[item.id], [s.warehouse_id]: next ?? 0 },
                            }))
                          }
                        />
                      )}
                    </td>
                    <td>{s.committed}</td>
                    <td>{value - s.committed}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ))}
      <FormErrors messages={errors} />
      <div style={{ display: 'flex', gap: 8 }}>
        {readOnly ? null : (
          <Button type="submit" variant="primary" loading={panel.saving} disabled={!dirty}>
            Save
          </Button>
        )}
        {canDelete && unlinked.length > 0 ? (
          <Button variant="danger" loading={bulk.isPending} onClick={() => void deleteUnlinked()}>
            Delete unlinked items
          </Button>
        ) : null}
      </div>
    </form>
  );
}
