/**
 * The real server in-process for this plugin's tests: screens and clients meet the server's
 * actual rules (validation, permissions, the stage jobs), not a fake that restates them.
 * Seeded with the plugin's demo campaigns and checkouts. Orders are not placed here (the
 * orders area has no placing endpoint, and plugins never import another's server part):
 * `orderProbe` provides the customers contract's directory (in memory) and publishes the
 * orders contract's `ORDERS_CHANGED` for a customer e-mail, as the orders area does when an
 * order is placed or moves to a customer. The assembled admin's tests use the real areas.
 */
import { z } from 'zod';
import { SUBJECTS } from '@storeroom/core/access';
import { defineContract, defineEndpoint } from '@storeroom/core/contract';
import { CUSTOMER_DIRECTORY } from '@storeroom/plugin-customers/contract';
import type { DirectoryCustomer } from '@storeroom/plugin-customers/contract';
import { ORDERS_CHANGED, ORDER_PAID, ORDER_STATISTICS } from '@storeroom/plugin-orders/contract';
import { defineServerPlugin, implement, provide } from '@storeroom/server';
import type { ActionContext } from '@storeroom/server';
import { sql } from '@storeroom/server/drizzle';
import { createTestServer } from '@storeroom/server/testing';
import { SEND_STAGE_JOB } from '../contract';
import { abandonedServerPlugin } from './plugin';

const probeContract = defineContract({
  id: 'abandoned-probe',
  endpoints: {
    orderPlaced: defineEndpoint({
      method: 'POST',
      path: '/abandoned-probe/order-placed',
      subject: SUBJECTS.orders,
      body: z.object({ email: z.string() }),
      response: z.object({ customer_id: z.number() }),
    }),
    orderPaid: defineEndpoint({
      method: 'POST',
      path: '/abandoned-probe/order-paid',
      subject: SUBJECTS.orders,
      body: z.object({ email: z.string(), total: z.number() }),
    }),
    orderRecorded: defineEndpoint({
      method: 'POST',
      path: '/abandoned-probe/order-recorded',
      subject: SUBJECTS.orders,
      /** `guest`: placed with the e-mail only, no customer record (the orders' own e-mail). */
      body: z.object({ email: z.string(), at: z.string(), guest: z.boolean().optional() }),
    }),
    enqueueStage: defineEndpoint({
      method: 'POST',
      path: '/abandoned-probe/enqueue-stage',
      subject: SUBJECTS.abandoned,
      body: z.object({ checkout_id: z.number(), campaign_id: z.number(), stage: z.number() }),
      response: z.object({ id: z.string() }),
    }),
    scheduledStages: defineEndpoint({
      method: 'POST',
      path: '/abandoned-probe/scheduled-stages',
      subject: SUBJECTS.abandoned,
      body: z.object({ campaign_id: z.number(), email: z.string() }),
      response: z.array(z.object({ job_id: z.string(), stage: z.number(), start_after: z.string() })),
    }),
    runNow: defineEndpoint({
      method: 'POST',
      path: '/abandoned-probe/run-now',
      subject: SUBJECTS.abandoned,
      body: z.object({ job_id: z.string() }),
    }),
  },
});

/** The queue's own schema (as the server's job queue names it): pg-boss's job table lives there. */
async function bossJobTable(ctx: ActionContext) {
  const result = (await ctx.db.execute(sql`select current_schema() as schema`)) as unknown as {
    rows: { schema: string }[];
  };
  const schema = result.rows[0]?.schema ?? 'public';
  return sql.identifier(schema === 'public' ? 'pgboss' : `${schema}_jobs`);
}

const customers = new Map<number, DirectoryCustomer>();
/** Each customer's last order (what ORDER_STATISTICS answers as last_purchase). */
const lastOrders = new Map<number, string>();
/** Guests' last orders by e-mail (no customer record: what ORDER_STATISTICS finds by e-mail). */
const guestOrders = new Map<string, string>();

/**
 * Test-only: an order for `email` (ORDERS_CHANGED with its customer, or ORDER_PAID with the
 * e-mail, or recorded with no event: the orders contract's ORDER_STATISTICS then knows it), and
 * a stage job run again.
 */
