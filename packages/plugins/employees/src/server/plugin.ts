/**
 * The Employees plugin's server part. The employees and private apps endpoints its screens use
 * (`/employees`, `/apps/private-apps` and its tokens; spec 2 §7, spec 4 §7) are the core
 * server's, declared in the core contract and enforced there. This part adds the invitations
 * (issue 18 item 15): the owner invites an employee by e-mail with a one-time link that expires,
 * resends or revokes it; the employee sets their password on the admin's public page.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  HttpError,
  coreTables,
  defineServerPlugin,
  escapeHtml,
  hashPassword,
  implement,
  invalidField,
  notFound,
  parseId,
} from '@storeroom/server';
import type { ActionContext, Executor } from '@storeroom/server';
import { and, desc, eq, gt, isNull } from '@storeroom/server/drizzle';
import {
  EMPLOYEES_SUBJECT,
  INVITATION_MESSAGES,
  INVITATION_PAGE_PATH,
  INVITATION_TTL_HOURS,
  employeesContract,
} from '../contract';
import type { Invitation } from '../contract';
import { employeeInvitationsTable } from './tables';

export { employeeInvitationsTable } from './tables';

const { endpoints } = employeesContract;
const { employees } = coreTables;

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

type InvitationRow = typeof employeeInvitationsTable.$inferSelect;

const toInvitation = (row: InvitationRow, now = Date.now()): Invitation => ({
  employee_id: row.employee_id,
  status: row.expires_at.getTime() > now ? 'invited' : 'expired',
  sent_at: row.sent_at.toISOString(),
  expires_at: row.expires_at.toISOString(),
});

/** The pending (not accepted, not revoked) invitations of the store's employees, newest first. */
async function pendingInvitations(ctx: ActionContext, employeeId?: number): Promise<InvitationRow[]> {
  const t = employeeInvitationsTable;
  return ctx.db
    .select()
    .from(t)
    .where(
      ctx
        .scope(t)
        .where(
          and(
            isNull(t.accepted_at),
            isNull(t.revoked_at),
            employeeId === undefined ? undefined : eq(t.employee_id, employeeId),
          ),
        ),
    )
    .orderBy(desc(t.sent_at), desc(t.id));
}

/** Revokes every pending invitation of an employee (a new link replaces the old ones). */
async function revokePending(ctx: ActionContext, employeeId: number): Promise<number> {
  const ids = (await pendingInvitations(ctx, employeeId)).map((r) => r.id);
  if (ids.length) await ctx.scope(employeeInvitationsTable).update(ids, { revoked_at: new Date() });
  return ids.length;
}

/** The admin's address the link points to: the owner's admin (the request's origin). */
function adminOrigin(request: Request): string {
  const origin = request.headers.get('origin');
  return origin && /^https?:\/\/[^/\s]+$/.test(origin) ? origin : new URL(request.url).origin;
}

/**
 * `GET /employee-invitations`: every employee without a password, with their newest open link
 * (invited or expired) or none (not invited).
 */
export const listInvitations = implement(endpoints.listInvitations, async (ctx) => {
  const latest = new Map<number, InvitationRow>();
  for (const row of await pendingInvitations(ctx))
    if (!latest.has(row.employee_id)) latest.set(row.employee_id, row);
  const waiting = await ctx.db
    .select({ id: employees.id })
    .from(employees)
    .where(ctx.scope(employees).where(isNull(employees.password_hash)))
    .orderBy(employees.id);
  const items = waiting.map(({ id }): Invitation => {
    const row = latest.get(id);
    return row
      ? toInvitation(row)
      : { employee_id: id, status: 'not_invited', sent_at: null, expires_at: null };
  });
  return { items };
});

/** `POST /employee-invitations`: a new one-time link by e-mail (the outbox: sent after commit). */
export const invite = implement(endpoints.invite, async (ctx, { body, request }) => {
  const [employee] = await ctx.db
    .select()
    .from(employees)
    .where(ctx.scope(employees).where(eq(employees.id, body.employee_id)));
  if (!employee) throw notFound();
  if (employee.password_hash) throw invalidField('employee_id', INVITATION_MESSAGES.alreadyActive);
  await revokePending(ctx, employee.id);
  const token = randomBytes(32).toString('base64url');
  const row = await ctx.scope(employeeInvitationsTable).insert({
    employee_id: employee.id,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + INVITATION_TTL_HOURS * 3600_000),
  });
  const link = `${adminOrigin(request)}${INVITATION_PAGE_PATH}?token=${encodeURIComponent(token)}`;
  const store = escapeHtml(ctx.store.title);
  await ctx.services.mail.send(ctx.db, ctx.store.id, {
    to: employee.email,
    subject: INVITATION_MESSAGES.mailSubject(ctx.store.title),
    body: [
      `<p>Hello ${escapeHtml(employee.full_name)},</p>`,
      `<p>You are invited to help run ${store}. Set your password to sign in:</p>`,
      `<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>`,
      `<p>The link works once and expires in ${INVITATION_TTL_HOURS / 24} days.</p>`,
    ].join('\n'),
    // The message carries a sign-in secret: only who may manage employees reads it in the log.
    area: EMPLOYEES_SUBJECT,
  });
  return toInvitation(row);
});

