import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS, action, defineServerPlugin, provide, subscribe } from '@storeroom/server';
import { COLLECTION_MEMBERS } from '@storeroom/plugin-collections/contract';
import { CATALOGUE, PRODUCT_SAVED, PRODUCTS_DELETED } from '../contract';
import type { CatalogueProduct } from '../contract';
import { createTestServer } from '@storeroom/server/testing';
import type { TestEmployee, TestServer } from '@storeroom/server/testing';
import { SUBJECTS } from '@storeroom/core/access';
import { PRODUCTS_MESSAGES } from '../contract';
import type { ProductItem, ProductSettings } from '../contract';
import { productsServerPlugin } from './plugin';
import { mainStoreProducts } from './seed-data';

/** A listener standing in for the inventory plugin: records the products events it gets. */
const saved: CatalogueProduct[] = [];
const deleted: number[][] = [];
const listener = defineServerPlugin({
  id: 'listener',
  subscribes: [
    subscribe(PRODUCT_SAVED, async (_ctx, p) => void saved.push(p)),
    subscribe(PRODUCTS_DELETED, async (_ctx, { ids }) => void deleted.push(ids)),
  ],
  // A consumer of CATALOGUE, as collections would use it.
  routes: [
    action({
      method: 'POST',
      path: '/listener/catalogue',
      subject: SUBJECTS.products_and_collections,
      action: 'read',
      async handler(ctx, { body }) {
        const catalogue = ctx.use(CATALOGUE)!;
        const b = body as { ids?: number[]; rules?: never[]; match?: 'all' | 'any' };
        return {
          found: await catalogue.find(b.ids ?? []),
          count: await catalogue.count(),
          drafts: await catalogue.count({ is_draft: true }),
          matched: b.rules ? await catalogue.match(b.rules, b.match ?? 'all') : [],
        };
      },
    }),
  ],
});

let t: TestServer;
let owner: string;
let clerk: TestEmployee;
let employee: string;

interface Page {
  items: ProductItem[];
  _meta: { totalCount: number };
}

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

