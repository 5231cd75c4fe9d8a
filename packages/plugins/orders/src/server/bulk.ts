/**
 * Bulk work on orders (spec 2 §7): mass fulfilment and mass shipment of everything left,
 * the CSV mass fulfilment (spec 2 §5: order id, tracking number, carrier; 10 MB; per-line
 * warnings) and the CSV export through a CSV template (spec 1 §3 layouts, spec 2 §7).
 */
import Papa from 'papaparse';
import { minorUnitsToDecimal } from '@storeroom/core/format';
import { count, desc, eq, inArray } from '@storeroom/server/drizzle';
import type { SQL } from '@storeroom/server/drizzle';
import { CSV_TEMPLATES } from '@storeroom/plugin-csv-templates/contract';
import { INVENTORY_STOCK } from '@storeroom/plugin-inventory/contract';
import type { CsvTemplate, CsvTemplateField } from '@storeroom/plugin-csv-templates/contract';
import { callerEmail, escapeHtml, HttpError, invalidField, saveExportFile, toCsv } from '@storeroom/server';
import type { ActionContext, JobRun } from '@storeroom/server';
import {
  CSV_MAX_BYTES,
  CSV_MIN_COLUMNS,
  EXPORT_ORDERS_JOB,
  formatMessage,
  FULFILMENT_STATUS_LABELS,
  ORDERS_MESSAGES,
  ORDERS_SUBJECT,
  PAID_STATUS_LABELS,
  TEMPLATE_EXPORT_ID_OFFSET,
} from '../contract';
import type {
  CsvFulfilmentCheck,
  CsvFulfilmentLine,
  ExportResult,
  ExportTemplateChoice,
  FulfilmentTemplate,
  MassResult,
  Order,
  OrdersExportInput,
  OrdersExportResult,
} from '../contract';
import { fulfil, ship } from './actions';
import { findByIdOrNumber } from './customer';
import { exportFilter } from './filters';
import { itemsOf, ORDER_LOADERS, toOrder } from './orders';
import type { OrderRow } from './orders';
import { carriersTable, fulfilmentsTable, ordersTable } from './tables';

const messageOf = (error: unknown): string => {
  if (error instanceof HttpError) {
    const body = error.body as { message?: string; errors?: Record<string, string[]> };
    return body.errors ? Object.values(body.errors).flat().join(' ') : (body.message ?? error.message);
  }
  throw error;
};

/** Sends everything left of an order to fulfilment; false when nothing was left. */
async function fulfilAllLeft(
  ctx: ActionContext,
  orderId: number,
  warehouseId: number | null,
): Promise<boolean> {
  const items = await itemsOf(ctx, orderId);
  const left = items
    .map((i) => ({ item_id: i.id, quantity: i.quantity - i.sent_quantity }))
    .filter((l) => l.quantity > 0);
  if (left.length === 0) return false;
  await fulfil(ctx, orderId, { items: left, warehouse_id: warehouseId });
  return true;
}

/**
 * Ships everything sent to fulfilment and not shipped, gift cards left out (they are never
 * shipped); false when nothing was.
 */
async function shipAllLeft(
  ctx: ActionContext,
  orderId: number,
  tracking: { tracking_number?: string; shipping_carrier?: number | null } = {},
): Promise<boolean> {
  const fulfilments = await ctx.scope(fulfilmentsTable).find(eq(fulfilmentsTable.order_id, orderId));
  const giftCards = new Set((await itemsOf(ctx, orderId)).filter((i) => i.is_giftcard).map((i) => i.id));
  const left = new Map<number, number>();
  for (const f of fulfilments)
    for (const l of f.items)
      if (!giftCards.has(l.item_id))
        left.set(l.item_id, (left.get(l.item_id) ?? 0) + l.quantity - (l.shipped ?? 0));
  const items = [...left].filter(([, q]) => q > 0).map(([item_id, quantity]) => ({ item_id, quantity }));
  if (items.length === 0) return false;
  await ship(ctx, orderId, { items, ...tracking });
  return true;
}

