/**
 * The Abandoned checkouts plugin's server part: it implements its contract.
 * - `campaigns`: the recovery campaigns resource at `/abandoned-checkouts` (`expand=stats`).
 * - `STOREFRONT_CHECKOUT_STARTED` (dashboard's contract: the checkout step with an email a
 *   storefront reports at `POST /storefront/visits`), or its alias `POST /storefront/checkouts`
 *   (public, rate limited): a storefront reports "checkout started"; each published campaign's emails are queued as delayed jobs
 *   (`ctx.jobs.enqueue(..., { startAfter })`), each at the checkout's start plus its timeout.
 * - The stage job sends one email of one campaign for one checkout, once: a unique
 *   (checkout, campaign, stage) row is written with the mail in one transaction, so a retried
 *   or repeated job finds it and sends nothing; a recovered checkout (its row is locked while
 *   this is decided) or an unpublished campaign is never mailed.
 * - `ORDER_PAID` (orders' contract: the paid order's e-mail) and `ORDERS_CHANGED` (the orders'
 *   customers' e-mails, through the customers' contract) mark open checkouts recovered.
 * - statistics, the send log (100 a page) and the recovered and unrecovered grids (50 a page).
 */
import { randomBytes } from 'node:crypto';
import {
  coreTables,
  defineServerPlugin,
  implement,
  implementJob,
  invalidField,
  notFound,
  parseId,
  resource,
  saveExportFile,
  storeBySubdomain,
  subscribe,
  toCsv,
} from '@storeroom/server';
import { callerProfile } from '@storeroom/server';
import type { ActionContext, JobRun } from '@storeroom/server';
import { minorUnitsToDecimal } from '@storeroom/core/format';
import { and, desc, eq, gte, inArray, isNotNull, isNull, sql } from '@storeroom/server/drizzle';
import type { SQL } from '@storeroom/server/drizzle';
import { CUSTOMER_DIRECTORY } from '@storeroom/plugin-customers/contract';
import { STOREFRONT_CHECKOUT_STARTED } from '@storeroom/plugin-dashboard/contract';
import { PRIMARY_DOMAIN } from '@storeroom/plugin-domains/contract';
import { ORDERS_CHANGED, ORDER_PAID } from '@storeroom/plugin-orders/contract';
import {
  ABANDONED_MESSAGES,
  ABANDONED_SUBJECT,
  CHECKOUT_EVENTS_PER_MINUTE,
  EXPORT_CHECKOUTS_JOB,
  OPENS_PER_MINUTE,
  QUEUE_CAMPAIGN_JOB,
  SEND_STAGE_JOB,
  abandonedContract,
  defaultSenderEmail,
} from '../contract';
import type {
  Campaign,
  CampaignEmail,
  CampaignStats,
  Checkout,
  CheckoutEventInput,
  CheckoutLogKind,
  CheckoutsExportResult,
  DefaultSender,
  SendLog,
} from '../contract';
import { recoveryEmailHtml, sampleCart } from './email-html';
import { SEED_CAMPAIGNS, SEED_CHECKOUTS } from './seed-data';
import { migrateOrdersJob, migrateRoutes } from './migrate';
import { campaignsTable, checkoutsTable, migrationsTable, sendsTable } from './tables';
import type { CampaignRow, CheckoutRow } from './tables';

const endpoints = abandonedContract.endpoints;
const M = ABANDONED_MESSAGES;

