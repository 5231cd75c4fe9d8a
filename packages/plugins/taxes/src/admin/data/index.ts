/** The Taxes data hooks, DERIVED from the contract: screens never fetch. */
import { useQuery } from '@tanstack/react-query';
import { resourceHooks, useClient } from '@storeroom/core';
import { taxesContract } from '../../contract';

/** The `taxes` resource: list, search, item, create, update, remove, bulk (query keys included). */
export const taxes = resourceHooks(taxesContract, 'taxes');

/**
 * The country/state pairs the store's taxes use (the modal excludes them, spec 3 §5). Under the
 * resource's keys, so every save or delete of a tax refreshes it.
 */
export function useUsedRegions() {
  const client = useClient(taxesContract);
  return useQuery({
    queryKey: [...taxes.keys.lists(), 'used-regions'],
    queryFn: () => client.usedRegions(),
  });
}

/**
 * The countries and their subdivisions, loaded on first use from the data package (its own
 * chunk): the shell and the list never wait for it.
 */
export function useCountries() {
  return useQuery({
    queryKey: ['taxes', 'countries'],
    queryFn: () => import('../../regions'),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
