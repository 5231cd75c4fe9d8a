/**
 * An in-memory inventory API for component tests and stories: items grouped by product,
 * filters, on-hand updates and the unlinked-only delete of the real server (spec 2 §5, §7),
 * with warehouses, vendors and saved views on core's memory client.
 */
import { createMemoryHttpClient } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import type { HttpClient, HttpMethod, ListResponse, RequestOptions } from '@storeroom/core/client';
import { INVENTORY_PATH, VENDORS_PATH, WAREHOUSES_PATH } from '../client';
import { INVENTORY_MESSAGES } from '../schema';
import type { InventoryGroup, InventoryItem, Location } from '../schema';

export const SAMPLE_WAREHOUSES: Location[] = [
  { id: 1, title: 'Main Warehouse' },
  { id: 2, title: 'East Coast Depot' },
];
export const SAMPLE_VENDORS: Location[] = [
  { id: 1, title: 'Northwind Textiles' },
  { id: 2, title: 'Acme Supply Co.' },
];

const PRODUCTS = ['Classic Tee', 'Canvas Tote', 'Wool Beanie', 'Linen Shirt', 'Enamel Mug', 'Desk Lamp'];
const SIZES = ['S', 'M', 'L'];

interface FakeLine {
  id: number;
  product_id: number;
  product_title: string;
  variant_id: number | null;
  variant: string;
  sku: string;
  image: string | null;
  linked: boolean;
  /** warehouse id → [on_hand, committed] */
  levels: Record<number, [number, number]>;
}

/** `products` products with up to three variants; the last product is unlinked. */
export function sampleLines(products: number, options: { longTitles?: boolean } = {}): FakeLine[] {
  const lines: FakeLine[] = [];
  let id = 1;
  for (let p = 0; p < products; p++) {
    const base = PRODUCTS[p % PRODUCTS.length]!;
    const title = `${options.longTitles ? `${base} with an exceptionally long product name that wraps` : base}${p >= PRODUCTS.length ? ` ${p}` : ''}`;
    const variants = p % 3 === 1 ? [''] : SIZES.slice(0, 1 + (p % 3));
    for (const [v, variant] of variants.entries()) {
      lines.push({
        id: id++,
        product_id: 100 + p,
        product_title: title,
        variant_id: variant === '' ? null : 1000 + p * 10 + v,
        variant,
        sku: `${title.slice(0, 3).toUpperCase()}-${p + 1}${variant ? `-${variant}` : ''}`,
        image: null,
        linked: p !== products - 1 || products === 1,
        levels: { 1: [10 + ((p * 7 + v) % 20), p % 4], 2: [(p + v) % 6, 0] },
      });
    }
  }
  return lines;
}

function toItem(line: FakeLine, warehouses: Location[]): InventoryItem {
  const status = warehouses.map((w) => {
    const [onHand, committed] = line.levels[w.id] ?? [0, 0];
    return {
      id: line.id * 10 + w.id,
      warehouse_id: w.id,
      warehouse: w.title,
      on_hand: onHand,
      committed,
      uncommitted: onHand - committed,
    };
  });
  const { levels: _levels, ...rest } = line;
  return {
    ...rest,
    total_on_hand: status.reduce((n, s) => n + s.on_hand, 0),
    total_committed: status.reduce((n, s) => n + s.committed, 0),
    status,
  };
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

function compare(actual: number, f: { operator: string; value: unknown }): boolean {
  const v = Number(f.value);
  switch (f.operator) {
    case '>':
      return actual > v;
    case '<':
      return actual < v;
    case '>=':
      return actual >= v;
    case '<=':
      return actual <= v;
    case '!=':
      return actual !== v;
    default:
      return actual === v;
  }
}

function matches(item: InventoryItem, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([field, value]) => {
    const list = asList(value);
    switch (field) {
      case 'product_title':
        return list.every((f) => {
          const text =
            typeof f === 'object' && f !== null ? String((f as { value: unknown }).value) : String(f);
          const has = item.product_title.toLowerCase().includes(text.toLowerCase());
          return typeof f === 'object' && (f as { operator: string }).operator === 'notcontains' ? !has : has;
        });
      case 'sku.title':
        return list.some((s) => String(s).toLowerCase() === item.sku.toLowerCase());
      case 'total_on_hand':
      case 'total_committed':
        return list.every((f) =>
          compare(
            item[field],
            typeof f === 'object' && f !== null
              ? (f as { operator: string; value: unknown })
              : { operator: '=', value: f },
          ),
        );
      case 'warehouse':
        return list.some((w) =>
          item.status.some((s) => s.warehouse_id === Number(w) && (s.on_hand > 0 || s.committed > 0)),
        );
      case 'product_id':
        return list.some((id) => Number(id) === item.product_id);
      default:
        return true;
    }
  });
}