function campaignItem(row: CampaignRow): Campaign {
  return {
    id: row.id,
    title: row.title,
    is_published: row.is_published,
    from_name: row.from_name,
    from_email: row.from_email,
    emails: row.emails,
    created_at: row.created_at.toISOString(),
  };
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A range of whole days in the store's time zone, as a condition on `column` (spec 1 §7 stats). */
function rangeCondition(
  ctx: ActionContext,
  column: SQL,
  range: { start_date?: string | undefined; end_date?: string | undefined },
): SQL {
  const tz = ctx.store.timezone;
  const parts: SQL[] = [sql`true`];
  if (range.start_date) parts.push(sql`(${column} at time zone ${tz})::date >= ${range.start_date}::date`);
  if (range.end_date) parts.push(sql`(${column} at time zone ${tz})::date <= ${range.end_date}::date`);
  return sql.join(parts, sql` and `);
}

/**
 * Statistics per campaign: emails sent, checkouts mailed, and of those the ones recovered by an
 * order after a send, with their carts' value (each checkout counted once per campaign).
 */
async function statsOf(
  ctx: ActionContext,
  campaignIds: readonly number[] | undefined,
  range: { start_date?: string | undefined; end_date?: string | undefined } = {},
): Promise<Map<number, CampaignStats>> {
  const only = campaignIds ? sql`and s.campaign_id in ${campaignIds.length ? campaignIds : [0]}` : sql``;
  const when = rangeCondition(ctx, sql`s.sent_at`, range);
  const rows = rowsOf<{
    campaign_id: number;
    sent: string;
    opened: string;
    checkouts: string;
    recovered: string;
    recovered_value: string | null;
  }>(
    await ctx.db.execute(sql`
      with mailed as (
        select s.campaign_id, s.checkout_id, count(*) as sent,
          count(s.opened_at) as opened, min(s.sent_at) as first_sent
        from abandoned_sends s
        where s.store_id = ${ctx.store.id} ${only} and ${when}
        group by s.campaign_id, s.checkout_id
      )
      select m.campaign_id,
        sum(m.sent) as sent,
        sum(m.opened) as opened,
        count(*) as checkouts,
        count(*) filter (where c.recovered_at > m.first_sent) as recovered,
        coalesce(sum(c.total) filter (where c.recovered_at > m.first_sent), 0) as recovered_value
      from mailed m join abandoned_carts c on c.id = m.checkout_id and c.store_id = ${ctx.store.id}
      group by m.campaign_id`),
  );
  return new Map(
    rows.map((r) => [
      Number(r.campaign_id),
      {
        sent: Number(r.sent),
        opened: Number(r.opened),
        checkouts: Number(r.checkouts),
        recovered: Number(r.recovered),
        recovered_value: Number(r.recovered_value ?? 0),
      },
    ]),
  );
}

const NO_STATS: CampaignStats = { sent: 0, opened: 0, checkouts: 0, recovered: 0, recovered_value: 0 };

/**
 * The sender a campaign gets when it names none (spec 1 §9): the store's name, and support@ its
 * primary custom domain (the domains area's, when it is there) or its subdomain on the product
 * mail domain.
 */
export async function defaultSender(ctx: ActionContext): Promise<DefaultSender> {
  const domain = (await ctx.use(PRIMARY_DOMAIN)?.get()) ?? null;
  return {
    from_name: ctx.store.title,
    from_email: defaultSenderEmail(ctx.store.subdomain, domain),
  };
}

/** The values an update sets: the parts it sends. */
function updateValues(input: {
  title?: string | undefined;
  is_published?: boolean | undefined;
  from_name?: string | undefined;
  from_email?: string | undefined;
  emails?: CampaignEmail[] | undefined;
}): Partial<CampaignRow> {
  return {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.is_published !== undefined ? { is_published: input.is_published } : {}),
    ...(input.from_name !== undefined ? { from_name: input.from_name } : {}),
    ...(input.from_email !== undefined ? { from_email: input.from_email } : {}),
    ...(input.emails !== undefined ? { emails: input.emails } : {}),
  };
}

/**
 * Queues a campaign's stages for the store's open checkouts when it is published (created
 * published, or switched on) after they were abandoned: each stage counts from the later of
 * the checkout's start and the publication, so a checkout abandoned before gets the first email
 * the first email's timeout after the publication and the later ones at their spacing, never a
 * burst of overdue stages at once. Checkouts older than a storefront may report (30 days) and
 * stages the campaign already sent are left out; a stage still sends once (its job claims it).
 * Run as a job (`QUEUE_CAMPAIGN_JOB`), so a store with many open checkouts does not hold the
 * publishing request.
 */
export const queueCampaignJob = implementJob(
  QUEUE_CAMPAIGN_JOB,
  async ({ input, ctx }) => {
    const campaign = await ctx.scope(campaignsTable).get(input.campaign_id);
    // Switched off (or deleted) again before this ran: nothing to queue.
    if (!campaign || !campaign.is_published) return { checkouts: 0, queued: 0 };
    const published = Date.parse(input.published_at);
    const open = await ctx.db
      .select({ id: checkoutsTable.id, created_at: checkoutsTable.created_at })
      .from(checkoutsTable)
      .where(
        ctx
          .scope(checkoutsTable)
          .where(
            and(
              isNull(checkoutsTable.recovered_at),
              gte(checkoutsTable.created_at, new Date(published - MAX_LATE_MS)),
            ),
          ),
      );
    const sent = await ctx.db
      .select({ checkout_id: sendsTable.checkout_id, stage: sendsTable.stage })
      .from(sendsTable)
      .where(ctx.scope(sendsTable).where(eq(sendsTable.campaign_id, campaign.id)));
    const done = new Set(sent.map((s) => `${s.checkout_id}:${s.stage}`));
    let queued = 0;
    for (const checkout of open) {
      const from = new Date(Math.max(checkout.created_at.getTime(), published));
      for (const [stage, email] of campaign.emails.entries())
        if (!done.has(`${checkout.id}:${stage}`)) {
          await ctx.jobs.enqueue(
            SEND_STAGE_JOB,
            { checkout_id: checkout.id, campaign_id: campaign.id, stage },
            { startAfter: dueAt({ created_at: from }, email) },
          );
          queued += 1;
        }
    }
    return { checkouts: open.length, queued };
  },
  { retryLimit: 2, retryDelaySeconds: 5 },
);

