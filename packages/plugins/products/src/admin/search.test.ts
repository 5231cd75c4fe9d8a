import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRegistry, httpApiRef } from '@storeroom/core';
import { createHttpClient } from '@storeroom/core/client';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { productsTestServer } from '../server/test-server';
import { searchProducts } from './search';

let t: TestServer;
beforeAll(async () => {
  t = await productsTestServer();
});
afterAll(() => t.close());

describe('products global search (on the real server)', () => {
  it('finds products by title or sku, without templates, linking to /admin/products/view?id=', async () => {
    const http = createHttpClient({
      baseUrl: 'http://t/api/v1',
      tokens: await t.login(DEMO_CREDENTIALS.owner),
      fetch: t.fetch,
    });
    const apis = new ApiRegistry([], [[httpApiRef, http]]);
    const context = { apis, limit: 5, signal: new AbortController().signal };
    const [mug] = await searchProducts('stoneware', context);
    expect(mug).toEqual({
      id: expect.any(Number),
      title: 'Stoneware Mug 350 ml',
      description: 'Kitchen · HOME-MUG',
      href: `/admin/products/view?id=${mug!.id}`,
    });
    // A variant's sku finds its product.
    expect((await searchProducts('SUN-TORT', context)).map((h) => h.title)).toEqual(['Polarised Sunglasses']);
    expect((await searchProducts('DEC-SHADE', context)).map((h) => h.title)).toEqual(['Pendant Light Shade']);
    expect(await searchProducts('Apparel template', context)).toEqual([]);
    // `%` and `_` are literal (one LIKE escape, the server's).
    expect(await searchProducts('100%', context)).toEqual([]);
  });
});
