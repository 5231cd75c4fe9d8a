import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import { DOMAINS_MESSAGES } from './contract';
import { createDomainsClient } from './client';
import { SEED_DOMAINS } from './server/seed-data';
import { domainsTestServer } from './server/test-server';

const s = ownerSuite(domainsTestServer, { beforeAll, afterAll });

describe('Domains client (derived from the contract)', () => {
  it('lists, checks, buys, keeps records and renews on the server', async () => {
    const client = createDomainsClient(s.t.http(s.owner));
    const all = await client.domains.list();
    expect(all.items.map((d) => d.domain)).toEqual(SEED_DOMAINS.map((d) => d.domain));
    expect(await client.check({ body: { domain: 'taken-by-someone.com' } })).toMatchObject({
      available: false,
      message: DOMAINS_MESSAGES.notAvailable,
    });
    const bought = await client.buy({ body: { domain: 'client-shop.info', years: 1 } });
    expect(bought).toMatchObject({ domain: 'client-shop.info', kind: 'bought' });
    const record = await client.createRecord({
      params: { id: bought.id },
      body: { type: 'TXT', content: 'hello' },
    });
    expect(record).toMatchObject({ name: '@', content: 'hello', ttl: 3600 });
    expect((await client.records({ params: { id: bought.id } })).items).toEqual([record]);
    const renewed = await client.renew({ params: { id: bought.id }, body: { years: 1 } });
    expect(renewed.expires_at! > bought.expires_at!).toBe(true);
    await expect(client.buy({ body: { domain: 'client-shop.info' } })).rejects.toMatchObject({ status: 422 });
  });
});
