/**
 * The Upsells data hooks, DERIVED from the contracts (STYLE.md rule 6): campaigns, order-bump
 * categories and statistics from this plugin's contract, the product picker's search from the
 * products plugin's contract. Screens never fetch.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { coreContract } from '@storeroom/core/contract';
import { resourceHooks, useClient } from '@storeroom/core';
import { productsContract } from '@storeroom/plugin-products/contract';
import { UPSELL_IMAGE_UPLOAD_TYPE, UPSELL_PRODUCT_LOOKUP_SIZE, upsellsContract } from '../../contract';

export const campaigns = resourceHooks(upsellsContract, 'campaigns');
export const bumpCategories = resourceHooks(upsellsContract, 'bumpCategories');
const products = resourceHooks(productsContract, 'products');

/** Uploads an upsell image through core's files capability (type `upsell_image`, spec 3 §7). */
export function useUploadUpsellImage() {
  const core = useClient(coreContract);
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('type', UPSELL_IMAGE_UPLOAD_TYPE);
      body.append('files[]', file, file.name);
      const [uploaded] = await core.uploadFiles({ body });
      return uploaded!;
    },
  });
}

/** The one-click upsell templates the server offers (`GET /upsells/ocu-templates`). */
export function useOcuTemplates() {
  const client = useClient(upsellsContract);
  return useQuery({
    queryKey: [upsellsContract.endpoints.templates.path],
    queryFn: ({ signal }) => client.templates({ signal }),
    staleTime: Infinity,
    retry: false,
  });
}

/** A campaign's statistics between two dates (`YYYY-MM-DD`, inclusive). */
export function useCampaignStatistics(id: number | undefined, range: { from: string; to: string }) {
  const client = useClient(upsellsContract);
  return useQuery({
    queryKey: [...campaigns.keys.detail(id ?? 'none'), 'statistics', range],
    queryFn: ({ signal }) =>
      client.statistics({
        params: { id: id! },
        query: { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) },
        signal,
      }),
    enabled: id !== undefined,
    retry: false,
  });
}

/**
 * The product picker's search (spec 3 §7, §9: 200 at a time): the store's products whose title
 * contains the text; templates and gift cards left out. Without the products area the search
 * fails and the picker says so.
 */
export function useProductSearch(text: string) {
  const title = text.trim();
  return products.useSearch(
    {
      is_template: false,
      is_giftcard: false,
      ...(title === '' ? {} : { title: { operator: 'contains', value: title } }),
    },
    { size: UPSELL_PRODUCT_LOOKUP_SIZE },
    { retry: false },
  );
}

/** Products by id, to name the ones a campaign already holds. */
export function useProductsById(ids: readonly number[]) {
  return products.useSearch(
    { id: ids.length > 0 ? [...ids] : [0] },
    { size: UPSELL_PRODUCT_LOOKUP_SIZE },
    { retry: false, enabled: ids.length > 0 },
  );
}
