import type { Transfer } from '../../contract';
import type { TransferLocations } from '../data';

/** "Main Warehouse" / "Vendor: Acme" for a transfer's origin or destination (ids while the names are unknown). */
export function locationName(
  transfer: Pick<Transfer, 'from_warehouse' | 'from_vendor' | 'to_warehouse' | 'to_vendor'>,
  side: 'from' | 'to',
  locations: TransferLocations | undefined,
): string {
  const warehouse = transfer[`${side}_warehouse`];
  const vendor = transfer[`${side}_vendor`];
  if (warehouse !== null)
    return locations?.warehouses.find((w) => w.id === warehouse)?.title ?? `Warehouse #${warehouse}`;
  if (vendor !== null)
    return `Vendor: ${locations?.vendors.find((v) => v.id === vendor)?.title ?? `#${vendor}`}`;
  return '—';
}
