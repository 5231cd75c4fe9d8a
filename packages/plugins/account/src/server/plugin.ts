/**
 * The Account plugin's server part (spec 1 §7 "Account and billing", "Cancel flow",
 * "Contact"): plans, payment cards through a card provider (sandbox by default), invoices,
 * the cancel funnel's settings and Keep, and feedback to the provider. The profile, photo,
 * signature, delete and pause calls are the core's (packages/server/src/account).
 *
 * Billing and the cancel flow are owner-only (spec 1 §6: employees do not load invoices;
 * only the owner can delete or pause): every route checks BILLING_SUBJECT, which the core
 * refuses to employees and private apps whatever their rules. Each route implements its
 * endpoint of the contract (`accountContract`): access checks and body validation come from it.
 */
import {
  coreTables,
  DEFAULT_SUPPORT_INFO,
  defineServerPlugin,
  escapeHtml,
  HttpError,
  implement,
  invalid,
  invalidField,
  notFound,
  parseId,
  subscribe,
} from '@storeroom/server';
import { ACCOUNT_NOTICES } from '@storeroom/core/contract';
import type { AccountNoticesState } from '@storeroom/core/contract';
import type { ActionContext } from '@storeroom/server';
import { and, asc, desc, eq, gte, inArray, lt, sql } from '@storeroom/server/drizzle';
import {
  ACCOUNT_MESSAGES,
  accountContract,
  CANCEL_OFFER_PATH,
  ACCOUNT_PAGE_PATH,
  CANCEL_REASONS,
  OVERDUE_INVOICE_DAYS,
  PAUSED_PLAN_NAME,
} from '../contract';
import type { CardCreateResult, Invoice, PaymentMethod, Plan } from '../contract';
import { sandboxCardProvider } from './card-provider';
import type { CardProvider } from './card-provider';
import { toInvoice } from './invoice-item';
import { LAUNCH_PLANS } from './plans';
import { SEED_DONE_FOR_YOU, seedInvoices } from './seed-data';
import { cancelSettingsTable, invoicesTable, paymentMethodsTable, plansTable } from './tables';
import type { CardRow } from './tables';

export { toInvoice } from './invoice-item';
export { LAUNCH_PLANS } from './plans';
export { cancelSettingsTable, invoicesTable, paymentMethodsTable, plansTable } from './tables';

const DAY_MS = 86_400_000;

function toCard(row: CardRow): PaymentMethod {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    primary: row.is_primary,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}

function listOf<T>(items: T[]) {
  return {
    items,
    _meta: { currentPage: 1, pageCount: 1, perPage: Math.max(items.length, 1), totalCount: items.length },
  };
}

async function cards(ctx: ActionContext): Promise<PaymentMethod[]> {
  const rows = await ctx.db
    .select()
    .from(paymentMethodsTable)
    .where(ctx.scope(paymentMethodsTable).where())
    .orderBy(asc(paymentMethodsTable.id));
  return rows.map(toCard);
}

async function cardOf(ctx: ActionContext, rawId: string | undefined): Promise<CardRow> {
  const card = await ctx.scope(paymentMethodsTable).get(parseId(rawId));
  if (!card) throw notFound();
  return card;
}

/** Makes one card the primary one: exactly one primary at a time (spec 1 §4). */
async function makePrimary(ctx: ActionContext, id: number): Promise<void> {
  const scoped = ctx.scope(paymentMethodsTable);
  const others = (await scoped.find()).filter((c) => c.is_primary && c.id !== id).map((c) => c.id);
  if (others.length > 0) await scoped.update(others, { is_primary: false });
  await scoped.update(id, { is_primary: true });
}

/** Active cards become primary when none is yet (the first card added). */
async function primaryIfNone(ctx: ActionContext, id: number): Promise<void> {
  const rows = await ctx.scope(paymentMethodsTable).find();
  if (!rows.some((c) => c.is_primary && c.status === 'active')) await makePrimary(ctx, id);
}

async function accountRow(ctx: ActionContext) {
  const [row] = await ctx.db
    .select()
    .from(coreTables.accounts)
    .where(eq(coreTables.accounts.id, ctx.caller.accountId))
    .limit(1);
  if (!row) throw new HttpError(401, 'Please sign in.');
  return row;
}

/** The plans on offer, by id (the provider's rows: not store-scoped). */
async function plans(ctx: ActionContext): Promise<Plan[]> {
  return ctx.db.select().from(plansTable).orderBy(asc(plansTable.id));
}

async function planById(ctx: ActionContext, id: number): Promise<Plan | undefined> {
  const [row] = await ctx.db.select().from(plansTable).where(eq(plansTable.id, id)).limit(1);
  return row;
}

