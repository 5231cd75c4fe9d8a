/** The Checkout settings data hooks, DERIVED from the contract: screens never fetch. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useClient } from '@storeroom/core';
import { coreContract } from '@storeroom/core/contract';
import { CHECKOUT_LOGO_UPLOAD_TYPE, checkoutContract } from '../../contract';
import type { CheckoutSettingsUpdate } from '../../contract';

export const checkoutKeys = { settings: ['checkout', 'settings'] as const };

/** `GET /settings/checkout`. */
export function useCheckoutSettings() {
  const client = useClient(checkoutContract);
  return useQuery({ queryKey: checkoutKeys.settings, queryFn: () => client.get() });
}

/** `PATCH /settings/checkout`: the answer replaces the cached settings. */
export function useSaveCheckoutSettings() {
  const client = useClient(checkoutContract);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckoutSettingsUpdate) => client.update({ body }),
    onSuccess: (saved) => queryClient.setQueryData(checkoutKeys.settings, saved),
  });
}

/** Uploads the header image through core's files capability (type `checkout_logo`: settings access, one image). */
export function useUploadHeaderImage() {
  const core = useClient(coreContract);
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('type', CHECKOUT_LOGO_UPLOAD_TYPE);
      body.append('files[]', file, file.name);
      const [uploaded] = await core.uploadFiles({ body });
      return uploaded!;
    },
  });
}
