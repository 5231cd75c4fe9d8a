import type { SearchContext, SearchHit, SearchProvider } from '@storeroom/core';
import { COLLECTIONS_SUBJECT } from '../contract/model';
import { COLLECTION_TYPE_LABELS } from '../contract/model';
import { collectionsApiRef } from './api';

/** Global search (spec 4 §2): collections whose title contains the text, each opening its editor. */
export async function searchCollections(
  query: string,
  { apis, signal, limit }: SearchContext,
): Promise<SearchHit[]> {
  const page = await apis
    .get(collectionsApiRef)
    .search({ title: { operator: 'contains', value: query.trim() } }, { size: limit, signal });
  return page.items.slice(0, limit).map((c) => ({
    id: c.id,
    title: c.title,
    description: `${COLLECTION_TYPE_LABELS[c.type]}${c.is_draft ? ' · Draft' : ''}`,
    href: `/admin/collections/create?id=${c.id}`,
  }));
}

export const collectionsSearchProvider: SearchProvider = {
  id: 'collections',
  label: 'Collections',
  subject: COLLECTIONS_SUBJECT,
  search: searchCollections,
};
