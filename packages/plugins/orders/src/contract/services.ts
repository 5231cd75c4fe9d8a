/**
 * What this plugin's server part offers the other plugins (ARCHITECTURE.md "A plugin"):
 * service and event refs with their types. Zod-free and server-free: any plugin's server part
 * imports them from this plugin's `./contract`. A consumer must behave sensibly when no
 * provider is registered (`ctx.use(ref)` answers `undefined`).
 */
import { createEventRef, createJobRef, createServiceRef } from '@storeroom/core/contract';

/** A half-open time range [from, to). */
export interface StatsRange {
  from: Date;
  to: Date;
}

export interface OrderStatisticsService {
  /**
   * Orders placed in the range and their sales (total − refunded, integer minor units of the
   * store's currency), paid orders only.
   */
  totals(range: StatsRange): Promise<{ orders: number; sales: number }>;
  /**
   * A series bucketed by hour or day in the store's time zone; `time` is the bucket start
   * in unix seconds; empty buckets are present with value 0; sales in minor units.
   */
  series(
    range: StatsRange & { metric: 'orders' | 'sales'; bucket: 'hour' | 'day' },
  ): Promise<{ time: number; value: number }[]>;
  /** Best sellers in the range by quantity (spec 2 §9: top 5); `total` in minor units. */
  topProducts(range: StatsRange & { limit: number }): Promise<
    {
      product_id: number | null;
      title: string;
      image: string | null;
      quantity: number;
      orders: number;
      total: number;
    }[]
  >;
  /**
   * order_count, lifetime_spent and last_purchase (ISO) per customer (spec 1 §3 Customer).
   * `lifetime_spent` is in integer minor units (cents for USD), like every amount here.
   */
  customerStats(
    customerIds: readonly number[],
  ): Promise<Map<number, { order_count: number; lifetime_spent: number; last_purchase: string | null }>>;
  /**
   * The last order (ISO date-time) of each e-mail, compared case-insensitively, with or without
   * a customer record (a guest's order too); an e-mail with no order is absent. Optional: a
   * provider without it leaves callers to `customerStats`.
   */
  lastOrderByEmail?(emails: readonly string[]): Promise<Map<string, string>>;
}

export const ORDER_STATISTICS = createServiceRef<OrderStatisticsService>('orders.statistics');
/** Published when orders are placed, paid, refunded or change customer. */
export const ORDERS_CHANGED = createEventRef<{ order_ids: number[]; customer_ids: number[] }>(
  'orders.changed',
);

/** One line of a paid order, as the areas that act on it read it (integer minor units). */
export interface PaidOrderLine {
  /** The order item's id (unique in the store; an invoice's line: its position, from 1). */
  item_id: number;
  product_id: number | null;
  title: string;
  variant: string;
  quantity: number;
  /** Price of one unit. */
  price: number;
  /** The product is a gift card: delivered by e-mail, never shipped (spec 2 §3, spec 3 §4). */
  is_giftcard: boolean;
}

/** A paid order as ORDER_PAID carries it. */
export interface PaidOrder {
  /**
   * What was paid: an order of the orders area (absent or `order`), or an invoice order of
   * the invoice orders area (`invoice`). Their ids are counted apart, so a subscriber that keys
   * what it does by the order keys it by both (`order_id` is then the invoice's id, and each
   * line's `item_id` its position on the invoice, from 1).
   */
  kind?: 'order' | 'invoice';
  order_id: number;
  /** The number people see (with the store's prefix and suffix). */
  number: string;
  email: string;
  customer_id: number | null;
  /** Integer minor units. */
  total: number;
  items: PaidOrderLine[];
}

/**
 * Published once per order when it is placed paid, or when an unpaid order becomes paid, with
 * its lines: what the areas that act on a sale need (gift cards bought in the order, gift card
 * campaigns) without reading the orders tables. Subscribers run in the publisher's transaction:
 * slow work (mail) goes to a job, which must be idempotent (an order may be published again).
 */
export const ORDER_PAID = createEventRef<{ orders: PaidOrder[] }>('orders.paid');

/** What an orders export job is given: the template, and the orders by id or by the list's filter. */
export interface OrdersExportInput {
  template_id: number;
  order_ids?: number[];
  filter?: Record<string, unknown>;
  /** The file's name, decided when the export was asked for. */
  filename: string;
}

/** What an orders export job answers once done: the stored CSV and whether it was mailed. */
export interface OrdersExportResult {
  /** Where to download the CSV (`/uploads/...`). */
  url: string;
  filename: string;
  /** Data rows (orders) in the file. */
  rows: number;
  /** Whether a link was mailed to the caller. */
  emailed: boolean;
}

/** `POST /orders/exportcsv` starts this job; follow it with `GET /jobs/{id}`. */
export const EXPORT_ORDERS_JOB = createJobRef<OrdersExportInput, OrdersExportResult>('orders.export');

/** One line of a CSV mass fulfilment, as read from the file (spec 2 §5). */
export interface CsvFulfilmentLine {
  /** 1-based line of the file. */
  line: number;
  /** Order id or display number. */
  order: string;
  tracking: string;
  /** Carrier title or id. */
  carrier: string;
}

/** What a CSV mass fulfilment job answers: as the mass actions (`MassResult`). */
export interface CsvFulfilmentResult {
  processed: number;
  warnings: string[];
  message: string;
}

/** `POST /orders/csv` starts this job with the file's lines; follow it with `GET /jobs/{id}`. */
export const CSV_FULFILMENT_JOB = createJobRef<
  { lines: CsvFulfilmentLine[]; warehouse_id?: number | null },
  CsvFulfilmentResult
>('orders.csv-fulfilment');
