import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SUBJECTS } from '@storeroom/core/access';
import { action, DEMO_CREDENTIALS, defineServerPlugin, provide } from '@storeroom/server';
import { COLLECTION_MEMBERS } from '../contract';
import { DASHBOARD_SETUP } from '@storeroom/plugin-dashboard/contract';
import { CATALOGUE, PRODUCTS_DELETED } from '@storeroom/plugin-products/contract';
import type { CatalogueProduct, CollectionRule } from '@storeroom/plugin-products/contract';
import { createTestServer, eventProbe } from '@storeroom/server/testing';
import type { TestEmployee, TestServer } from '@storeroom/server/testing';
import { COLLECTIONS_MESSAGES } from '../contract';
import type { CollectionItem, CollectionProduct } from '../contract';
import { collectionsServerPlugin } from './plugin';

// A stand-in catalogue (the products plugin's contract) holding data only, registered BEFORE
// collections as in the assembled admin, so the collections seed sees its products.
const PRODUCTS: CatalogueProduct[] = [
  ['Canvas Tote', 'Bags', 'Northwind', ['accessory'], 24],
  ['Leather Wallet', 'Accessories', 'Northwind', ['accessory', 'gift'], 65],
  ['Wool Scarf', 'Accessories', 'Fjord', ['winter'], 39],
  ['Rain Jacket', 'Outerwear', 'Fjord', ['winter'], 180],
  ['Linen Shirt', 'Shirts', 'Coastal', [], 55],
  ['Sun Hat', 'Accessories', 'Coastal', ['summer'], 29],
  ['Trail Boots', 'Shoes', 'Summit', [], 140],
].map(([title, type, vendor, tags, price], i) => ({
  id: i + 1,
  title: title as string,
  seo_url: (title as string).toLowerCase().replace(/ /g, '-'),
  type: type as string,
  vendor: vendor as string,
  tags: tags as string[],
  price: price as number,
  is_draft: false,
  track_inventory: false,
  image: null,
  variants: [],
}));

/**
 * What the catalogue answers to the rules these tests ask, as data: which products match a
 * rule is the products plugin's to say (tested with the real catalogue in examples/admin);
 * collections only passes the rules and the all/any condition on and lists the answer.
 */
const CHEAP_ACCESSORIES: CollectionRule[] = [
  { field: 'type', operator: '=', value: 'accessories' },
  { field: 'price', operator: '<', value: '50' },
];
const MATCHES: { match: 'all' | 'any'; rules: CollectionRule[]; ids: number[] }[] = [
  // The collections seed's "every product".
  { match: 'all', rules: [{ field: 'title', operator: '!=', value: '' }], ids: PRODUCTS.map((p) => p.id) },
  { match: 'all', rules: [{ field: 'price', operator: '<', value: '50' }], ids: [1, 3, 6] },
  {
    match: 'any',
    rules: [
      { field: 'type', operator: '=', value: 'Accessories' },
      { field: 'tag', operator: '=', value: 'accessory' },
    ],
    ids: [1, 2, 3, 6],
  },
  { match: 'all', rules: CHEAP_ACCESSORIES, ids: [3, 6] },
  { match: 'any', rules: CHEAP_ACCESSORIES, ids: [1, 2, 3, 6] },
];

/** Rules as text, whatever the order of their keys (a jsonb column keeps its own). */
const rulesText = (rules: readonly CollectionRule[]) =>
  rules.map((r) => `${r.field} ${r.operator} ${r.value}`).join(' & ');

const fakeCatalogue = defineServerPlugin({
  id: 'fake-catalogue',
  provides: [
    provide(CATALOGUE, () => ({
      find: async (ids) => PRODUCTS.filter((p) => ids.includes(p.id)),
      count: async () => PRODUCTS.length,
      match: async (rules, match) =>
        MATCHES.find((m) => m.match === match && rulesText(m.rules) === rulesText(rules))?.ids ?? [],
    })),
  ],
  routes: [
    action({
      method: 'POST',
      path: '/fake-catalogue/deleted',
      subject: SUBJECTS.products_and_collections,
      body: z.object({ ids: z.array(z.number()) }),
      async handler(ctx, { body }) {
        await ctx.emit(PRODUCTS_DELETED, { ids: body.ids });
        return {};
      },
    }),
  ],
});

let t: TestServer;
let owner: string;
let clerk: TestEmployee;

interface Page<T> {
  items: T[];
  _meta: { totalCount: number; perPage: number; pageCount: number };
}

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

const list = async (query = '') =>
  json<Page<CollectionItem>>(await t.request('GET', `/collections${query}`, { token: owner }));

