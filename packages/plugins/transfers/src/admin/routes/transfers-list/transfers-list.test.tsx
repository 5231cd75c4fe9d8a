import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TestSession } from '@storeroom/server/testing';
import { TRANSFERS_MESSAGES } from '../../../contract';
import { ownerTransfers } from '../../../server/test-server';
import { TransfersListPage } from './transfers-list';
import { renderScreen, transfersAdminSuite } from '../../test-suite';

const s = transfersAdminSuite();

function setup(session: TestSession = s.owner) {
  renderScreen(s, <TransfersListPage />, '/admin/transfers', session);
}

const number = (id: number) => `T${id}`;

describe('Transfers list', () => {
  it('lists transfers newest first with their number, route, status and progress', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Transfers' });
    const first = await within(grid).findByRole('link', { name: number(s.sample.fromVendor.id) });
    expect(first).toHaveAttribute('href', `/admin/transfers/form?id=${s.sample.fromVendor.id}`);
    const links = within(grid)
      .getAllByRole('link')
      .filter((l) => /^T\d+$/.test(l.textContent ?? ''));
    expect(links.map((l) => l.textContent)).toEqual(
      [s.sample.fromVendor, s.sample.received, s.sample.partly, s.sample.inTransit].map((x) => number(x.id)),
    );
    const rowOf = (id: number) =>
      within(grid)
        .getByRole('link', { name: number(id) })
        .closest('[role="row"]') as HTMLElement;
    // No inventory plugin here: places show by id (the assembled admin shows their names).
    await waitFor(() => expect(rowOf(s.sample.fromVendor.id)).toHaveTextContent('Vendor: #1'));
    expect(rowOf(s.sample.fromVendor.id)).toHaveTextContent('Warehouse #2');
    expect(rowOf(s.sample.fromVendor.id)).toHaveTextContent('In transit');
    expect(rowOf(s.sample.fromVendor.id)).toHaveTextContent('0 of 6');
    expect(rowOf(s.sample.partly.id)).toHaveTextContent('Partially received');
    expect(rowOf(s.sample.partly.id)).toHaveTextContent('2 of 6');
    expect(rowOf(s.sample.received.id)).toHaveTextContent('Received');
    expect(rowOf(s.sample.received.id)).toHaveTextContent('6 of 6');
    expect(
      within(grid).getByRole('link', { name: `Receive ${number(s.sample.inTransit.id)}` }),
    ).toHaveAttribute('href', `/admin/transfers/receive?id=${s.sample.inTransit.id}`);
    expect(
      within(grid).queryByRole('link', { name: `Receive ${number(s.sample.received.id)}` }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create transfer' })).toBeInTheDocument();
  });

  it('archives selected transfers, and the server holds them archived', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Transfers' });
    const id = s.sample.partly.id;
    await within(grid).findByRole('link', { name: number(id) });
    await userEvent.click(within(grid).getByRole('checkbox', { name: new RegExp(`\\b${number(id)}$`) }));
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(TRANSFERS_MESSAGES.archived, {}, { timeout: 30_000 })).toBeInTheDocument();
    expect((await (await ownerTransfers(s.t)).get(id)).archived).toBe(true);
  });

  it('offers no create, archive, delete or receive under limited access', async () => {
    setup(await s.t.employeeSession([{ subject: 'products_and_collections', rule: 1, options: [] }]));
    const grid = await screen.findByRole('grid', { name: 'Transfers' });
    await within(grid).findByRole('link', { name: number(s.sample.inTransit.id) });
    expect(screen.queryByRole('button', { name: 'Create transfer' })).not.toBeInTheDocument();
    expect(
      within(grid).queryByRole('link', { name: `Receive ${number(s.sample.inTransit.id)}` }),
    ).not.toBeInTheDocument();
  });
});
