/**
 * Issue 18 item 17: what spec 2 gives the transfers screens, word for word and where the spec
 * puts it, on the real server. The texts are written out here (not read from the contract), so
 * a changed character in the code fails: the form's invalid notice (spec 2 §5), the toasts of
 * spec 2 §8 and the deletion question with Yes/No (spec 2 §8 "Confirmations").
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ownerTransfers } from '../server/test-server';
import { TransferFormPage } from './routes/transfer-form/transfer-form';
import { TransferReceivePage } from './routes/transfer-receive/transfer-receive';
import { renderScreen, transfersAdminSuite } from './test-suite';

const s = transfersAdminSuite();

const SLOW = { timeout: 30_000 };

/** A transfer of this test's own, in transit between the two warehouses. */
async function ownTransfer() {
  return (await ownerTransfers(s.t)).create({
    from_warehouse: 1,
    to_warehouse: 2,
    products: [{ sku: 'TEE-S', quantity: 1 }],
  });
}

/** The notifications region: where spec 2 §8's success messages appear. */
const toasts = () => screen.findByRole('region', { name: /^Notifications/ }, SLOW);

async function formOf(id: number) {
  renderScreen(s, <TransferFormPage />, `/admin/transfers/form?id=${id}`);
  return screen.findByRole('form', { name: `Transfer #T${id}` }, SLOW);
}

describe('transfers screens say what spec 2 says, verbatim', () => {
  it('form, saved invalid: "Some transfers contain errors." (spec 2 §5)', async () => {
    renderScreen(s, <TransferFormPage />, '/admin/transfers/form');
    const form = await screen.findByRole('form', { name: 'Create transfer' }, SLOW);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some transfers contain errors.')).toBeInTheDocument();
  });

  it.each([
    ['Save', (id: number) => `Updated successfully: Transfer #T${id}`],
    ['Archive', () => 'Archived successfully'],
  ] as const)('form, %s: the spec 2 §8 notification', async (button, text) => {
    const { id } = await ownTransfer();
    const form = await formOf(id);
    await userEvent.click(within(form).getByRole('button', { name: button }));
    expect(await within(await toasts()).findByText(text(id), {}, SLOW)).toBeInTheDocument();
  });

  it('form, Unarchive: "Unarchived successfully"', async () => {
    const { id } = await ownTransfer();
    await (await ownerTransfers(s.t)).update(id, { archived: true });
    const form = await formOf(id);
    await userEvent.click(await within(form).findByRole('button', { name: 'Unarchive' }, SLOW));
    expect(await within(await toasts()).findByText('Unarchived successfully', {}, SLOW)).toBeInTheDocument();
  });

  it('form, Delete: asks "Are you sure you want to delete it?" with Yes/No, then "Transfer T{id} deleted successfully"', async () => {
    const { id } = await ownTransfer();
    const form = await formOf(id);
    await userEvent.click(within(form).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText('Are you sure you want to delete it?')).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'No' })).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(
      await within(await toasts()).findByText(`Transfer T${id} deleted successfully`, {}, SLOW),
    ).toBeInTheDocument();
  });

  it('receive, Receive: "Received successfully: Transfer #T{id}"', async () => {
    const { id } = await ownTransfer();
    renderScreen(s, <TransferReceivePage />, `/admin/transfers/receive?id=${id}`);
    const form = await screen.findByRole('form', { name: `Receive transfer #T${id}` }, SLOW);
    await userEvent.click(within(form).getByRole('button', { name: 'Receive all' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Receive' }));
    expect(
      await within(await toasts()).findByText(`Received successfully: Transfer #T${id}`, {}, SLOW),
    ).toBeInTheDocument();
  });
});
