/**
 * Small fake providers for the orders server tests (plugins never import each other): an
 * INVENTORY_STOCK that records every move and refuses negative stock, a CUSTOMER_DIRECTORY on
 * a table of its own, and CSV_TEMPLATES with fixed templates. Each is a plugin registered
 * beside the orders plugin, exactly as the real providers are.
 */
import { SUBJECTS } from '@storeroom/core/access';
import { action, defineServerPlugin, HttpError, provide } from '@storeroom/server';
import { CUSTOMER_DIRECTORY } from '@storeroom/plugin-customers/contract';
import { INVENTORY_STOCK } from '@storeroom/plugin-inventory/contract';
import type { DirectoryCustomer } from '@storeroom/plugin-customers/contract';
import type { StockMove } from '@storeroom/plugin-inventory/contract';
import { CSV_TEMPLATES } from '@storeroom/plugin-csv-templates/contract';
import type { CsvTemplate } from '@storeroom/plugin-csv-templates/contract';
import { and, eq, integer, pgTable, serial, sql, text } from '@storeroom/server/drizzle';

export const FAKE_WAREHOUSES = [
  { id: 1, title: 'Main warehouse' },
  { id: 2, title: 'East warehouse' },
];

const levels = pgTable('fake_stock_levels', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  sku: text('sku').notNull(),
  warehouse_id: integer('warehouse_id').notNull(),
  on_hand: integer('on_hand').notNull(),
  committed: integer('committed').notNull(),
});

/** INVENTORY_STOCK: levels per sku and warehouse (starting at 100 on hand); every move is applied or none. */
export const fakeInventoryPlugin = defineServerPlugin({
  id: 'fake-inventory',
  tables: { levels },
  migrations: [
    {
      version: 1,
      name: 'fake stock',
      sql: [
        'create table fake_stock_levels (id serial primary key, store_id integer not null, sku text not null, warehouse_id integer not null, on_hand integer not null, committed integer not null, unique (store_id, sku, warehouse_id))',
      ],
    },
  ],
  provides: [
    provide(INVENTORY_STOCK, (ctx) => ({
      warehouses: async () => FAKE_WAREHOUSES,
      vendors: async () => [],
      async levels(skus, warehouseId) {
        const rows = await ctx.scope(levels).find();
        return rows
          .filter(
            (r) => skus.includes(r.sku) && (warehouseId === undefined || r.warehouse_id === warehouseId),
          )
          .map((r) => ({
            sku: r.sku,
            warehouse_id: r.warehouse_id,
            on_hand: r.on_hand,
            committed: r.committed,
            available: r.on_hand - r.committed,
          }));
      },
      async move(moves: readonly StockMove[]) {
        const next: { sku: string; warehouse_id: number; on_hand: number; committed: number }[] = [];
        for (const m of moves) {
          if (!FAKE_WAREHOUSES.some((w) => w.id === m.warehouse_id))
            throw new HttpError(422, 'Unknown warehouse.');
          const [row] = await ctx
            .scope(levels)
            .find(and(eq(levels.sku, m.sku), eq(levels.warehouse_id, m.warehouse_id)));
          const seen = next.find((n) => n.sku === m.sku && n.warehouse_id === m.warehouse_id);
          const base = seen ?? {
            sku: m.sku,
            warehouse_id: m.warehouse_id,
            on_hand: row?.on_hand ?? 100,
            committed: row?.committed ?? 0,
          };
          base.on_hand += m.on_hand ?? 0;
          base.committed += m.committed ?? 0;
          if (base.on_hand < 0 || base.committed < 0)
            throw new HttpError(422, `Not enough stock of ${m.sku}.`);
          if (!seen) next.push(base);
        }
        for (const n of next)
          await ctx.db
            .insert(levels)
            .values({ store_id: ctx.store.id, ...n })
            .onConflictDoUpdate({
              target: [levels.store_id, levels.sku, levels.warehouse_id],
              set: { on_hand: n.on_hand, committed: n.committed },
            });
      },
    })),
  ],
  routes: [
    action({
      method: 'GET',
      path: '/fake-stock',
      subject: SUBJECTS.orders,
      async handler(ctx) {
        const rows = await ctx.scope(levels).find();
        return rows.map(({ sku, warehouse_id, on_hand, committed }) => ({
          sku,
          warehouse_id,
          on_hand,
          committed,
        }));
      },
    }),
  ],
});

