/**
 * The signed-in user's own account (the core contract's account endpoints; auth-contract.md;
 * spec 1 §7 "Account and billing"): always allowed to owners and employees (the account page
 * is always allowed, spec 2 §6), never to private apps. Deleting and pausing the account are
 * the owner's alone. Each route implements its contract endpoint: method, path, access check
 * and body validation come from `coreContract`.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Account, SupportInfo as SupportInfoBody } from '@storeroom/core/client';
import { ACCOUNT_NOTICES, CORE_MESSAGES, coreContract } from '@storeroom/core/contract';
import type { AccountNotice, AccountNoticesState } from '@storeroom/core/contract';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { tokenAnswer, wantsCookie } from '../auth/cookie';
import { endFamily, endSessions } from '../auth/service';
import type { AuthService } from '../auth/service';
import { newFamily } from '../auth/tokens';
import type { ActionContext, Caller, StoreContext } from '../context';
import type { Executor } from '../db/database';
import { accounts, employees, stores } from '../db/schema';
import { EMAIL_TAKEN, emailTaken } from '../employees/resource';
import { checkUpload, storeUpload } from '../files/routes';
import type { FileStorage } from '../files/storage';
import { HttpError, forbidden, invalid, invalidField } from '../http/errors';
import { implement } from '../plugin';
import type { ActionRoute } from '../plugin';

/** Default header favourites: Dashboard, Orders, Reports (ARCHITECTURE.md "Core runtime"). */
export const DEFAULT_FAVOURITES = ['/admin', '/admin/orders', '/admin/reports'];

/** GET /account/support-info. */
export type SupportInfo = SupportInfoBody;

export const DEFAULT_SUPPORT_INFO: SupportInfo = {
  email: 'support@storeroom.test',
  phone: '+1.5555550100',
  hours: 'Monday to Friday, 9:00–17:00 UTC',
};

/** The account as GET /account answers it (the core contract's `getAccount`). */
export type AccountBody = Account;

const WEIGHT_UNITS: Record<number, string> = { 1: 'kg', 2: 'g', 3: 'ml', 4: 'lb', 5: 'oz' };

async function storesOf(db: Executor, caller: Caller) {
  const rows =
    caller.kind === 'owner'
      ? await db.select().from(stores).where(eq(stores.account_id, caller.accountId)).orderBy(asc(stores.id))
      : await db.select().from(stores).where(eq(stores.id, caller.storeId));
  return rows.map((s) => ({
    id: s.id,
    title: s.title,
    subdomain: s.subdomain,
    current: s.id === caller.storeId,
  }));
}

export async function accountBody(db: Executor, caller: Caller, store: StoreContext): Promise<AccountBody> {
  const [owner] = await db.select().from(accounts).where(eq(accounts.id, caller.accountId)).limit(1);
  if (!owner) throw new HttpError(401, 'Please sign in.');
  const storeBody = {
    id: store.id,
    title: store.title,
    subdomain: store.subdomain,
    timezone: store.timezone,
    currency: store.currency,
    locale: store.locale,
    weight_unit: WEIGHT_UNITS[store.weight_unit] ?? 'lb',
  };
  const common = {
    plan_id: owner.plan_id,
    is_paused: owner.is_paused,
    on_trial: owner.on_trial,
    stores: await storesOf(db, caller),
    store: storeBody,
  };
  if (caller.kind === 'employee') {
    const [employee] = await db.select().from(employees).where(eq(employees.id, caller.id)).limit(1);
    if (!employee) throw new HttpError(401, 'Please sign in.');
    return {
      id: employee.id,
      is_employee: true,
      disabled: !employee.enabled,
      created_at: employee.created_at.toISOString(),
      profile: {
        full_name: employee.full_name,
        email: employee.email,
        photo: employee.photo,
        signature: employee.signature,
        address: employee.address,
        phone: employee.phone,
      },
      access: employee.access,
      menu: { favourites: employee.menu?.favourites ?? DEFAULT_FAVOURITES },
      ...common,
    };
  }
  return {
    id: owner.id,
    is_employee: false,
    disabled: owner.disabled,
    created_at: owner.created_at.toISOString(),
    profile: {
      full_name: owner.full_name,
      email: owner.email,
      photo: owner.photo,
      signature: owner.signature,
      address: owner.address,
      phone: owner.phone,
    },
    access: [],
    menu: { favourites: owner.menu?.favourites ?? DEFAULT_FAVOURITES },
    ...common,
  };
}