function paged<T>(items: T[], query: RequestOptions['query']): ListResponse<T> {
  const size = Number(query?.size ?? 20);
  const page = Number(query?.page ?? 1);
  return {
    items: items.slice((page - 1) * size, page * size),
    _meta: {
      currentPage: page,
      pageCount: Math.ceil(items.length / size),
      perPage: size,
      totalCount: items.length,
    },
  };
}

export interface FakeInventoryHttp extends HttpClient {
  lines: FakeLine[];
  readonly log: string[];
}

/** The fake inventory API; `latency` shows loading states in stories. */
export function createFakeInventoryHttp(
  lines: FakeLine[] = sampleLines(8),
  options: { warehouses?: Location[]; vendors?: Location[]; latency?: number } = {},
): FakeInventoryHttp {
  const memory = createMemoryHttpClient({
    resources: {
      [WAREHOUSES_PATH]: [...(options.warehouses ?? SAMPLE_WAREHOUSES)],
      [VENDORS_PATH]: [...(options.vendors ?? SAMPLE_VENDORS)],
      [INVENTORY_PATH]: [],
    },
    latency: options.latency,
    validate: (_path, body) =>
      typeof body.title === 'string' && body.title.trim() === ''
        ? { title: [INVENTORY_MESSAGES.titleRequired] }
        : undefined,
  });
  const log: string[] = [];
  const warehouses = () => memory.rows(WAREHOUSES_PATH) as Location[];
  const items = () =>
    [...lines]
      .sort((a, b) => a.product_title.localeCompare(b.product_title) || a.id - b.id)
      .map((l) => toItem(l, warehouses()));

  async function handle(method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<unknown> {
    const [, first, second] = path.slice(INVENTORY_PATH.length).split('/');
    if (!path.startsWith(INVENTORY_PATH) || first === 'saved-views')
      return memory.request(method, path, opts);
    log.push(`${method} ${path}`);
    if (options.latency) await new Promise((r) => setTimeout(r, options.latency));
    const body = (opts.body ?? {}) as Record<string, unknown>;
    if ((first === undefined && method === 'GET') || (first === 'search' && method === 'POST')) {
      const found = items().filter((i) => matches(i, first === 'search' ? body : {}));
      if (opts.query?.group !== 'product') return paged(found, opts.query);
      const ids = [...new Set(found.map((i) => i.product_id))];
      const groups: InventoryGroup[] = ids.map((id) => {
        const own = found.filter((i) => i.product_id === id);
        return {
          id,
          product_id: id,
          product_title: own[0]!.product_title,
          image: own[0]!.image,
          linked: own.every((i) => i.linked),
          total_on_hand: own.reduce((n, i) => n + i.total_on_hand, 0),
          total_committed: own.reduce((n, i) => n + i.total_committed, 0),
          inventory_items: own,
        };
      });
      return paged(groups, opts.query);
    }
    if (first === 'delete' && method === 'POST') {
      const ids = asList(body.ids).map(Number);
      const unlinked = lines.filter((l) => ids.includes(l.id) && !l.linked);
      if (unlinked.length === 0) throw new ApiError(422, INVENTORY_MESSAGES.nothingUnlinked);
      for (const l of unlinked) lines.splice(lines.indexOf(l), 1);
      return { affected: unlinked.length };
    }
    const line = lines.find((l) => String(l.id) === first);
    if (!line || second !== undefined) throw new ApiError(404, INVENTORY_MESSAGES.notFound);
    if (method === 'GET') return toItem(line, warehouses());
    if (method === 'PATCH') {
      const onHand = (body.on_hand ?? {}) as Record<string, number>;
      for (const [w, n] of Object.entries(onHand)) {
        if (!Number.isInteger(n) || n < 0)
          throw new ApiError(422, INVENTORY_MESSAGES.onHandInvalid, {
            [`on_hand.${w}`]: [INVENTORY_MESSAGES.onHandInvalid],
          });
      }
      for (const [w, n] of Object.entries(onHand))
        line.levels[Number(w)] = [n, line.levels[Number(w)]?.[1] ?? 0];
      return toItem(line, warehouses());
    }
    throw new ApiError(405, `Method not allowed: ${method} ${path}`);
  }

  return {
    lines,
    log,
    request: <TResult>(method: HttpMethod, path: string, opts?: RequestOptions) =>
      handle(method, path, opts).then((r) => structuredClone(r) as TResult),
  };
}
