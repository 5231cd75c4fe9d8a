import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRegistry, httpApiRef } from '@storeroom/core';
import { ownerSuite } from '@storeroom/server/testing';
import { productsTestServer } from '../server/test-server';
import { searchProducts } from './search';

const s = ownerSuite(productsTestServer, { beforeAll, afterAll });

describe('products global search (on the real server)', () => {
  it('finds products by title or sku, without templates, linking to /admin/products/view?id=', async () => {
    const apis = new ApiRegistry([], [[httpApiRef, s.t.http(s.owner)]]);
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
