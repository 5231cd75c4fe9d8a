import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import { ApiRegistry, httpApiRef } from '@storeroom/core';
import { collectionsTestServer } from '../server/test-server';
import { searchCollections } from './search';

const s = ownerSuite(collectionsTestServer, { beforeAll, afterAll });

describe('Collections search provider (on the real server)', () => {
  it('finds collections by title, at most `limit`, linking to the editor', async () => {
    const http = s.t.http(s.owner);
    const apis = new ApiRegistry([], [[httpApiRef, http]]);
    const context = { apis, signal: new AbortController().signal };
    const picks = await searchCollections('staff', { ...context, limit: 5 });
    expect(picks).toEqual([
      {
        id: expect.any(Number),
        title: 'Staff Picks',
        description: 'Manual',
        href: `/admin/collections/create?id=${picks[0]!.id}`,
      },
    ]);
    const guide = await searchCollections('GIFT', { ...context, limit: 5 });
    expect(guide.map((h) => [h.title, h.description])).toEqual([['Holiday Gift Guide', 'Manual · Draft']]);
    expect(await searchCollections('e', { ...context, limit: 2 })).toHaveLength(2);
  });
});
