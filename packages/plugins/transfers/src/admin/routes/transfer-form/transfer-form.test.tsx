import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminTestProvider } from '@storeroom/core/testing';
import { createTransfersClient } from '../../../client';
import { TRANSFERS_MESSAGES } from '../../../schema';
import { transfersApiRef } from '../../api';
import { createFakeTransfersHttp, sampleTransfers } from '../../test-support';
import { TransferFormPage } from './transfer-form';

function setup(path = '/admin/transfers/form') {
  const http = createFakeTransfersHttp(sampleTransfers(3));
  render(
    <AdminTestProvider apis={[[transfersApiRef, createTransfersClient(http)]]} initialPath={path}>
      <TransferFormPage />
    </AdminTestProvider>,
  );
  return http;
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Transfer form', () => {
  it('refuses an incomplete transfer with the spec message and field messages', async () => {
    const http = setup();
    const form = await screen.findByRole('form', { name: 'Create transfer' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TRANSFERS_MESSAGES.invalid)).toBeInTheDocument();
    expect(within(form).getByText(TRANSFERS_MESSAGES.fromRequired)).toBeInTheDocument();
    expect(within(form).getByText(TRANSFERS_MESSAGES.toRequired)).toBeInTheDocument();
    expect(within(form).getByText(TRANSFERS_MESSAGES.productsRequired)).toBeInTheDocument();
    expect(http.log.filter((l) => l === 'POST /transfers')).toHaveLength(0);
  });

  it('adds items through the dialog, limits quantities to available stock and creates', async () => {
    const http = setup();
    const form = await screen.findByRole('form', { name: 'Create transfer' });
    await choose('Origin', 'Main Warehouse');
    await choose('Destination', 'East Coast Depot');
    await userEvent.click(within(form).getByRole('button', { name: 'Add items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add items' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search products' }), 'tee');
    await userEvent.click(
      await within(dialog).findByRole('checkbox', { name: 'Select Classic Tee M (TEE-M)' }),
    );
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity of TEE-M' });
    await userEvent.tripleClick(quantity);
    await userEvent.keyboard('7');
    await userEvent.tab();
    // spec 2 §9: the totals follow after 300 ms.
    expect(
      await within(dialog).findByText('Selected: 1 products, 7 units', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to transfer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = within(form).getByRole('table', { name: 'Transfer products' });
    expect(within(table).getByText('TEE-M')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    // TEE-M has 5 available in Main Warehouse.
    expect(await within(form).findByText(TRANSFERS_MESSAGES.quantityOverStock(5))).toBeInTheDocument();
    const line = within(table).getByRole('spinbutton', { name: 'Quantity of TEE-M' });
    await userEvent.tripleClick(line);
    await userEvent.keyboard('5');
    await userEvent.tab();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TRANSFERS_MESSAGES.created(4))).toBeInTheDocument();
    const created = http.transfers().find((t) => t.id === 4)!;
    expect(created).toMatchObject({ from_warehouse: 1, to_warehouse: 2, quantity: 5 });
  });

  it('imports a CSV and says when nothing in it is known', async () => {
    setup();
    const form = await screen.findByRole('form', { name: 'Create transfer' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add items' });
    const input = within(dialog).getByLabelText('Import CSV (sku, quantity)');
    await userEvent.upload(input, new File(['sku,quantity\nNOPE,2\n'], 'items.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText(TRANSFERS_MESSAGES.csvEmpty)).toBeInTheDocument();
    await userEvent.upload(
      input,
      new File(['SKU,Quantity\ntote,3\nTEE-S,2\n'], 'items.csv', { type: 'text/csv' }),
    );
    expect(
      await within(dialog).findByText('Selected: 2 products, 5 units', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Select Canvas Tote (TOTE)' })).toBeChecked();
  });

  it('edits an existing transfer, archives it and deletes it after confirmation', async () => {
    const http = setup('/admin/transfers/form?id=1');
    const form = await screen.findByRole('form', { name: 'Transfer #T1' });
    expect(within(form).getByText('TEE-S')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(TRANSFERS_MESSAGES.archived)).toBeInTheDocument();
    expect(http.transfers().find((t) => t.id === 1)!.archived).toBe(true);
    await userEvent.click(within(form).getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(TRANSFERS_MESSAGES.deleted(1))).toBeInTheDocument();
    expect(http.transfers().some((t) => t.id === 1)).toBe(false);
  });

  it('shows a partly received transfer read-only', async () => {
    setup('/admin/transfers/form?id=2');
    const form = await screen.findByRole('form', { name: 'Transfer #T2' });
    expect(within(form).getByText(TRANSFERS_MESSAGES.receivedLocked)).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Add items' })).not.toBeInTheDocument();
  });
});
