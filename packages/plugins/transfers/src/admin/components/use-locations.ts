import { useQuery } from '@tanstack/react-query';
import { useApi } from '@storeroom/core';
import type { TransferLocation } from '../../client';
import type { Transfer } from '../../schema';
import { transfersApiRef } from '../api';

/** Warehouses and vendors (read from the inventory area over HTTP), cached for the screens. */
export function useLocations() {
  const client = useApi(transfersApiRef);
  return useQuery({
    queryKey: ['transfers', 'locations'],
    queryFn: ({ signal }) => client.locations(signal),
    staleTime: 60_000,
  });
}

/** "Main Warehouse" / "Vendor: Acme" for a transfer's origin or destination. */
export function locationName(
  transfer: Pick<Transfer, 'from_warehouse' | 'from_vendor' | 'to_warehouse' | 'to_vendor'>,
  side: 'from' | 'to',
  locations: { warehouses: TransferLocation[]; vendors: TransferLocation[] } | undefined,
): string {
  const warehouse = transfer[`${side}_warehouse`];
  const vendor = transfer[`${side}_vendor`];
  if (warehouse !== null)
    return locations?.warehouses.find((w) => w.id === warehouse)?.title ?? `Warehouse #${warehouse}`;
  if (vendor !== null)
    return `Vendor: ${locations?.vendors.find((v) => v.id === vendor)?.title ?? `#${vendor}`}`;
  return '—';
}