/** A campaign was published: its stages for the open checkouts are queued by a job. */
const queueOpenCheckouts = (ctx: ActionContext, campaignId: number) =>
  ctx.jobs.enqueue(QUEUE_CAMPAIGN_JOB, { campaign_id: campaignId, published_at: new Date().toISOString() });

export const campaignsResource = resource(abandonedContract.resources.campaigns, {
  table: campaignsTable,
  toItem: campaignItem,
  beforeCreate: async (input, ctx) => {
    const fallback =
      input.from_name === undefined || input.from_email === undefined ? await defaultSender(ctx) : undefined;
    return {
      title: input.title,
      is_published: input.is_published,
      from_name: input.from_name ?? fallback!.from_name,
      from_email: input.from_email ?? fallback!.from_email,
      emails: input.emails,
    };
  },
  // A campaign published after checkouts were abandoned mails the open ones too (below).
  afterCreate: async (row, ctx) => {
    if (row.is_published) await queueOpenCheckouts(ctx, row.id);
  },
  beforeUpdate: async (input, existing, ctx) => {
    if (input.is_published === true && !existing.is_published) await queueOpenCheckouts(ctx, existing.id);
    return updateValues(input);
  },
  // The sends of a deleted campaign go with it (its queued stages then find no campaign).
  beforeDelete: async (row, ctx) => {
    await ctx.db.delete(sendsTable).where(ctx.scope(sendsTable).where(eq(sendsTable.campaign_id, row.id)));
  },
  expand: {
    stats: async (items, _rows, ctx) => {
      const stats = await statsOf(
        ctx,
        items.map((i) => i.id),
      );
      for (const item of items) item.stats = stats.get(item.id) ?? NO_STATS;
    },
  },
});

/** The moment a stage is due: the checkout's start plus the email's timeout (seconds). */
const dueAt = (checkout: Pick<CheckoutRow, 'created_at'>, email: Pick<CampaignEmail, 'timeout'>) =>
  new Date(checkout.created_at.getTime() + email.timeout * 1000);

/** A storefront may report a checkout late (`started_at`), at most this far back. */
const MAX_LATE_MS = 30 * 86_400_000;

/**
 * A storefront's "checkout started", whichever door it came through (the dashboard's
 * `POST /storefront/visits` checkout step with an email, published as
 * `STOREFRONT_CHECKOUT_STARTED`, or this area's `POST /storefront/checkouts` alias): records the
 * checkout once per session and queues the published campaigns' stages at their times; the same
 * session again updates the open checkout's email and cart.
 */
export async function recordCheckoutStarted(
  ctx: ActionContext,
  event: Omit<CheckoutEventInput, 'store'>,
): Promise<void> {
  const checkouts = ctx.scope(checkoutsTable);
  const [existing] = await checkouts.find(eq(checkoutsTable.session_key, event.session));
  if (existing) {
    // The same session again (a changed cart or address): the open checkout follows it.
    if (existing.recovered_at === null)
      await checkouts.update(existing.id, {
        email: event.email,
        items: event.items,
        total: event.total,
        ...(event.full_name ? { full_name: event.full_name } : {}),
      });
    return;
  }
  const now = Date.now();
  const started = event.started_at ? Date.parse(event.started_at) : now;
  const created_at = new Date(
    Number.isNaN(started) ? now : Math.min(now, Math.max(now - MAX_LATE_MS, started)),
  );
  const [row] = await ctx.db
    .insert(checkoutsTable)
    .values({
      store_id: ctx.store.id,
      session_key: event.session,
      email: event.email,
      full_name: event.full_name ?? '',
      items: event.items,
      total: event.total,
      created_at,
    })
    .onConflictDoNothing({ target: [checkoutsTable.store_id, checkoutsTable.session_key] })
    .returning();
  if (!row) return;
  const campaigns = await ctx.scope(campaignsTable).find(eq(campaignsTable.is_published, true));
  for (const campaign of campaigns)
    for (const [stage, email] of campaign.emails.entries())
      await ctx.jobs.enqueue(
        SEND_STAGE_JOB,
        { checkout_id: row.id, campaign_id: campaign.id, stage },
        { startAfter: dueAt(row, email) },
      );
}

/**
 * `POST /storefront/checkouts` (public): an alias of the dashboard's checkout step with an
 * email (`POST /storefront/visits`), kept for storefronts that report here; same code path.
 */
