/**
 * The store profile (spec 3 §3 "General settings", §4, §5, §7): the core contract's
 * general-settings endpoints over the `stores` row. Reading and writing need the standard
 * `settings` subject (limited: read-only); the subdomain needs the caller's own password and
 * deleting the store is the owner's alone, with the owner's password.
 *
 * Deleting a store deletes its row: every core table and every plugin table that references
 * `stores(id)` goes with it (`on delete cascade`: employees, their sign-ins, private apps and
 * their tokens, files, jobs, ...). Access tokens name the store, so none of them works any more;
 * an owner with another store signs into that one, an owner with none cannot sign in. Rows of a
 * plugin table without that reference stay, unreachable: no token can name the store again.
 */
import { and, eq, ne } from 'drizzle-orm';
import { STORE_SETTINGS_MESSAGES, WEIGHT_UNITS_BY_SYSTEM, coreContract } from '@storeroom/core/contract';
import type { GeneralSettings } from '@storeroom/core/contract';
import { verifyPassword } from '../auth/passwords';
import type { ActionContext } from '../context';
import type { Executor } from '../db/database';
import { accounts, employees, stores } from '../db/schema';
import { HttpError, invalidField, notFound } from '../http/errors';
import { implement } from '../plugin';
import type { ActionRoute } from '../plugin';

const M = STORE_SETTINGS_MESSAGES;
const endpoints = coreContract.endpoints;

export interface StoreSettingsOptions {
  /**
   * The platform's storefront domain: a store's own address is `https://{subdomain}.{domain}`
   * (default `storeroom.test`).
   */
  storeDomain?: string;
  /** Where the admin goes after deleting a store (default the sign-in page, `/admin/user/login`). */
  afterDeleteUrl?: string;
}

/** The platform's storefront domain when none is configured. */
export const DEFAULT_STORE_DOMAIN = 'storeroom.test';

type StoreRow = typeof stores.$inferSelect;

function settingsOf(row: StoreRow, domain: string, expand: readonly string[]): GeneralSettings {
  const internal = `https://${row.subdomain}.${domain}`;
  return {
    store_name: row.title,
    email: row.email,
    default_currency: row.currency,
    unit_system: row.unit_system,
    weight_unit: row.weight_unit,
    order_prefix: row.order_prefix,
    order_suffix: row.order_suffix,
    enable_password: row.enable_password,
    fes_password: row.fes_password,
    // No connected domains yet: the storefront lives at the store's own address.
    store_url: internal,
    internal_store_url: internal,
    timezone: row.timezone || 'UTC',
    subdomain: row.subdomain,
    // File storage keys start with the store's id (files/storage.ts).
    ...(expand.includes('s3_folder') ? { s3_folder: `${row.id}/` } : {}),
  };
}

async function storeRow(db: Executor, storeId: number): Promise<StoreRow> {
  const [row] = await db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** Checks the caller's own sign-in password (people only: a private app has none). */
async function confirmPassword(ctx: ActionContext, password: string): Promise<void> {
  const { caller, db } = ctx;
  if (caller.kind !== 'owner' && caller.kind !== 'employee') throw new HttpError(403, M.passwordNeeded);
  const [row] =
    caller.kind === 'owner'
      ? await db
          .select({ hash: accounts.password_hash })
          .from(accounts)
          .where(eq(accounts.id, caller.id))
          .limit(1)
      : await db
          .select({ hash: employees.password_hash })
          .from(employees)
          .where(and(eq(employees.id, caller.id), eq(employees.store_id, caller.storeId)))
          .limit(1);
  if (!row?.hash || !(await verifyPassword(password, row.hash)))
    throw invalidField('admin_password', M.passwordIncorrect);
}

/** The general-settings routes, each implementing its core contract endpoint. */
export function storeSettingsRoutes(options: StoreSettingsOptions = {}): ActionRoute[] {
  const domain = options.storeDomain ?? DEFAULT_STORE_DOMAIN;
  const answer = async (ctx: ActionContext, expand: readonly string[] = []) =>
    settingsOf(await storeRow(ctx.db, ctx.caller.storeId), domain, expand);

  return [
    implement(endpoints.getGeneralSettings, async (ctx, { query }) =>
      answer(
        ctx,
        (query.expand ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ),

    implement(endpoints.updateGeneralSettings, async (ctx, { body }) => {
      const current = await storeRow(ctx.db, ctx.caller.storeId);
      const values: Partial<StoreRow> = {};
      if (body.store_name !== undefined) values.title = body.store_name;
      if (body.email !== undefined) values.email = body.email.toLowerCase();
      if (body.default_currency !== undefined) values.currency = body.default_currency;
      if (body.order_prefix !== undefined) values.order_prefix = body.order_prefix;
      if (body.order_suffix !== undefined) values.order_suffix = body.order_suffix;
      if (body.unit_system !== undefined || body.weight_unit !== undefined) {
        const unitSystem = body.unit_system ?? current.unit_system;
        const units = WEIGHT_UNITS_BY_SYSTEM[unitSystem] ?? [];
        // Switching the system alone moves the weight unit to the system's first one.
        const weightUnit =
          body.weight_unit ?? (units.includes(current.weight_unit) ? current.weight_unit : units[0]!);
        // spec 3 §3: imperial weights are lb and oz, metric the others.
        if (!units.includes(weightUnit)) throw invalidField('weight_unit', M.weightUnitInvalid);
        values.unit_system = unitSystem;
        values.weight_unit = weightUnit;
      }
      if (body.enable_password !== undefined || body.fes_password !== undefined) {
        const enablePassword = body.enable_password ?? current.enable_password;
        const fesPassword = body.fes_password ?? current.fes_password;
        // A storefront behind a password needs one to hand out.
        if (enablePassword && fesPassword.trim() === '')
          throw invalidField('fes_password', M.storefrontPasswordRequired);
        values.enable_password = enablePassword;
        values.fes_password = fesPassword;
      }
      if (Object.keys(values).length > 0)
        await ctx.db.update(stores).set(values).where(eq(stores.id, ctx.caller.storeId));
      return answer(ctx);
    }),

    implement(endpoints.updateSubdomain, async (ctx, { body }) => {
      await confirmPassword(ctx, body.admin_password);
      const [taken] = await ctx.db
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.subdomain, body.subdomain), ne(stores.id, ctx.caller.storeId)))
        .limit(1);
      if (taken) throw invalidField('subdomain', M.subdomainTaken);
      await ctx.db.update(stores).set({ subdomain: body.subdomain }).where(eq(stores.id, ctx.caller.storeId));
      return answer(ctx);
    }),

    implement(endpoints.updateTimezone, async (ctx, { body }) => {
      await ctx.db.update(stores).set({ timezone: body.timezone }).where(eq(stores.id, ctx.caller.storeId));
      return answer(ctx);
    }),

    implement(endpoints.deleteStore, async (ctx, { body }) => {
      await confirmPassword(ctx, body.admin_password);
      await ctx.db
        .delete(stores)
        .where(and(eq(stores.id, ctx.caller.storeId), eq(stores.account_id, ctx.caller.accountId)));
      return { url: options.afterDeleteUrl ?? '/admin/user/login' };
    }),
  ];
}
