/** The Shipping data hooks, DERIVED from the contract: screens never fetch. */
import { useQuery } from '@tanstack/react-query';
import { resourceHooks } from '@storeroom/core';
import { shippingContract } from '../../contract';

/** The `zones` resource: list, search, item, create, update, remove, bulk (query keys included). */
export const zones = resourceHooks(shippingContract, 'zones');

/**
 * The countries and their subdivisions, loaded on first use from the data package (its own
 * chunk): the shell and the grid never wait for it.
 */
export function useCountries() {
  return useQuery({
    queryKey: ['shipping', 'countries'],
    queryFn: () => import('../../regions'),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
