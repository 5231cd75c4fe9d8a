/**
 * The Domains plugin's server part: it implements its contract (spec 1 §7 "Domains"). The
 * `domains` resource (list, get, connect, make primary, delete), the registrar calls (check,
 * buy, renew) through a `DomainRegistrar`, the DNS records of a domain, the check of its
 * required records through a `DnsResolver`, and SSL issuance as a background job
 * (queued -> processing -> enabled, or failed with ssl_errors). The sandbox registrar and
 * resolver are the defaults; `createDomainsServerPlugin({ registrar, resolver })` plugs in others.
 */
import {
  defineServerPlugin,
  implement,
  implementJob,
  invalid,
  invalidField,
  notFound,
  parseId,
  provide,
  resource,
  subscribe,
  textSearch,
} from '@storeroom/server';
import type { ActionContext } from '@storeroom/server';
import { and, asc, eq, lt, ne } from '@storeroom/server/drizzle';
import { ACCOUNT_NOTICES } from '@storeroom/core/contract';
import type { AccountNoticesState } from '@storeroom/core/contract';
import { DASHBOARD_SETUP } from '@storeroom/plugin-dashboard/contract';
import type { DashboardSetupState } from '@storeroom/plugin-dashboard/contract';
import {
  DOMAIN_EXPIRY_NOTICE_DAYS,
  DOMAIN_TARGETS,
  DOMAINS_MESSAGES,
  DOMAINS_SUBJECT,
  PRIMARY_DOMAIN,
  SSL_JOB,
  SSL_STATUS,
  canActivateSsl,
  canDeactivateSsl,
  domainEnding,
  domainsContract,
  formatDomainMessage,
  legalTypesFor,
  needsLegalType,
} from '../contract';
import type { DnsCheck, DnsRecord, Domain, RequiredRecord, SslStatus } from '../contract';
import { createSandboxRegistrar, createSandboxResolver } from './providers';
import type { DnsResolver, DomainRegistrar } from './providers';
import { SEED_DOMAINS, SEED_SECOND_STORE_CONNECTED, SEED_SECOND_STORE_DOMAIN } from './seed-data';
import { domainRecordsTable, domainsTable } from './tables';
import type { DomainRecordRow, DomainRow } from './tables';

export { createNodeResolver, createSandboxRegistrar, createSandboxResolver } from './providers';
export type { DnsResolver, DomainRegistrar, SandboxResolver } from './providers';

/** The records a domain must have to reach the store: an A record of the apex, a CNAME of www. */
export function requiredRecords(domain: string): RequiredRecord[] {
  return [
    { type: 'A', name: domain, content: DOMAIN_TARGETS.a },
    { type: 'CNAME', name: `www.${domain}`, content: DOMAIN_TARGETS.cname },
  ];
}

function toItem(row: DomainRow): Domain {
  return {
    id: row.id,
    domain: row.domain,
    primary: row.primary,
    kind: row.kind,
    ssl_status: row.ssl_status as SslStatus,
    ssl_errors: row.ssl_errors,
    connected: row.connected,
    expires_at: row.expires_at?.toISOString() ?? null,
    required_records: requiredRecords(row.domain),
    created_at: row.created_at.toISOString(),
  };
}

function toRecord(row: DomainRecordRow): DnsRecord {
  return {
    id: row.id,
    domain_id: row.domain_id,
    type: row.type,
    name: row.name,
    content: row.content,
    ttl: row.ttl,
  };
}

/** Each required record with whether the resolver finds it (a CNAME value may end with a dot). */
async function checkRecords(resolver: DnsResolver, domain: string): Promise<DnsCheck> {
  const records = await Promise.all(
    requiredRecords(domain).map(async (record) => {
      const values = await resolver.resolve(record.name, record.type);
      const found = values.some((value) => value.toLowerCase().replace(/\.$/, '') === record.content);
      return { ...record, found };
    }),
  );
  return { connected: records.every((record) => record.found), records };
}

