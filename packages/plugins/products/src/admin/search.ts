import type { SearchContext, SearchHit, SearchProvider } from '@storeroom/core';
import { PRODUCTS_SUBJECT } from '../contract/shell';

/**
 * Global search (spec 4 §2): products by title or sku (the contract's free-text `query`),
 * templates left out; each hit opens `/admin/products/view?id={id}`, which the editor route
 * answers. The contract's client loads on the first search, not with the shell.
 */
export async function searchProducts(query: string, context: SearchContext): Promise<SearchHit[]> {
  const { searchProductsNow } = await import('./search-run');
  return searchProductsNow(query, context);
}

export const productsSearchProvider: SearchProvider = {
  id: 'products',
  label: 'Products',
  subject: PRODUCTS_SUBJECT,
  search: searchProducts,
};
