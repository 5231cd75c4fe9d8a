/**
 * The Transfers data hooks, derived from contracts: the transfers resource from ours;
 * warehouses, vendors and stock from the inventory plugin's contract, and the catalogue's
 * tags, types, vendors and collections from the products plugin's contract (never their
 * internals). Screens never fetch.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { resourceHooks, useClient } from '@storeroom/core';
import type { SearchFilter } from '@storeroom/core/client';
import { inventoryContract } from '@storeroom/plugin-inventory/contract';
import type { InventoryItem, Location } from '@storeroom/plugin-inventory/contract';
import { productsContract } from '@storeroom/plugin-products/contract';
import { ADD_ITEMS_SEARCH_PAGE_SIZE, transfersContract } from '../../contract';

export const transfers = resourceHooks(transfersContract, 'transfers');

const warehouses = resourceHooks(inventoryContract, 'warehouses');
const vendors = resourceHooks(inventoryContract, 'vendors');
const inventoryItems = resourceHooks(inventoryContract, 'items');
const products = resourceHooks(productsContract, 'products');

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

/**
 * What the picker searches: free text over title and sku, or a list of skus (any case); and
 * the catalogue filters of spec 2 §7 (tag, type, vendor, collection of the product).
 */
export interface ItemQuery {
  text?: string;
  skus?: readonly string[];
  tag?: string;
  type?: string;
  vendor?: string;
  collection?: number;
}

function filterOf(query: ItemQuery, productIds?: readonly number[]): SearchFilter {
  const filter: SearchFilter = {};
  if (query.text && query.text.trim() !== '') filter.query = query.text.trim();
  if (query.skus) filter['sku.title'] = [...query.skus];
  if (productIds) filter.product_id = [...productIds];
  return filter;
}

/**
 * The products search of the catalogue filters (spec 2 §7 supporting searches: tags, type,
 * vendor, collections; not gift cards, not templates, stock-tracked), or null without any.
 */
function productFilterOf(query: ItemQuery): SearchFilter | null {
  const filter: SearchFilter = {};
  if (query.tag) filter.tags = [query.tag];
  if (query.type) filter.type = query.type;
  if (query.vendor) filter.vendor = query.vendor;
  if (query.collection !== undefined) filter.collections = [query.collection];
  if (Object.keys(filter).length === 0) return null;
  return { ...filter, is_giftcard: false, is_template: false, track_inventory: true };
}

/**
 * Inventory items with a sku and their available stock, from the inventory plugin's search;
 * with catalogue filters, only the items of the products the products plugin finds for them.
 */
export function useItemSearch(query: ItemQuery, size: number, options: { enabled?: boolean } = {}) {
  const enabled = options.enabled ?? true;
  const productFilter = productFilterOf(query);
  const matched = products.useSearch(
    productFilter ?? {},
    { size: ADD_ITEMS_SEARCH_PAGE_SIZE },
    { enabled: enabled && productFilter !== null },
  );
  const ids = productFilter === null ? undefined : matched.data?.items.map((p) => p.id);
  const none = ids !== undefined && ids.length === 0;
  const search = inventoryItems.useSearch(
    filterOf(query, ids),
    { size },
    { enabled: enabled && (productFilter === null || (ids !== undefined && !none)) },
  );
  const data = productFilter !== null && (ids === undefined || none) ? undefined : search.data;
  const items = useMemo(() => {
    if (none) return [];
    return data ? pickerItems(data.items) : undefined;
  }, [data, none]);
  return {
    items,
    isFetching: (productFilter !== null && matched.isFetching) || (!none && search.isFetching),
    isError: (productFilter !== null && matched.isError) || search.isError,
    error: (productFilter !== null ? matched.error : null) ?? search.error,
  };
}

/** The catalogue's tags, types, vendors and collections (the products plugin's lookup). */
export function useCatalogueLookup() {
  const client = useClient(productsContract);
  return useQuery({
    queryKey: [...products.keys.all, 'lookup'],
    queryFn: ({ signal }) => client.lookup({ signal }),
    staleTime: 60_000,
  });
}

/** The same search on demand (a CSV import). */
export function useFindItems(): (query: ItemQuery, size: number) => Promise<PickerItem[]> {
  const inventory = useClient(inventoryContract);
  return async (query, size) => pickerItems((await inventory.items.search(filterOf(query), { size })).items);
}