/** Pausing needs the store password (spec 1 §7 "Cancel flow"). */
export const PAUSE_PASSWORD_REQUIRED = CORE_MESSAGES.pausePasswordRequired;

/** Changing the sign-in e-mail needs the current password (issue 17; the spec has no text). */
export const EMAIL_PASSWORD_REQUIRED = 'Enter your current password to change your e-mail.';

const endpoints = coreContract.endpoints;

/** The table of the caller's own row (the owner's account or the employee). */
const ownTable = (caller: Caller) => (caller.kind === 'owner' ? accounts : employees);

/**
 * The account routes, each implementing its core contract endpoint (mounted by the server
 * like any domain action: access check, body validation, one transaction).
 */
export function accountRoutes(auth: AuthService, storage: FileStorage, support: SupportInfo): ActionRoute[] {
  const respond = (ctx: ActionContext) => accountBody(ctx.db, ctx.caller, ctx.store);

  const upload = (field: 'photo' | 'signature') =>
    implement(
      field === 'photo' ? endpoints.uploadPhoto : endpoints.uploadSignature,
      async (ctx, { request }) => {
        let file: unknown;
        // Anything but a form carries no file (422 below).
        if (
          /^(multipart\/form-data|application\/x-www-form-urlencoded)/.test(
            request.headers.get('content-type') ?? '',
          )
        )
          try {
            file = (await request.formData()).get('file');
          } catch {
            throw new HttpError(400, 'Malformed multipart body.');
          }
        if (!(typeof file === 'object' && file !== null && 'arrayBuffer' in file))
          throw invalid({ file: [CORE_MESSAGES.selectFile] });
        checkUpload('checkout_logo', [file as File]);
        const stored = await storeUpload(
          ctx.db,
          storage,
          ctx.caller.storeId,
          `account_${field}`,
          file as File,
        );
        const table = ownTable(ctx.caller);
        await ctx.db
          .update(table)
          .set({ [field]: stored.path })
          .where(eq(table.id, ctx.caller.id));
        return respond(ctx);
      },
    );

  return [
    implement(endpoints.getAccount, async (ctx) => respond(ctx)),

    implement(endpoints.updateAccount, async (ctx, { body: input }) => {
      const { caller, db } = ctx;
      const table = ownTable(caller);
      const [current] =
        caller.kind === 'owner'
          ? await db
              .select({ password_hash: accounts.password_hash, email: accounts.email })
              .from(accounts)
              .where(eq(accounts.id, caller.id))
          : await db
              .select({ password_hash: employees.password_hash, email: employees.email })
              .from(employees)
              .where(eq(employees.id, caller.id));
      if (!current) throw new HttpError(401, 'Please sign in.');
      const values: Record<string, unknown> = {};
      const profile = input.profile ?? {};
      if (profile.password !== undefined) {
        // Changing the password needs the current one.
        if (!profile.old_password || !(await verifyPassword(profile.old_password, current.password_hash)))
          throw invalidField('profile.old_password', CORE_MESSAGES.oldPasswordIncorrect);
        values.password_hash = await hashPassword(profile.password);
      }
      if (profile.email !== undefined && profile.email.toLowerCase() !== current.email.toLowerCase()) {
        if (!profile.old_password) throw invalidField('profile.old_password', EMAIL_PASSWORD_REQUIRED);
        if (!(await verifyPassword(profile.old_password, current.password_hash)))
          throw invalidField('profile.old_password', CORE_MESSAGES.oldPasswordIncorrect);
        if (await emailTaken(db, profile.email)) throw invalidField('profile.email', EMAIL_TAKEN);
        values.email = profile.email;
      }
      for (const key of ['full_name', 'address', 'phone'] as const)
        if (profile[key] !== undefined) values[key] = profile[key];
      if (input.menu) values.menu = { favourites: input.menu.favourites };
      if (Object.keys(values).length > 0) await db.update(table).set(values).where(eq(table.id, caller.id));
      // A new password ends the user's other sessions; this one goes on.
      if (values.password_hash !== undefined && (caller.kind === 'owner' || caller.kind === 'employee'))
        await endSessions(db, caller.kind, caller.id, caller.family);
      return respond(ctx);
    }),

    upload('photo'),
    upload('signature'),

    implement(endpoints.listStores, async (ctx) => ({ items: await storesOf(ctx.db, ctx.caller) })),

    implement(endpoints.switchStore, async (ctx, { body, request }) => {
      const { caller } = ctx;
      const allowed = (await storesOf(ctx.db, caller)).some((s) => s.id === body.store_id);
      if (!allowed || caller.kind === 'private_app') throw forbidden();
      const kind = caller.kind === 'owner' ? 'owner' : 'employee';
      const tokens = await auth.issue(ctx.db, kind, caller.id, body.store_id, newFamily());
      // The admin's session is its cookie (auth/cookie.ts): the new store's refresh token
      // replaces it, and the old store's session, now held by nobody, ends.
      if (!wantsCookie(request)) return tokens;
      if (caller.family) await endFamily(ctx.db, caller.family);
      return tokenAnswer(request, tokens, true);
    }),

    implement(endpoints.supportInfo, async () => support),

    // Each area adds what the caller should know now (ACCOUNT_NOTICES; spec 4 §9).
    implement(endpoints.accountNotices, async (ctx) => {
      const state: AccountNoticesState = { notices: [] };
      await ctx.emit(ACCOUNT_NOTICES, state);
      // One notice per id (the first area's).
      const byId = new Map<string, AccountNotice>();
      for (const notice of state.notices) if (!byId.has(notice.id)) byId.set(notice.id, notice);
      return { items: [...byId.values()] };
    }),

    implement(endpoints.deleteAccount, async (ctx) => {
      await ctx.db.delete(accounts).where(eq(accounts.id, ctx.caller.accountId));
      return undefined;
    }),

    // Spec 1 §7 "Cancel flow": pausing closes the owner's storefronts behind a store password
    // (`fes_password`: the password visitors are asked for, as in the general settings), kept
    // until the account is unpaused; the storefront password settings from before come back then.
    implement(endpoints.pauseAccount, async (ctx, { body }) => {
      const owned = await ctx.db
        .select({
          id: stores.id,
          enable_password: stores.enable_password,
          fes_password: stores.fes_password,
          paused_storefront: stores.paused_storefront,
        })
        .from(stores)
        .where(eq(stores.account_id, ctx.caller.accountId));
      for (const store of owned) {
        await ctx.db
          .update(stores)
          .set({
            enable_password: true,
            fes_password: body.fes_password,
            // Pausing again keeps the settings from before the first pause.
            paused_storefront: store.paused_storefront ?? {
              enable_password: store.enable_password,
              fes_password: store.fes_password,
            },
          })
          .where(eq(stores.id, store.id));
      }
      await ctx.db.update(accounts).set({ is_paused: true }).where(eq(accounts.id, ctx.caller.accountId));
      return respond(ctx);
    }),

    implement(endpoints.unpauseAccount, async (ctx) => {
      const paused = await ctx.db
        .select({ id: stores.id, paused_storefront: stores.paused_storefront })
        .from(stores)
        .where(and(eq(stores.account_id, ctx.caller.accountId), isNotNull(stores.paused_storefront)));
      for (const store of paused) {
        await ctx.db
          .update(stores)
          .set({ ...store.paused_storefront!, paused_storefront: null })
          .where(eq(stores.id, store.id));
      }
      await ctx.db.update(accounts).set({ is_paused: false }).where(eq(accounts.id, ctx.caller.accountId));
      return respond(ctx);
    }),
  ];
}
