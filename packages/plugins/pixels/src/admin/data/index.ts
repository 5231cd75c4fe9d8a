/** The Pixels data hooks, DERIVED from the contract: screens never fetch. */
import { useQuery } from '@tanstack/react-query';
import { resourceHooks, useClient } from '@storeroom/core';
import { pixelsContract } from '../../contract';

/** The `pixels` resource: list, search, item, create, update, remove, bulk (query keys included). */
export const pixels = resourceHooks(pixelsContract, 'pixels');

/** Whether a builder theme is active (spec 2 §6: no new pixels, with the deprecation warning). */
export function usePixelsStatus() {
  const client = useClient(pixelsContract);
  return useQuery({ queryKey: [...pixels.keys.all, 'status'], queryFn: () => client.status() });
}