async function ordersByIds(ctx: ActionContext, ids: readonly number[]): Promise<OrderRow[]> {
  const rows = await ctx.scope(ordersTable).find(inArray(ordersTable.id, [...ids]));
  return rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
}

/** One skipped order of a mass action: 'Order #{number}: {message}'. */
const massWarning = (row: OrderRow, message: string) =>
  formatMessage(ORDERS_MESSAGES.massFailed, { number: row.display_number, message });

/**
 * Runs `work` on each order in its own savepoint, so a skipped order leaves nothing behind: an
 * order it did something to is processed; one with nothing left (`nothingLeft`) or that cannot
 * be done (the error's message) is skipped with a warning.
 */
async function eachOrder(
  ctx: ActionContext,
  ids: readonly number[],
  nothingLeft: string,
  work: (order: ActionContext, id: number) => Promise<boolean>,
): Promise<Omit<MassResult, 'message'>> {
  const warnings: string[] = [];
  let processed = 0;
  for (const row of await ordersByIds(ctx, ids)) {
    try {
      if (await ctx.savepoint((order) => work(order, row.id))) processed += 1;
      // Nothing left: the order is skipped, and the answer says so (the list shows it).
      else warnings.push(massWarning(row, nothingLeft));
    } catch (error) {
      warnings.push(massWarning(row, messageOf(error)));
    }
  }
  return { processed, warnings };
}

/**
 * `POST /orders/mass-fulfilment`: everything left of each order is sent to fulfilment. An
 * order that cannot be (a tracked item without a warehouse, stock) or has nothing left is
 * skipped with a warning; every other one is done.
 */
export async function massFulfil(
  ctx: ActionContext,
  ids: readonly number[],
  warehouseId: number | null,
): Promise<MassResult> {
  const result = await eachOrder(ctx, ids, ORDERS_MESSAGES.nothingToFulfil, (order, id) =>
    fulfilAllLeft(order, id, warehouseId),
  );
  return { ...result, message: ORDERS_MESSAGES.allFulfilled };
}

/** `POST /orders/mass-shipment`: everything left of each order is sent to fulfilment (if needed) and shipped. */
export async function massShip(
  ctx: ActionContext,
  ids: readonly number[],
  warehouseId: number | null,
): Promise<MassResult> {
  // All or nothing per order: a shipment that fails undoes its order's fulfilment too.
  const result = await eachOrder(ctx, ids, ORDERS_MESSAGES.nothingToShip, async (order, id) => {
    const fulfilled = await fulfilAllLeft(order, id, warehouseId);
    const shipped = await shipAllLeft(order, id);
    return fulfilled || shipped;
  });
  return { ...result, message: ORDERS_MESSAGES.allShipped };
}

// ─── CSV mass fulfilment ──────────────────────────────────────────────────────────────────

/**
 * `POST /orders/csv`: reads the file (spec 2 §5: order, tracking number, carrier; 10 MB; a
 * mass-fulfilment template says which columns and whether there is a header) and refuses a
 * missing, too large or too narrow file at once (422); its lines go to the CSV fulfilment job.
 */
export async function csvFulfilmentLines(
  file: File | string | null,
  template?: FulfilmentTemplate,
): Promise<CsvFulfilmentLine[]> {
  if (!file || typeof file === 'string' || file.size === 0)
    throw invalidField('file', ORDERS_MESSAGES.csvNotProvided);
  if (file.size > CSV_MAX_BYTES)
    throw invalidField('file', formatMessage(ORDERS_MESSAGES.csvTooLarge, { name: file.name }));
  const parsed = Papa.parse<string[]>((await file.text()).replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
  });
  const rows = parsed.data.map((r) => r.map((cell) => String(cell ?? '').trim()));
  const columns = template
    ? [template.order_column - 1, template.tracking_column - 1, template.carrier_column - 1]
    : [0, 1, 2];
  const needed = Math.max(CSV_MIN_COLUMNS, ...columns.map((c) => c + 1));
  if (rows.length === 0 || rows.some((r) => r.length < needed))
    throw invalidField(
      'file',
      template
        ? formatMessage(ORDERS_MESSAGES.templateCsvColumns, { count: needed, title: template.title })
        : ORDERS_MESSAGES.csvColumns,
    );
  const first = rows[0]!;
  const start = template ? (template.has_header ? 1 : 0) : /[0-9]/.test(first[columns[0]!]!) ? 0 : 1;
  return rows.slice(start).map((row, i) => {
    const [order, tracking, carrier] = columns.map((c) => row[c] ?? '') as [string, string, string];
    return { line: start + i + 1, order, tracking, carrier };
  });
}