export const recordCheckout = implement(
  endpoints.recordCheckout,
  async (ctx, { body }) => {
    await recordCheckoutStarted(ctx, body as CheckoutEventInput);
    return undefined;
  },
  {
    public: storeBySubdomain((body: CheckoutEventInput) => body.store, M.storeNotFound),
    rateLimit: {
      name: 'abandoned.checkouts',
      perCaller: CHECKOUT_EVENTS_PER_MINUTE,
      perIp: CHECKOUT_EVENTS_PER_MINUTE,
      windowSeconds: 60,
    },
  },
);

/** The store's name for the e-mail's signature. */
async function storeName(ctx: ActionContext): Promise<string> {
  const [store] = await ctx.db
    .select({ name: coreTables.stores.title })
    .from(coreTables.stores)
    .where(eq(coreTables.stores.id, ctx.store.id));
  return store?.name ?? '';
}

/**
 * The email's tracking image: the public open route of its store and token, absolute when
 * `STOREROOM_PUBLIC_URL` is set (as the server's export links are), for mail clients.
 */
export function openUrl(subdomain: string, token: string): string {
  const base = process.env.STOREROOM_PUBLIC_URL?.replace(/\/+$/, '') ?? '';
  return `${base}/api/v1/storefront/abandoned-opens/${encodeURIComponent(subdomain)}/${token}`;
}

/** A transparent 1×1 GIF. */
const PIXEL = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (c) =>
  c.charCodeAt(0),
);

/**
 * `GET /storefront/abandoned-opens/{store}/{token}` (public, rate limited): the first load of
 * an email's tracking image records when it was opened (later loads change nothing); the
 * answer is the image whatever the token, so a mail client never shows a broken one and a
 * guesser learns nothing.
 */
export const recordOpen = implement(
  endpoints.recordOpen,
  async (ctx, { params }) => {
    if (/^[A-Za-z0-9_-]{16,64}$/.test(params.token))
      await ctx.db
        .update(sendsTable)
        .set({ opened_at: new Date() })
        .where(
          ctx
            .scope(sendsTable)
            .where(and(eq(sendsTable.open_token, params.token), isNull(sendsTable.opened_at))),
        );
    return new Response(PIXEL, {
      headers: {
        'content-type': 'image/gif',
        'cache-control': 'no-store, private',
        'x-content-type-options': 'nosniff',
      },
    });
  },
  {
    public: {
      store: async ({ params }, db) => {
        const subdomain = (params as { store?: string }).store?.trim().toLowerCase() ?? '';
        const [store] = await db
          .select({ id: coreTables.stores.id })
          .from(coreTables.stores)
          .where(eq(coreTables.stores.subdomain, subdomain))
          .limit(1);
        return store?.id;
      },
      notFound: M.storeNotFound,
    },
    rateLimit: {
      name: 'abandoned.opens',
      perCaller: OPENS_PER_MINUTE,
      perIp: OPENS_PER_MINUTE,
      windowSeconds: 60,
    },
  },
);

/** The stage job: sends one email once, never after recovery, never for an unpublished campaign. */
export const sendStageJob = implementJob(
  SEND_STAGE_JOB,
  async ({ input, ctx }) =>
    ctx.savepoint(async (tx) => {
      // Locked: a recovery that commits first is seen; one that comes later waits for this send.
      const [checkout] = await tx.db
        .select()
        .from(checkoutsTable)
        .where(tx.scope(checkoutsTable).where(eq(checkoutsTable.id, input.checkout_id)))
        .for('update');
      if (!checkout) return { sent: false, reason: 'The checkout no longer exists.' };
      if (checkout.recovered_at !== null) return { sent: false, reason: 'The checkout was recovered.' };
      const campaign = await tx.scope(campaignsTable).get(input.campaign_id);
      if (!campaign || !campaign.is_published) return { sent: false, reason: 'The campaign is not active.' };
      const email = campaign.emails[input.stage];
      if (!email) return { sent: false, reason: 'The campaign has no such email any more.' };
      const [claimed] = await tx.db
        .insert(sendsTable)
        .values({
          store_id: tx.store.id,
          campaign_id: campaign.id,
          checkout_id: checkout.id,
          stage: input.stage,
          template_type: email.template_type,
          subject: email.subject,
          open_token: randomBytes(18).toString('base64url'),
        })
        .onConflictDoNothing({ target: [sendsTable.checkout_id, sendsTable.campaign_id, sendsTable.stage] })
        .returning();
      if (!claimed) return { sent: false, reason: 'Already sent.' };
      const logId = await tx.services.mail.send(tx.db, tx.store.id, {
        to: checkout.email,
        subject: email.subject,
        body: recoveryEmailHtml(email, checkout, {
          from_name: campaign.from_name,
          from_email: campaign.from_email,
          store: await storeName(tx),
          currency: tx.store.currency,
          locale: tx.store.locale,
          openUrl: openUrl(tx.store.subdomain, claimed.open_token!),
        }),
        area: ABANDONED_SUBJECT,
      });
      await tx.db.update(sendsTable).set({ email_log_id: logId }).where(eq(sendsTable.id, claimed.id));
      return { sent: true };
    }),
  { retryLimit: 2, retryDelaySeconds: 5 },
);

