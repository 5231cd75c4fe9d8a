import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { JobView } from '@storeroom/core/contract';
import { DOMAIN_ENDINGS, DOMAIN_TARGETS, DOMAINS_MESSAGES, SSL_STATUS } from '../contract';
import type { DnsCheck, DnsRecord, Domain, DomainCheck } from '../contract';
import { SEED_DOMAINS, SEED_SECOND_STORE_CONNECTED, SEED_SECOND_STORE_DOMAIN } from './seed-data';
import { domainsTestServer } from './test-server';
import { domainsTable } from './tables';
import { eq } from '@storeroom/server/drizzle';
import type { DomainsTestServer } from './test-server';

let t: DomainsTestServer;
let owner: string;

beforeAll(async () => {
  t = await domainsTestServer();
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
async function all(token = owner): Promise<Domain[]> {
  return (await json<{ items: Domain[] }>(await t.request('GET', '/domains?size=200', { token }))).items;
}
async function one(id: number, token = owner): Promise<Domain> {
  return json<Domain>(await t.request('GET', `/domains/${id}`, { token }));
}
async function connect(domain: string): Promise<Domain> {
  const res = await t.request('POST', '/domains', { token: owner, body: { domain } });
  expect(res.status, domain).toBe(201);
  return json<Domain>(res);
}
async function setupDone(): Promise<string[]> {
  return (await json<{ done: string[] }>(await t.request('GET', '/probe/setup', { token: owner }))).done;
}
/** Waits for the SSL job to finish, through `GET /jobs/{id}`, and answers the domain after it. */
async function afterJob(jobId: string, domainId: number): Promise<Domain> {
  await vi.waitFor(
    async () => {
      const view = await json<JobView>(await t.request('GET', `/jobs/${jobId}`, { token: owner }));
      if (view.state !== 'completed') throw new Error(`ssl job ${view.state}`);
    },
    { timeout: 30_000, interval: 100 },
  );
  return one(domainId);
}

describe('Domains API (/domains)', () => {
  it('lists the store’s seeded domains with primary flag, SSL state and errors, and its required records', async () => {
    const items = await all();
    expect(items.map((d) => [d.domain, d.primary, d.ssl_status, d.connected])).toEqual(
      SEED_DOMAINS.map((d) => [d.domain, d.primary, d.ssl_status, d.connected]),
    );
    const failed = items.find((d) => d.ssl_status === SSL_STATUS.failed)!;
    expect(failed.ssl_errors).toHaveLength(1);
    expect(items[0]!.required_records).toEqual([
      { type: 'A', name: 'my-demo-store.com', content: DOMAIN_TARGETS.a },
      { type: 'CNAME', name: 'www.my-demo-store.com', content: DOMAIN_TARGETS.cname },
    ]);
  });

  it('connects a domain typed with a scheme and www (normalised), refuses bad and used names, changes nothing', async () => {
    const before = await all();
    const refused: [unknown, string][] = [
      ['not a domain', DOMAINS_MESSAGES.domainInvalid],
      ['ab.c', DOMAINS_MESSAGES.domainInvalid],
      ['-lead.com', DOMAINS_MESSAGES.domainInvalid],
      [`${'a'.repeat(64)}.com`, DOMAINS_MESSAGES.domainInvalid],
      ['shop.c0m', DOMAINS_MESSAGES.domainInvalid],
      ['my-demo-store.com', DOMAINS_MESSAGES.domainUsed],
      // Another store's domain: a name belongs to one store.
      [`https://www.${SEED_SECOND_STORE_DOMAIN}`, DOMAINS_MESSAGES.domainUsed],
      [42, DOMAINS_MESSAGES.domainInvalid],
    ];
    for (const [domain, message] of refused) {
      const res = await t.request('POST', '/domains', { token: owner, body: { domain } });
      expect(res.status, String(domain)).toBe(422);
      expect(await res.json()).toEqual({ errors: { domain: [message] } });
    }
    expect(await all()).toEqual(before);
    const added = await connect('  HTTPS://WWW.Connected-Shop.org/ ');
    expect(added).toMatchObject({
      domain: 'connected-shop.org',
      kind: 'connected',
      primary: false,
      connected: false,
    });
    expect((await t.request('DELETE', `/domains/${added.id}`, { token: owner })).status).toBe(204);
  });

  it('keeps exactly one primary domain: setting one unsets the other; deleting it promotes the oldest', async () => {
    const added = await connect('second-choice.com');
    const res = await t.request('PATCH', `/domains/${added.id}`, { token: owner, body: { primary: true } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: added.id, primary: true });
    expect((await all()).filter((d) => d.primary).map((d) => d.domain)).toEqual(['second-choice.com']);
    expect((await t.request('DELETE', `/domains/${added.id}`, { token: owner })).status).toBe(204);
    expect((await all()).filter((d) => d.primary).map((d) => d.domain)).toEqual(['my-demo-store.com']);
  });

  it('checks availability and price through the sandbox registrar', async () => {
    const check = async (body: unknown) => t.request('POST', '/domains/check', { token: owner, body });
    const free = await json<DomainCheck>(await check({ domain: 'brand-new-shop.co.uk', years: 3 }));
    expect(free).toEqual({
      domain: 'brand-new-shop.co.uk',
      available: true,
      years: 3,
      price: DOMAIN_ENDINGS['co.uk'],
      total: DOMAIN_ENDINGS['co.uk'] * 3,
      legal_type_required: true,
      message: null,
    });
    const taken = await json<DomainCheck>(await check({ domain: 'taken-shop.com' }));
    expect(taken).toMatchObject({ available: false, years: 1, message: DOMAINS_MESSAGES.notAvailable });
    // A name a store already has is not available either.
    expect(await json<DomainCheck>(await check({ domain: SEED_SECOND_STORE_DOMAIN }))).toMatchObject({
      available: false,
    });
    const years = await check({ domain: 'shop.com', years: 6 });
    expect(years.status).toBe(422);
    expect(await years.json()).toEqual({ errors: { years: [DOMAINS_MESSAGES.yearsInvalid] } });
    const ending = await check({ domain: 'shop.xyz' });
    expect(await ending.json()).toEqual({ errors: { domain: [DOMAINS_MESSAGES.endingUnsupported] } });
  });

  it('buys a name (legal type and accept rules for ca, us, co.uk), refuses an unavailable one; renews it', async () => {
    const before = await all();
    const buy = (body: unknown) => t.request('POST', '/domains/buy', { token: owner, body });
    const refusals: [unknown, Record<string, string[]>][] = [
      [{ domain: 'taken-name.com', years: 1 }, { domain: [DOMAINS_MESSAGES.notAvailable] }],
      [
        { domain: 'maple-shop.ca', years: 1 },
        {
          legal_type: [DOMAINS_MESSAGES.legalTypeRequired],
          accept_rules: [DOMAINS_MESSAGES.acceptRulesRequired],
        },
      ],
      [
        { domain: 'maple-shop.ca', legal_type: 'C11', accept_rules: true },
        { legal_type: [DOMAINS_MESSAGES.legalTypeInvalid] },
      ],
      [
        { domain: 'stars-shop.us', legal_type: 'C11', accept_rules: false },
        { accept_rules: [DOMAINS_MESSAGES.acceptRulesRequired] },
      ],
      [{ domain: 'shop.com', years: 0 }, { years: [DOMAINS_MESSAGES.yearsInvalid] }],
    ];
    for (const [body, errors] of refusals) {
      const res = await buy(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(await res.json()).toEqual({ errors });
    }
    expect(await all()).toEqual(before);

    const res = await buy({
      domain: 'maple-shop.ca',
      years: 2,
      legal_type: 'CCO',
      accept_rules: true,
      payment_method: 'sandbox',
    });
    expect(res.status).toBe(200);
    const bought = await json<Domain>(res);
    expect(bought).toMatchObject({
      domain: 'maple-shop.ca',
      kind: 'bought',
      connected: true,
      primary: false,
      ssl_status: 0,
    });
    const expiry = new Date(bought.expires_at!);
    expect(expiry.getUTCFullYear()).toBe(new Date().getUTCFullYear() + 2);
    // Bought once: the same name again is not available.
    expect(
      await (await buy({ domain: 'maple-shop.ca', legal_type: 'CCO', accept_rules: true })).json(),
    ).toEqual({
      errors: { domain: [DOMAINS_MESSAGES.notAvailable] },
    });

    const renewed = await json<Domain>(
      await t.request('POST', `/domains/${bought.id}/renew`, { token: owner, body: { years: 3 } }),
    );
    expect(new Date(renewed.expires_at!).getUTCFullYear()).toBe(expiry.getUTCFullYear() + 3);
    const badYears = await t.request('POST', `/domains/${bought.id}/renew`, {
      token: owner,
      body: { years: 6 },
    });
    expect(badYears.status).toBe(422);
    const connected = before.find((d) => d.kind === 'connected')!;
    const notBought = await t.request('POST', `/domains/${connected.id}/renew`, {
      token: owner,
      body: { years: 1 },
    });
    expect(await notBought.json()).toEqual({ errors: { years: [DOMAINS_MESSAGES.renewConnected] } });
    expect((await one(bought.id)).expires_at).toBe(renewed.expires_at);
    await t.request('DELETE', `/domains/${bought.id}`, { token: owner });
  });

  it('keeps DNS records per domain: create, update, delete; an empty record is refused', async () => {
    const [domain] = await all();
    const path = `/domains/${domain!.id}/records`;
    const empty = await t.request('POST', path, {
      token: owner,
      body: { type: 'TXT', name: '@', content: '  ' },
    });
    expect(empty.status).toBe(422);
    expect(await empty.json()).toEqual({ errors: { content: [DOMAINS_MESSAGES.recordEmpty] } });
    const created = await json<DnsRecord>(
      await t.request('POST', path, {
        token: owner,
        body: { type: 'MX', name: 'Mail', content: 'mx.mail.test', ttl: 600 },
      }),
    );
    expect(created).toMatchObject({
      domain_id: domain!.id,
      type: 'MX',
      name: 'mail',
      content: 'mx.mail.test',
      ttl: 600,
    });
    const updated = await t.request('PATCH', `${path}/${created.id}`, {
      token: owner,
      body: { content: 'mx2.mail.test' },
    });
    expect(await updated.json()).toMatchObject({ id: created.id, content: 'mx2.mail.test' });
    const blank = await t.request('PATCH', `${path}/${created.id}`, { token: owner, body: { content: '' } });
    expect(await blank.json()).toEqual({ errors: { content: [DOMAINS_MESSAGES.recordEmpty] } });
    expect(
      (await json<{ items: DnsRecord[] }>(await t.request('GET', path, { token: owner }))).items,
    ).toEqual([{ ...created, content: 'mx2.mail.test' }]);
    // Another domain's path does not reach the record.
    const other = (await all())[1]!;
    expect(
      (await t.request('DELETE', `/domains/${other.id}/records/${created.id}`, { token: owner })).status,
    ).toBe(404);
    expect((await t.request('DELETE', `${path}/${created.id}`, { token: owner })).status).toBe(204);
    expect(
      (await json<{ items: DnsRecord[] }>(await t.request('GET', path, { token: owner }))).items,
    ).toEqual([]);
  });

  it('checks the required records through the resolver and says which are found; the checklist step follows', async () => {
    const added = await connect('dns-check-shop.com');
    t.resolver.set('www.dns-check-shop.com', 'CNAME', []);
    const partial = await json<DnsCheck>(
      await t.request('POST', `/domains/${added.id}/dns-check`, { token: owner }),
    );
    expect(partial).toEqual({
      connected: false,
      records: [
        { type: 'A', name: 'dns-check-shop.com', content: DOMAIN_TARGETS.a, found: true },
        { type: 'CNAME', name: 'www.dns-check-shop.com', content: DOMAIN_TARGETS.cname, found: false },
      ],
    });
    expect(await setupDone()).not.toContain('domains');
    t.resolver.set('www.dns-check-shop.com', 'CNAME', [`${DOMAIN_TARGETS.cname}.`]);
    const full = await json<DnsCheck>(
      await t.request('POST', `/domains/${added.id}/dns-check`, { token: owner }),
    );
    expect(full.connected).toBe(true);
    expect((await one(added.id)).connected).toBe(true);
    expect(await setupDone()).toContain('domains');
    await t.request('DELETE', `/domains/${added.id}`, { token: owner });
    expect(await setupDone()).not.toContain('domains');
  });

  it('issues SSL as a job: queued, then enabled when the records resolve; deactivates from enabled only', async () => {
    const added = await connect('ssl-ok-shop.com');
    const res = await t.request('PATCH', `/domains/${added.id}/ssl`, {
      token: owner,
      body: { activate: true },
    });
    expect(res.status).toBe(200);
    const queued = await json<Domain & { job_id: string }>(res);
    expect(queued).toMatchObject({ ssl_status: SSL_STATUS.queued, job_id: expect.any(String) });
    // Transitional: activating again is refused.
    const again = await t.request('PATCH', `/domains/${added.id}/ssl`, {
      token: owner,
      body: { activate: true },
    });
    expect(await again.json()).toEqual({ errors: { activate: [DOMAINS_MESSAGES.sslCannotActivate] } });
    const enabled = await afterJob(queued.job_id, added.id);
    expect(enabled).toMatchObject({ ssl_status: SSL_STATUS.enabled, ssl_errors: [], connected: true });
    const off = await t.request('PATCH', `/domains/${added.id}/ssl`, {
      token: owner,
      body: { activate: false },
    });
    expect(await off.json()).toMatchObject({ ssl_status: SSL_STATUS.disabled, job_id: null });
    const offAgain = await t.request('PATCH', `/domains/${added.id}/ssl`, {
      token: owner,
      body: { activate: false },
    });
    expect(await offAgain.json()).toEqual({ errors: { activate: [DOMAINS_MESSAGES.sslCannotDeactivate] } });
    await t.request('DELETE', `/domains/${added.id}`, { token: owner });
  });

  it('fails SSL with ssl_errors when the resolver finds no records, and may be activated again from failed', async () => {
    const added = await connect('ssl-missing-shop.com');
    t.resolver.set('ssl-missing-shop.com', 'A', ['198.51.100.7']);
    const queued = await json<Domain & { job_id: string }>(
      await t.request('PATCH', `/domains/${added.id}/ssl`, { token: owner, body: { activate: true } }),
    );
    const failed = await afterJob(queued.job_id, added.id);
    expect(failed).toMatchObject({
      ssl_status: SSL_STATUS.failed,
      connected: false,
      ssl_errors: [`The A record of ssl-missing-shop.com pointing to ${DOMAIN_TARGETS.a} was not found.`],
    });
    t.resolver.set('ssl-missing-shop.com', 'A', [DOMAIN_TARGETS.a]);
    const retry = await json<Domain & { job_id: string }>(
      await t.request('PATCH', `/domains/${added.id}/ssl`, { token: owner, body: { activate: true } }),
    );
    expect(retry).toMatchObject({ ssl_status: SSL_STATUS.queued, ssl_errors: [] });
    expect(await afterJob(retry.job_id, added.id)).toMatchObject({ ssl_status: SSL_STATUS.enabled });
    await t.request('DELETE', `/domains/${added.id}`, { token: owner });
  });

  it('never shows or changes another store’s domains', async () => {
    const other = await t.switchStore(owner);
    const theirs = await all(other);
    expect(theirs.map((d) => d.domain)).toEqual([SEED_SECOND_STORE_DOMAIN, SEED_SECOND_STORE_CONNECTED]);
    const id = theirs[0]!.id;
    expect((await all()).some((d) => d.id === id)).toBe(false);
    expect((await t.request('GET', `/domains/${id}`, { token: owner })).status).toBe(404);
    expect(
      (await t.request('PATCH', `/domains/${id}`, { token: owner, body: { primary: true } })).status,
    ).toBe(404);
    expect(
      (await t.request('PATCH', `/domains/${id}/ssl`, { token: owner, body: { activate: false } })).status,
    ).toBe(404);
    expect(
      (await t.request('POST', `/domains/${id}/renew`, { token: owner, body: { years: 1 } })).status,
    ).toBe(404);
    expect((await t.request('GET', `/domains/${id}/records`, { token: owner })).status).toBe(404);
    expect((await t.request('DELETE', `/domains/${id}`, { token: owner })).status).toBe(404);
    expect(await all(other)).toEqual(theirs);
  });

  it('is read-only under limited domains access and closed without a domains rule', async () => {
    expect((await t.request('GET', '/domains')).status).toBe(401);
    const none = (await t.employeeSession([])).tokens.accessToken;
    expect((await t.request('GET', '/domains', { token: none })).status).toBe(403);
    expect((await t.request('GET', '/domain-registrar', { token: none })).status).toBe(403);
    const limited = (await t.employeeSession([{ subject: 'domains', rule: 1, options: [] }])).tokens
      .accessToken;
    const before = await all();
    expect(await all(limited)).toEqual(before);
    const [first] = before;
    const writes: [string, string, unknown][] = [
      ['POST', '/domains', { domain: 'limited-shop.com' }],
      ['PATCH', `/domains/${first!.id}`, { primary: true }],
      ['DELETE', `/domains/${first!.id}`, undefined],
      ['POST', '/domains/buy', { domain: 'limited-shop.com' }],
      ['POST', `/domains/${first!.id}/renew`, { years: 1 }],
      ['PATCH', `/domains/${first!.id}/ssl`, { activate: true }],
      ['POST', `/domains/${first!.id}/records`, { type: 'TXT', content: 'x' }],
    ];
    for (const [method, path, body] of writes)
      expect((await t.request(method, path, { token: limited, body })).status, `${method} ${path}`).toBe(403);
    // Reads stay open: the check of a name, the registrar, the records and their DNS check.
    expect(
      (await t.request('POST', '/domains/check', { token: limited, body: { domain: 'limited-shop.com' } }))
        .status,
    ).toBe(200);
    expect(await json(await t.request('GET', '/domain-registrar', { token: limited }))).toMatchObject({
      sandbox: true,
    });
    expect((await t.request('GET', `/domains/${first!.id}/records`, { token: limited })).status).toBe(200);
    expect(await all()).toEqual(before);
  });
});

describe('the header notice of a domain about to expire (spec 4 §9)', () => {
  const notices = async (token: string) =>
    (
      await json<{ items: { id: string; tone: string; message: string }[] }>(
        await t.request('GET', '/account/notices', { token }),
      )
    ).items.filter((n) => n.id === 'domains.expiring');

  it('warns 12 days ahead, and only those who may see domains', async () => {
    const domain = await connect('expiring-soon.com');
    const db = t.server.database().db;
    const setExpiry = (days: number) =>
      db
        .update(domainsTable)
        .set({ expires_at: new Date(Date.now() + days * 86_400_000 + 3_600_000) })
        .where(eq(domainsTable.id, domain.id));
    await setExpiry(20);
    expect(await notices(owner)).toEqual([]);

    await setExpiry(5);
    expect(await notices(owner)).toEqual([
      expect.objectContaining({
        tone: 'warning',
        message: DOMAINS_MESSAGES.expiring('expiring-soon.com', 6),
      }),
    ]);
    const none = (await t.employeeSession([])).tokens.accessToken;
    expect(await notices(none)).toEqual([]);
    await t.request('DELETE', `/domains/${domain.id}`, { token: owner });
    expect(await notices(owner)).toEqual([]);
  });
});