beforeAll(async () => {
  t = await createTestServer({ plugins: [productsServerPlugin, listener] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
  clerk = await t.employee();
  employee = clerk.token;
});
afterAll(() => t?.close());

const multiBody = {
  title: 'Test Tee',
  is_multi: true,
  options: [
    { title: 'Color', values: ['Red', 'Blue'] },
    { title: 'Size', values: ['S'] },
  ],
  variants: [
    { variant: ['Red', 'S'], default: true, sku: 'TT-RED-S', price: 10 },
    { variant: ['Blue', 'S'], sku: 'TT-BLUE-S', price: 11 },
  ],
  textareas: [{ name: 'Description', text: null }],
};

describe('Products API: reading', () => {
  it('lists the seeded catalogue of the caller’s store, newest first, with skus', async () => {
    const body = await json<Page>(await t.request('GET', '/products?size=200', { token: owner }));
    expect(body._meta.totalCount).toBe(mainStoreProducts().length);
    expect(body.items.some((p) => p.title === 'Other store poster')).toBe(false);
    const tee = body.items.find((p) => p.title === 'Classic Cotton T-Shirt')!;
    expect(tee.skus).toContain('TEE-BLACK-S');
    expect(tee.variant_count).toBe(12);
    expect(tee).not.toHaveProperty('variants');
  });

  it('gets one product expanded with variants, options, textareas and images', async () => {
    const list = await json<Page>(
      await t.request('POST', '/products/search', { token: owner, body: { title: 'Everyday Hoodie' } }),
    );
    const id = list.items[0]!.id;
    const full = await json<ProductItem>(
      await t.request('GET', `/products/${id}?expand=variants,options,textareas,images`, { token: owner }),
    );
    expect(full.options!.map((o) => o.title)).toEqual(['Color', 'Size']);
    expect(full.variants).toHaveLength(9);
    expect(full.variants!.filter((v) => v.default)).toHaveLength(1);
    expect(full.variants!.every((v) => typeof v.id === 'number')).toBe(true);
    expect(full.textareas![0]!.name).toBe('Description');
    expect(full.images).toEqual([]);
    expect(full.files).toEqual({});
  });

  it('searches by title, tags, type, vendor, drafts, templates, gift cards and sku', async () => {
    const search = async (body: unknown) =>
      json<Page>(await t.request('POST', '/products/search?size=200', { token: owner, body }));
    expect(
      (await search({ title: { operator: 'contains', value: 'mug' } })).items.map((p) => p.title),
    ).toEqual(['Stoneware Mug 350 ml']);
    const winter = (await search({ tags: ['winter'] })).items.map((p) => p.title).sort();
    expect(winter).toEqual(['Merino Crew Sweater', 'Wool Beanie', 'Wool Throw Blanket']);
    expect((await search({ type: 'Lighting', vendor: 'Lumen House' }))._meta.totalCount).toBe(2);
    expect((await search({ is_draft: true, is_template: false })).items.map((p) => p.title).sort()).toEqual([
      'Desk Organizer',
      'Pendant Light Shade',
      'Resistance Bands Set',
    ]);
    expect((await search({ is_template: true })).items.map((p) => p.template_name).sort()).toEqual([
      'Apparel (Color × Size)',
      'Kitchen item',
    ]);
    expect((await search({ is_giftcard: true })).items.map((p) => p.title)).toEqual(['Gift Card']);
    expect((await search({ sku: ['SNK-WHITE-42'] })).items.map((p) => p.title)).toEqual(['Canvas Sneakers']);
    expect((await search({ query: 'hom-mug' }))._meta.totalCount).toBe(0);
    expect((await search({ query: 'HOME-MUG' })).items.map((p) => p.title)).toEqual(['Stoneware Mug 350 ml']);
  });

  it('answers the lookup helper: tags, types and vendors', async () => {
    const lookup = await json<{ tags: string[]; types: string[]; vendors: string[] }>(
      await t.request('GET', '/products/lookup', { token: owner }),
    );
    expect(lookup.tags).toContain('bestseller');
    expect(lookup.types).toContain('Kitchen');
    expect(lookup.vendors).toContain('Kiln & Co.');
    expect(lookup.vendors).not.toContain('Other vendor');
    // No collections plugin in this server: no collections to offer.
    expect(lookup).toMatchObject({ collections: [] });
  });

  it('a collections filter matches nothing without the collections plugin; an empty list is no filter', async () => {
    const search = async (body: Record<string, unknown>) =>
      t.request('POST', '/products/search', { token: owner, body: { is_template: false, ...body } });
    expect((await json<Page>(await search({ collections: [1] })))._meta.totalCount).toBe(0);
    const all = (await json<Page>(await search({})))._meta.totalCount;
    expect((await json<Page>(await search({ collections: [] })))._meta.totalCount).toBe(all);
    const bad = await search({ collections: ['x'] });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ errors: { collections: [PRODUCTS_MESSAGES.collectionsFilter] } });
  });
});