/** `DELETE /employee-invitations/:employeeId`: the pending link stops working. */
export const revokeInvitation = implement(endpoints.revokeInvitation, async (ctx, { params }) => {
  const revoked = await revokePending(ctx, parseId(params.employeeId));
  if (revoked === 0) throw notFound(INVITATION_MESSAGES.noPending);
  return undefined;
});

/** The invitation a link's token names (any store), or undefined. */
async function byToken(db: Executor, token: string): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(employeeInvitationsTable)
    .where(eq(employeeInvitationsTable.token_hash, hashToken(token)))
    .limit(1);
  return row;
}

/** The store a public call's token belongs to: its invitation's (unknown: 404). */
const invitationStore = {
  async store({ body }: { body: unknown }, db: Executor) {
    const row = await byToken(db, (body as { token: string }).token);
    return row?.store_id;
  },
  notFound: INVITATION_MESSAGES.invalid,
};

/** The usable invitation of a token in the caller's store, and its employee; else the reason. */
async function usable(ctx: ActionContext, token: string) {
  const row = await byToken(ctx.db, token);
  if (!row || row.store_id !== ctx.store.id || row.revoked_at)
    throw new HttpError(404, INVITATION_MESSAGES.invalid);
  if (row.accepted_at) throw new HttpError(410, INVITATION_MESSAGES.used);
  if (row.expires_at.getTime() <= Date.now()) throw new HttpError(410, INVITATION_MESSAGES.expired);
  const [employee] = await ctx.db
    .select()
    .from(employees)
    .where(ctx.scope(employees).where(eq(employees.id, row.employee_id)));
  if (!employee) throw new HttpError(404, INVITATION_MESSAGES.invalid);
  return { row, employee };
}

// Public calls: counted per client IP (a guessed token costs a call), before the lookup.
const PUBLIC_LIMIT = { name: 'employees.invitation', perCaller: 20, perIp: 20, windowSeconds: 600 };

/** `POST /employee-invitations/check` (public): who the link invites, or why it does not work. */
export const checkInvitation = implement(
  endpoints.checkInvitation,
  async (ctx, { body }) => {
    const { employee } = await usable(ctx, body.token);
    return { email: employee.email, full_name: employee.full_name, store: ctx.store.title };
  },
  { public: invitationStore, rateLimit: PUBLIC_LIMIT },
);

/** `POST /employee-invitations/accept` (public): sets the password; the link is used up. */
export const acceptInvitation = implement(
  endpoints.acceptInvitation,
  async (ctx, { body }) => {
    const { row, employee } = await usable(ctx, body.token);
    const now = new Date();
    // Once: only the update that finds the row still open wins (two tabs submitting at once).
    const used = await ctx.db
      .update(employeeInvitationsTable)
      .set({ accepted_at: now })
      .where(
        and(
          eq(employeeInvitationsTable.id, row.id),
          isNull(employeeInvitationsTable.accepted_at),
          isNull(employeeInvitationsTable.revoked_at),
          gt(employeeInvitationsTable.expires_at, now),
        ),
      )
      .returning({ id: employeeInvitationsTable.id });
    if (used.length === 0) throw new HttpError(410, INVITATION_MESSAGES.used);
    await ctx.scope(employees).update(employee.id, { password_hash: await hashPassword(body.password) });
    // Any other pending link of this employee stops working.
    const others = (await pendingInvitations(ctx, employee.id))
      .map((r) => r.id)
      .filter((id) => id !== row.id);
    if (others.length) await ctx.scope(employeeInvitationsTable).update(others, { revoked_at: now });
    return undefined;
  },
  { public: invitationStore, rateLimit: PUBLIC_LIMIT },
);

export const employeesServerPlugin = defineServerPlugin({
  id: 'employees',
  contract: employeesContract,
  tables: { employeeInvitationsTable },
  migrations: [
    {
      version: 1,
      name: 'create employee invitations',
      sql: [
        `create table employee_invitations (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          employee_id integer not null references employees(id) on delete cascade,
          token_hash text not null,
          sent_at timestamptz not null default now(),
          expires_at timestamptz not null,
          accepted_at timestamptz,
          revoked_at timestamptz
        )`,
        'create unique index employee_invitations_token_idx on employee_invitations (token_hash)',
        'create index employee_invitations_store_employee_idx on employee_invitations (store_id, employee_id)',
      ],
    },
  ],
  routes: [listInvitations, invite, revokeInvitation, checkInvitation, acceptInvitation],
  // The demo shows an employee who was invited and has not accepted yet (nobody knows the link's
  // token: only its hash exists).
  async seed({ db, storeIds }) {
    const storeId = storeIds[0];
    if (storeId === undefined) return;
    const [employee] = await db
      .insert(employees)
      .values({
        store_id: storeId,
        email: DEMO_INVITED_EMPLOYEE.email,
        full_name: DEMO_INVITED_EMPLOYEE.full_name,
        access: [{ subject: 'orders', rule: 1, options: [] }],
      })
      .returning({ id: employees.id });
    await db.insert(employeeInvitationsTable).values({
      store_id: storeId,
      employee_id: employee!.id,
      token_hash: hashToken(randomBytes(32).toString('base64url')),
      expires_at: new Date(Date.now() + INVITATION_TTL_HOURS * 3600_000),
    });
  },
});

/** The demo's invited employee (seeded in the main store, shown as Invited). */
export const DEMO_INVITED_EMPLOYEE = {
  email: 'iris.invited@storeroom.test',
  full_name: 'Iris Invited',
} as const;
