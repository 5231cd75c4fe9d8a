import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { createTransfersClient } from '../../../client';
import { TRANSFERS_MESSAGES } from '../../../schema';
import { transfersApiRef } from '../../api';
import { createFakeTransfersHttp, sampleTransfers } from '../../test-support';
import { TransferReceivePage } from './transfer-receive';

function setup(path: string, account?: Account) {
  const http = createFakeTransfersHttp(sampleTransfers(3));
  render(
    <AdminTestProvider
      apis={[[transfersApiRef, createTransfersClient(http)]]}
      account={account}
      initialPath={path}
    >
      <TransferReceivePage />
    </AdminTestProvider>,
  );
  return http;
}

describe('Receive transfer', () => {
  it('receives in two parts, adding to what arrived before', async () => {
    const http = setup('/admin/transfers/receive?id=1');
    const form = await screen.findByRole('form', { name: 'Receive transfer #T1' });
    expect(form).toHaveTextContent('Main Warehouse → East Coast Depot');
    const tee = within(form).getByRole('spinbutton', { name: 'Receive now of TEE-S' });
    await userEvent.clear(tee);
    await userEvent.type(tee, '3');
    await userEvent.tab();
    await userEvent.click(within(form).getByRole('button', { name: 'Receive' }));
    expect(await screen.findByText(TRANSFERS_MESSAGES.received(1))).toBeInTheDocument();
    expect(form).toHaveTextContent('Partially received');
    expect(http.transfers()[0]!.products!.map((p) => p.received)).toEqual([3, 0]);
    await userEvent.click(within(form).getByRole('button', { name: 'Receive all' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Receive' }));
    expect(await within(form).findByText(/Received 6 of 6/)).toBeInTheDocument();
    expect(http.transfers()[0]!.products!.map((p) => p.received)).toEqual([4, 2]);
    expect(within(form).queryByRole('button', { name: 'Receive' })).not.toBeInTheDocument();
  });

  it('caps what can be typed at quantity minus received', async () => {
    setup('/admin/transfers/receive?id=2');
    const form = await screen.findByRole('form', { name: 'Receive transfer #T2' });
    const tee = within(form).getByRole('spinbutton', { name: 'Receive now of TEE-S' });
    await userEvent.clear(tee);
    await userEvent.type(tee, '9');
    await userEvent.tab();
    expect(tee).toHaveValue('2');
  });

  it('shows a missing transfer and limited access without receiving', async () => {
    setup('/admin/transfers/receive?id=99');
    expect(await screen.findByText('Transfer not found')).toBeInTheDocument();
  });

  it('is read-only under limited access', async () => {
    setup(
      '/admin/transfers/receive?id=1',
      testEmployeeAccount([{ subject: 'products_and_collections', rule: 1, options: [] }]),
    );
    const form = await screen.findByRole('form', { name: 'Receive transfer #T1' });
    expect(within(form).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Receive' })).not.toBeInTheDocument();
  });
});
