import { count, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { ACCESS_LEVEL } from '@storeroom/core/access';
import type { AccessRule } from '@storeroom/core/access';
import { hashPassword } from './auth/passwords';
import type { Executor } from './db/database';
import { accounts, employees, privateApps, stores } from './db/schema';
import type { ActionContext, Caller, ServerServices } from './context';
import type { ServerPlugin } from './plugin';
import type { PluginBus } from './plugins/services';
import { actionContext } from './runtime';
import { loadStoreContext } from './store-context';
import { scopeTable } from './tenancy';

/** Demo sign-ins created by the demo seed; `npm start` prints them. */
export const DEMO_CREDENTIALS = {
  owner: { email: 'owner@storeroom.test', password: 'storeroom-owner' },
  employee: { email: 'employee@storeroom.test', password: 'storeroom-employee' },
} as const;

/**
 * The demo employee's access before plugins add theirs (`ServerPlugin.demoAccess`): limited
 * dashboard. The assembled demo adds limited orders with fulfilments (the orders plugin).
 */
export const DEMO_EMPLOYEE_ACCESS: AccessRule[] = [
  { subject: 'dashboard', rule: ACCESS_LEVEL.limited, options: [] },
];

export interface SeedOptions {
  /** The owner's sign-in (default: STOREROOM_ADMIN_EMAIL / STOREROOM_ADMIN_PASSWORD, else the demo one). */
  owner?: { email: string; password: string };
  /** Extra generated rows for benchmarks, e.g. `{ employees: 10000 }`; plugins read their own keys. */
  scale?: Record<string, number>;
}

export interface SeedResult {
  /** False when the database already had an account (the demo data is only loaded once). */
  created: boolean;
  storeIds: number[];
  /** Generated rows added now, per scale key. */
  added: Record<string, number>;
}

const FIRST = ['Alex', 'Sam', 'Jordan', 'Taylor', 'Morgan', 'Casey', 'Riley', 'Jamie', 'Avery', 'Quinn'];
const LAST = [
  'Carter',
  'Nguyen',
  'Okafor',
  'Silva',
  'Kowalski',
  'Haddad',
  'Larsen',
  'Moreau',
  'Tanaka',
  'Brennan',
];
const BENCH_DOMAIN = 'bench.storeroom.test';

/** The owner's sign-in for a first start: the environment's, else the demo one. */
export function ownerCredentials(env: Record<string, string | undefined> = process.env): {
  email: string;
  password: string;
} {
  const email = env.STOREROOM_ADMIN_EMAIL?.trim();
  const password = env.STOREROOM_ADMIN_PASSWORD;
  return email && password ? { email, password } : { ...DEMO_CREDENTIALS.owner };
}

/** An owner's action context for one store, for seeds (services and events work as in a request). */
async function ownerContext(
  db: Executor,
  storeId: number,
  services: ServerServices,
  bus: PluginBus | undefined,
): Promise<ActionContext> {
  const store = await loadStoreContext(db, storeId);
  if (!store) throw new Error(`No store ${storeId} to seed.`);
  const caller: Caller = {
    kind: 'owner',
    id: store.accountId,
    accountId: store.accountId,
    storeId,
    principal: { kind: 'owner' },
  };
  return actionContext(caller, store, db, services, bus);
}

/** Progress of the demo seed's plugin part: `done` of `total` plugins, the one running now. */
export type DemoSeedProgress = (done: number, total: number, step: string) => Promise<void>;

/**
 * The demo's core part, once: an owner with two stores, the demo employee, a few more
 * employees, a private app and the invitation mail. Answers the stores, and whether it created
 * them now (false when the database already had an account).
 */
export async function seedDemoCore(
  db: Executor,
  plugins: readonly ServerPlugin[],
  services: ServerServices,
  options: SeedOptions = {},
): Promise<{ created: boolean; storeIds: number[] }> {
  const mailer = services.mail;
  const [existing] = await db.select({ n: count() }).from(accounts);
  if (Number(existing?.n ?? 0) > 0) {
    const rows = await db.select({ id: stores.id }).from(stores).orderBy(stores.id).limit(2);
    return { created: false, storeIds: rows.map((r) => r.id) };
  }
  const owner = options.owner ?? ownerCredentials();
  const [account] = await db
    .insert(accounts)
    .values({
      email: owner.email,
      password_hash: await hashPassword(owner.password),
      full_name: 'Dana Owner',
      plan_id: 1,
    })
    .returning();
  const storeRows = await db
    .insert(stores)
    .values([
      { account_id: account!.id, title: 'Storeroom Demo', subdomain: 'storeroom-demo' },
      {
        account_id: account!.id,
        title: 'Storeroom Outlet',
        subdomain: 'storeroom-outlet',
        timezone: 'Europe/Berlin',
        currency: 'EUR',
        unit_system: 1,
        weight_unit: 1,
        order_prefix: 'OUT-',
      },
    ])
    .returning();
  const storeIds = storeRows.map((s) => s.id).sort((a, b) => a - b);
  const [main, outlet] = storeIds as [number, number];
  await scopeTable(db, employees, main).insertMany([
    {
      email: DEMO_CREDENTIALS.employee.email,
      full_name: 'Eli Employee',
      phone: '+1.5555550101',
      access: [...DEMO_EMPLOYEE_ACCESS, ...plugins.flatMap((p) => p.demoAccess?.employee ?? [])],
      password_hash: await hashPassword(DEMO_CREDENTIALS.employee.password),
    },
    ...FIRST.slice(0, 4).map((first, i) => ({
      email: `${first.toLowerCase()}.${LAST[i]!.toLowerCase()}@storeroom.test`,
      full_name: `${first} ${LAST[i]}`,
      enabled: i !== 3,
      access: i === 0 ? [{ subject: 'products_and_collections', rule: ACCESS_LEVEL.full, options: [] }] : [],
    })),
  ]);
  await scopeTable(db, employees, outlet).insertMany([
    {
      email: 'outlet.manager@storeroom.test',
      full_name: 'Olive Manager',
      access: plugins.flatMap((p) => p.demoAccess?.outletManager ?? []),
    },
  ]);
  await scopeTable(db, privateApps, main).insert({
    name: 'Warehouse sync',
    access_rules: plugins.flatMap((p) => p.demoAccess?.privateApp ?? []),
  });
  await mailer.send(db, main, {
    to: DEMO_CREDENTIALS.employee.email,
    subject: 'You have been invited to Storeroom Demo',
    body: '<p>Dana Owner invited you to help run Storeroom Demo.</p>',
  });
  return { created: true, storeIds };
}

/**
 * How many bulk loads a seed may run at once on `db` (SeedContext.parallelLoads): two on a
 * PostgreSQL pool (its 100,000-order load took 28.7 and 35.4 s with two against 42.1 and
 * 46.6 s with one, alternate runs at load 19-25, the same CPU), one on PGlite (one connection).
 */
function parallelLoadsOf(db: Executor): number {
  return (db as { $client?: unknown }).$client instanceof pg.Pool ? 2 : 1;
}

/** The demo's plugin part: each plugin's seed in order (after `seedDemoCore` created the stores). */
export async function seedDemoPlugins(
  db: Executor,
  plugins: readonly ServerPlugin[],
  services: ServerServices,
  storeIds: number[],
  options: SeedOptions = {},
  bus?: PluginBus,
  progress?: DemoSeedProgress,
): Promise<void> {
  const seeding = plugins.filter((p) => p.seed);
  const parallelLoads = parallelLoadsOf(db);
  for (const [done, plugin] of seeding.entries()) {
    await progress?.(done, seeding.length, plugin.id);
    await plugin.seed!({
      db,
      storeIds,
      scope: (table, storeId) => scopeTable(db, table, storeId),
      scale: options.scale ?? {},
      parallelLoads,
      context: (storeId) => ownerContext(db, storeId, services, bus),
    });
  }
  await progress?.(seeding.length, seeding.length, 'done');
}

/**
 * Loads the deterministic demo data once (an owner with two stores, the demo employee, a few
 * more employees, a private app, plugin seeds), then the scale rows asked for.
 */
export async function seedDemo(
  db: Executor,
  plugins: readonly ServerPlugin[],
  services: ServerServices,
  options: SeedOptions = {},
  bus?: PluginBus,
): Promise<SeedResult> {
  const { created, storeIds } = await seedDemoCore(db, plugins, services, options);
  if (created) await seedDemoPlugins(db, plugins, services, storeIds, options, bus);

  const added: Record<string, number> = {};
  const wantEmployees = options.scale?.employees ?? 0;
  if (wantEmployees > 0 && storeIds[0] !== undefined) {
    const [have] = await db
      .select({ n: count() })
      .from(employees)
      .where(like(employees.email, `%@${BENCH_DOMAIN}`));
    const start = Number(have?.n ?? 0);
    const scoped = scopeTable(db, employees, storeIds[0]);
    // Multi-row inserts: single-row inserts cost milliseconds each on PGlite (TOOLCHAIN.md).
    for (let from = start; from < wantEmployees; from += 1000) {
      const rows = [];
      for (let i = from; i < Math.min(from + 1000, wantEmployees); i++) {
        rows.push({
          email: `employee${i}@${BENCH_DOMAIN}`,
          full_name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i}`,
          phone: `+1.555${String(i).padStart(7, '0')}`,
          enabled: i % 7 !== 0,
          access: i % 3 === 0 ? [{ subject: 'orders', rule: ACCESS_LEVEL.limited, options: [] }] : [],
        });
      }
      await scoped.insertMany(rows);
    }
    added.employees = Math.max(0, wantEmployees - start);
    await db.execute(sql`analyze employees`);
  }
  return { created, storeIds, added };
}