/** Refuses (422) a name another store (or this one) already has: a domain belongs to one store. */
async function assertUnused(ctx: ActionContext, domain: string): Promise<void> {
  // Across stores on purpose (the one unscoped read): the name itself is what is unique.
  const [used] = await ctx.db
    .select({ id: domainsTable.id })
    .from(domainsTable)
    .where(eq(domainsTable.domain, domain))
    .limit(1);
  if (used) throw invalidField('domain', DOMAINS_MESSAGES.domainUsed);
}

/** The first domain of a store becomes its primary one (exactly one is primary). */
async function hasPrimary(ctx: ActionContext): Promise<boolean> {
  const [row] = await ctx.scope(domainsTable).find(eq(domainsTable.primary, true));
  return row !== undefined;
}

async function domainOf(ctx: ActionContext, rawId: string | undefined): Promise<DomainRow> {
  const row = await ctx.scope(domainsTable).get(parseId(rawId, DOMAINS_MESSAGES.notFound));
  if (!row) throw notFound(DOMAINS_MESSAGES.notFound);
  return row;
}

/** Legal type and accept rules for ca, us and co.uk (spec 1 §5), the legal type one of the ending's. */
function checkLegal(
  domain: string,
  legalType: string | null | undefined,
  acceptRules: boolean | null | undefined,
) {
  if (!needsLegalType(domain)) return null;
  const errors: Record<string, string[]> = {};
  if (!legalType) errors.legal_type = [DOMAINS_MESSAGES.legalTypeRequired];
  else if (!legalTypesFor(domain).some((type) => type.value === legalType))
    errors.legal_type = [DOMAINS_MESSAGES.legalTypeInvalid];
  if (acceptRules !== true) errors.accept_rules = [DOMAINS_MESSAGES.acceptRulesRequired];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return legalType!;
}

export interface DomainsServerOptions {
  /** The registrar (default: the sandbox registrar, labelled sandbox in the admin). */
  registrar?: DomainRegistrar;
  /** The DNS resolver (default: the sandbox resolver; `createNodeResolver()` asks real DNS). */
  resolver?: DnsResolver;
}

/**
 * The Domains server part with its providers.
 *
 * @example
 * const resolver = createSandboxResolver();
 * resolver.set('shop.example.com', 'A', []); // nothing found: SSL fails
 * createTestServer({ plugins: [createDomainsServerPlugin({ resolver })] });
 */
