import { describe, expect, it } from 'vitest';
import type { ApiHolder } from '@storeroom/core';
import { collectionsApiRef } from './api';
import { searchCollections } from './search';
import { fakeCollectionsApi, sampleCollections } from './test-support';

describe('Collections search provider', () => {
  it('finds collections by title, at most `limit`, linking to the editor', async () => {
    const { client, http } = fakeCollectionsApi(sampleCollections(30));
    const apis: ApiHolder = { get: <T>() => client as T, has: (ref) => ref === collectionsApiRef };
    const hits = await searchCollections('collection 1', {
      apis,
      signal: new AbortController().signal,
      limit: 5,
    });
    expect(hits).toHaveLength(5);
    expect(hits.every((h) => /^Collection 1/.test(h.title))).toBe(true);
    expect(hits[0]).toMatchObject({ href: `/admin/collections/create?id=${hits[0]!.id}` });
    const picks = await searchCollections('staff', { apis, signal: new AbortController().signal, limit: 5 });
    expect(picks).toEqual([
      { id: 1, title: 'Staff Picks', description: 'Manual', href: '/admin/collections/create?id=1' },
    ]);
    expect(http.log).toContain('POST /collections/search');
  });
});
