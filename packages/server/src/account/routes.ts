/**
 * The signed-in user's own account (auth-contract.md; spec 1 §7 "Account and billing"):
 * always allowed to owners and employees (the account page is always allowed, spec 2 §6),
 * never to private apps. Deleting and pausing the account are the owner's alone.
 */
import { asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import { ACCOUNT_OWNER_SUBJECT } from '@storeroom/core/access';
import type { AccessRule } from '@storeroom/core/access';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { AuthService } from '../auth/service';
import { newFamily } from '../auth/tokens';
import type { Caller, StoreContext } from '../context';
import type { Executor } from '../db/database';
import { accounts, employees, stores } from '../db/schema';
import { EMAIL_TAKEN, emailTaken } from '../employees/resource';
import { checkUpload, storeUpload } from '../files/routes';
import type { FileStorage } from '../files/storage';
import { HttpError, forbidden, invalid, invalidField, parseOr422, readJson } from '../http/errors';
import type { Api, AppEnv, Runtime } from '../runtime';

/** Default header favourites: Dashboard, Orders, Reports (ARCHITECTURE.md "Core runtime"). */
export const DEFAULT_FAVOURITES = ['/admin', '/admin/orders', '/admin/reports'];

/** GET /account/support-info. */
export interface SupportInfo {
  email: string;
  phone: string;
  hours: string;
}

export const DEFAULT_SUPPORT_INFO: SupportInfo = {
  email: 'support@storeroom.test',
  phone: '+1.5555550100',
  hours: 'Monday to Friday, 9:00–17:00 UTC',
};

/** The account as GET /account answers it (auth-contract.md). */
export interface AccountBody {
  id: number;
  is_employee: boolean;
  disabled: boolean;
  is_paused: boolean;
  plan_id: number | null;
  created_at: string;
  on_trial: boolean;
  profile: {
    full_name: string;
    email: string;
    photo: string | null;
    signature: string | null;
    address: string | null;
    phone: string | null;
  };
  access: AccessRule[];
  menu: { favourites: string[] };
  stores: { id: number; title: string; subdomain: string; current: boolean }[];
  store: {
    id: number;
    title: string;
    subdomain: string;
    timezone: string;
    currency: string;
    weight_unit: string;
  };
}

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

const patchSchema = z.object({
  profile: z
    .object({
      full_name: z.string().trim().min(1, 'Full name cannot be blank.').max(255).optional(),
      email: z.email('Email is not a valid email address.').max(255).optional(),
      address: z.string().max(500).nullable().optional(),
      phone: z.string().max(50).nullable().optional(),
      password: z.string().min(8, 'Password should contain at least 8 characters.').max(200).optional(),
      old_password: z.string().max(200).optional(),
    })
    .optional(),
  menu: z
    .object({
      favourites: z
        .array(
          z
            .string()
            .regex(/^\/admin(\/[A-Za-z0-9/_-]*)?(\?[A-Za-z0-9=&_-]*)?$/, 'Favourites must be admin paths.'),
        )
        .max(50),
    })
    .optional(),
});

/** Pausing needs the store password (spec 1 §7 "Cancel flow"). */
export const PAUSE_PASSWORD_REQUIRED = 'Store password cannot be blank.';
export const PAUSE_PASSWORD_INCORRECT = 'Store password is incorrect.';
const pauseSchema = z.object({
  fes_password: z.string({ error: PAUSE_PASSWORD_REQUIRED }).min(1, PAUSE_PASSWORD_REQUIRED).max(200),
});

const switchSchema = z.object({ store_id: z.number().int().positive() });

const signedIn = { signedIn: true } as const;
const ownerOnly = { subject: ACCOUNT_OWNER_SUBJECT, action: 'delete' } as const;

export function mountAccountRoutes(
  api: Api,
  runtime: Runtime,
  auth: AuthService,
  storage: FileStorage,
  support: SupportInfo,
): void {
  const respond = async (c: Context<AppEnv>) =>
    c.json(await accountBody(runtime.db(), c.get('caller'), c.get('store')));

  api.get('/account', async (c) => {
    await runtime.authorize(c, signedIn);
    return respond(c);
  });

  api.patch('/account', async (c) => {
    await runtime.authorize(c, signedIn);
    const input = parseOr422(patchSchema, await readJson(c));
    const caller = c.get('caller');
    const db = runtime.db();
    const table = caller.kind === 'owner' ? accounts : employees;
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
        throw invalidField('profile.old_password', 'Old password is incorrect.');
      values.password_hash = await hashPassword(profile.password);
    }
    if (profile.email !== undefined && profile.email.toLowerCase() !== current.email.toLowerCase()) {
      if (await emailTaken(db, profile.email)) throw invalidField('profile.email', EMAIL_TAKEN);
      values.email = profile.email;
    }
    for (const key of ['full_name', 'address', 'phone'] as const)
      if (profile[key] !== undefined) values[key] = profile[key];
    if (input.menu) values.menu = { favourites: input.menu.favourites };
    if (Object.keys(values).length > 0) await db.update(table).set(values).where(eq(table.id, caller.id));
    return respond(c);
  });

  for (const field of ['photo', 'signature'] as const) {
    api.post(`/account/${field}`, async (c) => {
      await runtime.authorize(c, signedIn);
      let form: Record<string, unknown>;
      try {
        form = (await c.req.parseBody()) as Record<string, unknown>;
      } catch {
        throw new HttpError(400, 'Malformed multipart body.');
      }
      const file = form.file;
      if (!(typeof file === 'object' && file !== null && 'arrayBuffer' in file))
        throw invalid({ file: ['Select a file.'] });
      checkUpload('checkout_logo', [file as File]);
      const caller = c.get('caller');
      const stored = await storeUpload(runtime, storage, caller.storeId, `account_${field}`, file as File);
      const table = caller.kind === 'owner' ? accounts : employees;
      await runtime
        .db()
        .update(table)
        .set({ [field]: stored.path })
        .where(eq(table.id, caller.id));
      return respond(c);
    });
  }

  api.get('/account/stores', async (c) => {
    await runtime.authorize(c, signedIn);
    return c.json({ items: await storesOf(runtime.db(), c.get('caller')) });
  });

  api.post('/account/stores', async (c) => {
    await runtime.authorize(c, signedIn);
    const { store_id } = parseOr422(switchSchema, await readJson(c));
    const caller = c.get('caller');
    const allowed = (await storesOf(runtime.db(), caller)).some((s) => s.id === store_id);
    if (!allowed || caller.kind === 'private_app') throw forbidden();
    const kind = caller.kind === 'owner' ? 'owner' : 'employee';
    return c.json(await auth.issue(runtime.db(), kind, caller.id, store_id, newFamily()));
  });

  api.get('/account/support-info', async (c) => {
    await runtime.authorize(c, signedIn);
    return c.json(support);
  });

  api.delete('/account', async (c) => {
    await runtime.authorize(c, ownerOnly);
    await runtime
      .db()
      .delete(accounts)
      .where(eq(accounts.id, c.get('caller').accountId));
    return c.body(null, 204);
  });

  api.post('/pause-account', async (c) => {
    await runtime.authorize(c, ownerOnly);
    // Spec 1 §7 "Cancel flow": pausing needs the store (owner's) password, `fes_password`.
    const { fes_password } = parseOr422(pauseSchema, await readJson(c));
    const [owner] = await runtime
      .db()
      .select({ password_hash: accounts.password_hash })
      .from(accounts)
      .where(eq(accounts.id, c.get('caller').accountId));
    if (!owner || !(await verifyPassword(fes_password, owner.password_hash)))
      throw invalidField('fes_password', PAUSE_PASSWORD_INCORRECT);
    await runtime
      .db()
      .update(accounts)
      .set({ is_paused: true })
      .where(eq(accounts.id, c.get('caller').accountId));
    return respond(c);
  });

  api.post('/unpause-account', async (c) => {
    await runtime.authorize(c, ownerOnly);
    await runtime
      .db()
      .update(accounts)
      .set({ is_paused: false })
      .where(eq(accounts.id, c.get('caller').accountId));
    return respond(c);
  });
}
