import { describe, expect, it } from 'vitest';
import type { HttpClient } from '@storeroom/core/client';
import { createCollectionsClient, FILES_PATH, PRODUCTS_SEARCH_PATH } from './client';
import { collectionInputSchema, COLLECTIONS_MESSAGES, operatorsFor, slugify } from './contract';

function recording() {
  const calls: unknown[][] = [];
  const http: HttpClient = {
    request: async <T>(...args: unknown[]) => {
      calls.push(args);
      return { items: [], _meta: {} } as T;
    },
  };
  return { calls, client: createCollectionsClient(http) };
}

describe('Collections client', () => {
  it('fetches a collection’s products 200 at a time', async () => {
    const { calls, client } = recording();
    await client.products(7);
    expect(calls[0]!.slice(0, 2)).toEqual(['GET', '/collections/7/products']);
    expect(calls[0]![2]).toMatchObject({ query: { size: 200 } });
  });

  it('searches products over HTTP by title (no title filter for blank text), never templates', async () => {
    const { calls, client } = recording();
    await client.searchProducts('  tote ');
    await client.searchProducts('');
    expect(calls.map((c) => [c[0], c[1], (c[2] as { body: unknown }).body])).toEqual([
      ['POST', PRODUCTS_SEARCH_PATH, { is_template: false, title: { operator: 'contains', value: 'tote' } }],
      ['POST', PRODUCTS_SEARCH_PATH, { is_template: false }],
    ]);
  });

  it('uploads images as collection_images', async () => {
    const { calls, client } = recording();
    await client.uploadImages([new File(['x'], 'a.png')]);
    const [method, path, { body }] = calls[0] as [string, string, { body: FormData }];
    expect([method, path, body.get('type'), (body.getAll('files[]')[0] as File).name]).toEqual([
      'POST',
      FILES_PATH,
      'collection_images',
      'a.png',
    ]);
  });
});

describe('Collection schema', () => {
  it('makes slugs: lower-case words joined by hyphens, accents dropped', () => {
    expect(slugify('  Café Favourites — 2026! ')).toBe('cafe-favourites-2026');
    expect(slugify('---')).toBe('');
  });

  it('lets text fields use text operators and the price numeric ones', () => {
    expect(operatorsFor('price')).toEqual(['=', '!=', '>', '<']);
    expect(operatorsFor('tag')).toContain('contains');
    const bad = collectionInputSchema.safeParse({
      title: 'x',
      rules: [{ field: 'vendor', operator: '>', value: 'a' }],
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(COLLECTIONS_MESSAGES.ruleOperatorInvalid);
  });
});