const create = (body: Record<string, unknown>, token = owner) =>
  t.request('POST', '/collections', { token, body });

beforeAll(async () => {
  t = await createTestServer({ plugins: [fakeCatalogue, collectionsServerPlugin] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
  clerk = await t.employee();
});
afterAll(() => t?.close());

describe('Collections API', () => {
  it('lists the seeded collections of the caller’s store, newest first, 20 a page, with product counts', async () => {
    const page = await list('?expand=products_count');
    expect(page._meta.perPage).toBe(20);
    expect(page.items.map((c) => [c.title, c.type, c.is_draft, c.products_count])).toEqual([
      ['Holiday Gift Guide', 'manual', true, 3],
      ['Accessories', 'rules', false, 4],
      ['Under $50', 'rules', false, 3],
      ['Staff Picks', 'manual', false, 4],
    ]);
    expect(page.items.some((c) => c.title === 'Outlet')).toBe(false);
  });

  it('searches by title, draft state and type', async () => {
    const drafts = await json<Page<CollectionItem>>(
      await t.request('POST', '/collections/search', { token: owner, body: { is_draft: true } }),
    );
    expect(drafts.items.map((c) => c.title)).toEqual(['Holiday Gift Guide']);
    const byRules = await json<Page<CollectionItem>>(
      await t.request('POST', '/collections/search', {
        token: owner,
        body: { type: 'rules', title: { operator: 'contains', value: 'under' } },
      }),
    );
    expect(byRules.items.map((c) => c.title)).toEqual(['Under $50']);
  });

  it('creates a manual collection: seo_url from the title as a slug, products checked against the catalogue', async () => {
    const res = await create({ title: 'Café Favourites!', products: [2, 3, 2] });
    expect(res.status).toBe(201);
    const item = await json<CollectionItem>(res);
    expect(item).toMatchObject({
      seo_url: 'cafe-favourites',
      type: 'manual',
      is_draft: true,
      products: [2, 3],
      rules: [],
    });
    const members = await json<Page<CollectionProduct>>(
      await t.request('GET', `/collections/${item.id}/products`, { token: owner }),
    );
    expect(members.items.map((p) => p.title)).toEqual(['Leather Wallet', 'Wool Scarf']);
    expect(members._meta).toMatchObject({ totalCount: 2, perPage: 200 });
  });

  it('a hand-edited seo_url is made a slug; a taken one is refused', async () => {
    const res = await create({ title: 'Gifts', seo_url: '  Best Gifts 2026 ' });
    expect((await json<CollectionItem>(res)).seo_url).toBe('best-gifts-2026');
    const taken = await create({ title: 'Other', seo_url: 'best-gifts-2026' });
    expect(taken.status).toBe(422);
    expect(await taken.json()).toEqual({ errors: { seo_url: [COLLECTIONS_MESSAGES.seoUrlTaken] } });
  });

  it('refuses bad input with messages and changes nothing', async () => {
    const before = (await list())._meta.totalCount;
    const blank = await create({ title: '  ' });
    expect(await json(blank)).toEqual({ errors: { title: [COLLECTIONS_MESSAGES.titleRequired] } });
    const unknownProduct = await create({ title: 'Ghosts', products: [1, 99] });
    expect(unknownProduct.status).toBe(422);
    expect(await unknownProduct.json()).toEqual({
      errors: { products: [COLLECTIONS_MESSAGES.productNotFound(99)] },
    });
    const noRules = await create({ title: 'Empty rules', type: 'rules', rules: [] });
    expect(await json(noRules)).toEqual({ errors: { rules: [COLLECTIONS_MESSAGES.rulesRequired] } });
    const badRules = await create({
      title: 'Bad rules',
      type: 'rules',
      rules: [
        { field: 'price', operator: 'contains', value: '5' },
        { field: 'price', operator: '<', value: 'cheap' },
        { field: 'title', operator: '=', value: ' ' },
      ],
    });
    expect(await json(badRules)).toEqual({
      errors: {
        'rules.0.operator': [COLLECTIONS_MESSAGES.ruleOperatorInvalid],
        'rules.1.value': [COLLECTIONS_MESSAGES.rulePriceInvalid],
        'rules.2.value': [COLLECTIONS_MESSAGES.ruleValueRequired],
      },
    });
    const atLeast = await create({
      title: 'Not on price',
      type: 'rules',
      rules: [{ field: 'title', operator: '>=', value: 'a' }],
    });
    expect(await json(atLeast)).toEqual({
      errors: { 'rules.0.operator': [COLLECTIONS_MESSAGES.ruleOperatorInvalid] },
    });
    const badImage = await create({ title: 'Pictured', images: [123456] });
    expect(await json(badImage)).toEqual({ errors: { images: [COLLECTIONS_MESSAGES.imageNotFound] } });
    expect((await list())._meta.totalCount).toBe(before);
  });

  it('by rules: members come from the catalogue’s match, all or any', async () => {
    const all = await json<CollectionItem>(
      await create({
        title: 'Cheap accessories',
        type: 'rules',
        rules_match_condition: 'all',
        rules: CHEAP_ACCESSORIES,
        products: [1],
      }),
    );
    // A by-rules collection keeps no manual selection.
    expect(all.products).toEqual([]);
    const members = await json<Page<CollectionProduct>>(
      await t.request('GET', `/collections/${all.id}/products`, { token: owner }),
    );
    expect(members.items.map((p) => p.title).sort()).toEqual(['Sun Hat', 'Wool Scarf']);
    const any = await t.request('PATCH', `/collections/${all.id}`, {
      token: owner,
      body: { rules_match_condition: 'any' },
    });
    expect((await json<CollectionItem>(any)).rules_match_condition).toBe('any');
    const anyMembers = await json<Page<CollectionProduct>>(
      await t.request('GET', `/collections/${all.id}/products?size=2&page=2`, { token: owner }),
    );
    expect(anyMembers._meta).toMatchObject({ totalCount: 4, pageCount: 2, perPage: 2 });
    expect(anyMembers.items).toHaveLength(2);
  });

  it('puts a product in exactly the manual collections the product editor chose, all or nothing', async () => {
    type Memberships = { items: { id: number; title: string; member: boolean }[] };
    const a = await json<CollectionItem>(await create({ title: 'Editor pick A', products: [2] }));
    const b = await json<CollectionItem>(await create({ title: 'Editor pick B', products: [1, 3] }));
    const rules = await json<CollectionItem>(
      await create({ title: 'Editor rules', type: 'rules', rules: CHEAP_ACCESSORIES }),
    );
    const read = async (productId: number) =>
      json<Memberships>(await t.request('GET', `/collections/for-product/${productId}`, { token: owner }));
    const put = (productId: number, collections: number[]) =>
      t.request('PUT', `/collections/for-product/${productId}`, { token: owner, body: { collections } });
    const before = await read(1);
    // Manual collections only, by title, each saying whether product 1 is in it.
    expect(before.items.map((c) => c.id)).not.toContain(rules.id);
    expect(before.items.find((c) => c.id === a.id)).toMatchObject({ member: false });
    expect(before.items.find((c) => c.id === b.id)).toMatchObject({ member: true });
    expect((await read(0)).items.every((c) => !c.member)).toBe(true);
    // A by-rules collection among them refuses the whole change.
    const refused = await put(1, [a.id, rules.id]);
    expect(await json(refused)).toEqual({
      errors: { collections: [COLLECTIONS_MESSAGES.notManual(rules.id)] },
    });
    expect(await read(1)).toEqual(before);
    // A product the catalogue does not have is refused too.
    expect((await put(9999, [a.id])).status).toBe(422);
    const saved = await json<Memberships>(await put(1, [a.id]));
    expect(saved.items.filter((c) => c.member).map((c) => c.id)).toEqual([a.id]);
    const get = async (id: number) =>
      json<CollectionItem>(await t.request('GET', `/collections/${id}`, { token: owner }));
    expect((await get(a.id)).products).toEqual([2, 1]);
    expect((await get(b.id)).products).toEqual([3]);
    // Only products_and_collections full access writes.
    expect(
      (
        await t.request('PUT', `/collections/for-product/1`, {
          token: (await t.employee([{ subject: 'products_and_collections', rule: 1, options: [] }])).token,
          body: { collections: [] },
        })
      ).status,
    ).toBe(403);
  });

  it('switching manual → rules wipes the selection; switching back starts empty', async () => {
    const manual = await json<CollectionItem>(await create({ title: 'Switcher', products: [1, 2] }));
    const toRules = await t.request('PATCH', `/collections/${manual.id}`, {
      token: owner,
      body: { type: 'rules', rules: [{ field: 'vendor', operator: '=', value: 'Fjord' }] },
    });
    expect(await json(toRules)).toMatchObject({ type: 'rules', products: [] });
    const noRules = await t.request('PATCH', `/collections/${manual.id}`, {
      token: owner,
      body: { rules: [] },
    });
    expect(await json(noRules)).toEqual({ errors: { rules: [COLLECTIONS_MESSAGES.rulesRequired] } });
    const back = await json<CollectionItem>(
      await t.request('PATCH', `/collections/${manual.id}`, { token: owner, body: { type: 'manual' } }),
    );
    expect(back).toMatchObject({ type: 'manual', products: [], rules: [] });
  });

  it('renaming keeps an explicit url and an empty url follows the new title', async () => {
    const item = await json<CollectionItem>(await create({ title: 'Rename me' }));
    const renamed = await json<CollectionItem>(
      await t.request('PATCH', `/collections/${item.id}`, { token: owner, body: { title: 'Renamed' } }),
    );
    expect(renamed.seo_url).toBe('rename-me');
    const follow = await json<CollectionItem>(
      await t.request('PATCH', `/collections/${item.id}`, {
        token: owner,
        body: { title: 'Renamed', seo_url: '' },
      }),
    );
    expect(follow.seo_url).toBe('renamed');
  });

  it('publishes and unpublishes singly and in bulk; bulk delete', async () => {
    const a = await json<CollectionItem>(await create({ title: 'Bulk A' }));
    const b = await json<CollectionItem>(await create({ title: 'Bulk B' }));
    const single = await t.request('PATCH', `/collections/${a.id}`, {
      token: owner,
      body: { is_draft: false },
    });
    expect((await json<CollectionItem>(single)).is_draft).toBe(false);
    const published = await t.request('POST', '/collections/publish', {
      token: owner,
      body: { ids: [a.id, b.id] },
    });
    expect(await json(published)).toEqual({ affected: 2 });
    const drafts = await json<Page<CollectionItem>>(
      await t.request('POST', '/collections/search', {
        token: owner,
        body: { id: [a.id, b.id], is_draft: false },
      }),
    );
    expect(drafts._meta.totalCount).toBe(2);
    await t.request('POST', '/collections/unpublish', { token: owner, body: { ids: [b.id] } });
    expect(
      (await json<CollectionItem>(await t.request('GET', `/collections/${b.id}`, { token: owner }))).is_draft,
    ).toBe(true);
    const deleted = await t.request('POST', '/collections/delete', {
      token: owner,
      body: { ids: [a.id, b.id] },
    });
    expect(await json(deleted)).toEqual({ affected: 2 });
    expect((await t.request('GET', `/collections/${a.id}`, { token: owner })).status).toBe(404);
  });

  it('stores uploaded images with their paths; deleted products leave manual collections', async () => {
    const form = new FormData();
    form.append('type', 'collection_images');
    form.append('files[]', new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' }));
    const uploaded = await json<{ id: number; path: string }[]>(
      await t.request('POST', '/files', { token: owner, body: form }),
    );
    const item = await json<CollectionItem>(
      await create({ title: 'Pictured', images: [uploaded[0]!.id], products: [4, 5, 6] }),
    );
    expect(item.images).toEqual([{ id: uploaded[0]!.id, path: uploaded[0]!.path }]);
    await t.request('POST', '/fake-catalogue/deleted', { token: owner, body: { ids: [5] } });
    expect(
      (await json<CollectionItem>(await t.request('GET', `/collections/${item.id}`, { token: owner })))
        .products,
    ).toEqual([4, 6]);
  });

  it('an image over 10 MB is refused by the upload with the spec’s message', async () => {
    const form = new FormData();
    form.append('type', 'collection_images');
    form.append(
      'files[]',
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }),
    );
    const res = await t.request('POST', '/files', { token: owner, body: form });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: { files: ['Maximum image size is 10MB.'] } });
  });

  it('keeps stores apart', async () => {
    const theirs = await json<Page<CollectionItem>>(
      await t.request('GET', '/collections', { token: await t.switchStore(owner) }),
    );
    expect(theirs.items.map((c) => c.title)).toEqual(['Outlet']);
    const foreign = theirs.items[0]!.id;
    expect((await t.request('GET', `/collections/${foreign}`, { token: owner })).status).toBe(404);
    expect((await t.request('GET', `/collections/${foreign}/products`, { token: owner })).status).toBe(404);
    expect(
      await json(await t.request('POST', '/collections/publish', { token: owner, body: { ids: [foreign] } })),
    ).toEqual({
      affected: 0,
    });
    // The same url may be used in each store.
    expect((await create({ title: 'Outlet' })).status).toBe(201);
  });

  it('refuses callers without products_and_collections access; limited access only reads', async () => {
    expect((await t.request('GET', '/collections')).status).toBe(401);
    await clerk.setAccess([{ subject: 'orders', rule: 2, options: [] }]);
    expect((await t.request('GET', '/collections', { token: clerk.token })).status).toBe(403);
    expect((await t.request('GET', '/collections/1/products', { token: clerk.token })).status).toBe(403);
    await clerk.setAccess([{ subject: 'products_and_collections', rule: 1, options: [] }]);
    expect((await t.request('GET', '/collections', { token: clerk.token })).status).toBe(200);
    expect((await create({ title: 'Nope' }, clerk.token)).status).toBe(403);
    expect(
      (await t.request('POST', '/collections/publish', { token: clerk.token, body: { ids: [1] } })).status,
    ).toBe(403);
    expect(
      (await t.request('POST', '/collections/delete', { token: clerk.token, body: { ids: [1] } })).status,
    ).toBe(403);
    await clerk.setAccess([{ subject: 'products_and_collections', rule: 2, options: [] }]);
    expect((await create({ title: 'Clerk made' }, clerk.token)).status).toBe(201);
  });
});