/** The open checkouts with these e-mails are recovered (an order arrived for them). */
export async function recoverEmails(ctx: ActionContext, emails: Iterable<string>): Promise<void> {
  const wanted = [...new Set([...emails].map((e) => e.trim().toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return;
  await ctx.db
    .update(checkoutsTable)
    .set({ recovered_at: new Date() })
    .where(
      ctx
        .scope(checkoutsTable)
        .where(and(inArray(checkoutsTable.email, wanted), isNull(checkoutsTable.recovered_at))),
    );
}

/** Orders placed or changed customer (ORDERS_CHANGED): their customers' e-mails, by the directory. */
export async function recoverByOrders(ctx: ActionContext, customerIds: readonly number[]): Promise<void> {
  const directory = ctx.use(CUSTOMER_DIRECTORY);
  if (!directory || customerIds.length === 0) return;
  const emails: string[] = [];
  for (const id of new Set(customerIds)) {
    const customer = await directory.get(id);
    if (customer?.email) emails.push(customer.email);
  }
  await recoverEmails(ctx, emails);
}

function pageMeta(page: number, size: number, total: number) {
  return { currentPage: page, pageCount: Math.ceil(total / size), perPage: size, totalCount: total };
}

/** One page of the send log, newest first; of one campaign when `campaignId` is given. */
async function sendLog(ctx: ActionContext, page: number, size: number, campaignId?: number) {
  if (campaignId !== undefined && !(await ctx.scope(campaignsTable).get(campaignId))) throw notFound();
  const where = ctx
    .scope(sendsTable)
    .where(campaignId === undefined ? undefined : eq(sendsTable.campaign_id, campaignId));
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(sendsTable)
    .where(where);
  const rows = await ctx.db
    .select({ send: sendsTable, email: checkoutsTable.email })
    .from(sendsTable)
    .innerJoin(checkoutsTable, eq(checkoutsTable.id, sendsTable.checkout_id))
    .where(where)
    .orderBy(desc(sendsTable.sent_at), desc(sendsTable.id))
    .limit(size)
    .offset((page - 1) * size);
  const items: SendLog[] = rows.map(({ send, email }) => ({
    id: send.id,
    campaign_id: send.campaign_id,
    checkout_id: send.checkout_id,
    stage: send.stage,
    template_type: send.template_type,
    email,
    subject: send.subject,
    sent_at: send.sent_at.toISOString(),
    opened_at: send.opened_at ? send.opened_at.toISOString() : null,
    email_log_id: send.email_log_id,
  }));
  return { items, _meta: pageMeta(page, size, Number(total)) };
}

const isRecovered = (kind: CheckoutLogKind) =>
  kind === 'recovered' ? isNotNull(checkoutsTable.recovered_at) : isNull(checkoutsTable.recovered_at);

/**
 * Checkouts as the logs show them, with their sends' count, the last one's time and campaign;
 * recovered ones newest recovery first, unrecovered newest first.
 */
async function checkoutRows(
  ctx: ActionContext,
  where: SQL | undefined,
  order: CheckoutLogKind,
  page?: { limit: number; offset: number },
): Promise<Checkout[]> {
  // The subqueries name `abandoned_carts.id` in full: Drizzle writes a column unqualified, and
  // inside them "id" would be the send's.
  const query = ctx.db
    .select({
      checkout: checkoutsTable,
      emails_sent: sql<number>`(select count(*)::int from abandoned_sends s where s.checkout_id = abandoned_carts.id)`,
      last_sent_at: sql<
        string | null
      >`(select max(s.sent_at) from abandoned_sends s where s.checkout_id = abandoned_carts.id)`,
      campaign_id: sql<
        number | null
      >`(select s.campaign_id from abandoned_sends s where s.checkout_id = abandoned_carts.id order by s.sent_at desc, s.id desc limit 1)`,
      campaign: sql<
        string | null
      >`(select c.title from abandoned_sends s join abandoned_campaigns c on c.id = s.campaign_id where s.checkout_id = abandoned_carts.id order by s.sent_at desc, s.id desc limit 1)`,
    })
    .from(checkoutsTable)
    .where(where)
    .orderBy(
      order === 'recovered' ? desc(checkoutsTable.recovered_at) : desc(checkoutsTable.created_at),
      desc(checkoutsTable.id),
    );
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ checkout, emails_sent, last_sent_at, campaign_id, campaign }) => ({
    id: checkout.id,
    full_name: checkout.full_name,
    email: checkout.email,
    items: checkout.items,
    total: checkout.total,
    created_at: checkout.created_at.toISOString(),
    recovered_at: checkout.recovered_at ? checkout.recovered_at.toISOString() : null,
    emails_sent: Number(emails_sent),
    last_sent_at: last_sent_at ? new Date(last_sent_at).toISOString() : null,
    campaign_id: campaign_id === null ? null : Number(campaign_id),
    campaign,
  }));
}

