/**
 * The typed client of the Transfers API (spec 2 §7 Transfers), plus the lookups its screens
 * need from other areas over HTTP (plugins meet through the API, never through imports):
 * warehouses and vendors (`GET /warehouses`, `GET /vendors`) and items with a sku for the
 * add-items dialog (`POST /inventory/search`). No React: private apps use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const { transfers } = createTransfersClient(http);
 * await transfers.update(12, { products: [{ sku: 'TEE-RED-M', received: 3 }] }); // receive 3
 */
import { createResourceClient } from '@storeroom/core/client';
import type { HttpClient, ListResponse, ResourceClient, SearchFilter } from '@storeroom/core/client';
import type { Transfer, TransferInput, TransferUpdate } from './schema';

/** Resource path under /api/v1. */
export const TRANSFERS_PATH = '/transfers';
/** Other areas' endpoints the screens read. */
export const WAREHOUSES_PATH = '/warehouses';
export const VENDORS_PATH = '/vendors';
export const INVENTORY_SEARCH_PATH = '/inventory/search';

export type TransfersResource = ResourceClient<Transfer, TransferInput, TransferUpdate>;

/** A warehouse or a vendor. */
export interface TransferLocation {
  id: number;
  title: string;
}

/** An item the add-items dialog offers: one sku, with what each warehouse has available. */
export interface PickerItem {
  sku: string;
  title: string;
  variant: string;
  image: string | null;
  product_id: number | null;
  variant_id: number | null;
  /** warehouse id → on hand − committed. */
  available: Record<number, number>;
}

interface InventoryRow {
  sku: string;
  product_id: number;
  product_title: string;
  variant_id: number | null;
  variant: string;
  image: string | null;
  status?: { warehouse_id: number; on_hand: number; committed: number }[];
}

export interface TransfersClient {
  transfers: TransfersResource;
  /** Warehouses and vendors, by title. */
  locations(signal?: AbortSignal): Promise<{ warehouses: TransferLocation[]; vendors: TransferLocation[] }>;
  /** Items with a sku: by text (product title or sku), or by a list of skus (CSV import). */
  searchItems(
    query: { text?: string; skus?: readonly string[] },
    size: number,
    signal?: AbortSignal,
  ): Promise<PickerItem[]>;
}

export function createTransfersClient(http: HttpClient): TransfersClient {
  const list = (path: string, signal?: AbortSignal) =>
    http.request<ListResponse<TransferLocation>>('GET', path, {
      query: { size: 200, sort: 'title' },
      signal,
    });
  return {
    transfers: createResourceClient<Transfer, TransferInput, TransferUpdate>(http, TRANSFERS_PATH),
    locations: async (signal) => {
      const [warehouses, vendors] = await Promise.all([
        list(WAREHOUSES_PATH, signal),
        list(VENDORS_PATH, signal),
      ]);
      return { warehouses: warehouses.items, vendors: vendors.items };
    },
    searchItems: async (query, size, signal) => {
      const body: SearchFilter = {};
      if (query.text && query.text.trim() !== '') body.query = query.text.trim();
      if (query.skus) body['sku.title'] = [...query.skus];
      const page = await http.request<ListResponse<InventoryRow>>('POST', INVENTORY_SEARCH_PATH, {
        query: { size, page: 1 },
        body,
        signal,
      });
      // spec 2 §3: only items with a sku are used.
      return page.items
        .filter((row) => row.sku.trim() !== '')
        .map((row) => ({
          sku: row.sku,
          title: row.product_title,
          variant: row.variant,
          image: row.image,
          product_id: row.product_id,
          variant_id: row.variant_id,
          available: Object.fromEntries(
            (row.status ?? []).map((s) => [s.warehouse_id, s.on_hand - s.committed]),
          ),
        }));
    },
  };
}