describe('Collections without a catalogue', () => {
  it('degrades: no product counts, no members, manual ids kept unchecked', async () => {
    const alone = await createTestServer({ plugins: [collectionsServerPlugin] });
    try {
      const token = await alone.login(DEMO_CREDENTIALS.owner);
      const page = await json<Page<CollectionItem>>(
        await alone.request('GET', '/collections?expand=products_count', { token }),
      );
      expect(page.items.map((c) => c.products_count)).toEqual([0, 0, 0, 0]);
      const created = await json<CollectionItem>(
        await alone.request('POST', '/collections', { token, body: { title: 'Blind', products: [7, 8] } }),
      );
      expect(created.products).toEqual([7, 8]);
      const members = await json<Page<CollectionProduct>>(
        await alone.request('GET', `/collections/${created.id}/products`, { token }),
      );
      expect(members).toMatchObject({ items: [], _meta: { totalCount: 0 } });
    } finally {
      await alone.close();
    }
  });
});

// Stand-ins for the consumers (the products list and the dashboard): routes that ask the
// contracts the way those plugins do, without importing them.
const probe = defineServerPlugin({
  id: 'probe',
  routes: [
    action({
      method: 'POST',
      path: '/probe/members',
      subject: SUBJECTS.products_and_collections,
      body: z.object({ ids: z.array(z.number()) }),
      async handler(ctx, { body }) {
        const members = ctx.use(COLLECTION_MEMBERS)!;
        return { products: await members.productIds(body.ids), collections: await members.list() };
      },
    }),
    eventProbe('/probe/setup', SUBJECTS.dashboard, DASHBOARD_SETUP, () => ({
      done: new Set<string>(),
      installed_apps: new Set<string>(),
    })),
  ],
});

