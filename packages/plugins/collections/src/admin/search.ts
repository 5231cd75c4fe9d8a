import type { SearchContext, SearchHit, SearchProvider } from '@storeroom/core';
import { COLLECTIONS_SUBJECT } from '../contract/shell';

/**
 * Global search (spec 4 §2): collections whose title contains the text, each opening its
 * editor. The contract's client loads on the first search, not with the shell.
 */
export async function searchCollections(query: string, context: SearchContext): Promise<SearchHit[]> {
  const { searchCollectionsNow } = await import('./search-run');
  return searchCollectionsNow(query, context);
}

export const collectionsSearchProvider: SearchProvider = {
  id: 'collections',
  label: 'Collections',
  subject: COLLECTIONS_SUBJECT,
  search: searchCollections,
};
