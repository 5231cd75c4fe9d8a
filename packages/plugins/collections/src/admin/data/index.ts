/**
 * The collections' data hooks, derived from the contracts (STYLE.md rule 6): collections from
 * this plugin's contract, the product picker's search from the products plugin's contract,
 * uploads from core's. Screens never fetch.
 */
import { useQuery } from '@tanstack/react-query';
import { resourceHooks, useClient } from '@storeroom/core';
import { coreContract } from '@storeroom/core/contract';
import { productsContract } from '@storeroom/plugin-products/contract';
import {
  COLLECTION_IMAGE_UPLOAD_TYPE,
  COLLECTION_PRODUCTS_FETCH_SIZE,
  collectionsContract,
} from '../../contract';
import type { CollectionItem } from '../../contract';

export const collections = resourceHooks(collectionsContract, 'collections');
const products = resourceHooks(productsContract, 'products');

/** The products of a saved collection now (manual: the picked ones; by rules: what they match). */
export function useCollectionProducts(collection: CollectionItem | undefined) {
  const client = useClient(collectionsContract);
  return useQuery({
    queryKey: [...collections.keys.detail(collection?.id ?? 'none'), 'products'],
    queryFn: ({ signal }) => client.products({ params: { id: collection!.id }, signal }),
    enabled: collection !== undefined && (collection.type === 'rules' || collection.products.length > 0),
    retry: false,
  });
}

/**
 * The product picker's search (spec 1 §9: 200 at a time): the store's products whose title
 * contains the text, templates left out (spec 2 §4: they are not products of the catalogue).
 * Without the products area the search fails and the picker says so.
 */
export function useProductSearch(text: string, enabled: boolean) {
  const title = text.trim();
  return products.useSearch(
    { is_template: false, ...(title === '' ? {} : { title: { operator: 'contains', value: title } }) },
    { size: COLLECTION_PRODUCTS_FETCH_SIZE },
    { enabled, retry: false },
  );
}

/** Uploads collection images (type collection_images; 10 MB each, spec 1 §5) through core's contract. */
export function useUploadImages() {
  const core = useClient(coreContract);
  return (files: readonly File[]) => {
    const body = new FormData();
    body.append('type', COLLECTION_IMAGE_UPLOAD_TYPE);
    for (const file of files) body.append('files[]', file, file.name);
    return core.uploadFiles({ body });
  };
}
