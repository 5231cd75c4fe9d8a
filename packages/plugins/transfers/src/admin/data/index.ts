/**
 * The Transfers data hooks, derived from contracts: the transfers resource from ours;
 * warehouses, vendors and stock from the inventory plugin's contract (never its internals).
 * Screens never fetch.
 */
import { useMemo } from 'react';
import { resourceHooks, useClient } from '@storeroom/core';
import type { SearchFilter } from '@storeroom/core/client';
import { inventoryContract } from '@storeroom/plugin-inventory/contract';
import type { InventoryItem, Location } from '@storeroom/plugin-inventory/contract';
import { transfersContract } from '../../contract';

export const transfers = resourceHooks(transfersContract, 'transfers');

const warehouses = resourceHooks(inventoryContract, 'warehouses');
const vendors = resourceHooks(inventoryContract, 'vendors');
const inventoryItems = resourceHooks(inventoryContract, 'items');

/** The store's warehouses and vendors. */
export interface TransferLocations {
  warehouses: Location[];
  vendors: Location[];
}

/**
 * Warehouses and vendors by title, from the inventory plugin. Without inventory access or
 * without the inventory plugin the calls are refused: `data` stays empty and screens show ids.
 */
export function useLocations(): { data: TransferLocations | undefined } {
  const params = { size: 200, sort: 'title' };
  const options = { staleTime: 60_000 };
  const found = warehouses.useList(params, options);
  const suppliers = vendors.useList(params, options);
  const data = useMemo(
    () =>
      found.data || suppliers.data
        ? { warehouses: found.data?.items ?? [], vendors: suppliers.data?.items ?? [] }
        : undefined,
    [found.data, suppliers.data],
  );
  return { data };
}

/** An item the add-items dialog offers: one sku, with what each warehouse has available. */
export interface PickerItem {
  sku: string;
  title: string;
  variant: string;
  image: string | null;
  product_id: number | null;
  variant_id: number | null;
  /** warehouse id → on hand − committed − reserved by other transfers. */
  available: Record<number, number>;
}

/** Only items with a sku are used (spec 2 §3). */
function pickerItems(rows: readonly InventoryItem[]): PickerItem[] {
  return rows
    .filter((row) => row.sku.trim() !== '')
    .map((row) => ({
      sku: row.sku,
      title: row.product_title,
      variant: row.variant,
      image: row.image,
      product_id: row.product_id,
      variant_id: row.variant_id,
      available: Object.fromEntries(row.status.map((s) => [s.warehouse_id, s.available])),
    }));
}

/** What the picker searches: free text over title and sku, or a list of skus (any case). */
export interface ItemQuery {
  text?: string;
  skus?: readonly string[];
}

function filterOf(query: ItemQuery): SearchFilter {
  const filter: SearchFilter = {};
  if (query.text && query.text.trim() !== '') filter.query = query.text.trim();
  if (query.skus) filter['sku.title'] = [...query.skus];
  return filter;
}

/** Inventory items with a sku and their available stock, from the inventory plugin's search. */
export function useItemSearch(query: ItemQuery, size: number, options: { enabled?: boolean } = {}) {
  const search = inventoryItems.useSearch(filterOf(query), { size }, options);
  const items = useMemo(() => (search.data ? pickerItems(search.data.items) : undefined), [search.data]);
  return { ...search, items };
}

/** The same search on demand (a CSV import). */
export function useFindItems(): (query: ItemQuery, size: number) => Promise<PickerItem[]> {
  const inventory = useClient(inventoryContract);
  return async (query, size) => pickerItems((await inventory.items.search(filterOf(query), { size })).items);
}
