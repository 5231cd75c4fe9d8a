/** The Hello data hooks, DERIVED from the contracts: screens never fetch. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceHooks, useClient } from '@storeroom/core';
import { customersContract } from '@storeroom/plugin-customers/contract';
import type { HelloClient } from '../../client';
import { helloContract } from '../../contract';
import type { HelloItem, HelloSettings } from '../../contract';

/** The `items` resource: list, search, item, create, update, remove, bulk (query keys included). */
export const items = resourceHooks(helloContract, 'items');

/**
 * A domain endpoint of the contract run on one item, as a mutation; afterwards every list and
 * the item are refreshed. A new endpoint needs no new hook:
 * `useItemEndpoint((client, id) => client.archive({ params: { id } }))`.
 */
export function useItemEndpoint(run: (client: HelloClient, id: number) => Promise<HelloItem>) {
  const client = useClient(helloContract);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => run(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: items.keys.all }),
  });
}

// Added by hand: the store's settings (the `getSettings` and `saveSettings` endpoints).
const settingsKey = ['hello', 'settings'] as const;

export function useHelloSettings() {
  const client = useClient(helloContract);
  return useQuery({ queryKey: settingsKey, queryFn: () => client.getSettings() });
}

export function useSaveHelloSettings() {
  const client = useClient(helloContract);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HelloSettings) => client.saveSettings({ body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

/**
 * Added by hand: customers matching a text, read through the customers plugin's contract
 * (`@storeroom/plugin-customers/contract`, the only part of it Hello may import): the
 * derived client on the admin's transport, so the customers server's own rules apply.
 */
export function useCustomerLookup(text: string, enabled: boolean) {
  const customers = useClient(customersContract).customers;
  const query = text.trim();
  return useQuery({
    queryKey: ['hello', 'customer-lookup', query],
    queryFn: () => customers.search(query ? { query } : {}, { size: 10 }),
    enabled,
  });
}