describe('Products with a collections area (COLLECTION_MEMBERS)', () => {
  let s: TestServer;
  let token: string;
  const asked: number[][] = [];
  // A stand-in collections plugin: collection 10 holds the first two seeded products, 11 the
  // third; 12 is an automatic collection the lookup hides.
  let byCollection: Record<number, number[]> = {};
  const fakeCollections = defineServerPlugin({
    id: 'fake-collections',
    provides: [
      provide(COLLECTION_MEMBERS, () => ({
        async productIds(ids) {
          asked.push([...ids]);
          return [...new Set(ids.flatMap((id) => byCollection[id] ?? []))].sort((a, b) => a - b);
        },
        list: async () => [
          { id: 12, title: 'All products', is_auto: true },
          { id: 10, title: 'Kitchen picks', is_auto: false },
          { id: 11, title: 'Staff picks', is_auto: false },
        ],
      })),
    ],
  });

  beforeAll(async () => {
    s = await createTestServer({ plugins: [productsServerPlugin, fakeCollections] });
    token = await s.login(DEMO_CREDENTIALS.owner);
    const page = await json<Page>(
      await s.request('POST', '/products/search?sort=id', { token, body: { is_template: false } }),
    );
    const [a, b, c] = page.items.map((p) => p.id);
    byCollection = { 10: [a!, b!], 11: [c!] };
  });
  afterAll(() => s?.close());

  it('filters the list by collections (any of), combined with the other filters', async () => {
    const search = async (body: Record<string, unknown>) =>
      json<Page>(await s.request('POST', '/products/search?sort=id', { token, body }));
    const first = (await search({ is_template: false })).items.slice(0, 3);
    expect((await search({ collections: [10] })).items.map((p) => p.id)).toEqual([
      first[0]!.id,
      first[1]!.id,
    ]);
    expect((await search({ collections: [10, 11] })).items.map((p) => p.id)).toEqual(first.map((p) => p.id));
    expect(asked.at(-1)).toEqual([10, 11]);
    expect((await search({ collections: [10, 11], title: first[2]!.title })).items.map((p) => p.id)).toEqual([
      first[2]!.id,
    ]);
    expect((await search({ collections: [99] }))._meta.totalCount).toBe(0);
  });

  it('the lookup offers the non-auto collections', async () => {
    const lookup = await json<{ collections: unknown }>(
      await s.request('GET', '/products/lookup', { token }),
    );
    expect(lookup.collections).toEqual([
      { id: 10, title: 'Kitchen picks' },
      { id: 11, title: 'Staff picks' },
    ]);
  });
});

