/**
 * The products' data hooks, derived from the contract (STYLE.md rule 6): screens read and
 * change products through these, on the `/products` resource's query keys, so the list, the
 * editor and the settings page share one cache. Screens never fetch.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createQueryKeys, resourceHooks, useClient } from '@storeroom/core';
import { coreContract } from '@storeroom/core/contract';
import { collectionsContract } from '@storeroom/plugin-collections/contract';
import { PRODUCT_EXPAND, productsContract } from '../../contract';
import type { ProductSettingsPatch } from '../../contract';

export const products = resourceHooks(productsContract, 'products');

const settingsKeys = createQueryKeys(productsContract.endpoints.settings.path);

/** One product with variants, options, textareas and images (the editor's load). */
export function useProduct(id: number | null) {
  // No background refetch while the editor is open: it takes its values once (spec 2 §4).
  return products.useItem(id, { expand: PRODUCT_EXPAND, retry: false, refetchOnWindowFocus: false });
}

/** Templates for "choose a template" (spec 2 §7: search is_template true, expanded). */
export function useProductTemplates(enabled = true) {
  const client = products.useResource();
  return useQuery({
    queryKey: [...products.keys.all, 'templates'],
    queryFn: async ({ signal }) =>
      (
        await client.search(
          { is_template: true },
          { size: 200, sort: 'template_name', expand: [...PRODUCT_EXPAND], signal },
        )
      ).items,
    enabled,
  });
}

/** The store's collections, tags, types and vendors (filters and editor suggestions). */
export function useProductLookup() {
  const client = useClient(productsContract);
  return useQuery({
    queryKey: [...products.keys.all, 'lookup'],
    queryFn: ({ signal }) => client.lookup({ signal }),
  });
}

/** The sku flag and description tabs as the editor reads them (products access). */
export function useEditorSettings() {
  const client = useClient(productsContract);
  return useQuery({
    queryKey: [...settingsKeys.all, 'editor'],
    queryFn: ({ signal }) => client.editorSettings({ signal }),
  });
}

/** The product settings page's data (settings access). */
export function useProductSettings() {
  const client = useClient(productsContract);
  return useQuery({
    queryKey: [...settingsKeys.all, 'page'],
    queryFn: ({ signal }) => client.settings({ signal }),
  });
}

/** How many products hold content under a tab (asked when a tab is deleted). */
export function useTabUsage() {
  const client = useClient(productsContract);
  return (tab: string) => client.tabUsage({ query: { tab } });
}

/** Saves product settings; every cached copy (page and editor) is refreshed. */
export function useSaveProductSettings() {
  const client = useClient(productsContract);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductSettingsPatch) => client.updateSettings({ body }),
    onSuccess: async (settings) => {
      queryClient.setQueryData([...settingsKeys.all, 'page'], settings);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
        // Tab content moved inside products.
        queryClient.invalidateQueries({ queryKey: products.keys.details() }),
      ]);
    },
  });
}

/**
 * Uploads images through core's contract (`POST /files`, spec 2 §4 save flow: images first)
 * as one of `PRODUCT_UPLOAD_TYPES`; answers the stored files (id, path, name).
 */
export function useUploadImages() {
  const core = useClient(coreContract);
  return (files: readonly File[], type: string) => {
    const body = new FormData();
    for (const file of files) body.append('files[]', file, file.name);
    body.append('type', type);
    return core.uploadFiles({ body });
  };
}

/**
 * The store's manual collections, each saying whether the product is in it (the collections
 * area's contract; 0 for a product not saved yet). Without the collections area the call is
 * refused and the editor shows no Collections field.
 */
export function useProductCollections(productId: number, enabled = true) {
  const client = useClient(collectionsContract);
  return useQuery({
    queryKey: [collectionsContract.endpoints.productCollections.path, productId],
    queryFn: ({ signal }) => client.productCollections({ params: { id: productId }, signal }),
    enabled,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Puts a product in exactly these manual collections (one all-or-nothing call). */
export function useSetProductCollections() {
  const client = useClient(collectionsContract);
  const queryClient = useQueryClient();
  return async (productId: number, collections: number[]) => {
    const saved = await client.setProductCollections({ params: { id: productId }, body: { collections } });
    queryClient.setQueryData([collectionsContract.endpoints.productCollections.path, productId], saved);
    return saved;
  };
}
