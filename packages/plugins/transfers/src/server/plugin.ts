/**
 * The Transfers plugin's server part (spec 2 §7 Transfers): it implements the transfers
 * contract — transfers from a warehouse or a vendor to a warehouse or a vendor with their
 * product lines (create and update endpoints; list, search, item, delete, archive/unarchive
 * and saved views by the engine) — receiving with stock moves through the inventory plugin's
 * `INVENTORY_STOCK` in the same transaction, under a row lock on the transfer (concurrent
 * receives never over-receive), and demo data. A transfer in transit out of a warehouse
 * reserves what it has yet to deliver there (quantity − received per line): reserved on
 * create, released on archive, delete and receive, taken again on unarchive, so two transfers
 * never claim the same units (the inventory refuses a reservation beyond what is available,
 * under its row locks). Without an inventory plugin, transfers work
 * without stock checks or moves. Every door is checked against the standard
 * `products_and_collections` subject.
 */
import { defineServerPlugin, implement, invalid, notFound, parseId, resource } from '@storeroom/server';
import type { ActionContext } from '@storeroom/server';
import { INVENTORY_STOCK } from '@storeroom/plugin-inventory/contract';
import type { StockMove } from '@storeroom/plugin-inventory/contract';
import { asc, eq, inArray } from '@storeroom/server/drizzle';
import type { z } from 'zod';
import { TRANSFERS_MESSAGES, TRANSFER_STATUS, transferInputSchema, transfersContract } from '../contract';
import type { Transfer, TransferLine, TransferStatus, transferReceiveSchema } from '../contract';
import { TRANSFERS_MIGRATIONS, transferLines, transfers } from './tables';

export { transferLines, transfers } from './tables';

type TransferRow = typeof transfers.$inferSelect;
type LineRow = typeof transferLines.$inferSelect;
type Errors = Record<string, string[]>;
type TransferValues = z.output<typeof transferInputSchema>;
type ReceiveValues = z.output<typeof transferReceiveSchema>;

const { endpoints } = transfersContract;

/** A row as the API answers it: every column but the store. */
function toTransfer({ store_id: _store, ...row }: TransferRow): Transfer {
  return { ...row, status: row.status as TransferStatus, created_at: row.created_at.toISOString() };
}

/** A line as the API answers it: every column but the store and the transfer. */
function toLine({ store_id: _store, transfer_id: _transfer, ...line }: LineRow): TransferLine {
  return line;
}

async function linesOf(ctx: ActionContext, ids: readonly number[]): Promise<LineRow[]> {
  if (ids.length === 0) return [];
  return ctx.db
    .select()
    .from(transferLines)
    .where(ctx.scope(transferLines).where(inArray(transferLines.transfer_id, [...ids])))
    .orderBy(asc(transferLines.id));
}

async function withProducts(
  ctx: ActionContext,
  row: TransferRow,
): Promise<Transfer & { products: TransferLine[] }> {
  return { ...toTransfer(row), products: (await linesOf(ctx, [row.id])).map(toLine) };
}

type Hold = Pick<TransferRow, 'from_warehouse' | 'archived'>;
type HeldLine = Pick<LineRow, 'sku' | 'quantity' | 'received'>;

/**
 * What a transfer holds in its source warehouse: per line, what is still to leave it
 * (quantity − received). Nothing from a vendor, nothing while archived.
 */
function holdOf(row: Hold, lines: readonly HeldLine[]): StockMove[] {
  if (row.from_warehouse === null || row.archived) return [];
  return lines
    .filter((l) => l.quantity > l.received)
    .map((l) => ({ sku: l.sku, warehouse_id: row.from_warehouse!, reserved: l.quantity - l.received }));
}

/** Moves summed per sku and warehouse (first-seen order), zero ones left out. */
function mergeMoves(moves: readonly StockMove[]): StockMove[] {
  const out = new Map<string, StockMove>();
  for (const m of moves) {
    const k = `${m.warehouse_id}\u0000${m.sku}`;
    const prev = out.get(k) ?? { sku: m.sku, warehouse_id: m.warehouse_id };
    for (const field of ['on_hand', 'committed', 'reserved'] as const)
      if (m[field] !== undefined) prev[field] = (prev[field] ?? 0) + m[field];
    out.set(k, prev);
  }
  return [...out.values()].filter(
    (m) => (m.on_hand ?? 0) !== 0 || (m.committed ?? 0) !== 0 || (m.reserved ?? 0) !== 0,
  );
}

