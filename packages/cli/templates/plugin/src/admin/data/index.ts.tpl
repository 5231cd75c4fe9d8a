/** The __TITLE__ data hooks, DERIVED from the contract: screens never fetch. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceHooks, useClient } from '@storeroom/core';
import type { __PASCAL__Client } from '../../client';
import { __CAMEL__Contract } from '../../contract';
import type { __PASCAL__Item } from '../../contract';

/** The `items` resource: list, search, item, create, update, remove, bulk (query keys included). */
export const items = resourceHooks(__CAMEL__Contract, 'items');

/**
 * A domain endpoint of the contract run on one item, as a mutation; afterwards every list and
 * the item are refreshed. A new endpoint needs no new hook:
 * `useItemEndpoint((client, id) => client.archive({ params: { id } }))`.
 */
export function useItemEndpoint(run: (client: __PASCAL__Client, id: number) => Promise<__PASCAL__Item>) {
  const client = useClient(__CAMEL__Contract);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => run(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: items.keys.all }),
  });
}