/** Progress is reported every this many lines. */
const CSV_PROGRESS_EVERY = 25;

type CarrierRow = typeof carriersTable.$inferSelect;

/** The store's active carriers, which CSV lines name by title (any case) or id. */
export const activeCarriers = (ctx: ActionContext) =>
  ctx.scope(carriersTable).find(eq(carriersTable.is_deleted, false));

/**
 * One CSV line's order and carrier, or the warning why the line is skipped (spec 2 §8): an
 * empty order id or tracking number, an unknown carrier or order.
 */
async function resolveCsvLine(
  ctx: ActionContext,
  carriers: readonly CarrierRow[],
  { line, order: orderRef, tracking, carrier: carrierRef }: CsvFulfilmentLine,
): Promise<{ order: OrderRow; carrier: CarrierRow } | { warning: string }> {
  if (!orderRef || !tracking) return { warning: formatMessage(ORDERS_MESSAGES.csvLineEmpty, { line }) };
  const carrier =
    carriers.find((c) => c.title.toLowerCase() === carrierRef.toLowerCase()) ??
    carriers.find((c) => String(c.id) === carrierRef);
  if (!carrier)
    return { warning: formatMessage(ORDERS_MESSAGES.csvCarrierNotFound, { line, carrier: carrierRef }) };
  try {
    return { order: await findByIdOrNumber(ctx, orderRef, 'number'), carrier };
  } catch {
    return { warning: formatMessage(ORDERS_MESSAGES.csvOrderNotFound, { line, order: orderRef }) };
  }
}

/**
 * The warehouse a CSV upload names (`warehouse_id`): null when none; 422 when it is not one of
 * the store's (with the inventory area) or not an id.
 */