/** The reservation moves from what a transfer held to what it holds now. */
function holdChange(before: readonly StockMove[], after: readonly StockMove[]): StockMove[] {
  return [...before.map((m) => ({ ...m, reserved: -(m.reserved ?? 0) })), ...after];
}

/** Applies moves through the inventory (when there is one): all or nothing, in this transaction. */
async function applyStock(ctx: ActionContext, moves: readonly StockMove[]): Promise<void> {
  const merged = mergeMoves(moves);
  if (merged.length > 0) await ctx.use(INVENTORY_STOCK)?.move(merged);
}

/** Archives or unarchives a transfer, releasing or taking back its reservation. */
async function setArchived(ctx: ActionContext, row: TransferRow, archived: boolean): Promise<TransferRow> {
  if (row.archived !== archived) {
    const lines = await linesOf(ctx, [row.id]);
    await applyStock(ctx, holdChange(holdOf(row, lines), holdOf({ ...row, archived }, lines)));
  }
  const [saved] = await ctx.scope(transfers).update(row.id, { archived });
  return saved!;
}

/** spec 2 §4: in transit until something arrives, received when every line is complete. */
function statusOf(lines: readonly { quantity: number; received: number }[]): TransferStatus {
  const received = lines.reduce((n, l) => n + l.received, 0);
  if (received === 0) return TRANSFER_STATUS.inTransit;
  return lines.every((l) => l.received >= l.quantity)
    ? TRANSFER_STATUS.received
    : TRANSFER_STATUS.partiallyReceived;
}

/**
 * Checks a whole transfer (spec 2 §5): one origin and one destination that exist, lines with
 * a sku (each once), and quantities within the source warehouse's available stock. Lines take
 * their product, variant and image from inventory when it knows the sku.
 */
