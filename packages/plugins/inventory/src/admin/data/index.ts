/** The Inventory data hooks, derived from the contract: screens never fetch. */
import { useMemo } from 'react';
import { resourceHooks, useClient } from '@storeroom/core';
import { inventoryGroups } from '../../client';
import type { InventoryGroupsClient } from '../../client';
import { inventoryContract } from '../../contract';

export const inventoryItems = resourceHooks(inventoryContract, 'items');
export const warehouses = resourceHooks(inventoryContract, 'warehouses');
export const vendors = resourceHooks(inventoryContract, 'vendors');

/** Inventory grouped by product, as a resource for the list's GridPanel. */
export function useInventoryGroups(): InventoryGroupsClient {
  const client = useClient(inventoryContract);
  return useMemo(() => inventoryGroups(client), [client]);
}