/** One page of the recovered or unrecovered checkouts. */
async function checkoutLog(ctx: ActionContext, kind: CheckoutLogKind, page: number, size: number) {
  const where = ctx.scope(checkoutsTable).where(isRecovered(kind));
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(checkoutsTable)
    .where(where);
  const items = await checkoutRows(ctx, where, kind, { limit: size, offset: (page - 1) * size });
  return { items, _meta: pageMeta(page, size, Number(total)) };
}

/** The CSV's columns (spec 1 §3 log entry: customer full name, e-mail, campaign; then the cart). */
const EXPORT_HEADER = [
  'id',
  'full_name',
  'email',
  'campaign',
  'cart',
  'total',
  'started_at',
  'emails_sent',
  'last_sent_at',
  'recovered_at',
];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The export job: the recovered or unrecovered checkouts as a stored CSV (the server's writer:
 * formula cells escaped), in the grid's order; the caller gets a link by mail, never the CSV.
 */
export async function runCheckoutsExport({
  input,
  ctx,
  progress,
  signal,
}: JobRun<{ kind: CheckoutLogKind }>): Promise<CheckoutsExportResult> {
  const list = await checkoutRows(ctx, ctx.scope(checkoutsTable).where(isRecovered(input.kind)), input.kind);
  signal.throwIfAborted();
  const rows: unknown[][] = [
    EXPORT_HEADER,
    ...list.map((c) => [
      c.id,
      c.full_name,
      c.email,
      c.campaign ?? '',
      c.items.map((i) => `${i.title} x ${i.quantity}`).join('; '),
      // Stored in integer minor units of the store's currency; the CSV holds decimal text.
      minorUnitsToDecimal(c.total, ctx.store.currency),
      c.created_at,
      c.emails_sent,
      c.last_sent_at ?? '',
      c.recovered_at ?? '',
    ]),
  ];
  await progress({ done: list.length, total: list.length, step: 'Writing checkouts' });
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
  const filename = `abandoned_${input.kind}_${stamp}_export.csv`;
  const file = await saveExportFile(ctx, filename, toCsv(rows));
  const to = (await callerProfile(ctx))?.email;
  const label = input.kind === 'recovered' ? 'recovered' : 'unrecovered';
  if (to)
    await ctx.services.mail.send(ctx.db, ctx.store.id, {
      to,
      subject: `Abandoned checkouts export (${label}) — ${ctx.store.title}`,
      body:
        `<p>Your report of ${label} checkouts (${list.length}) is ready.</p>` +
        `<p><a href="${escapeHtml(file.link)}">Download ${escapeHtml(filename)}</a></p>`,
      area: ABANDONED_SUBJECT,
    });
  return { url: file.url, filename, rows: list.length, emailed: !!to };
}

/** The export calls: one per log, each a job whose CSV is mailed to the caller as a link. */
const exportRoute = (kind: CheckoutLogKind) =>
  implement(
    kind === 'recovered' ? endpoints.exportRecovered : endpoints.exportUnrecovered,
    async (ctx) => {
      const { id } = await ctx.jobs.enqueue(EXPORT_CHECKOUTS_JOB, { kind });
      return { message: M.exportQueued, id };
    },
    // It mails (the caller): counted like the other calls that reach outside the store.
    { rateLimit: { name: 'abandoned.export', perCaller: 30, perIp: 90, windowSeconds: 3600 } },
  );

/** `PATCH /abandoned-checkouts/logs/{id}`: recovered by hand or unrecovered again; the buyer's name. */
export const updateCheckout = implement(endpoints.updateCheckout, async (ctx, { params, body }) => {
  const id = parseId(params.id);
  const checkouts = ctx.scope(checkoutsTable);
  // Locked: a stage job deciding on this checkout sees the change before it sends, or sends first.
  const [row] = await ctx.db
    .select()
    .from(checkoutsTable)
    .where(checkouts.where(eq(checkoutsTable.id, id)))
    .for('update');
  if (!row) throw notFound();
  const values: Partial<CheckoutRow> = {};
  if (body.recovered !== undefined && body.recovered !== (row.recovered_at !== null))
    values.recovered_at = body.recovered ? new Date() : null;
  if (body.full_name !== undefined) values.full_name = body.full_name;
  if (Object.keys(values).length > 0) await checkouts.update(id, values);
  const [item] = await checkoutRows(ctx, checkouts.where(eq(checkoutsTable.id, id)), 'unrecovered');
  return item!;
});

