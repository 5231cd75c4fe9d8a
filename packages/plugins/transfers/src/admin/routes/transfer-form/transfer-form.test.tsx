import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TestSession } from '@storeroom/server/testing';
import { TRANSFERS_MESSAGES } from '../../../contract';
import { ownerTransfers } from '../../../server/test-server';
import { TransferFormPage } from './transfer-form';
import { renderScreen, transfersAdminSuite } from '../../test-suite';

// Adding items (the inventory plugin's search and stock) is tested in the assembled admin
// (examples/admin), where the inventory plugin runs beside this one.
const s = transfersAdminSuite();

function setup(path = '/admin/transfers/form', session: TestSession = s.owner) {
  renderScreen(s, <TransferFormPage />, path, session);
}

const count = async () => (await (await ownerTransfers(s.t)).list())._meta.totalCount;

describe('Transfer form', () => {
  it('refuses an incomplete transfer with the spec message and field messages, and creates nothing', async () => {
    const before = await count();
    setup();
    const form = await screen.findByRole('form', { name: 'Create transfer' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TRANSFERS_MESSAGES.invalid)).toBeInTheDocument();
    expect(within(form).getByText(TRANSFERS_MESSAGES.fromRequired)).toBeInTheDocument();
    expect(within(form).getByText(TRANSFERS_MESSAGES.toRequired)).toBeInTheDocument();
    expect(within(form).getByText(TRANSFERS_MESSAGES.productsRequired)).toBeInTheDocument();
    expect(await count()).toBe(before);
  });

  it('edits an existing transfer: a changed quantity is saved', async () => {
    const id = s.sample.fromVendor.id;
    setup(`/admin/transfers/form?id=${id}`);
    const form = await screen.findByRole('form', { name: `Transfer #T${id}` });
    const tote = within(form).getByRole('spinbutton', { name: 'Quantity of TOTE' });
    await userEvent.tripleClick(tote);
    await userEvent.keyboard('5');
    await userEvent.tab();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(TRANSFERS_MESSAGES.updated(id), {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    const saved = await (await ownerTransfers(s.t)).get(id, { expand: ['products'] });
    expect(saved).toMatchObject({ from_vendor: 1, to_warehouse: 2, quantity: 9 });
    expect(saved.products!.map((p) => [p.sku, p.quantity])).toEqual([
      ['TEE-S', 4],
      ['TOTE', 5],
    ]);
  });

  it('archives a transfer and deletes it after confirmation', async () => {
    const id = s.sample.inTransit.id;
    setup(`/admin/transfers/form?id=${id}`);
    const form = await screen.findByRole('form', { name: `Transfer #T${id}` });
    expect(within(form).getByText('TEE-S')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(TRANSFERS_MESSAGES.archived, {}, { timeout: 30_000 })).toBeInTheDocument();
    expect((await (await ownerTransfers(s.t)).get(id)).archived).toBe(true);
    expect(await within(form).findByRole('button', { name: 'Unarchive' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText(TRANSFERS_MESSAGES.deleted(id), {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    await expect((await ownerTransfers(s.t)).get(id)).rejects.toMatchObject({ status: 404 });
  });

  it('shows a partly received transfer read-only', async () => {
    const id = s.sample.partly.id;
    setup(`/admin/transfers/form?id=${id}`);
    const form = await screen.findByRole('form', { name: `Transfer #T${id}` });
    expect(within(form).getByText(TRANSFERS_MESSAGES.receivedLocked)).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Add items' })).not.toBeInTheDocument();
  });

  it('is read-only under limited access', async () => {
    const id = s.sample.received.id;
    setup(
      `/admin/transfers/form?id=${id}`,
      await s.t.employeeSession([{ subject: 'products_and_collections', rule: 1, options: [] }]),
    );
    const form = await screen.findByRole('form', { name: `Transfer #T${id}` });
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
