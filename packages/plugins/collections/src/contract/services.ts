/**
 * What this plugin's server part offers the other plugins (ARCHITECTURE.md "A plugin"):
 * service and event refs with their types. Zod-free and server-free: any plugin's server part
 * imports them from this plugin's `./contract`. A consumer must behave sensibly when no
 * provider is registered (`ctx.use(ref)` answers `undefined`).
 */
import { createServiceRef } from '@storeroom/core/contract';

/**
 * What the collections area tells the others about its collections: the product list's
 * "collections" filter and lookup (spec 2 §2, §3 "Lookup data").
 */
export interface CollectionMembersService {
  /**
   * Ids of the products in any of these collections (manual members and by-rules matches
   * through `CATALOGUE`), ascending, without duplicates; unknown ids add nothing.
   */
  productIds(collectionIds: readonly number[]): Promise<number[]>;
  /** The store's collections by title. `is_auto` ones are hidden by the lookup (spec 2 §3). */
  list(): Promise<{ id: number; title: string; is_auto: boolean }[]>;
}

export const COLLECTION_MEMBERS = createServiceRef<CollectionMembersService>('collections.members');
