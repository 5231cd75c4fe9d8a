import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TestSession } from '@storeroom/server/testing';
import { TRANSFERS_MESSAGES } from '../../../contract';
import { ownerTransfers } from '../../../server/test-server';
import { TransferReceivePage } from './transfer-receive';
import { renderScreen, transfersAdminSuite } from '../../test-suite';

const s = transfersAdminSuite();

function setup(path: string, session: TestSession = s.owner) {
  renderScreen(s, <TransferReceivePage />, path, session);
}

const receivedOf = async (id: number) =>
  ((await (await ownerTransfers(s.t)).get(id, { expand: ['products'] })).products ?? []).map(
    (p) => p.received,
  );

describe('Receive transfer', () => {
  it('receives in two parts, adding to what arrived before, and the server holds it', async () => {
    const id = s.sample.inTransit.id;
    setup(`/admin/transfers/receive?id=${id}`);
    const form = await screen.findByRole('form', { name: `Receive transfer #T${id}` });
    // No inventory plugin here: places show by id.
    expect(form).toHaveTextContent('Warehouse #1 → Warehouse #2');
    const tee = within(form).getByRole('spinbutton', { name: 'Receive now of TEE-S' });
    await userEvent.clear(tee);
    await userEvent.type(tee, '3');
    await userEvent.tab();
    await userEvent.click(within(form).getByRole('button', { name: 'Receive' }));
    expect(
      await screen.findByText(TRANSFERS_MESSAGES.received(id), {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(form).toHaveTextContent('Partially received');
    expect(await receivedOf(id)).toEqual([3, 0]);
    await userEvent.click(within(form).getByRole('button', { name: 'Receive all' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Receive' }));
    expect(await within(form).findByText(/Received 6 of 6/, {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(await receivedOf(id)).toEqual([4, 2]);
    expect(within(form).queryByRole('button', { name: 'Receive' })).not.toBeInTheDocument();
  });

  it('caps what can be typed at quantity minus received', async () => {
    const id = s.sample.partly.id;
    setup(`/admin/transfers/receive?id=${id}`);
    const form = await screen.findByRole('form', { name: `Receive transfer #T${id}` });
    const tee = within(form).getByRole('spinbutton', { name: 'Receive now of TEE-S' });
    await userEvent.clear(tee);
    await userEvent.type(tee, '9');
    await userEvent.tab();
    expect(tee).toHaveValue('2');
  });

  it('shows a missing transfer', async () => {
    setup('/admin/transfers/receive?id=9999');
    expect(await screen.findByText('Transfer not found')).toBeInTheDocument();
  });

  it('is read-only under limited access', async () => {
    const id = s.sample.fromVendor.id;
    setup(
      `/admin/transfers/receive?id=${id}`,
      await s.t.employeeSession([{ subject: 'products_and_collections', rule: 1, options: [] }]),
    );
    const form = await screen.findByRole('form', { name: `Receive transfer #T${id}` });
    expect(form).toHaveTextContent('Vendor: #1 → Warehouse #2');
    expect(within(form).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Receive' })).not.toBeInTheDocument();
  });
});
