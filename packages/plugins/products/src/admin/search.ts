import type { SearchContext, SearchHit, SearchProvider } from '@storeroom/core';
import { PRODUCTS_SUBJECT } from '../access';
import { productsApiRef } from './api';

/**
 * Global search (spec 4 §2): products by title or sku, templates left out; each hit opens
 * `/admin/products/view?id={id}`, which the editor route answers.
 */
export async function searchProducts(
  query: string,
  { apis, signal, limit }: SearchContext,
): Promise<SearchHit[]> {
  const page = await apis.get(productsApiRef).search({ query, is_template: false }, { size: limit, signal });
  return page.items.slice(0, limit).map((p) => ({
    id: p.id,
    title: p.title,
    description: [p.type, p.skus.slice(0, 3).join(', ')].filter((s) => s !== '').join(' · ') || undefined,
    href: `/admin/products/view?id=${p.id}`,
  }));
}

export const productsSearchProvider: SearchProvider = {
  id: 'products',
  label: 'Products',
  subject: PRODUCTS_SUBJECT,
  search: searchProducts,
};
