/**
 * The products data module (STYLE.md rule 6): screens read and change products through these
 * hooks, on core's query keys for the `/products` resource, so the list, the editor and the
 * settings page share one cache.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createQueryKeys, resourceKeys, useApi, useResourceItem } from '@storeroom/core';
import { PRODUCT_EXPAND } from '../../schema';
import type { ProductSettingsPatch } from '../../schema';
import { PRODUCT_SETTINGS_PATH } from '../../client';
import { productSettingsApiRef, productsApiRef } from '../api';

const settingsKeys = createQueryKeys(PRODUCT_SETTINGS_PATH);

/** One product with variants, options, textareas and images (the editor's load). */
export function useProduct(id: number | null) {
  const client = useApi(productsApiRef);
  // No background refetch while the editor is open: it takes its values once (spec 2 §4).
  return useResourceItem(client, id, { expand: PRODUCT_EXPAND, retry: false, refetchOnWindowFocus: false });
}

/** Templates for "choose a template" (spec 2 §7). */
export function useProductTemplates(enabled = true) {
  const client = useApi(productsApiRef);
  return useQuery({
    queryKey: [...resourceKeys(client).all, 'templates'],
    queryFn: ({ signal }) => client.templates({ signal }),
    enabled,
  });
}

/** Tags, types and vendors (filters and editor suggestions). */
export function useProductLookup() {
  const client = useApi(productsApiRef);
  return useQuery({
    queryKey: [...resourceKeys(client).all, 'lookup'],
    queryFn: ({ signal }) => client.lookup({ signal }),
  });
}

/** The sku flag and description tabs as the editor reads them (products access). */
export function useEditorSettings() {
  const client = useApi(productsApiRef);
  return useQuery({
    queryKey: [...settingsKeys.all, 'editor'],
    queryFn: ({ signal }) => client.settings({ signal }),
  });
}

/** The product settings page's data (settings access). */
export function useProductSettings() {
  const client = useApi(productSettingsApiRef);
  return useQuery({
    queryKey: [...settingsKeys.all, 'page'],
    queryFn: ({ signal }) => client.get({ signal }),
  });
}

/** Saves product settings; every cached copy (page and editor) is refreshed. */
export function useSaveProductSettings() {
  const client = useApi(productSettingsApiRef);
  const products = useApi(productsApiRef);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductSettingsPatch) => client.update(body),
    onSuccess: async (settings) => {
      queryClient.setQueryData([...settingsKeys.all, 'page'], settings);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
        // Tab content moved inside products.
        queryClient.invalidateQueries({ queryKey: resourceKeys(products).details() }),
      ]);
    },
  });
}