describe('Products API: writing', () => {
  it('creates a multi product, gives variants ids, empties null texts, and publishes PRODUCT_SAVED', async () => {
    saved.length = 0;
    const res = await t.request('POST', '/products', {
      token: owner,
      body: { ...multiBody, seo_url: 'Test Tee!!' },
    });
    expect(res.status).toBe(201);
    const created = await json<ProductItem>(res);
    expect(created.seo_url).toBe('test-tee');
    const full = await json<ProductItem>(
      await t.request('GET', `/products/${created.id}?expand=variants,textareas`, { token: owner }),
    );
    expect(full.textareas).toEqual([{ name: 'Description', text: '' }]);
    const ids = full.variants!.map((v) => v.id);
    expect(new Set(ids).size).toBe(2);
    expect(saved.map((p) => p.id)).toEqual([created.id]);
    expect(saved[0]!.variants.map((v) => [v.title, v.sku])).toEqual([
      ['Red / S', 'TT-RED-S'],
      ['Blue / S', 'TT-BLUE-S'],
    ]);

    // A PATCH that sends the variants back keeps their ids; a new combination gets a new id.
    const patched = await t.request('PATCH', `/products/${created.id}`, {
      token: owner,
      body: {
        options: [
          { title: 'Color', values: ['Red', 'Blue', 'Green'] },
          { title: 'Size', values: ['S'] },
        ],
        variants: [...full.variants!, { variant: ['Green', 'S'], sku: 'TT-GREEN-S' }],
      },
    });
    expect(patched.status).toBe(200);
    const after = await json<ProductItem>(
      await t.request('GET', `/products/${created.id}?expand=variants`, { token: owner }),
    );
    expect(after.variants!.slice(0, 2).map((v) => v.id)).toEqual(ids);
    expect(after.variants![2]!.id).not.toBe(ids[0]);
  });

  it('clears the seo_url of a template (spec 2 §4), also when a product becomes one', async () => {
    const named = await t.request('POST', '/products', {
      token: owner,
      body: { title: 'Tpl', is_template: true, template_name: 'Named', seo_url: 'tpl' },
    });
    expect(await json(named)).toMatchObject({ is_template: true, template_name: 'Named', seo_url: '' });
    const { id } = await json<ProductItem>(
      await t.request('POST', '/products', {
        token: owner,
        body: { title: 'Later template', seo_url: 'later' },
      }),
    );
    const patched = await t.request('PATCH', `/products/${id}`, {
      token: owner,
      body: { is_template: true, template_name: 'Later' },
    });
    expect(await json(patched)).toMatchObject({ is_template: true, seo_url: '' });
  });

  it('refuses variant rules with the spec’s messages and changes nothing', async () => {
    const before = (await json<Page>(await t.request('GET', '/products', { token: owner })))._meta.totalCount;
    const twoDefaults = await t.request('POST', '/products', {
      token: owner,
      body: { ...multiBody, variants: multiBody.variants.map((v) => ({ ...v, default: true })) },
    });
    expect(twoDefaults.status).toBe(422);
    expect(await twoDefaults.json()).toEqual({ errors: { variants: [PRODUCTS_MESSAGES.oneDefault] } });
    const wrongLength = await t.request('POST', '/products', {
      token: owner,
      body: { ...multiBody, variants: [{ variant: ['Red'], default: true }] },
    });
    expect(await wrongLength.json()).toEqual({ errors: { variants: [PRODUCTS_MESSAGES.variantLength] } });
    const blank = await t.request('POST', '/products', { token: owner, body: { title: ' ' } });
    expect(await blank.json()).toEqual({ errors: { title: [PRODUCTS_MESSAGES.titleRequired] } });
    const template = await t.request('POST', '/products', {
      token: owner,
      body: { title: 'T', is_template: true },
    });
    expect(await template.json()).toEqual({
      errors: { template_name: [PRODUCTS_MESSAGES.templateNameRequired] },
    });
    const image = await t.request('POST', '/products', {
      token: owner,
      body: { title: 'T', images: [999999] },
    });
    expect(await image.json()).toEqual({ errors: { images: [PRODUCTS_MESSAGES.imageNotFound] } });
    expect((await json<Page>(await t.request('GET', '/products', { token: owner })))._meta.totalCount).toBe(
      before,
    );
  });

  it('accepts images uploaded first to /files and answers their paths', async () => {
    const form = new FormData();
    form.append('files[]', new File([new Uint8Array([137, 80, 78, 71])], 'front.png', { type: 'image/png' }));
    form.append('type', 'product_images');
    const upload = await t.request('POST', '/files', { token: owner, body: form });
    expect(upload.status).toBe(201);
    const [file] = await json<{ id: number; path: string }[]>(upload);
    const res = await t.request('POST', '/products', {
      token: owner,
      body: { title: 'With image', images: [file!.id] },
    });
    const { id } = await json<ProductItem>(res);
    const full = await json<ProductItem>(
      await t.request('GET', `/products/${id}?expand=images`, { token: owner }),
    );
    expect(full.images).toEqual([file!.id]);
    expect(full.files).toEqual({ [String(file!.id)]: file!.path });
  });

  it('takes prices as integer minor units and refuses fractions of them, changing nothing', async () => {
    const created = await json<ProductItem>(
      await t.request('POST', '/products', { token: owner, body: { title: 'Minor Mug', price: 1999 } }),
    );
    expect(created.price).toBe(1999);
    const fraction = await t.request('PATCH', `/products/${created.id}`, {
      token: owner,
      body: { price: 19.99 },
    });
    expect(fraction.status).toBe(422);
    expect(await fraction.json()).toEqual({ errors: { price: [PRODUCTS_MESSAGES.priceMinorUnits] } });
    const again = await json<ProductItem>(
      await t.request('GET', `/products/${created.id}`, { token: owner }),
    );
    expect(again.price).toBe(1999);
  });

  it('toggles is_draft with a PATCH that leaves the other fields alone', async () => {
    const { items } = await json<Page>(
      await t.request('POST', '/products/search', { token: owner, body: { title: 'Yoga Mat' } }),
    );
    const mat = items[0]!;
    const res = await t.request('PATCH', `/products/${mat.id}`, { token: owner, body: { is_draft: true } });
    expect(await json(res)).toMatchObject({
      id: mat.id,
      is_draft: true,
      seo_url: mat.seo_url,
      sku: mat.sku,
      price: mat.price,
    });
  });

  it('publishes, unpublishes and deletes in bulk, publishing PRODUCTS_DELETED', async () => {
    const ids = await Promise.all(
      ['Bulk A', 'Bulk B'].map(
        async (title) =>
          (
            await json<ProductItem>(
              await t.request('POST', '/products', { token: owner, body: { title, is_draft: true } }),
            )
          ).id,
      ),
    );
    expect(await json(await t.request('POST', '/products/publish', { token: owner, body: { ids } }))).toEqual(
      { affected: 2 },
    );
    let page = await json<Page>(
      await t.request('POST', '/products/search', { token: owner, body: { id: ids } }),
    );
    expect(page.items.map((p) => p.is_draft)).toEqual([false, false]);
    await t.request('POST', '/products/unpublish', { token: owner, body: { ids } });
    page = await json<Page>(await t.request('POST', '/products/search', { token: owner, body: { id: ids } }));
    expect(page.items.map((p) => p.is_draft)).toEqual([true, true]);
    deleted.length = 0;
    expect(await json(await t.request('POST', '/products/delete', { token: owner, body: { ids } }))).toEqual({
      affected: 2,
    });
    expect(deleted.flat().sort()).toEqual([...ids].sort());
    expect((await t.request('GET', `/products/${ids[0]}`, { token: owner })).status).toBe(404);
  });

  it('deletes one product', async () => {
    const { id } = await json<ProductItem>(
      await t.request('POST', '/products', { token: owner, body: { title: 'Doomed' } }),
    );
    deleted.length = 0;
    expect((await t.request('DELETE', `/products/${id}`, { token: owner })).status).toBe(204);
    expect(deleted).toEqual([[id]]);
  });

  it('keeps saved views per user', async () => {
    const res = await t.request('POST', '/products/saved-views', {
      token: owner,
      body: { json: '[{"field":"is_draft","operator":"=","value":true}]' },
    });
    expect(res.status).toBeLessThan(300);
    const views = await json<{ json: string }[]>(
      await t.request('GET', '/products/saved-views', { token: owner }),
    );
    expect(views.map((v) => v.json)).toContain('[{"field":"is_draft","operator":"=","value":true}]');
  });
});