describe('Collections contracts', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await createTestServer({ plugins: [fakeCatalogue, collectionsServerPlugin, probe] });
    token = await s.login(DEMO_CREDENTIALS.owner);
  });
  afterAll(() => s?.close());

  const collectionId = async (title: string) =>
    (
      await json<Page<CollectionItem>>(
        await s.request('POST', '/collections/search', { token, body: { title } }),
      )
    ).items[0]!.id;

  it('COLLECTION_MEMBERS: products of several collections (manual and by rules), and the store’s collections by title', async () => {
    const staff = await collectionId('Staff Picks'); // manual: products 1-4
    const under50 = await collectionId('Under $50'); // rules: price < 50 → 1, 3, 6
    const res = await s.request('POST', '/probe/members', { token, body: { ids: [under50, staff, 9999] } });
    expect(res.status).toBe(200);
    const body = await json<{ products: number[]; collections: { title: string; is_auto: boolean }[] }>(res);
    expect(body.products).toEqual([1, 2, 3, 4, 6]);
    // The second store's "Outlet" is not this store's.
    expect(body.collections.map((c) => c.title)).toEqual([
      'Accessories',
      'Holiday Gift Guide',
      'Staff Picks',
      'Under $50',
    ]);
    expect(body.collections.every((c) => !c.is_auto)).toBe(true);
    const none = await json<{ products: number[] }>(
      await s.request('POST', '/probe/members', { token, body: { ids: [] } }),
    );
    expect(none.products).toEqual([]);
  });

  it('DASHBOARD_SETUP: the "collections" step is done while the store has a collection', async () => {
    const done = async () =>
      (await json<{ done: string[] }>(await s.request('GET', '/probe/setup', { token }))).done;
    expect(await done()).toEqual(['collections']);
    const all = await json<Page<CollectionItem>>(await s.request('GET', '/collections', { token }));
    const deleted = await s.request('POST', '/collections/delete', {
      token,
      body: { ids: all.items.map((c) => c.id) },
    });
    expect(deleted.status).toBe(200);
    expect(await done()).toEqual([]);
    await s.request('POST', '/collections', { token, body: { title: 'Back again' } });
    expect(await done()).toEqual(['collections']);
  });
});