const customers = pgTable('fake_customers', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  email: text('email').notNull(),
  full_name: text('full_name').notNull(),
  phone: text('phone').notNull(),
});

const asCustomer = (r: typeof customers.$inferSelect): DirectoryCustomer => ({
  id: r.id,
  email: r.email,
  full_name: r.full_name,
  phone: r.phone,
});

/** CUSTOMER_DIRECTORY on its own table; `GET /fake-customers` lists it. */
export const fakeCustomersPlugin = defineServerPlugin({
  id: 'fake-customers',
  tables: { customers },
  migrations: [
    {
      version: 1,
      name: 'fake customers',
      sql: [
        'create table fake_customers (id serial primary key, store_id integer not null, email text not null, full_name text not null, phone text not null)',
      ],
    },
  ],
  provides: [
    provide(CUSTOMER_DIRECTORY, (ctx) => ({
      get: async (id) => {
        const row = await ctx.scope(customers).get(id);
        return row ? asCustomer(row) : undefined;
      },
      findByEmail: async (email) => {
        const [row] = await ctx
          .scope(customers)
          .find(sql`lower(${customers.email}) = ${email.toLowerCase()}`);
        return row ? asCustomer(row) : undefined;
      },
      create: async (input) =>
        asCustomer(
          await ctx
            .scope(customers)
            .insert({ email: input.email, full_name: input.full_name ?? '', phone: input.phone ?? '' }),
        ),
      update: async (id, input) => {
        const [row] = await ctx.scope(customers).update(id, input);
        if (!row) throw new HttpError(404, 'Not found');
        return asCustomer(row);
      },
      remove: async (id) => {
        await ctx.scope(customers).delete(id);
      },
    })),
  ],
  routes: [
    action({
      method: 'POST',
      path: '/fake-customers',
      subject: SUBJECTS.orders,
      async handler(ctx, { body }) {
        const input = body as { email: string; full_name?: string };
        return asCustomer(
          await ctx
            .scope(customers)
            .insert({ email: input.email, full_name: input.full_name ?? '', phone: '' }),
        );
      },
    }),
    action({
      method: 'GET',
      path: '/fake-customers',
      subject: SUBJECTS.orders,
      async handler(ctx) {
        return (await ctx.scope(customers).find()).map(asCustomer).sort((a, b) => a.id - b.id);
      },
    }),
  ],
});

export const FAKE_TEMPLATES: CsvTemplate[] = [
  {
    id: 1,
    title: 'Row per item',
    layout_type: 1,
    columns: [
      { title: 'Order', content: ['order.display_number'] },
      { title: 'Item', content: ['item.title', 'item.variant'] },
      { title: 'Qty', content: ['item.quantity'] },
    ],
  },
  {
    id: 2,
    title: 'Column per item',
    layout_type: 2,
    columns: [
      { title: 'Order', content: ['order.display_number'] },
      { title: 'SKU', content: ['item.sku'] },
      { title: 'Total', content: ['order.total'] },
    ],
  },
  {
    id: 3,
    title: 'One cell',
    layout_type: 3,
    columns: [
      { title: 'Order', content: ['order.display_number'] },
      { title: 'Items', content: ['item.quantity', 'item.title'] },
    ],
  },
];

export const fakeCsvTemplatesPlugin = defineServerPlugin({
  id: 'fake-csv-templates',
  provides: [provide(CSV_TEMPLATES, () => ({ get: async (id) => FAKE_TEMPLATES.find((t) => t.id === id) }))],
});