export const abandonedRoutes = [
  implement(endpoints.defaultSender, (ctx) => defaultSender(ctx)),
  implement(endpoints.previewEmail, async (ctx, { body }) => {
    const items = body.items.map((item) => ({ ...item, quantity: 1 }));
    const cart = items.length
      ? { items, total: items.reduce((sum, item) => sum + item.price, 0) }
      : sampleCart();
    return {
      html: recoveryEmailHtml(body.email, cart, {
        from_name: body.from_name ?? '',
        from_email: body.from_email ?? '',
        store: await storeName(ctx),
        currency: ctx.store.currency,
        locale: ctx.store.locale,
      }),
    };
  }),
  implement(endpoints.sendTestEmail, async (ctx, { body }) => {
    const campaign =
      body.campaign_id === undefined ? undefined : await ctx.scope(campaignsTable).get(body.campaign_id);
    if (body.campaign_id !== undefined && !campaign) throw notFound();
    const emails = body.emails ?? campaign?.emails ?? [];
    const email = emails[body.stage];
    if (!email) throw invalidField('stage', M.stageInvalid);
    const cart = sampleCart();
    const logId = await ctx.services.mail.send(ctx.db, ctx.store.id, {
      to: body.to,
      subject: email.subject,
      body: recoveryEmailHtml(email, cart, {
        from_name: body.from_name || campaign?.from_name || '',
        from_email: campaign?.from_email ?? '',
        store: await storeName(ctx),
        currency: ctx.store.currency,
        locale: ctx.store.locale,
      }),
      area: ABANDONED_SUBJECT,
    });
    return { email_log_id: logId, message: M.testSent };
  }),
  implement(endpoints.stats, async (ctx, { body }) => {
    const byCampaign = await statsOf(ctx, undefined, body);
    const total = { ...NO_STATS };
    for (const s of byCampaign.values()) {
      total.sent += s.sent;
      total.opened += s.opened;
      total.checkouts += s.checkouts;
      total.recovered += s.recovered;
      total.recovered_value += s.recovered_value;
    }
    const [abandoned] = rowsOf<{ count: string; value: string | null }>(
      await ctx.db.execute(sql`
        select count(*) as count, coalesce(sum(c.total), 0) as value from abandoned_carts c
        where c.store_id = ${ctx.store.id} and ${rangeCondition(ctx, sql`c.created_at`, body)}`),
    );
    return {
      ...total,
      abandoned: Number(abandoned?.count ?? 0),
      abandoned_value: Number(abandoned?.value ?? 0),
      campaigns: [...byCampaign].map(([campaign_id, stats]) => ({ campaign_id, ...stats })),
    };
  }),
  implement(endpoints.campaignStats, async (ctx, { params, body }) => {
    const id = parseId(params.id);
    if (!(await ctx.scope(campaignsTable).get(id))) throw notFound();
    return (await statsOf(ctx, [id], body)).get(id) ?? NO_STATS;
  }),
  implement(endpoints.log, (ctx, { query }) => sendLog(ctx, query.page, query.size)),
  implement(endpoints.campaignLog, (ctx, { params, query }) =>
    sendLog(ctx, query.page, query.size, parseId(params.id)),
  ),
  implement(endpoints.logsRecovered, (ctx, { query }) =>
    checkoutLog(ctx, 'recovered', query.page, query.size),
  ),
  implement(endpoints.logsUnrecovered, (ctx, { query }) =>
    checkoutLog(ctx, 'unrecovered', query.page, query.size),
  ),
  exportRoute('recovered'),
  exportRoute('unrecovered'),
  updateCheckout,
  ...migrateRoutes,
  recordOpen,
  recordCheckout,
];