export async function csvWarehouseOf(ctx: ActionContext, form: FormData): Promise<number | null> {
  const raw = form.get('warehouse_id');
  if (raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
  const id = typeof raw === 'string' && /^[0-9]{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : 0;
  const stock = ctx.use(INVENTORY_STOCK);
  if (id <= 0 || (stock && !(await stock.warehouses()).some((w) => w.id === id)))
    throw invalidField('warehouse_id', ORDERS_MESSAGES.unknownWarehouse);
  return id;
}

/**
 * `POST /orders/csv/check`: what applying the lines would do, changing nothing. Each line is
 * resolved as the job does; an order with nothing left to ship, or with a tracked item left
 * and no warehouse (with the inventory area, spec 2 §5), is a warning too. `orders` counts the
 * distinct orders the job would ship.
 */
export async function checkCsvFulfilment(
  ctx: ActionContext,
  lines: readonly CsvFulfilmentLine[],
  warehouseId: number | null,
): Promise<CsvFulfilmentCheck> {
  const carriers = await activeCarriers(ctx);
  const stocked = !!ctx.use(INVENTORY_STOCK);
  const warnings: string[] = [];
  const orders = new Set<number>();
  for (const line of lines) {
    const resolved = await resolveCsvLine(ctx, carriers, line);
    if ('warning' in resolved) {
      warnings.push(resolved.warning);
      continue;
    }
    const { order } = resolved;
    if (orders.has(order.id)) continue;
    const items = await itemsOf(ctx, order.id);
    const unsent = items.filter((i) => i.quantity > i.sent_quantity);
    const unshipped = items.filter((i) => !i.is_giftcard && i.quantity > i.shipped_quantity);
    const problem =
      unsent.length === 0 && unshipped.length === 0
        ? ORDERS_MESSAGES.nothingToShip
        : warehouseId === null && stocked && unsent.some((i) => i.track_inventory)
          ? ORDERS_MESSAGES.warehouseRequired
          : null;
    if (problem)
      warnings.push(formatMessage(ORDERS_MESSAGES.csvLineFailed, { line: line.line, message: problem }));
    else orders.add(order.id);
  }
  return { lines: lines.length, orders: orders.size, warnings };
}

/**
 * The CSV fulfilment job: each line ships its order with the tracking number and carrier
 * (tracked items sent to fulfilment from the upload's warehouse), all or nothing per line
 * (its own transaction); problems become warnings (spec 2 §8), and progress is reported as
 * lines are done.
 */
export async function runCsvFulfilment({
  input,
  ctx,
  progress,
  signal,
}: JobRun<{ lines: CsvFulfilmentLine[]; warehouse_id?: number | null }>): Promise<MassResult> {
  const carriers = await activeCarriers(ctx);
  const warehouseId = input.warehouse_id ?? null;
  const warnings: string[] = [];
  let processed = 0;
  const total = input.lines.length;
  await progress({ done: 0, total, step: 'Shipping orders' });
  for (const [index, csvLine] of input.lines.entries()) {
    const { line, order: orderRef, tracking } = csvLine;
    signal.throwIfAborted();
    if (index > 0 && index % CSV_PROGRESS_EVERY === 0)
      await progress({ done: index, total, step: 'Shipping orders' });
    const resolved = await resolveCsvLine(ctx, carriers, csvLine);
    if ('warning' in resolved) {
      warnings.push(resolved.warning);
      continue;
    }
    const { order, carrier } = resolved;
    try {
      // All or nothing per line: a shipment that fails undoes the line's fulfilment too.
      const shipped = await ctx.savepoint(async (lineCtx) => {
        const fulfilled = await fulfilAllLeft(lineCtx, order.id, warehouseId);
        const done = await shipAllLeft(lineCtx, order.id, {
          tracking_number: tracking,
          shipping_carrier: carrier.id,
        });
        if (!done && !fulfilled) throw invalidField('items', ORDERS_MESSAGES.nothingToShip);
        return done;
      });
      // Sent to fulfilment but nothing shipped: what was left were gift cards only, delivered
      // once sent and never shipped (spec 3 §4). The line is done, but its tracking number had
      // no shipment to go on, so the result says so rather than dropping it silently.
      if (!shipped)
        warnings.push(formatMessage(ORDERS_MESSAGES.csvGiftCardsOnly, { line, order: orderRef, tracking }));
      processed += 1;
    } catch (error) {
      warnings.push(formatMessage(ORDERS_MESSAGES.csvLineFailed, { line, message: messageOf(error) }));
    }
  }
  await progress({ done: total, total, step: 'Shipping orders' });
  return {
    processed,
    warnings,
    message: warnings.length > 0 ? ORDERS_MESSAGES.csvWarnings : ORDERS_MESSAGES.allShipped,
  };
}

// ─── CSV export through a template ───────────────────────────────────────────────────────

const pad = (n: number) => String(n).padStart(2, '0');

/** MM/DD/YYYY HH:mm:ss in the store's time zone (spec 2 §9). */
function storeDate(date: Date, timezone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return `${parts.month}/${parts.day}/${parts.year} ${pad(Number(parts.hour))}:${parts.minute}:${parts.second}`;
}

type ItemOf = NonNullable<Order['items']>[number];

function fieldValue(ctx: ActionContext, order: Order, field: CsvTemplateField, item?: ItemOf): string {
  const [scope, name] = field.split('.') as [string, string];
  if (scope === 'item') {
    if (!item) return '';
    // CSV holds decimal text in the order's currency (`1234.50`), not minor units.
    if (name === 'price') return minorUnitsToDecimal(item.price, order.currency);
    return String(item[name as 'title' | 'variant' | 'sku' | 'quantity'] ?? '');
  }
  if (scope === 'shipping') return order.shipping_address[name as keyof Order['shipping_address']] ?? '';
  if (scope === 'customer') return name === 'phone' ? order.phone : order.full_name;
  if (scope === 'shipment') {
    const shipments = order.shipments ?? [];
    const values = shipments
      .map((s) => (name === 'carrier' ? s.carrier_title : s.tracking_number))
      .filter(Boolean);
    return [...new Set(values)].join(', ');
  }
  switch (name) {
    case 'id':
      return String(order.id);
    case 'display_number':
      return order.number;
    case 'order_date':
      return storeDate(new Date(order.order_date), ctx.store.timezone);
    case 'status':
      return FULFILMENT_STATUS_LABELS[order.status];
    case 'paid':
      return PAID_STATUS_LABELS[order.paid];
    case 'total':
      return minorUnitsToDecimal(order.total, order.currency);
    case 'refunded':
      return minorUnitsToDecimal(order.refunded, order.currency);
    case 'email':
      return order.email;
    default:
      return '';
  }
}

const isItemColumn = (column: CsvTemplate['columns'][number]) =>
  column.content.some((f) => f.startsWith('item.'));

/**
 * The rows of an export by layout type (spec 1 §3): row per item 1 (one row per order line),
 * column per item 2 (one row per order; item columns repeat per line, numbered), one cell 3
 * (one row per order; the lines' values share one cell, one line each).
 */
export function templateRows(
  ctx: ActionContext,
  template: CsvTemplate,
  orders: readonly Order[],
): string[][] {
  const cell = (order: Order, column: CsvTemplate['columns'][number], item?: ItemOf) =>
    column.content
      .map((f) => fieldValue(ctx, order, f, item))
      .filter((v) => v !== '')
      .join(' ');
  if (template.layout_type === 1) {
    const header = template.columns.map((c) => c.title);
    const body = orders.flatMap((order) => {
      const items = order.items && order.items.length > 0 ? order.items : [undefined];
      return items.map((item) => template.columns.map((c) => cell(order, c, item)));
    });
    return [header, ...body];
  }
  if (template.layout_type === 2) {
    const most = Math.max(1, ...orders.map((o) => o.items?.length ?? 0));
    const header = template.columns.flatMap((c) =>
      isItemColumn(c) ? Array.from({ length: most }, (_, i) => `${c.title} ${i + 1}`) : [c.title],
    );
    const body = orders.map((order) =>
      template.columns.flatMap((c) =>
        isItemColumn(c)
          ? Array.from({ length: most }, (_, i) => {
              const item = order.items?.[i];
              return item ? cell(order, c, item) : '';
            })
          : [cell(order, c)],
      ),
    );
    return [header, ...body];
  }
  const header = template.columns.map((c) => c.title);
  const body = orders.map((order) =>
    template.columns.map((c) =>
      isItemColumn(c) ? (order.items ?? []).map((item) => cell(order, c, item)).join('\n') : cell(order, c),
    ),
  );
  return [header, ...body];
}

export interface ExportInput {
  template_id: number;
  order_ids?: number[];
  filter?: Record<string, unknown>;
}

/**
 * `GET /orders/export-templates`: the CSV templates an export may use, read through the CSV
 * templates area's service, so the orders export permission is enough (issue 18); 404 with
 * 'CSV templates are not available.' without that area.
 */
export async function exportTemplateChoices(ctx: ActionContext): Promise<ExportTemplateChoice[]> {
  const templates = ctx.use(CSV_TEMPLATES);
  if (!templates) throw new HttpError(404, ORDERS_MESSAGES.templatesUnavailable);
  return templates.choices();
}

/** The template an export names (spec 2 §9: template export ids are offset by 1000); 422 otherwise. */
async function exportTemplate(ctx: ActionContext, templateId: number): Promise<CsvTemplate> {
  const templates = ctx.use(CSV_TEMPLATES);
  if (!templates) throw invalidField('template_id', ORDERS_MESSAGES.templatesUnavailable);
  const template =
    (await templates.get(templateId)) ??
    (templateId > TEMPLATE_EXPORT_ID_OFFSET
      ? await templates.get(templateId - TEMPLATE_EXPORT_ID_OFFSET)
      : undefined);
  if (!template) throw invalidField('template_id', ORDERS_MESSAGES.templateNotFound);
  return template;
}

/** The orders an export takes: by id, or by the list's filter (422 on a bad filter). */
function exportCondition(input: ExportInput): SQL | undefined {
  if (input.order_ids !== undefined && input.order_ids.length === 0)
    throw invalidField('order_ids', ORDERS_MESSAGES.noOrdersSelected);
  return input.order_ids !== undefined
    ? inArray(ordersTable.id, input.order_ids)
    : exportFilter(input.filter ?? {});
}

/**
 * `POST /orders/exportcsv`: checks the template and the selection (422 at once), counts the
 * orders and starts the export job in this transaction; the job writes the CSV as a stored
 * file and mails the caller a link to it.
 */
export async function startOrdersExport(ctx: ActionContext, input: ExportInput): Promise<ExportResult> {
  await exportTemplate(ctx, input.template_id);
  const condition = exportCondition(input);
  const [counted] = await ctx.db
    .select({ n: count() })
    .from(ordersTable)
    .where(ctx.scope(ordersTable).where(condition));
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
  const filename = `orders_${stamp}_export.csv`;
  const { id } = await ctx.jobs.enqueue(EXPORT_ORDERS_JOB, { ...input, filename });
  return { id, count: counted?.n ?? 0, filename, message: ORDERS_MESSAGES.reportEmailed };
}

/** Orders are read, and progress reported, this many at a time. */
const EXPORT_PAGE = 500;

/**
 * The orders export job: the orders (newest first) through the CSV template, a page at a
 * time with progress, written as a stored CSV file; the caller gets a link by mail (never the
 * CSV in the body).
 */
export async function runOrdersExport({
  input,
  ctx,
  progress,
  signal,
}: JobRun<OrdersExportInput>): Promise<OrdersExportResult> {
  const template = await exportTemplate(ctx, input.template_id);
  const ids = await ctx.db
    .select({ id: ordersTable.id })
    .from(ordersTable)
    .where(ctx.scope(ordersTable).where(exportCondition(input)))
    .orderBy(desc(ordersTable.order_date), desc(ordersTable.id));
  const total = ids.length;
  await progress({ done: 0, total, step: 'Reading orders' });
  const rows: unknown[][] = [];
  for (let i = 0; i < total; i += EXPORT_PAGE) {
    signal.throwIfAborted();
    const pageIds = ids.slice(i, i + EXPORT_PAGE).map((r) => r.id);
    const found = await ctx.db
      .select()
      .from(ordersTable)
      .where(ctx.scope(ordersTable).where(inArray(ordersTable.id, pageIds)));
    const byId = new Map(found.map((r) => [r.id, r]));
    const page = pageIds.flatMap((id) => (byId.has(id) ? [toOrder(byId.get(id)!, ctx)] : []));
    await ORDER_LOADERS.items(page, ctx);
    await ORDER_LOADERS.shipments(page, ctx);
    const [header, ...body] = templateRows(ctx, template, page);
    if (i === 0) rows.push(header!);
    rows.push(...body);
    await progress({ done: Math.min(total, i + EXPORT_PAGE), total, step: 'Writing orders' });
  }
  if (total === 0) rows.push(templateRows(ctx, template, [])[0]!);
  const file = await saveExportFile(ctx, input.filename, toCsv(rows));
  const to = await callerEmail(ctx);
  if (to)
    await ctx.services.mail.send(ctx.db, ctx.store.id, {
      to,
      subject: `${ctx.store.title}: orders export ${input.filename}`,
      body:
        `<p>${total} orders, template "${escapeHtml(template.title)}".</p>` +
        `<p><a href="${escapeHtml(file.link)}">Download ${escapeHtml(input.filename)}</a></p>`,
      area: ORDERS_SUBJECT,
    });
  return { url: file.url, filename: input.filename, rows: total, emailed: !!to };
}
