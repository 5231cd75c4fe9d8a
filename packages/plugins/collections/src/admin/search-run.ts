import { httpApiRef } from '@storeroom/core';
import type { SearchContext, SearchHit } from '@storeroom/core';
import { clientFor } from '@storeroom/core/contract';
import { COLLECTION_TYPE_LABELS, collectionsContract } from '../contract';

/** The collections search of the header (see `search.ts`), on the contract's client. */
export async function searchCollectionsNow(
  query: string,
  { apis, signal, limit }: SearchContext,
): Promise<SearchHit[]> {
  const { collections } = clientFor(collectionsContract, apis.get(httpApiRef));
  const page = await collections.search(
    { title: { operator: 'contains', value: query.trim() } },
    { size: limit, signal },
  );
  return page.items.slice(0, limit).map((c) => ({
    id: c.id,
    title: c.title,
    description: `${COLLECTION_TYPE_LABELS[c.type]}${c.is_draft ? ' · Draft' : ''}`,
    href: `/admin/collections/create?id=${c.id}`,
  }));
}