export const abandonedServerPlugin = defineServerPlugin({
  id: 'abandoned',
  contract: abandonedContract,
  tables: { campaignsTable, checkoutsTable, sendsTable, migrationsTable },
  migrations: [
    {
      version: 1,
      name: 'create abandoned campaigns, carts and sends',
      sql: [
        `create table abandoned_campaigns (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          title text not null,
          is_published boolean not null default false,
          from_name text not null,
          from_email text not null,
          emails jsonb not null,
          created_at timestamptz not null default now()
        )`,
        'create index abandoned_campaigns_store_idx on abandoned_campaigns (store_id, id)',
        `create table abandoned_carts (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          session_key text not null,
          email text not null,
          items jsonb not null,
          total integer not null check (total >= 0),
          created_at timestamptz not null default now(),
          recovered_at timestamptz
        )`,
        'create unique index abandoned_carts_session_idx on abandoned_carts (store_id, session_key)',
        'create index abandoned_carts_email_idx on abandoned_carts (store_id, email) where recovered_at is null',
        `create table abandoned_sends (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          campaign_id integer not null references abandoned_campaigns(id) on delete cascade,
          checkout_id integer not null references abandoned_carts(id) on delete cascade,
          stage integer not null,
          template_type text not null,
          subject text not null,
          email_log_id integer,
          sent_at timestamptz not null default now()
        )`,
        'create unique index abandoned_sends_once_idx on abandoned_sends (checkout_id, campaign_id, stage)',
        'create index abandoned_sends_store_idx on abandoned_sends (store_id, sent_at)',
      ],
    },
    {
      version: 2,
      name: 'the buyer’s name on abandoned carts (spec 1 §3 log entry)',
      sql: [
        "alter table abandoned_carts add column full_name text not null default ''",
        'create index abandoned_sends_checkout_idx on abandoned_sends (checkout_id, sent_at desc)',
      ],
    },
    {
      version: 3,
      name: 'when a recovery email was opened (its tracking image)',
      sql: [
        'alter table abandoned_sends add column open_token text',
        'alter table abandoned_sends add column opened_at timestamptz',
        'create unique index abandoned_sends_open_token_idx on abandoned_sends (open_token)',
      ],
    },
    {
      version: 4,
      name: 'the orders migration’s last run per store (spec 1 §7 /orders/migrate)',
      sql: [
        `create table abandoned_migrations (
          store_id integer primary key references stores(id) on delete cascade,
          job_id text not null,
          state text not null default 'queued',
          done integer not null default 0,
          total integer not null default 0,
          checked integer not null default 0,
          recovered integer not null default 0,
          started_at timestamptz not null default now(),
          finished_at timestamptz
        )`,
      ],
    },
  ],
  resources: [campaignsResource],
  routes: abandonedRoutes,
  jobs: [
    sendStageJob,
    implementJob(EXPORT_CHECKOUTS_JOB, runCheckoutsExport, { retryLimit: 2 }),
    migrateOrdersJob,
    queueCampaignJob,
  ],
  subscribes: [
    // Issue 20: the storefront reports once, to the dashboard; its checkout step with an email
    // is a checkout started here.
    subscribe(STOREFRONT_CHECKOUT_STARTED, (ctx, { session, email, full_name, cart, total, at }) =>
      recordCheckoutStarted(ctx, {
        session,
        email,
        ...(full_name ? { full_name } : {}),
        items: cart.map(({ title, price, quantity }) => ({ title, price, quantity })),
        total,
        started_at: at,
      }),
    ),
    subscribe(ORDERS_CHANGED, (ctx, { customer_ids }) => recoverByOrders(ctx, customer_ids)),
    // A paid order names its e-mail itself (no customers area needed).
    subscribe(ORDER_PAID, (ctx, { orders }) =>
      recoverEmails(
        ctx,
        orders.map((o) => o.email),
      ),
    ),
  ],
  async seed({ scope, storeIds }) {
    const [main, second] = storeIds;
    if (main === undefined) return;
    const campaigns = await scope(campaignsTable, main).insertMany(SEED_CAMPAIGNS);
    const now = Date.now();
    const checkouts = await scope(checkoutsTable, main).insertMany(
      SEED_CHECKOUTS.map((c, i) => ({
        session_key: `seed-session-${i + 1}`,
        email: c.email,
        full_name: c.full_name,
        items: c.items,
        total: c.items.reduce((sum, item) => sum + item.price * item.quantity, 0),
        created_at: new Date(now - c.hoursAgo * 3_600_000),
        recovered_at: c.recovered ? new Date(now - (c.hoursAgo - 2) * 3_600_000) : null,
      })),
    );
    // The first campaign's first email went to the checkouts older than its 20 minutes.
    const first = campaigns[0]!;
    // The recovered buyer opened it first (SEED_CHECKOUTS' first), an hour after it was sent.
    await scope(sendsTable, main).insertMany(
      checkouts.map((c, i) => {
        const sent_at = new Date(c.created_at.getTime() + first.emails[0]!.timeout * 1000);
        return {
          campaign_id: first.id,
          checkout_id: c.id,
          stage: 0,
          template_type: first.emails[0]!.template_type,
          subject: first.emails[0]!.subject,
          sent_at,
          opened_at: i === 0 ? new Date(sent_at.getTime() + 3_600_000) : null,
        };
      }),
    );
    if (second !== undefined)
      await scope(campaignsTable, second).insertMany([
        {
          ...SEED_CAMPAIGNS[0]!,
          title: 'Outlet reminder',
          from_name: 'Outlet',
          from_email: 'hello@outlet.test',
        },
      ]);
  },
});
