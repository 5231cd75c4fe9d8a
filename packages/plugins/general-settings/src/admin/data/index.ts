/**
 * The general settings' data hooks, derived from core's contract (the store profile is core
 * data) and, for renumbering, from the orders plugin's contract: screens never fetch.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdmin, useClient } from '@storeroom/core';
import { coreContract } from '@storeroom/core/contract';
import type { GeneralSettings, GeneralSettingsUpdate } from '@storeroom/core/contract';
import { ordersContract } from '@storeroom/plugin-orders/contract';

/** Query keys of the page. */
export const generalSettingsKeys = {
  all: ['core', 'general-settings'] as const,
};

/** `GET /settings/general?expand=s3_folder`. */
export function useGeneralSettings() {
  const client = useClient(coreContract);
  return useQuery({
    queryKey: generalSettingsKeys.all,
    queryFn: () => client.getGeneralSettings({ query: { expand: 's3_folder' } }),
  });
}

/**
 * The writes of the page. Each answer replaces the cached settings, and the signed-in
 * account is reloaded so the store context (time zone, currency, weight unit) every screen
 * formats with follows at once.
 */
export function useGeneralSettingsUpdates() {
  const client = useClient(coreContract);
  const orders = useClient(ordersContract);
  const queryClient = useQueryClient();
  const { session } = useAdmin();
  const saved = async (settings: GeneralSettings) => {
    queryClient.setQueryData(generalSettingsKeys.all, (old: GeneralSettings | undefined) => ({
      ...settings,
      ...(old?.s3_folder !== undefined ? { s3_folder: old.s3_folder } : {}),
    }));
    await session.refreshAccount({ force: true }).catch(() => undefined);
  };
  return {
    update: useMutation({
      mutationFn: (body: GeneralSettingsUpdate) => client.updateGeneralSettings({ body }),
      onSuccess: saved,
    }),
    timezone: useMutation({
      mutationFn: (timezone: string) => client.updateTimezone({ body: { timezone } }),
      onSuccess: saved,
    }),
    // The session ends right after (spec 3 §4): nothing to refresh.
    subdomain: useMutation({
      mutationFn: (body: { subdomain: string; admin_password: string }) => client.updateSubdomain({ body }),
      onSuccess: (settings) => queryClient.setQueryData(generalSettingsKeys.all, settings),
    }),
    deleteStore: useMutation({
      mutationFn: (admin_password: string) => client.deleteStore({ body: { admin_password } }),
    }),
    // The orders plugin's renumbering (`POST /orders/update-display-numbers`), through its contract.
    renumber: useMutation({
      mutationFn: (start: number) => orders.updateDisplayNumbers({ body: { start } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
    }),
  };
}
