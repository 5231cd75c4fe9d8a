import { clientFor } from '@storeroom/core/contract';
import { httpApiRef } from '@storeroom/core';
import type { SearchContext, SearchHit } from '@storeroom/core';
import { productsContract } from '../contract';

/** The products search of the header (see `search.ts`), on the contract's client. */
export async function searchProductsNow(
  query: string,
  { apis, signal, limit }: SearchContext,
): Promise<SearchHit[]> {
  const { products } = clientFor(productsContract, apis.get(httpApiRef));
  const page = await products.search({ query, is_template: false }, { size: limit, signal });
  return page.items.slice(0, limit).map((p) => ({
    id: p.id,
    title: p.title,
    description: [p.type, p.skus.slice(0, 3).join(', ')].filter((s) => s !== '').join(' · ') || undefined,
    href: `/admin/products/view?id=${p.id}`,
  }));
}
