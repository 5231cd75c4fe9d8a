/**
 * An in-memory transfers API for component tests and stories: core's memory client for the
 * transfers list, warehouses, vendors and saved views, plus the transfer rules it cannot know
 * (create with totals, receive capped at quantity − received, archive) and the inventory
 * search the add-items dialog reads.
 */
import { createMemoryHttpClient } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import type { HttpClient, HttpMethod, RequestOptions } from '@storeroom/core/client';
import { INVENTORY_SEARCH_PATH, TRANSFERS_PATH, VENDORS_PATH, WAREHOUSES_PATH } from '../client';
import type { TransferLocation } from '../client';
import { TRANSFER_STATUS } from '../schema';
import type { Transfer, TransferLine } from '../schema';

export const SAMPLE_WAREHOUSES: TransferLocation[] = [
  { id: 1, title: 'Main Warehouse' },
  { id: 2, title: 'East Coast Depot' },
];
export const SAMPLE_VENDORS: TransferLocation[] = [{ id: 1, title: 'Northwind Textiles' }];

export interface SampleItem {
  sku: string;
  product_title: string;
  variant: string;
  /** warehouse id → on hand */
  stock: Record<number, number>;
}

export const SAMPLE_ITEMS: SampleItem[] = [
  { sku: 'TEE-S', product_title: 'Classic Tee', variant: 'S', stock: { 1: 12, 2: 0 } },
  { sku: 'TEE-M', product_title: 'Classic Tee', variant: 'M', stock: { 1: 5, 2: 3 } },
  { sku: 'TOTE', product_title: 'Canvas Tote', variant: '', stock: { 1: 30, 2: 2 } },
  { sku: 'MUG-BLUE', product_title: 'Enamel Mug', variant: 'Blue', stock: { 1: 0, 2: 8 } },
];

function line(id: number, sku: string, quantity: number, received = 0): TransferLine {
  const item = SAMPLE_ITEMS.find((i) => i.sku === sku);
  return {
    id,
    sku,
    title: item?.product_title ?? sku,
    variant: item?.variant ?? '',
    image: null,
    product_id: null,
    variant_id: null,
    quantity,
    received,
  };
}

function totals(products: TransferLine[]): Pick<Transfer, 'quantity' | 'received' | 'status'> {
  const quantity = products.reduce((n, p) => n + p.quantity, 0);
  const received = products.reduce((n, p) => n + p.received, 0);
  const status =
    received === 0
      ? TRANSFER_STATUS.inTransit
      : products.every((p) => p.received >= p.quantity)
        ? TRANSFER_STATUS.received
        : TRANSFER_STATUS.partiallyReceived;
  return { quantity, received, status };
}

/** `count` transfers: in transit, partially received, received, every fifth archived. */
export function sampleTransfers(count: number): Transfer[] {
  return Array.from({ length: count }, (_, i) => {
    const kind = i % 3;
    const products = [
      line(i * 10 + 1, 'TEE-S', 4, kind === 0 ? 0 : kind === 1 ? 2 : 4),
      line(i * 10 + 2, 'TOTE', 2, kind === 2 ? 2 : 0),
    ];
    return {
      id: i + 1,
      from_warehouse: i % 4 === 3 ? null : 1,
      from_vendor: i % 4 === 3 ? 1 : null,
      to_warehouse: 2,
      to_vendor: null,
      archived: i % 5 === 4,
      created_at: new Date(Date.UTC(2026, 10, 1 + (i % 20))).toISOString(),
      products,
      ...totals(products),
    };
  });
}

export interface FakeTransfersHttp extends HttpClient {
  transfers(): Transfer[];
  readonly log: string[];
}

export function createFakeTransfersHttp(
  transfers: Transfer[] = sampleTransfers(3),
  options: { latency?: number; items?: SampleItem[] } = {},
): FakeTransfersHttp {
  const items = options.items ?? SAMPLE_ITEMS;
  const memory = createMemoryHttpClient({
    resources: {
      [TRANSFERS_PATH]: transfers.map((t) => structuredClone(t)),
      [WAREHOUSES_PATH]: SAMPLE_WAREHOUSES.map((w) => ({ ...w })),
      [VENDORS_PATH]: SAMPLE_VENDORS.map((v) => ({ ...v })),
    },
    latency: options.latency,
  });
  const rows = () => memory.rows(TRANSFERS_PATH) as unknown as Transfer[];
  const log: string[] = [];
  let nextLine = 1000;

  async function handle(method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<unknown> {
    log.push(`${method} ${path}`);
    const body = (opts.body ?? {}) as Record<string, unknown>;
    if (path === INVENTORY_SEARCH_PATH && method === 'POST') {
      const text = (body.query as string | undefined)?.toLowerCase();
      const skus = body['sku.title'] as string[] | undefined;
      const found = items.filter(
        (i) =>
          (!text || i.product_title.toLowerCase().includes(text) || i.sku.toLowerCase().includes(text)) &&
          (!skus || skus.some((s) => s.toLowerCase() === i.sku.toLowerCase())),
      );
      return {
        items: found.map((i) => ({
          sku: i.sku,
          product_id: 1,
          product_title: i.product_title,
          variant_id: null,
          variant: i.variant,
          image: null,
          status: Object.entries(i.stock).map(([w, n]) => ({
            warehouse_id: Number(w),
            on_hand: n,
            committed: 0,
          })),
        })),
        _meta: {
          currentPage: 1,
          pageCount: 1,
          perPage: Number(opts.query?.size ?? 20),
          totalCount: found.length,
        },
      };
    }
    if (path === TRANSFERS_PATH && method === 'POST') {
      const products = (body.products as { sku: string; quantity: number }[]).map((p) =>
        line(nextLine++, p.sku, p.quantity),
      );
      const created = await memory.request<Transfer>('POST', TRANSFERS_PATH, {
        body: {
          ...body,
          archived: false,
          created_at: new Date().toISOString(),
          products,
          ...totals(products),
        },
      });
      return created;
    }
    const match = /^\/transfers\/(\d+)$/.exec(path);
    if (match && method === 'PATCH') {
      const row = rows().find((t) => t.id === Number(match[1]));
      if (!row) throw new ApiError(404, 'Transfer not found.');
      if ('archived' in body) row.archived = Boolean(body.archived);
      else if (
        (body.products as Record<string, unknown>[]).every((p) => 'received' in p && !('quantity' in p))
      ) {
        for (const p of body.products as { sku: string; received: number }[]) {
          const l = row.products!.find((x) => x.sku === p.sku);
          if (l) l.received += Math.min(p.received, l.quantity - l.received);
        }
        Object.assign(row, totals(row.products!));
      } else {
        const products = (body.products as { sku: string; quantity: number }[]).map((p) =>
          line(nextLine++, p.sku, p.quantity),
        );
        Object.assign(row, body, { products, ...totals(products) });
      }
      return structuredClone(row);
    }
    return memory.request(method, path, opts);
  }

  return {
    transfers: rows,
    log,
    request: async <TResult>(method: HttpMethod, path: string, opts?: RequestOptions) => {
      if (options.latency) await new Promise((r) => setTimeout(r, options.latency));
      return structuredClone(await handle(method, path, opts)) as TResult;
    },
  };
}
