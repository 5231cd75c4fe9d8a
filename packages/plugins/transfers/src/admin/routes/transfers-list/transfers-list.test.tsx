import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { createTransfersClient } from '../../../client';
import { TRANSFERS_MESSAGES } from '../../../schema';
import { transfersApiRef } from '../../api';
import { createFakeTransfersHttp, sampleTransfers } from '../../test-support';
import { TransfersListPage } from './transfers-list';

function setup(account?: Account) {
  const http = createFakeTransfersHttp(sampleTransfers(4));
  render(
    <AdminTestProvider
      apis={[[transfersApiRef, createTransfersClient(http)]]}
      account={account}
      initialPath="/admin/transfers"
    >
      <TransfersListPage />
    </AdminTestProvider>,
  );
  return http;
}

describe('Transfers list', () => {
  it('lists transfers newest first with their number, route, status and progress', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Transfers' });
    const first = await within(grid).findByRole('link', { name: 'T4' });
    expect(first).toHaveAttribute('href', '/admin/transfers/form?id=4');
    const rowOf = (name: string) =>
      within(grid).getByRole('link', { name }).closest('[role="row"]') as HTMLElement;
    await waitFor(() => expect(rowOf('T4')).toHaveTextContent('Vendor: Northwind Textiles'));
    const row = rowOf('T4');
    expect(row).toHaveTextContent('East Coast Depot');
    expect(row).toHaveTextContent('In transit');
    expect(row).toHaveTextContent('0 of 6');
    const second = within(grid).getByRole('link', { name: 'T3' }).closest('[role="row"]') as HTMLElement;
    expect(second).toHaveTextContent('Received');
    expect(second).toHaveTextContent('6 of 6');
    expect(within(grid).getByRole('link', { name: 'Receive T1' })).toHaveAttribute(
      'href',
      '/admin/transfers/receive?id=1',
    );
    expect(screen.getByRole('button', { name: 'Create transfer' })).toBeInTheDocument();
  });

  it('archives selected transfers', async () => {
    const http = setup();
    const grid = await screen.findByRole('grid', { name: 'Transfers' });
    await within(grid).findByRole('link', { name: 'T2' });
    await userEvent.click(within(grid).getByRole('checkbox', { name: /T2/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(TRANSFERS_MESSAGES.archived)).toBeInTheDocument();
    expect(http.log).toContain('POST /transfers/archive');
  });

  it('offers no create, archive or delete under limited access', async () => {
    setup(testEmployeeAccount([{ subject: 'products_and_collections', rule: 1, options: [] }]));
    const grid = await screen.findByRole('grid', { name: 'Transfers' });
    await within(grid).findByRole('link', { name: 'T1' });
    expect(screen.queryByRole('button', { name: 'Create transfer' })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('link', { name: 'Receive T1' })).not.toBeInTheDocument();
  });
});