export const orderProbe = defineServerPlugin({
  id: 'abandoned-probe',
  contract: probeContract,
  provides: [
    provide(CUSTOMER_DIRECTORY, () => ({
      get: async (id) => customers.get(id),
      findByEmail: async (email) => [...customers.values()].find((c) => c.email === email.toLowerCase()),
      create: async ({ email, full_name = '', phone = '' }) => {
        const customer = { id: customers.size + 1, email: email.toLowerCase(), full_name, phone };
        customers.set(customer.id, customer);
        return customer;
      },
      update: async (id, input) => {
        const customer = { ...customers.get(id)!, ...input };
        customers.set(id, customer);
        return customer;
      },
      remove: async (id) => void customers.delete(id),
    })),
    provide(ORDER_STATISTICS, () => ({
      totals: async () => ({ orders: 0, sales: 0 }),
      series: async () => [],
      topProducts: async () => [],
      customerStats: async (ids) =>
        new Map(
          ids
            .filter((id) => lastOrders.has(id))
            .map((id) => [id, { order_count: 1, lifetime_spent: 0, last_purchase: lastOrders.get(id)! }]),
        ),
      lastOrderByEmail: async (emails) =>
        new Map(
          emails
            .map((e) => e.toLowerCase())
            .filter((e) => guestOrders.has(e))
            .map((e) => [e, guestOrders.get(e)!]),
        ),
    })),
  ],
  routes: [
    implement(probeContract.endpoints.orderPlaced, async (ctx, { body }) => {
      const directory = ctx.use(CUSTOMER_DIRECTORY)!;
      const customer =
        (await directory.findByEmail(body.email)) ?? (await directory.create({ email: body.email }));
      await ctx.emit(ORDERS_CHANGED, { order_ids: [], customer_ids: [customer.id] });
      return { customer_id: customer.id };
    }),
    implement(probeContract.endpoints.orderPaid, async (ctx, { body }) => {
      await ctx.emit(ORDER_PAID, {
        orders: [
          {
            order_id: 1,
            number: '#1001',
            email: body.email,
            customer_id: null,
            total: body.total,
            items: [],
          },
        ],
      });
      return undefined;
    }),
    // An order recorded without its event (placed before this area existed): only the
    // statistics know it.
    implement(probeContract.endpoints.orderRecorded, async (ctx, { body }) => {
      if (body.guest) {
        guestOrders.set(body.email.toLowerCase(), body.at);
        return undefined;
      }
      const directory = ctx.use(CUSTOMER_DIRECTORY)!;
      const customer =
        (await directory.findByEmail(body.email)) ?? (await directory.create({ email: body.email }));
      lastOrders.set(customer.id, body.at);
      return undefined;
    }),
    implement(probeContract.endpoints.enqueueStage, (ctx, { body }) =>
      ctx.jobs.enqueue(SEND_STAGE_JOB, body),
    ),
    // The scheduler, driven by a test: the stage jobs still waiting for a checkout of `email`
    // and when each is due, and one made due now (instead of waiting for its time).
    implement(probeContract.endpoints.scheduledStages, async (ctx, { body }) => {
      const boss = await bossJobTable(ctx);
      const result = (await ctx.db.execute(sql`
        select j.id::text as job_id, (j.input->>'stage')::int as stage, b.start_after
        from jobs j
        join ${boss}.job b on b.id = j.id
        join abandoned_carts c on c.id = (j.input->>'checkout_id')::int
        where j.store_id = ${ctx.store.id} and j.name = ${SEND_STAGE_JOB.id} and j.state = 'queued'
          and (j.input->>'campaign_id')::int = ${body.campaign_id} and c.email = ${body.email}
        order by stage`)) as unknown as {
        rows: { job_id: string; stage: number; start_after: string | Date }[];
      };
      return result.rows.map((r) => ({
        job_id: r.job_id,
        stage: Number(r.stage),
        start_after: new Date(r.start_after).toISOString(),
      }));
    }),
    implement(probeContract.endpoints.runNow, async (ctx, { body }) => {
      const boss = await bossJobTable(ctx);
      await ctx.db.execute(sql`update ${boss}.job set start_after = now() where id = ${body.job_id}::uuid`);
      return undefined;
    }),
  ],
});

export function abandonedTestServer() {
  return createTestServer({
    plugins: [abandonedServerPlugin, orderProbe],
    jobs: { pollingIntervalSeconds: 0.5, progressIntervalMs: 0, shutdownTimeoutMs: 1_500 },
  });
}
