import { describe, expect, it } from 'vitest';
import { ApiRegistry } from '@storeroom/core';
import { productsApiRef } from './api';
import { searchProducts } from './search';
import { fakeProductsApi } from './test-support';

describe('products global search', () => {
  it('finds products by title or sku, without templates, linking to /admin/products/view?id=', async () => {
    const api = fakeProductsApi();
    const apis = new ApiRegistry([], [[productsApiRef, api.products]]);
    const context = { apis, limit: 5, signal: new AbortController().signal };
    const byTitle = await searchProducts('mug', context);
    expect(byTitle).toEqual([
      { id: 2, title: 'Stoneware Mug', description: 'Kitchen · HOME-MUG', href: '/admin/products/view?id=2' },
    ]);
    expect((await searchProducts('DEC-SHADE', context)).map((h) => h.title)).toEqual(['Pendant Light Shade']);
    expect(await searchProducts('Apparel template', context)).toEqual([]);
  });
});
