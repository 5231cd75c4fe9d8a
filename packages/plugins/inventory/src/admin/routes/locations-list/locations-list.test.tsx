import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TestSession } from '@storeroom/server/testing';
import { INVENTORY_MESSAGES } from '../../../contract';
import { renderScreen, startInventoryServer } from '../../test-setup';
import { VendorsPage, WarehousesPage } from './locations-list';

const srv = startInventoryServer();

/** Warehouses and vendors as the server holds them (read as the owner). */
const server = () => srv.api();
const titles = async (kind: 'warehouses' | 'vendors') =>
  (await server()[kind].list({ size: 200 })).items.map((l) => l.title);

function setup(Page: typeof WarehousesPage, path: string, session?: TestSession) {
  renderScreen(srv, <Page />, path, session);
}

describe('Warehouses and vendors', () => {
  it('lists warehouses by title and creates one, refusing a blank title first', async () => {
    setup(WarehousesPage, '/admin/products/inventory/warehouses');
    const grid = await screen.findByRole('grid', { name: 'Warehouses' });
    await within(grid).findByText('Main Warehouse');
    expect(screen.getByRole('link', { name: 'Warehouses' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Add warehouse' }));
    const form = await screen.findByRole('form', { name: 'Warehouse' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(INVENTORY_MESSAGES.titleRequired)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Title/), 'Overflow Unit');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(INVENTORY_MESSAGES.warehouseCreated, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(await titles('warehouses')).toContain('Overflow Unit');
  });

  it('shows the server’s refusal of a title already used, and creates nothing', async () => {
    const before = await titles('vendors');
    setup(VendorsPage, '/admin/products/inventory/vendors?id=0');
    const form = await screen.findByRole('form', { name: 'Vendor' });
    await userEvent.type(within(form).getByLabelText(/Title/), 'acme supply co.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(INVENTORY_MESSAGES.titleTaken)).toBeInTheDocument();
    expect(await titles('vendors')).toEqual(before);
  });

  it('renames a vendor', async () => {
    const [first] = (await server().vendors.list({ sort: 'id' })).items;
    setup(VendorsPage, `/admin/products/inventory/vendors?id=${first!.id}`);
    const form = await screen.findByRole('form', { name: 'Vendor' });
    const title = within(form).getByLabelText(/Title/);
    expect(title).toHaveValue(first!.title);
    await userEvent.clear(title);
    await userEvent.type(title, 'Northwind Mills');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(INVENTORY_MESSAGES.vendorUpdated, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect((await server().vendors.get(first!.id)).title).toBe('Northwind Mills');
  });

  it('offers no add or save under limited access', async () => {
    const [first] = (await server().warehouses.list()).items;
    setup(
      WarehousesPage,
      `/admin/products/inventory/warehouses?id=${first!.id}`,
      await srv.t.employeeSession([{ subject: 'inventory', rule: 1, options: [] }]),
    );
    const form = await screen.findByRole('form', { name: 'Warehouse' });
    expect(within(form).getByLabelText(/Title/)).toHaveAttribute('readonly');
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add warehouse' })).not.toBeInTheDocument();
  });
});
