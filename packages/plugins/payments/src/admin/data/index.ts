/** The Payments data hooks, DERIVED from the contract: screens never fetch. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useClient } from '@storeroom/core';
import { paymentsContract } from '../../contract';
import type { PaymentSettingsPatch } from '../../contract';

export const paymentsKeys = { settings: ['payments', 'settings'] as const };

/** `GET /payment-settings`. */
export function usePaymentSettings() {
  const client = useClient(paymentsContract);
  return useQuery({ queryKey: paymentsKeys.settings, queryFn: () => client.settings() });
}

/** `PATCH /payment-settings`: the answer replaces the cached settings. */
export function useSavePaymentSettings() {
  const client = useClient(paymentsContract);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentSettingsPatch) => client.update({ body: body as never }),
    onSuccess: (saved) => queryClient.setQueryData(paymentsKeys.settings, saved),
  });
}
