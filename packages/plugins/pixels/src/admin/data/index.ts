/** The Pixels data hooks, DERIVED from the contract: screens never fetch. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceHooks, useClient } from '@storeroom/core';
import { pixelsContract } from '../../contract';

/** The `pixels` resource: list, search, item, create, update, remove, bulk (query keys included). */
export const pixels = resourceHooks(pixelsContract, 'pixels');

/** Whether a builder theme is active (spec 2 §6: no new pixels, with the deprecation warning). */
export function usePixelsStatus() {
  const client = useClient(pixelsContract);
  return useQuery({ queryKey: [...pixels.keys.all, 'status'], queryFn: () => client.status() });
}

/**
 * Deletes a pixel from its own edit screen: the lists refresh, while the pixel's cached detail
 * stays for the screen showing it until it leaves (dropping it at once, as the generic remove
 * does, refetches the deleted pixel and flashes "not found" under the user before the screen
 * goes back to the list).
 */
export function useDeletePixel() {
  const resource = pixels.useResource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => resource.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pixels.keys.lists() }),
  });
}
