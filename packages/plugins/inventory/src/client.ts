/**
 * The typed client of the Inventory API (spec 2 §7 Inventory, Vendors/warehouses). No React:
 * private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const inventory = createInventoryClient(http);
 * const page = await inventory.items.search({ 'sku.title': ['TEE-RED-M'] });
 */
import { ApiError, createResourceClient } from '@storeroom/core/client';
import type { HttpClient, ListResponse, ResourceClient, SearchFilter } from '@storeroom/core/client';
import type {
  InventoryGroup,
  InventoryItem,
  InventoryUpdate,
  LocationInput,
  Vendor,
  Warehouse,
} from './schema';

/** Resource paths under /api/v1. */
export const INVENTORY_PATH = '/inventory';
export const WAREHOUSES_PATH = '/warehouses';
export const VENDORS_PATH = '/vendors';

export type InventoryItemsClient = ResourceClient<InventoryItem, never, InventoryUpdate>;
export type LocationsClient<TItem> = ResourceClient<TItem, LocationInput, Partial<LocationInput>>;

/**
 * Inventory grouped by product as a resource (a row is a product, its id the product id):
 * list/search ask `group=product`; `update` saves the on-hand changes of several items and
 * answers the refreshed group; `bulk('delete', productIds)` deletes the unlinked items of
 * those products. The GridPanel of `/admin/products/inventory` runs on it.
 */
export type InventoryGroupsClient = ResourceClient<InventoryGroup, never, InventoryGroupUpdate>;

/** On-hand changes of a product's items: item id → warehouse id → on hand. */
export interface InventoryGroupUpdate {
  items: { id: number; on_hand: Record<string, number> }[];
}

export interface InventoryClient {
  items: InventoryItemsClient;
  groups: InventoryGroupsClient;
  warehouses: LocationsClient<Warehouse>;
  vendors: LocationsClient<Vendor>;
}

function groupsClient(http: HttpClient, items: InventoryItemsClient): InventoryGroupsClient {
  const base = createResourceClient<InventoryGroup, never, InventoryGroupUpdate>(http, INVENTORY_PATH);
  const search = (filter: SearchFilter, options?: Parameters<InventoryGroupsClient['search']>[1]) =>
    http.request<ListResponse<InventoryGroup>>('POST', `${INVENTORY_PATH}/search`, {
      query: { page: options?.page, size: options?.size, sort: options?.sort || undefined, group: 'product' },
      body: filter,
      signal: options?.signal,
    });
  const get = async (id: number | string, options?: { signal?: AbortSignal }) => {
    const page = await search({ product_id: Number(id) }, { size: 1, signal: options?.signal });
    const group = page.items[0];
    if (!group) throw new ApiError(404, INVENTORY_MESSAGES_NOT_FOUND);
    return group;
  };
  return {
    ...base,
    // Distinct cache keys from the items client: same path, different rows.
    path: `${INVENTORY_PATH}?group=product`,
    list: (options) => search({}, options),
    search,
    get,
    update: async (id, body, options) => {
      for (const item of body.items) await items.update(item.id, { on_hand: item.on_hand }, options);
      return get(id, options);
    },
    remove: async (id, options) => {
      await groupsClient(http, items).bulk('delete', [id], options);
    },
    bulk: async <TResult>(
      action: string,
      ids: readonly (number | string)[],
      options?: { signal?: AbortSignal },
    ) => {
      if (action !== 'delete') return base.bulk<TResult>(action, ids, options);
      const page = await search({ product_id: ids.map(Number) }, { size: 200, signal: options?.signal });
      const unlinked = page.items.flatMap((g) => g.inventory_items.filter((i) => !i.linked).map((i) => i.id));
      return items.bulk<TResult>('delete', unlinked, options);
    },
  };
}

const INVENTORY_MESSAGES_NOT_FOUND = 'Not found';

export function createInventoryClient(http: HttpClient): InventoryClient {
  const items = createResourceClient<InventoryItem, never, InventoryUpdate>(http, INVENTORY_PATH);
  return {
    items,
    groups: groupsClient(http, items),
    warehouses: createResourceClient<Warehouse, LocationInput, Partial<LocationInput>>(http, WAREHOUSES_PATH),
    vendors: createResourceClient<Vendor, LocationInput, Partial<LocationInput>>(http, VENDORS_PATH),
  };
}