/**
 * The account's plan; an account without one (or whose plan row is gone) is on the first plan,
 * as a new account is (`plan_id: 1` at sign-up).
 */
async function accountPlan(ctx: ActionContext, planId: number | null): Promise<Plan> {
  const own = planId === null ? undefined : await planById(ctx, planId);
  if (own) return own;
  const [first] = await plans(ctx);
  if (!first) throw new HttpError(500, ACCOUNT_MESSAGES.generic);
  return first;
}

/**
 * The next number of a store's own invoices: `INV-` and one more than the highest `INV-`
 * number the store has (not a count: a deleted invoice or another prefix's numbers would make a
 * count meet an existing number). The unique index on (store_id, number) holds it too.
 */
async function nextInvoiceNumber(ctx: ActionContext): Promise<string> {
  const [row] = await ctx.db
    .select({
      last: sql<number | null>`max(substring(${invoicesTable.number} from '^INV-([0-9]{1,9})$')::integer)`,
    })
    .from(invoicesTable)
    .where(ctx.scope(invoicesTable).where());
  return `INV-${String(Number(row?.last ?? 0) + 1).padStart(5, '0')}`;
}

async function cancelSettings(ctx: ActionContext) {
  const [row] = await ctx.scope(cancelSettingsTable).find();
  return row;
}

/** Everything the Account server part needs from outside; the card provider can be swapped. */
export interface AccountServerOptions {
  /** Card processing; the deterministic sandbox by default. */
  cardProvider?: CardProvider;
  /** Where feedback goes (spec 1 §7 "Contact"); the support address by default. */
  feedbackTo?: string;
  /** The clock (tests). */
  now?: () => Date;
}

