import { describe, expect, it } from 'vitest';
import type { HttpClient, HttpMethod, RequestOptions } from '@storeroom/core/client';
import { createProductSettingsClient, createProductsClient } from './client';

function recorder(answer: unknown = {}) {
  const calls: { method: HttpMethod; path: string; options?: RequestOptions }[] = [];
  const http: HttpClient = {
    request: async <T>(method: HttpMethod, path: string, options?: RequestOptions) => {
      calls.push({ method, path, options });
      return answer as T;
    },
  };
  return { http, calls };
}

describe('Products client', () => {
  it('gets a product with every expansion the editor needs (spec 2 §7)', async () => {
    const { http, calls } = recorder({ id: 3 });
    await createProductsClient(http).getFull(3);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/products/3' });
    expect(calls[0]!.options?.query?.expand).toEqual(['variants', 'options', 'textareas', 'images']);
  });

  it('fetches templates by search with is_template true', async () => {
    const { http, calls } = recorder({ items: [{ id: 1 }], _meta: {} });
    const templates = await createProductsClient(http).templates();
    expect(templates).toEqual([{ id: 1 }]);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/products/search',
      options: { body: { is_template: true } },
    });
  });

  it('uploads files as files[] with the upload type', async () => {
    const { http, calls } = recorder([]);
    await createProductsClient(http).upload([new File(['x'], 'a.png')], 'product_images');
    const form = calls[0]!.options?.body as FormData;
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/files' });
    expect(form.getAll('files[]')).toHaveLength(1);
    expect(form.get('type')).toBe('product_images');
  });

  it('calls the lookup helper, editor settings and product settings paths', async () => {
    const { http, calls } = recorder({});
    const products = createProductsClient(http);
    const settings = createProductSettingsClient(http);
    await products.lookup();
    await products.settings();
    await settings.get();
    await settings.update({ sku: false });
    await settings.tabUsage('Care');
    await settings.renameTab('Care', 'Materials');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /products/lookup',
      'GET /products/settings',
      'GET /product-settings',
      'PATCH /product-settings',
      'GET /product-settings/tabusage',
      'PATCH /product-settings/tabname',
    ]);
    expect(calls[4]!.options?.query).toEqual({ tab: 'Care' });
    expect(calls[5]!.options?.body).toEqual({ oldTab: 'Care', newTab: 'Materials' });
  });
});