describe('CATALOGUE service', () => {
  it('finds products, counts them without templates and matches collection rules', async () => {
    const { items } = await json<Page>(
      await t.request('POST', '/products/search', { token: owner, body: { title: 'Wool Beanie' } }),
    );
    const templates = await json<Page>(
      await t.request('POST', '/products/search', { token: owner, body: { is_template: true } }),
    );
    const answer = await json<{
      found: CatalogueProduct[];
      count: number;
      drafts: number;
      matched: number[];
    }>(
      await t.request('POST', '/listener/catalogue', {
        token: owner,
        body: {
          ids: [items[0]!.id, templates.items[0]!.id, 999999],
          rules: [
            { field: 'vendor', operator: '=', value: 'kiln & co.' },
            { field: 'tag', operator: '=', value: 'coffee' },
            { field: 'price', operator: '<', value: '20' },
          ],
          match: 'all',
        },
      }),
    );
    expect(answer.found.map((p) => p.title)).toEqual(['Wool Beanie']);
    expect(answer.found[0]!.variants.map((v) => v.sku)).toEqual(['BEA-GREY', 'BEA-MUSTARD', 'BEA-FOREST']);
    const all = await json<Page>(
      await t.request('POST', '/products/search?size=1', { token: owner, body: { is_template: false } }),
    );
    expect(answer.count).toBe(all._meta.totalCount);
    const mug = await json<Page>(
      await t.request('POST', '/products/search', { token: owner, body: { title: 'Stoneware Mug 350 ml' } }),
    );
    expect(answer.matched).toEqual([mug.items[0]!.id]);
    const single = await json<{ found: CatalogueProduct[] }>(
      await t.request('POST', '/listener/catalogue', { token: owner, body: { ids: [mug.items[0]!.id] } }),
    );
    expect(single.found[0]).toMatchObject({ sku: 'HOME-MUG', variants: [] });
  });
});

