import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import { createCollectionsClient } from './client';
import type { CollectionsClient } from './client';
import { collectionInputSchema, COLLECTIONS_MESSAGES, operatorsFor, slugify } from './contract';
import { collectionsTestServer } from './server/test-server';

const s = ownerSuite(collectionsTestServer, { beforeAll, afterAll });
let client: CollectionsClient;
beforeAll(() => {
  client = createCollectionsClient(s.t.http(s.owner));
});

describe('Collections client (derived from the contract)', () => {
  it('lists newest first, searches by free text, creates and publishes in bulk', async () => {
    const { items } = await client.collections.list();
    expect(items.map((c) => c.title)).toEqual([
      'Holiday Gift Guide',
      'Accessories',
      'Under $50',
      'Staff Picks',
    ]);
    const found = await client.collections.search({ query: 'gift' });
    expect(found.items.map((c) => c.title)).toEqual(['Holiday Gift Guide']);
    const created = await client.collections.create({ title: 'Client Picks' });
    expect(created).toMatchObject({ seo_url: 'client-picks', is_draft: true, type: 'manual' });
    expect(await client.collections.bulk('publish', [created.id])).toEqual({ affected: 1 });
    expect((await client.collections.get(created.id)).is_draft).toBe(false);
  });

  it('asks for a collection’s products 200 at a time (none in a store without products)', async () => {
    const { items } = await client.collections.search({ title: 'Under $50' });
    const page = await client.products({ params: { id: items[0]!.id } });
    expect(page).toEqual({ items: [], _meta: { currentPage: 1, pageCount: 1, perPage: 200, totalCount: 0 } });
    await expect(
      client.products({ params: { id: items[0]!.id }, query: { size: 201 } }),
    ).rejects.toMatchObject({
      status: 422,
      errors: { size: [COLLECTIONS_MESSAGES.sizeInvalid] },
    });
  });
});

describe('Collection schema', () => {
  it('makes slugs: lower-case words joined by hyphens, accents dropped', () => {
    expect(slugify('  Café Favourites — 2026! ')).toBe('cafe-favourites-2026');
    expect(slugify('---')).toBe('');
  });

  it('lets text fields use text operators and the price numeric ones', () => {
    expect(operatorsFor('price')).toEqual(['=', '!=', '>', '<', '>=', '<=']);
    expect(operatorsFor('tag')).toContain('contains');
    const bad = collectionInputSchema.safeParse({
      title: 'x',
      rules: [{ field: 'vendor', operator: '>', value: 'a' }],
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(COLLECTIONS_MESSAGES.ruleOperatorInvalid);
  });
});
