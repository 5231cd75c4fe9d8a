import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminTestProvider } from '@storeroom/core/testing';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { TRANSFERS_MESSAGES } from '../../../contract';
import { createSampleTransfers, ownerTransfers, transfersTestServer } from '../../../server/test-server';
import { TransfersListPage } from './transfers-list';

let t: TestServer;
let owner: TestSession;
let sample: Awaited<ReturnType<typeof createSampleTransfers>>;
beforeAll(async () => {
  t = await transfersTestServer();
  owner = await t.session(DEMO_CREDENTIALS.owner);
  sample = await createSampleTransfers(t);
});
afterAll(() => t.close());

function setup(session: TestSession = owner) {
  render(
    <AdminTestProvider fetch={t.fetch} {...session} initialPath="/admin/transfers">
      <TransfersListPage />
    </AdminTestProvider>,
  );
}

const number = (id: number) => `T${id}`;

describe('Transfers list', () => {
  it('lists transfers newest first with their number, route, status and progress', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Transfers' });
    const first = await within(grid).findByRole('link', { name: number(sample.fromVendor.id) });
    expect(first).toHaveAttribute('href', `/admin/transfers/form?id=${sample.fromVendor.id}`);
    const links = within(grid)
      .getAllByRole('link')
      .filter((l) => /^T\d+$/.test(l.textContent ?? ''));
    expect(links.map((l) => l.textContent)).toEqual(
      [sample.fromVendor, sample.received, sample.partly, sample.inTransit].map((x) => number(x.id)),
    );
    const rowOf = (id: number) =>
      within(grid)
        .getByRole('link', { name: number(id) })
        .closest('[role="row"]') as HTMLElement;
    // No inventory plugin here: places show by id (the assembled admin shows their names).
    await waitFor(() => expect(rowOf(sample.fromVendor.id)).toHaveTextContent('Vendor: #1'));
    expect(rowOf(sample.fromVendor.id)).toHaveTextContent('Warehouse #2');
    expect(rowOf(sample.fromVendor.id)).toHaveTextContent('In transit');
    expect(rowOf(sample.fromVendor.id)).toHaveTextContent('0 of 6');
    expect(rowOf(sample.partly.id)).toHaveTextContent('Partially received');
    expect(rowOf(sample.partly.id)).toHaveTextContent('2 of 6');
    expect(rowOf(sample.received.id)).toHaveTextContent('Received');
    expect(rowOf(sample.received.id)).toHaveTextContent('6 of 6');
    expect(
      within(grid).getByRole('link', { name: `Receive ${number(sample.inTransit.id)}` }),
    ).toHaveAttribute('href', `/admin/transfers/receive?id=${sample.inTransit.id}`);
    expect(
      within(grid).queryByRole('link', { name: `Receive ${number(sample.received.id)}` }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create transfer' })).toBeInTheDocument();
  });

  it('archives selected transfers, and the server holds them archived', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Transfers' });
    const id = sample.partly.id;
    await within(grid).findByRole('link', { name: number(id) });
    await userEvent.click(within(grid).getByRole('checkbox', { name: new RegExp(`\\b${number(id)}$`) }));
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(TRANSFERS_MESSAGES.archived, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect((await (await ownerTransfers(t)).get(id)).archived).toBe(true);
  });

  it('offers no create, archive, delete or receive under limited access', async () => {
    setup(await t.employeeSession([{ subject: 'products_and_collections', rule: 1, options: [] }]));
    const grid = await screen.findByRole('grid', { name: 'Transfers' });
    await within(grid).findByRole('link', { name: number(sample.inTransit.id) });
    expect(screen.queryByRole('button', { name: 'Create transfer' })).not.toBeInTheDocument();
    expect(
      within(grid).queryByRole('link', { name: `Receive ${number(sample.inTransit.id)}` }),
    ).not.toBeInTheDocument();
  });
});