describe('Product settings', () => {
  it('reads the settings (products access for the editor, settings access for the page)', async () => {
    const s = await json<ProductSettings>(await t.request('GET', '/products/settings', { token: owner }));
    expect(s).toEqual({
      sku: true,
      textareas: { enabled: true, values: ['Description', 'Materials & Care', 'Shipping'] },
    });
    expect(await json(await t.request('GET', '/product-settings', { token: owner }))).toEqual(s);
  });

  it('refuses duplicate tab names case-insensitively and changes nothing', async () => {
    const res = await t.request('PATCH', '/product-settings', {
      token: owner,
      body: { textareas: { values: ['Description', 'description', 'Shipping', 'Materials & Care'] } },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: { 'textareas.values': [PRODUCTS_MESSAGES.tabDuplicate] } });
    const unknown = await t.request('PATCH', '/product-settings', {
      token: owner,
      body: { removed: [{ tab: 'Nope', action: 'delete' }] },
    });
    expect(await unknown.json()).toEqual({ errors: { removed: [PRODUCTS_MESSAGES.tabUnknown] } });
    expect(
      (await json<ProductSettings>(await t.request('GET', '/product-settings', { token: owner }))).textareas
        .values,
    ).toEqual(['Description', 'Materials & Care', 'Shipping']);
  });

  it('refuses to drop a tab in use without a choice, then moves, creates or deletes content in every product', async () => {
    const { id } = await json<ProductItem>(
      await t.request('POST', '/products', {
        token: owner,
        body: {
          title: 'Tabbed',
          textareas: [
            { name: 'Description', text: 'Desc' },
            { name: 'Materials & Care', text: 'Cotton' },
            { name: 'Shipping', text: 'Fast' },
          ],
        },
      }),
    );
    const usage = await json<{ count: number }>(
      await t.request('GET', `/product-settings/tabusage?tab=${encodeURIComponent('materials & care')}`, {
        token: owner,
      }),
    );
    expect(usage.count).toBe(1);
    const refused = await t.request('PATCH', '/product-settings', {
      token: owner,
      body: { textareas: { values: ['Description'] } },
    });
    expect(refused.status).toBe(422);

    const res = await t.request('PATCH', '/product-settings', {
      token: owner,
      body: {
        textareas: { values: ['Description'] },
        removed: [
          { tab: 'Materials & Care', action: 'move', to: 'Description' },
          { tab: 'Shipping', action: 'new', to: 'Delivery' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect((await json<ProductSettings>(res)).textareas.values).toEqual(['Description', 'Delivery']);
    const full = await json<ProductItem>(
      await t.request('GET', `/products/${id}?expand=textareas`, { token: owner }),
    );
    expect(full.textareas).toEqual([
      { name: 'Description', text: 'Desc\nCotton' },
      { name: 'Delivery', text: 'Fast' },
    ]);

    const renamed = await t.request('PATCH', '/product-settings/tabname', {
      token: owner,
      body: { oldTab: 'Delivery', newTab: 'Shipping info' },
    });
    expect((await json<ProductSettings>(renamed)).textareas.values).toEqual(['Description', 'Shipping info']);
    const dup = await t.request('PATCH', '/product-settings/tabname', {
      token: owner,
      body: { oldTab: 'Shipping info', newTab: 'DESCRIPTION' },
    });
    expect(await dup.json()).toEqual({ errors: { newTab: [PRODUCTS_MESSAGES.tabDuplicate] } });

    await t.request('PATCH', '/product-settings', {
      token: owner,
      body: {
        sku: false,
        textareas: { values: ['Description'] },
        removed: [{ tab: 'Shipping info', action: 'delete' }],
      },
    });
    const last = await json<ProductItem>(
      await t.request('GET', `/products/${id}?expand=textareas`, { token: owner }),
    );
    expect(last.textareas).toEqual([{ name: 'Description', text: 'Desc\nCotton' }]);
    expect(
      (await json<ProductSettings>(await t.request('GET', '/product-settings', { token: owner }))).sku,
    ).toBe(false);
  });
});

describe('Access', () => {
  it('refuses callers without a products rule on every call', async () => {
    expect((await t.request('GET', '/products')).status).toBe(401);
    await clerk.setAccess([{ subject: 'orders', rule: 2, options: [] }]);
    for (const [method, path, body] of [
      ['GET', '/products', undefined],
      ['POST', '/products/search', {}],
      ['GET', '/products/1', undefined],
      ['POST', '/products', { title: 'X' }],
      ['PATCH', '/products/1', { is_draft: true }],
      ['DELETE', '/products/1', undefined],
      ['POST', '/products/publish', { ids: [1] }],
      ['GET', '/products/lookup', undefined],
      ['GET', '/products/settings', undefined],
      ['GET', '/product-settings', undefined],
      ['PATCH', '/product-settings', { sku: false }],
      ['GET', '/product-settings/tabusage?tab=Description', undefined],
      ['PATCH', '/product-settings/tabname', { oldTab: 'Description', newTab: 'About' }],
      ['GET', '/products/saved-views', undefined],
      ['POST', '/products/delete', { ids: [1] }],
    ] as const) {
      const res = await t.request(method, path, { token: employee, body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it('limited access reads but cannot write', async () => {
    await clerk.setAccess([{ subject: 'products_and_collections', rule: 1, options: [] }]);
    expect((await t.request('GET', '/products', { token: employee })).status).toBe(200);
    expect((await t.request('GET', '/products/settings', { token: employee })).status).toBe(200);
    expect((await t.request('POST', '/products', { token: employee, body: { title: 'X' } })).status).toBe(
      403,
    );
    expect(
      (await t.request('POST', '/products/delete', { token: employee, body: { ids: [1] } })).status,
    ).toBe(403);
    expect((await t.request('GET', '/product-settings', { token: employee })).status).toBe(403);
    // Limited settings access reads the settings page but cannot change it.
    await clerk.setAccess([{ subject: 'settings', rule: 1, options: [] }]);
    expect((await t.request('GET', '/product-settings', { token: employee })).status).toBe(200);
    expect(
      (await t.request('PATCH', '/product-settings', { token: employee, body: { sku: true } })).status,
    ).toBe(403);
    expect((await t.request('GET', '/products', { token: employee })).status).toBe(403);
  });

  it('keeps stores apart', async () => {
    const switched = await t.request('POST', '/account/stores', {
      token: owner,
      body: { store_id: t.seeded.storeIds[1] },
    });
    const second = (await json<{ access_token: string }>(switched)).access_token;
    const theirs = await json<Page>(await t.request('GET', '/products', { token: second }));
    expect(theirs.items.map((p) => p.title).sort()).toEqual(['Other store mug', 'Other store poster']);
    const foreignId = theirs.items[0]!.id;
    expect((await t.request('GET', `/products/${foreignId}`, { token: owner })).status).toBe(404);
    expect(
      await json(await t.request('POST', '/products/delete', { token: owner, body: { ids: [foreignId] } })),
    ).toEqual({ affected: 0 });
  });
});
