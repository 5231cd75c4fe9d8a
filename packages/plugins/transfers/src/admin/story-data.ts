/**
 * Rows for stories (data only, no rules): transfers between two warehouses and from a vendor,
 * and what the inventory plugin would answer about them — its warehouses, vendors and items
 * with their stock — and the products plugin's lookup (the add-items filters' choices), on
 * memory servers of the three contracts.
 */
import type { HttpClient } from '@storeroom/core/client';
import { contractMemoryHttp, testEmployeeAccount } from '@storeroom/core/testing';
import { inventoryContract } from '@storeroom/plugin-inventory/contract';
import type { InventoryItem, Location } from '@storeroom/plugin-inventory/contract';
import { productsContract } from '@storeroom/plugin-products/contract';
import type { ProductLookup } from '@storeroom/plugin-products/contract';
import { TRANSFER_STATUS, transfersContract } from '../contract';
import type { Transfer, TransferLine } from '../contract';

export const SAMPLE_WAREHOUSES: Location[] = [
  { id: 1, title: 'Main Warehouse' },
  { id: 2, title: 'East Coast Depot' },
];
export const SAMPLE_VENDORS: Location[] = [{ id: 1, title: 'Northwind Textiles' }];

/** sku, product, variant, on hand per warehouse id. */
const STOCK: [string, string, string, Record<number, number>][] = [
  ['TEE-S', 'Classic Tee', 'S', { 1: 12, 2: 0 }],
  ['TEE-M', 'Classic Tee', 'M', { 1: 5, 2: 3 }],
  ['TOTE', 'Canvas Tote', '', { 1: 30, 2: 2 }],
  ['MUG-BLUE', 'Enamel Mug', 'Blue', { 1: 0, 2: 8 }],
];

/** The inventory items the add-items dialog lists. */
export const SAMPLE_ITEMS: InventoryItem[] = STOCK.map(([sku, product, variant, stock], i) => {
  const status = SAMPLE_WAREHOUSES.map((w) => ({
    id: i * 10 + w.id,
    warehouse_id: w.id,
    warehouse: w.title,
    on_hand: stock[w.id] ?? 0,
    committed: 0,
    uncommitted: stock[w.id] ?? 0,
    reserved: 0,
    available: stock[w.id] ?? 0,
  }));
  return {
    id: i + 1,
    product_id: 100 + i,
    product_title: product,
    variant_id: variant ? 1000 + i : null,
    variant,
    sku,
    image: null,
    linked: true,
    total_on_hand: status.reduce((n, s) => n + s.on_hand, 0),
    total_committed: 0,
    total_reserved: 0,
    status,
  };
});

function line(id: number, sku: string, quantity: number, received = 0): TransferLine {
  const item = SAMPLE_ITEMS.find((i) => i.sku === sku);
  return {
    id,
    sku,
    title: item?.product_title ?? sku,
    variant: item?.variant ?? '',
    image: null,
    product_id: item?.product_id ?? null,
    variant_id: item?.variant_id ?? null,
    quantity,
    received,
  };
}

/** `count` transfers: in transit, partially received, received; every fourth from the vendor, every fifth archived. */
export function sampleTransfers(count: number): Transfer[] {
  return Array.from({ length: count }, (_, i) => {
    const kind = i % 3;
    const products = [
      line(i * 10 + 1, 'TEE-S', 4, kind === 0 ? 0 : kind === 1 ? 2 : 4),
      line(i * 10 + 2, 'TOTE', 2, kind === 2 ? 2 : 0),
    ];
    const quantity = products.reduce((n, p) => n + p.quantity, 0);
    const received = products.reduce((n, p) => n + p.received, 0);
    return {
      id: i + 1,
      from_warehouse: i % 4 === 3 ? null : 1,
      from_vendor: i % 4 === 3 ? 1 : null,
      to_warehouse: 2,
      to_vendor: null,
      archived: i % 5 === 4,
      status: [TRANSFER_STATUS.inTransit, TRANSFER_STATUS.partiallyReceived, TRANSFER_STATUS.received][kind]!,
      quantity,
      received,
      created_at: new Date(Date.UTC(2026, 10, 1 + (i % 20))).toISOString(),
      products,
    };
  });
}

/**
 * One transport for a story: the transfers resource, and the inventory plugin's warehouses,
 * vendors and items (by its contract). Saving answers 501 (no rules here).
 */
/** The add-items filters' choices. */
export const SAMPLE_LOOKUP: ProductLookup = {
  collections: [{ id: 1, title: 'Summer' }],
  tags: ['cotton', 'gift'],
  types: ['Apparel', 'Homeware'],
  vendors: ['Northwind Textiles'],
};

export function storyHttp(rows: Transfer[], items: InventoryItem[] = SAMPLE_ITEMS): HttpClient {
  const transfers = contractMemoryHttp(transfersContract, { transfers: rows });
  const page = { items, _meta: { currentPage: 1, pageCount: 1, perPage: 200, totalCount: items.length } };
  const inventory = contractMemoryHttp(
    inventoryContract,
    { warehouses: SAMPLE_WAREHOUSES, vendors: SAMPLE_VENDORS },
    { endpoints: { searchInventory: () => page } },
  );
  const catalogue = contractMemoryHttp(
    productsContract,
    { products: [] },
    { endpoints: { lookup: () => SAMPLE_LOOKUP } },
  );
  return {
    request: (method, path, init) =>
      (path.startsWith(transfersContract.resources.transfers.path)
        ? transfers
        : path.startsWith(productsContract.resources.products.path)
          ? catalogue
          : inventory
      ).request(method, path, init),
  };
}

/** An employee who may only read the catalogue (and so transfers): no create, archive, receive or delete. */
export const READ_ONLY_ACCOUNT = testEmployeeAccount([
  { subject: 'products_and_collections', rule: 1, options: [] },
]);

/** The first three sample transfers (in transit, partly received, received) on a story server. */
export const demoHttp = () => storyHttp(sampleTransfers(3));
