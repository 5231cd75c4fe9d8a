import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, ownerSuite } from '@storeroom/server/testing';
import { createProductsClient } from './client';
import type { ProductsClient } from './client';
import { PRODUCT_EXPAND, PRODUCTS_MESSAGES } from './contract';
import { productsServerPlugin } from './server/plugin';

const s = ownerSuite(() => createTestServer({ plugins: [productsServerPlugin] }), { beforeAll, afterAll });
let client: ProductsClient;
beforeAll(() => {
  client = createProductsClient(s.t.http(s.owner));
});

describe('Products client (derived from the contract)', () => {
  it('searches with the free-text query and gets a product with every expansion the editor needs', async () => {
    const { items } = await client.products.search({ query: 'TEE-BLACK-XL', is_template: false });
    expect(items.map((p) => p.title)).toEqual(['Classic Cotton T-Shirt']);
    const full = await client.products.get(items[0]!.id, { expand: [...PRODUCT_EXPAND] });
    expect(full.variants!.length).toBe(full.variant_count);
    expect(full.options!.map((o) => o.title)).toEqual(['Color', 'Size']);
    expect(full.textareas![0]).toMatchObject({ name: 'Description' });
    expect(full.files).toEqual({});
  });

  it('finds products by id (the lookup other areas use)', async () => {
    const { items } = await client.products.search({ query: 'HOME-' }, { size: 3, sort: 'id' });
    const ids = items.map((p) => p.id);
    const byId = await client.products.search({ id: ids }, { sort: 'id' });
    expect(byId.items.map((p) => p.id)).toEqual(ids);
  });

  it('creates, refuses a blank title (422, the spec’s message) and publishes in bulk', async () => {
    const created = await client.products.create({ title: 'Client Mug', price: 12, is_draft: true });
    expect(created).toMatchObject({ title: 'Client Mug', seo_url: '', price: 12, skus: [] });
    await expect(client.products.create({ title: ' ' })).rejects.toMatchObject({
      status: 422,
      errors: { title: [PRODUCTS_MESSAGES.titleRequired] },
    });
    expect(await client.products.bulk('publish', [created.id])).toEqual({ affected: 1 });
    expect((await client.products.get(created.id)).is_draft).toBe(false);
  });

  it('answers the lookup, the editor settings and the product settings endpoints', async () => {
    const lookup = await client.lookup();
    expect(lookup.collections).toEqual([]);
    expect(lookup.vendors).toContain('Kiln & Co.');
    expect(lookup.tags).toContain('coffee');
    const settings = await client.editorSettings();
    expect(settings).toEqual(await client.settings());
    expect(settings.textareas.values).toEqual(['Description', 'Materials & Care', 'Shipping']);
    expect((await client.tabUsage({ query: { tab: 'Description' } })).count).toBeGreaterThan(30);
    expect((await client.tabUsage({ query: { tab: 'Shipping' } })).count).toBe(0);
    const renamed = await client.renameTab({ body: { oldTab: 'Shipping', newTab: 'Delivery' } });
    expect(renamed.textareas.values).toEqual(['Description', 'Materials & Care', 'Delivery']);
    const updated = await client.updateSettings({ body: { sku: false } });
    expect(updated).toMatchObject({ sku: false, textareas: renamed.textareas });
  });
});
