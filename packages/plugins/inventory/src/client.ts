/**
 * The typed client of the Inventory API, DERIVED from the contract (spec 2 §7 Inventory,
 * Vendors/warehouses), plus one hand-written extra: inventory grouped by product as a
 * resource. No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const inventory = createInventoryClient(http);
 * const page = await inventory.items.search({ 'sku.title': ['TEE-RED-M'] });
 * await inventory.items.update(page.items[0]!.id, { on_hand: { '1': 12 } });
 */
import { createClient } from '@storeroom/core/contract';
import type { ContractClient } from '@storeroom/core/contract';
import { ApiError, cleanSearchFilter } from '@storeroom/core/client';
import type { HttpClient, ListResponse, ResourceClient } from '@storeroom/core/client';
import { INVENTORY_GROUP_BY_PRODUCT, INVENTORY_MESSAGES, inventoryContract } from './contract';
import type { InventoryGroup } from './contract';

/** On-hand changes of a product's items: item id → warehouse id → on hand. */
export interface InventoryGroupUpdate {
  items: { id: number; on_hand: Record<string, number> }[];
}

/**
 * Inventory grouped by product as a resource (a row is a product, its id the product id):
 * list and search ask `group=product`; `update` saves the on-hand changes of several items in
 * one all-or-nothing request (`PATCH /inventory`; a refusal names the lines as
 * `items.{i}.on_hand.{warehouse id}`, `i` the index in `body.items`) and answers the refreshed
 * group; `remove` and `bulk('delete', productIds)` delete the
 * unlinked items of those products. The GridPanel of `/admin/products/inventory` runs on it.
 */
export type InventoryGroupsClient = ResourceClient<InventoryGroup, never, InventoryGroupUpdate>;

export type InventoryClient = ContractClient<typeof inventoryContract> & { groups: InventoryGroupsClient };

/** The grouped view on a derived client (the admin's, or a private app's). */
export function inventoryGroups(client: ContractClient<typeof inventoryContract>): InventoryGroupsClient {
  const search: InventoryGroupsClient['search'] = async (filter, options) =>
    (await client.searchInventory({
      query: {
        group: INVENTORY_GROUP_BY_PRODUCT,
        page: options?.page,
        size: options?.size,
        sort: options?.sort || undefined,
      },
      body: cleanSearchFilter(filter),
      signal: options?.signal,
    })) as ListResponse<InventoryGroup>;
  const get: InventoryGroupsClient['get'] = async (id, options) => {
    const page = await search({ product_id: Number(id) }, { size: 1, signal: options?.signal });
    const group = page.items[0];
    if (!group) throw new ApiError(404, INVENTORY_MESSAGES.notFound);
    return group;
  };
  const bulk: InventoryGroupsClient['bulk'] = async (action, ids, options) => {
    if (action !== 'delete') throw new Error(`Inventory groups have no bulk action "${action}".`);
    // spec 2 §5: the unlinked items of these products (none: the server's 422 says so).
    const unlinked = await client.items.search(
      { product_id: ids.map(Number), linked: false },
      { size: 200, signal: options?.signal },
    );
    return client.deleteUnlinked({
      body: { ids: unlinked.items.map((i) => i.id) },
      signal: options?.signal,
    }) as never;
  };
  return {
    // Distinct cache keys from the items: same path, other rows.
    path: `${inventoryContract.resources.items.path}?group=${INVENTORY_GROUP_BY_PRODUCT}`,
    list: (options) => search({}, options),
    search,
    get,
    create: () => Promise.reject(new Error('Inventory groups are not created: products are.')),
    update: async (id, body, options) => {
      if (body.items.length > 0)
        await client.setOnHandMany({ body: { items: body.items }, signal: options?.signal });
      return get(id, options);
    },
    remove: async (id, options) => {
      await bulk('delete', [id], options);
    },
    bulk,
    savedViews: client.items.savedViews,
  };
}

export function createInventoryClient(http: HttpClient): InventoryClient {
  const client = createClient(inventoryContract, http);
  return { ...client, groups: inventoryGroups(client) };
}