async function checkTransfer(ctx: ActionContext, input: TransferValues, own: readonly StockMove[] = []) {
  const errors: Errors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const from = { warehouse: input.from_warehouse ?? null, vendor: input.from_vendor ?? null };
  const to = { warehouse: input.to_warehouse ?? null, vendor: input.to_vendor ?? null };
  if ((from.warehouse === null) === (from.vendor === null))
    add('from_warehouse', TRANSFERS_MESSAGES.fromRequired);
  if ((to.warehouse === null) === (to.vendor === null)) add('to_warehouse', TRANSFERS_MESSAGES.toRequired);
  if (from.warehouse !== null && from.warehouse === to.warehouse)
    add('to_warehouse', TRANSFERS_MESSAGES.sameWarehouse);
  const stock = ctx.use(INVENTORY_STOCK);
  const skus = input.products.map((p) => p.sku);
  input.products.forEach((p, i) => {
    if (skus.indexOf(p.sku) !== i) add(`products.${i}.sku`, TRANSFERS_MESSAGES.skuTwice);
  });
  let products = input.products;
  if (stock) {
    const warehouses = await stock.warehouses();
    const vendors = stock.vendors ? await stock.vendors() : undefined;
    for (const [field, id] of [
      ['from_warehouse', from.warehouse],
      ['to_warehouse', to.warehouse],
    ] as const)
      if (id !== null && !warehouses.some((w) => w.id === id))
        add(field, TRANSFERS_MESSAGES.warehouseUnknown);
    for (const [field, id] of [
      ['from_vendor', from.vendor],
      ['to_vendor', to.vendor],
    ] as const)
      if (id !== null && vendors && !vendors.some((v) => v.id === id))
        add(field, TRANSFERS_MESSAGES.vendorUnknown);
    if (from.warehouse !== null && warehouses.some((w) => w.id === from.warehouse)) {
      const levels = await stock.levels(skus, from.warehouse);
      input.products.forEach((p, i) => {
        const level = levels.find((l) => l.sku === p.sku);
        // What this transfer itself holds there (an edit) is available to it again.
        const mine = own.find((m) => m.sku === p.sku && m.warehouse_id === from.warehouse)?.reserved ?? 0;
        const available = (level?.available ?? 0) + mine;
        if (p.quantity > available)
          add(
            `products.${i}.quantity`,
            TRANSFERS_MESSAGES.quantityOverStock(available, (level?.reserved ?? 0) - mine),
          );
      });
    }
    if (stock.items) {
      const known = await stock.items({ skus });
      products = input.products.map((p) => {
        const item = known.find((k) => k.sku === p.sku);
        return item
          ? {
              ...p,
              title: item.product_title,
              variant: item.variant,
              image: item.image,
              product_id: item.product_id,
              variant_id: item.variant_id,
            }
          : p;
      });
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return {
    values: {
      from_warehouse: from.warehouse,
      from_vendor: from.vendor,
      to_warehouse: to.warehouse,
      to_vendor: to.vendor,
      quantity: products.reduce((n, p) => n + p.quantity, 0),
      received: 0,
      status: TRANSFER_STATUS.inTransit,
    },
    products,
  };
}

/** Stores a transfer's checked lines, nothing received yet, and answers them. */
async function insertLines(
  ctx: ActionContext,
  transferId: number,
  products: Awaited<ReturnType<typeof checkTransfer>>['products'],
) {
  const lines = products.map((p) => ({ ...p, received: 0 }));
  await ctx.scope(transferLines).insertMany(lines.map((l) => ({ ...l, transfer_id: transferId })));
  return lines;
}

async function createWith(
  ctx: ActionContext,
  input: TransferValues,
): Promise<Transfer & { products: TransferLine[] }> {
  const { values, products } = await checkTransfer(ctx, input);
  const row = await ctx.scope(transfers).insert(values);
  const lines = await insertLines(ctx, row.id, products);
  // Reserved in the source warehouse until it leaves (the inventory refuses a second claim).
  await applyStock(ctx, holdOf(row, lines));
  return withProducts(ctx, row);
}

/** The transfer, locked for this transaction: concurrent receives wait here. */
async function lockTransfer(ctx: ActionContext, id: number): Promise<TransferRow> {
  const [row] = await ctx.db
    .select()
    .from(transfers)
    .where(ctx.scope(transfers).where(eq(transfers.id, id)))
    .for('update');
  if (!row) throw notFound(TRANSFERS_MESSAGES.notFound);
  return row;
}

/**
 * Receiving (spec 2 §4, §5): each line's received becomes earlier received plus the amount
 * received now, capped at quantity − received; the stock moves (source warehouse −q on hand
 * and −q reserved, the destination warehouse +q) go through INVENTORY_STOCK in this same
 * transaction.
 */
async function receive(
  ctx: ActionContext,
  row: TransferRow,
  input: ReceiveValues,
): Promise<Transfer & { products: TransferLine[] }> {
  const lines = await linesOf(ctx, [row.id]);
  const errors: Errors = {};
  const amounts = new Map<number, number>();
  input.products.forEach((p, i) => {
    const line = lines.find((l) => l.sku === p.sku);
    if (!line) {
      errors[`products.${i}.sku`] = [TRANSFERS_MESSAGES.lineUnknown];
      return;
    }
    const already = amounts.get(line.id) ?? 0;
    amounts.set(line.id, already + Math.min(p.received, line.quantity - line.received - already));
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const moves: StockMove[] = [];
  for (const line of lines) {
    const q = amounts.get(line.id) ?? 0;
    if (q === 0) continue;
    if (row.from_warehouse !== null)
      moves.push({ sku: line.sku, warehouse_id: row.from_warehouse, on_hand: -q });
    if (row.to_warehouse !== null) moves.push({ sku: line.sku, warehouse_id: row.to_warehouse, on_hand: q });
    await ctx.scope(transferLines).update(line.id, { received: line.received + q });
  }
  const updated = lines.map((l) => ({
    sku: l.sku,
    quantity: l.quantity,
    received: l.received + (amounts.get(l.id) ?? 0),
  }));
  // Received units leave the source warehouse, and its reservation with them.
  await applyStock(ctx, [...moves, ...holdChange(holdOf(row, lines), holdOf(row, updated))]);
  const [saved] = await ctx.scope(transfers).update(row.id, {
    received: updated.reduce((n, l) => n + l.received, 0),
    status: statusOf(updated),
  });
  return withProducts(ctx, saved!);
}

const createTransfer = implement(endpoints.createTransfer, async (ctx, { body }) => {
  const item = await createWith(ctx, body);
  return new Response(JSON.stringify(item), {
    status: 201,
    headers: { 'content-type': 'application/json' },
  });
});

/** Archive, receive, or the whole transfer: the body's kind decides (spec 2 §7). */
const updateTransfer = implement(endpoints.updateTransfer, async (ctx, { params, body }) => {
  const row = await lockTransfer(ctx, parseId(params.id));
  if (body.kind === 'archive') return withProducts(ctx, await setArchived(ctx, row, body.archived));
  if (body.kind === 'receive') return receive(ctx, row, body);
  // A full edit only while nothing has arrived: received stock has already moved.
  if (row.received > 0) throw invalid({ products: [TRANSFERS_MESSAGES.receivedLocked] });
  const held = holdOf(row, await linesOf(ctx, [row.id]));
  const { values, products } = await checkTransfer(ctx, body, held);
  const [saved] = await ctx.scope(transfers).update(row.id, values);
  await ctx.db
    .delete(transferLines)
    .where(ctx.scope(transferLines).where(eq(transferLines.transfer_id, row.id)));
  const lines = await insertLines(ctx, row.id, products);
  await applyStock(ctx, holdChange(held, holdOf(saved!, lines)));
  return withProducts(ctx, saved!);
});

/** The engine's doors of the contract's resource; create and update are the endpoints above. */
export const transfersResource = resource(transfersContract.resources.transfers, {
  table: transfers,
  toItem: toTransfer,
  expand: {
    products: async (items, rows, ctx) => {
      const lines = await linesOf(
        ctx,
        rows.map((r) => r.id),
      );
      for (const item of items) item.products = lines.filter((l) => l.transfer_id === item.id).map(toLine);
    },
  },
  // A deleted transfer in transit gives its reservation back.
  async beforeDelete(row, ctx) {
    await applyStock(ctx, holdChange(holdOf(row, await linesOf(ctx, [row.id])), []));
  },
  actions: {
    archive: async (rows, ctx) => {
      for (const row of rows) await setArchived(ctx, await lockTransfer(ctx, row.id), true);
      return { affected: rows.length };
    },
    unarchive: async (rows, ctx) => {
      for (const row of rows) await setArchived(ctx, await lockTransfer(ctx, row.id), false);
      return { affected: rows.length };
    },
  },
});

export const transfersServerPlugin = defineServerPlugin({
  id: 'transfers',
  contract: transfersContract,
  tables: { transfers, transferLines },
  migrations: TRANSFERS_MIGRATIONS,
  resources: [transfersResource],
  routes: [createTransfer, updateTransfer],
  /** A few transfers between the seeded warehouses and from a vendor (runs after inventory). */
  async seed({ storeIds, context }) {
    const [main] = storeIds;
    if (main === undefined) return;
    const ctx = await context(main);
    const stock = ctx.use(INVENTORY_STOCK);
    if (!stock?.items) return;
    // The first two warehouses the inventory seed made (its main one holds the most stock).
    const [first, second] = (await stock.warehouses()).sort((a, b) => a.id - b.id);
    const [vendor] = stock.vendors ? await stock.vendors() : [];
    const items = (await stock.items({ limit: 12 })).filter((i) => i.linked);
    if (!first || !second || items.length < 4) return;
    const levels = await stock.levels(
      items.map((i) => i.sku),
      first.id,
    );
    const movable = items.filter((i) => (levels.find((l) => l.sku === i.sku)?.available ?? 0) >= 4);
    const line = (sku: string, quantity: number) => ({ sku, quantity });
    const transfer = (body: z.input<typeof transferInputSchema>) =>
      createWith(ctx, transferInputSchema.parse(body));
    if (movable.length >= 2) {
      await transfer({
        from_warehouse: first.id,
        to_warehouse: second.id,
        products: movable.slice(0, 2).map((i) => line(i.sku, 2)),
      });
      const partial = await transfer({
        from_warehouse: first.id,
        to_warehouse: second.id,
        products: movable.slice(2, 4).map((i) => line(i.sku, 4)),
      }).catch(() => undefined);
      if (partial) {
        const row = await lockTransfer(ctx, partial.id);
        await receive(ctx, row, {
          products: partial.products!.slice(0, 1).map((p) => ({ sku: p.sku, received: 1 })),
        });
      }
    }
    if (vendor) {
      const fromVendor = await transfer({
        from_vendor: vendor.id,
        to_warehouse: first.id,
        products: items.slice(0, 3).map((i) => line(i.sku, 10)),
      });
      const row = await lockTransfer(ctx, fromVendor.id);
      await receive(ctx, row, { products: fromVendor.products!.map((p) => ({ sku: p.sku, received: 10 })) });
      await setArchived(ctx, await lockTransfer(ctx, fromVendor.id), true);
    }
  },
});