/** Builds the Account server plugin with a given card provider. */
export function createAccountServerPlugin(options: AccountServerOptions = {}) {
  const provider = options.cardProvider ?? sandboxCardProvider;
  const feedbackTo = options.feedbackTo ?? DEFAULT_SUPPORT_INFO.email;
  const now = options.now ?? (() => new Date());

  const listPlans = implement(accountContract.endpoints.listPlans, async (ctx) => {
    return listOf(await plans(ctx));
  });

  /** The account's plan as `GET /plans/current` answers it. */
  const planOf = (plan: Plan, account: { is_paused: boolean; on_trial: boolean }) => {
    return {
      ...plan,
      // Spec 1 §4: a paused account shows its plan as Paused Plan.
      name: account.is_paused ? PAUSED_PLAN_NAME : plan.name,
      is_paused: account.is_paused,
      on_trial: account.on_trial,
    };
  };

  const currentPlan = implement(accountContract.endpoints.currentPlan, async (ctx) => {
    const account = await accountRow(ctx);
    return planOf(await accountPlan(ctx, account.plan_id), account);
  });

  const changePlan = implement(accountContract.endpoints.changePlan, async (ctx, { body }) => {
    const account = await accountRow(ctx);
    // The plans are the server's rows: an id that names none changes nothing.
    const plan = await planById(ctx, body.plan_id);
    if (!plan) throw invalid({ plan_id: [ACCOUNT_MESSAGES.planInvalid] });
    await ctx.db
      .update(coreTables.accounts)
      .set({ plan_id: plan.id })
      .where(eq(coreTables.accounts.id, ctx.caller.accountId));
    return planOf(plan, account);
  });

  // Spec 1 §7 "POST /account/finish-trial": the trial ends now and the first cycle is paid.
  const finishTrial = implement(accountContract.endpoints.finishTrial, async (ctx) => {
    const account = await accountRow(ctx);
    if (!account.on_trial) throw invalid({ trial: [ACCOUNT_MESSAGES.trialAlreadyEnded] });
    const primary = (await ctx.scope(paymentMethodsTable).find()).find(
      (c) => c.is_primary && c.status === 'active',
    );
    if (!primary) throw invalid({ payment_method: [ACCOUNT_MESSAGES.noPrimaryCard] });
    const plan = await accountPlan(ctx, account.plan_id);
    const charge = await provider.charge(primary, plan.price);
    if (!charge.ok) throw invalid({ payment_method: [charge.message] });
    const at = now();
    const invoice = await ctx.scope(invoicesTable).insert({
      number: await nextInvoiceNumber(ctx),
      date: at,
      amount: plan.price,
      description: `${plan.name} plan, first ${plan.days_in_cycle} days after the trial`,
      status: 'paid',
      card: `${primary.brand} •••• ${primary.last4}`,
      paid_at: at,
    });
    await ctx.db
      .update(coreTables.accounts)
      .set({ on_trial: false })
      .where(eq(coreTables.accounts.id, ctx.caller.accountId));
    return {
      message: ACCOUNT_MESSAGES.trialEnded,
      plan: planOf(plan, { ...account, on_trial: false }),
      invoice: toInvoice(invoice, ctx.store.currency, at),
    };
  });

  const listCards = implement(accountContract.endpoints.listCards, async (ctx) => {
    return listOf(await cards(ctx));
  });

  const addCard = implement(accountContract.endpoints.addCard, async (ctx, { body }) => {
    const result = await provider.setup(body, now());
    if (result.status === 'declined') throw invalidField(result.field, result.message);
    const row = await ctx.scope(paymentMethodsTable).insert({
      name: body.name,
      ...result.card,
      is_primary: false,
      status: result.status === 'requires_action' ? 'requires_action' : 'active',
    });
    if (result.status === 'requires_action')
      return Response.json(
        {
          status: 'requires_action',
          client_secret: result.client_secret,
          item: toCard(row),
        } satisfies CardCreateResult,
        { status: 202 },
      );
    await primaryIfNone(ctx, row.id);
    const saved = (await ctx.scope(paymentMethodsTable).get(row.id))!;
    return Response.json(
      {
        status: 'succeeded',
        message: ACCOUNT_MESSAGES.cardCreated,
        item: toCard(saved),
      } satisfies CardCreateResult,
      { status: 201 },
    );
  });

  const confirmPayment = implement(accountContract.endpoints.confirmCard, async (ctx, { body }) => {
    const card = await ctx.scope(paymentMethodsTable).get(body.payment_method_id);
    if (!card) throw notFound();
    if (card.status === 'active') return { message: ACCOUNT_MESSAGES.cardCreated, item: toCard(card) };
    if (!(await provider.confirm(body.client_secret, card)))
      throw invalidField('number', ACCOUNT_MESSAGES.cardAuthFailed);
    await ctx.scope(paymentMethodsTable).update(card.id, { status: 'active' });
    await primaryIfNone(ctx, card.id);
    const saved = (await ctx.scope(paymentMethodsTable).get(card.id))!;
    return { message: ACCOUNT_MESSAGES.cardCreated, item: toCard(saved) };
  });

  const setPrimary = implement(accountContract.endpoints.makePrimary, async (ctx, { params }) => {
    const card = await cardOf(ctx, params.id);
    if (card.status !== 'active') throw invalidField('primary', ACCOUNT_MESSAGES.cardAuthFailed);
    await makePrimary(ctx, card.id);
    return { message: ACCOUNT_MESSAGES.cardUpdated, ...listOf(await cards(ctx)) };
  });

  const deleteCard = implement(accountContract.endpoints.deleteCard, async (ctx, { params }) => {
    const card = await cardOf(ctx, params.id);
    // Spec 1 §5: a primary card cannot be deleted.
    if (card.is_primary) throw invalid({ primary: [ACCOUNT_MESSAGES.primaryCardDelete] });
    await ctx.scope(paymentMethodsTable).delete(card.id);
    return { message: ACCOUNT_MESSAGES.cardDeleted };
  });

  async function invoicesWhere(
    ctx: ActionContext,
    filter: { start?: Date; end?: Date; paid?: boolean },
  ): Promise<Invoice[]> {
    const conditions = [];
    if (filter.start) conditions.push(gte(invoicesTable.date, filter.start));
    if (filter.end) conditions.push(lt(invoicesTable.date, filter.end));
    const rows = await ctx.db
      .select()
      .from(invoicesTable)
      .where(ctx.scope(invoicesTable).where(conditions.length ? and(...conditions) : undefined))
      .orderBy(desc(invoicesTable.date), desc(invoicesTable.id));
    const items = rows.map((r) => toInvoice(r, ctx.store.currency, now()));
    return filter.paid === undefined ? items : items.filter((i) => i.paid === filter.paid);
  }

  const listInvoices = implement(accountContract.endpoints.listInvoices, async (ctx, { query }) => {
    const { year } = query;
    return listOf(
      await invoicesWhere(
        ctx,
        year === undefined
          ? {}
          : { start: new Date(Date.UTC(year, 0, 1)), end: new Date(Date.UTC(year + 1, 0, 1)) },
      ),
    );
  });

  const searchInvoices = implement(accountContract.endpoints.searchInvoices, async (ctx, { body }) => {
    return listOf(
      await invoicesWhere(ctx, {
        start: body.start ? new Date(`${body.start}T00:00:00Z`) : undefined,
        // The end date is inclusive.
        end: body.end ? new Date(new Date(`${body.end}T00:00:00Z`).getTime() + DAY_MS) : undefined,
        paid: body.paid,
      }),
    );
  });

  const getInvoice = implement(accountContract.endpoints.getInvoice, async (ctx, { params }) => {
    const row = await ctx.scope(invoicesTable).get(parseId(params.id));
    if (!row) throw notFound();
    return toInvoice(row, ctx.store.currency, now());
  });

  const retryInvoice = implement(accountContract.endpoints.retryInvoice, async (ctx, { params }) => {
    const row = await ctx.scope(invoicesTable).get(parseId(params.id));
    if (!row) throw notFound();
    if (row.status !== 'payment_failed') throw invalid({ status: [ACCOUNT_MESSAGES.invoiceNotRetryable] });
    const primary = (await ctx.scope(paymentMethodsTable).find()).find(
      (c) => c.is_primary && c.status === 'active',
    );
    if (!primary) throw invalid({ payment_method: [ACCOUNT_MESSAGES.noPrimaryCard] });
    const charge = await provider.charge(primary, row.amount);
    if (!charge.ok) throw invalid({ payment_method: [charge.message] });
    const [paid] = await ctx.scope(invoicesTable).update(row.id, {
      status: 'paid',
      paid_at: now(),
      card: `${primary.brand} •••• ${primary.last4}`,
    });
    return { message: ACCOUNT_MESSAGES.invoicePaid, item: toInvoice(paid!, ctx.store.currency, now()) };
  });

  const funnelSettings = implement(accountContract.endpoints.cancelSettings, async (ctx) => {
    const settings = await cancelSettings(ctx);
    return {
      reasons: CANCEL_REASONS.map((r) => ({ id: r.id, label: r.label })),
      done_for_you: settings?.done_for_you ?? null,
    };
  });

  const keepAccount = implement(accountContract.endpoints.keepAccount, async (ctx, { body }) => {
    const settings = await cancelSettings(ctx);
    if (settings) await ctx.scope(cancelSettingsTable).update(settings.id, { last_reason: body.reason });
    else await ctx.scope(cancelSettingsTable).insert({ done_for_you: null, last_reason: body.reason });
    // Spec 1 §4: Keep goes to the cancel offer when the done-for-you setting exists.
    return { redirect_to: settings?.done_for_you ? CANCEL_OFFER_PATH : '/admin' };
  });

  const contact = implement(
    accountContract.endpoints.sendFeedback,
    async (ctx, { body }) => {
      const from = await senderOf(ctx);
      try {
        await ctx.services.mail.send(ctx.db, ctx.store.id, {
          to: feedbackTo,
          subject: `Feedback: ${body.subject}`,
          body: `<p>From ${escapeHtml(from.name)} &lt;${escapeHtml(from.email)}&gt;, store ${escapeHtml(
            ctx.store.title,
          )} (${escapeHtml(ctx.store.subdomain)})</p><p>${escapeHtml(body.message).replace(/\n/g, '<br>')}</p>`,
        });
      } catch {
        throw new HttpError(502, ACCOUNT_MESSAGES.feedbackFailed);
      }
      return { message: ACCOUNT_MESSAGES.feedbackSent };
    },
    {
      // Each message is an e-mail to the provider: a few an hour per user (and per IP) is plenty
      // for a person, and stops a script flooding support (issue 17).
      rateLimit: { name: 'mail.contact', perCaller: 5, perIp: 20, windowSeconds: 3600 },
    },
  );

  /**
   * The header's notice (spec 4 §9): the owner has an unpaid invoice past its due date
   * (14 days after its date). Employees do not see billing.
   */
  async function overdueNotice(ctx: ActionContext, state: AccountNoticesState) {
    if (ctx.caller.kind !== 'owner') return;
    const dueBefore = new Date(now().getTime() - OVERDUE_INVOICE_DAYS * 86_400_000);
    const [overdue] = await ctx.db
      .select({ id: invoicesTable.id })
      .from(invoicesTable)
      .where(
        ctx
          .scope(invoicesTable)
          .where(
            and(
              inArray(invoicesTable.status, ['not_paid', 'payment_failed']),
              lt(invoicesTable.date, dueBefore),
            ),
          ),
      )
      .limit(1);
    if (overdue)
      state.notices.push({
        id: 'account.overdue-invoice',
        tone: 'danger',
        message: ACCOUNT_MESSAGES.overdueInvoice,
        href: ACCOUNT_PAGE_PATH,
        action: 'See invoices',
      });
  }

  return defineServerPlugin({
    id: 'account',
    contract: accountContract,
    tables: { plansTable, paymentMethodsTable, invoicesTable, cancelSettingsTable },
    migrations: [
      {
        version: 1,
        name: 'payment methods, invoices, cancel settings',
        sql: [
          `create table account_payment_methods (
            id serial primary key,
            store_id integer not null references stores(id) on delete cascade,
            name text not null,
            brand text not null,
            last4 text not null,
            exp_month integer not null,
            exp_year integer not null,
            is_primary boolean not null default false,
            status text not null default 'active',
            created_at timestamptz not null default now()
          )`,
          'create index account_payment_methods_store_idx on account_payment_methods (store_id, id)',
          // Exactly one primary card per store (spec 1 §4), held by the database too.
          'create unique index account_payment_methods_primary_idx on account_payment_methods (store_id) where is_primary',
          `create table account_invoices (
            id serial primary key,
            store_id integer not null references stores(id) on delete cascade,
            number text not null,
            date timestamptz not null,
            amount integer not null,
            description text not null,
            status text not null,
            card text,
            paid_at timestamptz
          )`,
          'create index account_invoices_store_idx on account_invoices (store_id, date)',
          `create table account_cancel_settings (
            id serial primary key,
            store_id integer not null references stores(id) on delete cascade,
            done_for_you jsonb,
            last_reason text
          )`,
          'create unique index account_cancel_settings_store_idx on account_cancel_settings (store_id)',
        ],
      },
      {
        version: 2,
        name: 'plans as rows; invoice numbers unique per store',
        sql: [
          `create table account_plans (
            id serial primary key,
            name text not null,
            free_sites integer not null,
            additional_cost integer not null,
            days_in_cycle integer not null,
            price integer not null
          )`,
          `insert into account_plans (id, name, free_sites, additional_cost, days_in_cycle, price) values ${LAUNCH_PLANS.map(
            (p) =>
              `(${p.id}, '${p.name}', ${p.free_sites}, ${p.additional_cost}, ${p.days_in_cycle}, ${p.price})`,
          ).join(', ')}`,
          "select setval(pg_get_serial_sequence('account_plans', 'id'), (select max(id) from account_plans))",
          // Numbers given by the old count-based numbering may repeat one: keep them apart
          // (the later row gets its id appended) so the unique index can hold from now on.
          `update account_invoices a set number = a.number || '-' || a.id
            where exists (select 1 from account_invoices b
              where b.store_id = a.store_id and b.number = a.number and b.id < a.id)`,
          'create unique index account_invoices_number_idx on account_invoices (store_id, number)',
        ],
      },
    ],
    subscribes: [subscribe(ACCOUNT_NOTICES, overdueNotice)],
    routes: [
      listPlans,
      currentPlan,
      changePlan,
      finishTrial,
      listCards,
      addCard,
      confirmPayment,
      setPrimary,
      deleteCard,
      listInvoices,
      searchInvoices,
      getInvoice,
      retryInvoice,
      funnelSettings,
      keepAccount,
      contact,
    ],
    async seed({ scope, storeIds }) {
      const [main, second] = storeIds;
      const today = now();
      for (const storeId of [main, second]) {
        if (storeId === undefined) continue;
        const isMain = storeId === main;
        await scope(paymentMethodsTable, storeId).insertMany([
          {
            name: isMain ? 'Olivia Owner' : 'Second Store Owner',
            brand: 'Visa',
            last4: isMain ? '4242' : '1881',
            exp_month: 12,
            exp_year: today.getUTCFullYear() + 3,
            is_primary: true,
            status: 'active',
          },
        ]);
        await scope(invoicesTable, storeId).insertMany(seedInvoices(today, isMain ? 'INV' : 'SEC'));
        await scope(cancelSettingsTable, storeId).insertMany([
          {
            // The main store has the done-for-you app's offer, the second store has none.
            done_for_you: isMain ? SEED_DONE_FOR_YOU : null,
            last_reason: null,
          },
        ]);
      }
    },
  });
}

async function senderOf(ctx: ActionContext): Promise<{ name: string; email: string }> {
  if (ctx.caller.kind === 'employee') {
    const [row] = await ctx.db
      .select()
      .from(coreTables.employees)
      .where(eq(coreTables.employees.id, ctx.caller.id))
      .limit(1);
    if (row) return { name: row.full_name, email: row.email };
  }
  const account = await accountRow(ctx);
  return { name: account.full_name, email: account.email };
}

/** The Account server plugin with the sandbox card provider. */
export const accountServerPlugin = createAccountServerPlugin();
