/** A small plugin used by the engine and permission tests: the plugin API as a third party uses it. */
import { eq } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { SUBJECTS, withOptions } from '@storeroom/core/access';
import { HttpError, notFound, parseId } from '../http/errors';
import { action, defineServerPlugin } from '../plugin';
import { resource } from '../resource/resource';

export const widgets = pgTable('widgets', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  price: integer('price').notNull().default(0),
  is_draft: boolean('is_draft').notNull().default(true),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  secret: text('secret'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const widgetsResource = resource({
  name: 'widgets',
  table: widgets,
  subject: SUBJECTS.orders,
  schema: z.object({
    title: z.string().trim().min(1, 'Title cannot be blank.').max(100),
    price: z.number().int('Price must be a whole number.').min(0).optional(),
    is_draft: z.boolean().default(true),
    tags: z.array(z.string()).optional(),
  }),
  hidden: ['secret'],
  defaultSort: 'id',
  filters: {
    tag: (value) => (typeof value === 'string' ? eq(widgets.title, value) : undefined),
  },
  expand: {
    label: async (items) => {
      for (const item of items) item.label = `${item.title} (${item.price})`;
    },
  },
  actions: {
    publish: {
      action: 'update',
      run: async (rows, ctx) => {
        await ctx.scope(widgets).update(
          rows.map((r) => r.id),
          { is_draft: false },
        );
      },
    },
    export: {
      action: 'export',
      run: async (rows) => ({ exported: rows.map((r) => r.id) }),
    },
  },
});

export const doubleWidget = action({
  method: 'POST',
  path: '/widgets/:id/double',
  subject: SUBJECTS.orders,
  action: 'fulfil',
  body: z.object({ fail: z.boolean().optional() }),
  async handler(ctx, { params, body }) {
    const scoped = ctx.scope(widgets);
    const widget = await scoped.get(parseId(params.id));
    if (!widget) throw notFound();
    const [updated] = await scoped.update(widget.id, { price: widget.price * 2 });
    // Proves the action is one transaction: the write above is rolled back.
    if (body.fail) throw new HttpError(409, 'Refused after writing.');
    return { id: updated!.id, price: updated!.price, store: ctx.store.id };
  },
});

export const widgetsPlugin = defineServerPlugin({
  id: 'widgets',
  tables: { widgets },
  migrations: [
    {
      version: 1,
      name: 'widgets',
      sql: `create table widgets (
        id serial primary key,
        store_id integer not null references stores(id) on delete cascade,
        title text not null,
        price integer not null default 0,
        is_draft boolean not null default true,
        tags jsonb not null default '[]',
        created_at timestamptz not null default now()
      )
      --> statement-breakpoint
      create index widgets_store_idx on widgets (store_id, id)`,
    },
    { version: 2, name: 'widgets secret', sql: ['alter table widgets add column secret text'] },
  ],
  resources: [widgetsResource],
  routes: [doubleWidget],
  async seed({ scope, storeIds }) {
    const titles = [
      'Anvil',
      'Bolt',
      'Crate',
      'Drill',
      'Easel',
      'Funnel',
      'Gear',
      'Hinge',
      'Inkpad',
      'Jack',
      'Kettle',
      'Ladle',
    ];
    await scope(widgets, storeIds[0]!).insertMany(
      titles.map((title, i) => ({
        title,
        price: (i + 1) * 10,
        is_draft: i % 2 === 0,
        tags: [i % 3 === 0 ? 'red' : 'blue'],
        secret: 's',
      })),
    );
    await scope(widgets, storeIds[1]!).insertMany([{ title: 'Outlet only', price: 5, secret: 'outlet' }]);
  },
});

/**
 * What the orders and inventory plugins bring to a real admin, for core tests that run
 * without them: the options orders declares on the standard `orders` subject, and the demo
 * people's rules (the demo employee's orders rule, the "Warehouse sync" app's rules).
 */
export const ordersOptionsPlugin = defineServerPlugin({
  id: 'test-orders-options',
  contract: {
    id: 'test-orders-options',
    subjects: {
      orders: withOptions(SUBJECTS.orders, [
        { id: 'allow_edit', label: 'Allow edit', grants: ['update'] },
        { id: 'allow_shipping', label: 'Allow shipping', grants: ['fulfil', 'ship'] },
        { id: 'allow_refunds', label: 'Allow refunds', grants: ['refund'] },
        { id: 'allow_export', label: 'Allow export', grants: ['export'] },
      ]),
    },
  },
  demoAccess: {
    employee: [{ subject: 'orders', rule: 1, options: ['allow_shipping'] }],
    outletManager: [{ subject: 'orders', rule: 2, options: [] }],
    privateApp: [
      { subject: 'orders', rule: 1, options: ['allow_shipping'] },
      { subject: 'inventory', rule: 2, options: [] },
    ],
  },
});