export function createDomainsServerPlugin(options: DomainsServerOptions = {}) {
  const registrar = options.registrar ?? createSandboxRegistrar();
  const resolver = options.resolver ?? createSandboxResolver();
  const endpoints = domainsContract.endpoints;

  const domainsResource = resource(domainsContract.resources.domains, {
    table: domainsTable,
    toItem,
    filters: { query: (value) => textSearch(value, domainsTable.domain) },
    // The connect tab: an existing domain, its DNS elsewhere (connected once its records resolve).
    async beforeCreate(input, ctx) {
      await assertUnused(ctx, input.domain);
      return { domain: input.domain, kind: 'connected' as const, primary: !(await hasPrimary(ctx)) };
    },
    // Make primary: the others lose the flag in the same transaction (exactly one is primary).
    async beforeUpdate(input, existing, ctx) {
      // The update body is the contract's `update` schema ({ primary: true }).
      const { primary } = input as { primary?: boolean };
      if (primary !== true || existing.primary) return {};
      const others = await ctx
        .scope(domainsTable)
        .find(and(eq(domainsTable.primary, true), ne(domainsTable.id, existing.id)));
      if (others.length > 0)
        await ctx.scope(domainsTable).update(
          others.map((o) => o.id),
          { primary: false },
        );
      return { primary: true };
    },
    // The primary one deleted: the oldest other domain becomes primary; its records go with it.
    async beforeDelete(row, ctx) {
      await ctx.db
        .delete(domainRecordsTable)
        .where(ctx.scope(domainRecordsTable).where(eq(domainRecordsTable.domain_id, row.id)));
      if (!row.primary) return;
      await ctx.scope(domainsTable).update(row.id, { primary: false });
      const [next] = await ctx.db
        .select({ id: domainsTable.id })
        .from(domainsTable)
        .where(ctx.scope(domainsTable).where(ne(domainsTable.id, row.id)))
        .orderBy(asc(domainsTable.id))
        .limit(1);
      if (next) await ctx.scope(domainsTable).update(next.id, { primary: true });
    },
  });

  async function priceCheck(domain: string, years: number) {
    if (domainEnding(domain) === null) throw invalidField('domain', DOMAINS_MESSAGES.endingUnsupported);
    const { available, price } = await registrar.check(domain);
    return { available, price: price ?? 0, total: (price ?? 0) * years };
  }

  const check = implement(endpoints.check, async (ctx, { body }) => {
    const { available, price, total } = await priceCheck(body.domain, body.years);
    let free = available;
    if (free) {
      const [used] = await ctx.db
        .select({ id: domainsTable.id })
        .from(domainsTable)
        .where(eq(domainsTable.domain, body.domain))
        .limit(1);
      free = used === undefined;
    }
    return {
      domain: body.domain,
      available: free,
      years: body.years,
      price,
      total,
      legal_type_required: needsLegalType(body.domain),
      message: free ? null : DOMAINS_MESSAGES.notAvailable,
    };
  });

  const buy = implement(endpoints.buy, async (ctx, { body }) => {
    const legalType = checkLegal(body.domain, body.legal_type, body.accept_rules);
    const { available } = await priceCheck(body.domain, body.years);
    if (!available) throw invalidField('domain', DOMAINS_MESSAGES.notAvailable);
    await assertUnused(ctx, body.domain).catch(() => {
      throw invalidField('domain', DOMAINS_MESSAGES.notAvailable);
    });
    const { expires_at } = await registrar.register({
      domain: body.domain,
      years: body.years,
      legal_type: legalType,
    });
    const row = await ctx.scope(domainsTable).insert({
      domain: body.domain,
      kind: 'bought',
      // The registrar points a domain bought here to the store: it is connected at once.
      connected: true,
      expires_at,
      legal_type: legalType,
      primary: !(await hasPrimary(ctx)),
    });
    return toItem(row);
  });

  const registrarInfo = implement(endpoints.registrar, async () => ({
    name: registrar.name,
    sandbox: registrar.sandbox,
    rule: registrar.rule,
  }));

  const renew = implement(endpoints.renew, async (ctx, { params, body }) => {
    const row = await domainOf(ctx, params.id);
    if (row.kind !== 'bought' || !row.expires_at)
      throw invalidField('years', DOMAINS_MESSAGES.renewConnected);
    const { expires_at } = await registrar.renew({
      domain: row.domain,
      years: body.years,
      expires_at: row.expires_at,
    });
    const [updated] = await ctx.scope(domainsTable).update(row.id, { expires_at });
    return toItem(updated!);
  });

  const ssl = implement(endpoints.ssl, async (ctx, { params, body }) => {
    const row = await domainOf(ctx, params.id);
    const status = row.ssl_status as SslStatus;
    if (body.activate) {
      if (!canActivateSsl(status)) throw invalidField('activate', DOMAINS_MESSAGES.sslCannotActivate);
      const [queued] = await ctx
        .scope(domainsTable)
        .update(row.id, { ssl_status: SSL_STATUS.queued, ssl_errors: [] });
      // In this transaction: a refused or failed request queues nothing.
      const { id } = await ctx.jobs.enqueue(SSL_JOB, { domainId: row.id });
      return { ...toItem(queued!), job_id: id };
    }
    if (!canDeactivateSsl(status)) throw invalidField('activate', DOMAINS_MESSAGES.sslCannotDeactivate);
    const [disabled] = await ctx
      .scope(domainsTable)
      .update(row.id, { ssl_status: SSL_STATUS.disabled, ssl_errors: [] });
    return { ...toItem(disabled!), job_id: null };
  });

  const dnsCheck = implement(endpoints.dnsCheck, async (ctx, { params }) => {
    const row = await domainOf(ctx, params.id);
    const result = await checkRecords(resolver, row.domain);
    // A bought domain stays connected (the registrar points it); a connected one follows its records.
    if (row.kind === 'connected' && row.connected !== result.connected)
      await ctx.scope(domainsTable).update(row.id, { connected: result.connected });
    return result;
  });

  const records = implement(endpoints.records, async (ctx, { params }) => {
    const row = await domainOf(ctx, params.id);
    const rows = await ctx.db
      .select()
      .from(domainRecordsTable)
      .where(ctx.scope(domainRecordsTable).where(eq(domainRecordsTable.domain_id, row.id)))
      .orderBy(asc(domainRecordsTable.id));
    return { items: rows.map(toRecord) };
  });

  async function recordOf(ctx: ActionContext, domain: DomainRow, rawId: string | undefined) {
    const record = await ctx.scope(domainRecordsTable).get(parseId(rawId, DOMAINS_MESSAGES.recordNotFound));
    if (!record || record.domain_id !== domain.id) throw notFound(DOMAINS_MESSAGES.recordNotFound);
    return record;
  }

  const createRecord = implement(endpoints.createRecord, async (ctx, { params, body }) => {
    const row = await domainOf(ctx, params.id);
    return toRecord(await ctx.scope(domainRecordsTable).insert({ ...body, domain_id: row.id }));
  });

  const updateRecord = implement(endpoints.updateRecord, async (ctx, { params, body }) => {
    const row = await domainOf(ctx, params.id);
    const record = await recordOf(ctx, row, params.recordId);
    const [updated] = await ctx.scope(domainRecordsTable).update(record.id, body);
    return toRecord(updated!);
  });

  const removeRecord = implement(endpoints.removeRecord, async (ctx, { params }) => {
    const row = await domainOf(ctx, params.id);
    const record = await recordOf(ctx, row, params.recordId);
    await ctx.scope(domainRecordsTable).delete(record.id);
    return undefined;
  });

  /**
   * The SSL job: processing, then the required records through the resolver: all found,
   * enabled (and the domain connected); else failed with one error per missing record.
   */
  const sslJob = implementJob(
    SSL_JOB,
    async ({ input, ctx }) => {
      const domains = ctx.scope(domainsTable);
      const row = await domains.get(input.domainId);
      // Deleted or deactivated meanwhile: nothing to issue.
      if (!row || (row.ssl_status !== SSL_STATUS.queued && row.ssl_status !== SSL_STATUS.processing))
        return { ssl_status: row?.ssl_status ?? SSL_STATUS.disabled };
      await domains.update(row.id, { ssl_status: SSL_STATUS.processing });
      const result = await checkRecords(resolver, row.domain);
      const errors = result.records
        .filter((record) => !record.found)
        .map(({ type, name, content }) =>
          formatDomainMessage(DOMAINS_MESSAGES.recordMissing, { type, name, content }),
        );
      const ssl_status = errors.length === 0 ? SSL_STATUS.enabled : SSL_STATUS.failed;
      await domains.update(row.id, {
        ssl_status,
        ssl_errors: errors,
        ...(row.kind === 'connected' ? { connected: result.connected } : {}),
      });
      return { ssl_status };
    },
    { retryLimit: 1, retryDelaySeconds: 1 },
  );

  /** The dashboard's setup checklist (spec 2 §2): "Connect a domain" is done while the store has a connected domain. */
  async function markSetupStep(ctx: ActionContext, state: DashboardSetupState): Promise<void> {
    const [any] = await ctx.db
      .select({ id: domainsTable.id })
      .from(domainsTable)
      .where(ctx.scope(domainsTable).where(eq(domainsTable.connected, true)))
      .limit(1);
    if (any) state.done.add('domains');
  }

  /**
   * The header's notice (spec 4 §9): a domain bought here that expires within 12 days (or has
   * expired), for whoever may see the Domains area; one notice, the soonest domain.
   */
  async function expiringNotice(ctx: ActionContext, state: AccountNoticesState): Promise<void> {
    if (!ctx.can(DOMAINS_SUBJECT)) return;
    const now = Date.now();
    const [soonest] = await ctx.db
      .select({ domain: domainsTable.domain, expires_at: domainsTable.expires_at })
      .from(domainsTable)
      .where(
        ctx
          .scope(domainsTable)
          .where(lt(domainsTable.expires_at, new Date(now + DOMAIN_EXPIRY_NOTICE_DAYS * 86_400_000))),
      )
      .orderBy(asc(domainsTable.expires_at))
      .limit(1);
    if (!soonest?.expires_at) return;
    const days = Math.ceil((soonest.expires_at.getTime() - now) / 86_400_000);
    state.notices.push({
      id: 'domains.expiring',
      tone: days <= 0 ? 'danger' : 'warning',
      message: DOMAINS_MESSAGES.expiring(soonest.domain, days),
      href: '/admin/domains',
      action: 'Renew',
    });
  }

  return defineServerPlugin({
    id: 'domains',
    contract: domainsContract,
    tables: { domainsTable, domainRecordsTable },
    migrations: [
      {
        version: 1,
        name: 'create domains and domain_records',
        sql: [
          `create table domains (
            id serial primary key,
            store_id integer not null references stores(id) on delete cascade,
            domain text not null,
            "primary" boolean not null default false,
            kind text not null default 'connected',
            ssl_status integer not null default 0,
            ssl_errors jsonb not null default '[]'::jsonb,
            connected boolean not null default false,
            expires_at timestamptz,
            legal_type text,
            created_at timestamptz not null default now()
          )`,
          // A domain belongs to one store; a store has at most one primary domain (under races too).
          'create unique index domains_domain_key on domains (domain)',
          'create unique index domains_primary_key on domains (store_id) where "primary"',
          'create index domains_store_idx on domains (store_id, id)',
          `create table domain_records (
            id serial primary key,
            store_id integer not null references stores(id) on delete cascade,
            domain_id integer not null references domains(id) on delete cascade,
            type text not null,
            name text not null,
            content text not null,
            ttl integer not null default 3600,
            created_at timestamptz not null default now()
          )`,
          'create index domain_records_domain_idx on domain_records (store_id, domain_id, id)',
        ],
      },
    ],
    resources: [domainsResource],
    routes: [
      check,
      buy,
      registrarInfo,
      renew,
      ssl,
      dnsCheck,
      records,
      createRecord,
      updateRecord,
      removeRecord,
    ],
    jobs: [sslJob],
    provides: [
      // The store's primary domain, for other plugins (abandoned campaigns' default sender).
      provide(PRIMARY_DOMAIN, (ctx) => ({
        get: async () =>
          (await ctx.scope(domainsTable).find(eq(domainsTable.primary, true)))[0]?.domain ?? null,
      })),
    ],
    subscribes: [subscribe(DASHBOARD_SETUP, markSetupStep), subscribe(ACCOUNT_NOTICES, expiringNotice)],
    async seed({ scope, storeIds }) {
      const [main, second] = storeIds;
      if (main === undefined) return;
      await scope(domainsTable, main).insertMany(SEED_DOMAINS);
      if (second !== undefined)
        await scope(domainsTable, second).insertMany([
          {
            domain: SEED_SECOND_STORE_DOMAIN,
            primary: true,
            kind: 'bought',
            connected: true,
            ssl_status: SSL_STATUS.enabled,
            expires_at: new Date(Date.now() + 365 * 24 * 3600 * 1000),
          },
          { domain: SEED_SECOND_STORE_CONNECTED, kind: 'connected' },
        ]);
    },
  });
}

/** The Domains server part with the sandbox registrar and resolver (the demo's and the default). */
export const domainsServerPlugin = createDomainsServerPlugin();
