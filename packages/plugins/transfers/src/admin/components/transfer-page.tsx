import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ResourcePage } from '@storeroom/core';
import type { ResourcePageSource } from '@storeroom/core';
import type { Transfer } from '../../contract';
import { transfers } from '../data';

/** A transfer with its product lines (the form and the receive page work on the lines). */
const transferWithLines: ResourcePageSource<Transfer> = {
  useItem: (id) => transfers.useItem(id, { expand: ['products'], retry: false }),
};

/** `?id=` of a transfer screen: a positive whole number, else none (a new transfer). */
function useTransferId(): number | null {
  const [params] = useSearchParams();
  const raw = params.get('id');
  return raw && /^\d+$/.test(raw) && raw !== '0' ? Number(raw) : null;
}

/**
 * The frame of a screen of one transfer (`?id=`): loading, "Transfer not found" and a failed
 * load (with the way back to the list), then `children` with the loaded transfer, or
 * `undefined` without an id.
 */
export function TransferPage({ children }: { children: (transfer: Transfer | undefined) => ReactNode }) {
  return (
    <ResourcePage
      resource={transferWithLines}
      id={useTransferId()}
      noun="transfer"
      backTo={{ href: '/admin/transfers', label: 'Back to transfers' }}
    >
      {children}
    </ResourcePage>
  );
}
