import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { createInventoryClient, VENDORS_PATH, WAREHOUSES_PATH } from '../../../client';
import { INVENTORY_MESSAGES } from '../../../schema';
import type { Location } from '../../../schema';
import { inventoryApiRef } from '../../api';
import { createFakeInventoryHttp } from '../../test-support';
import { VendorsPage, WarehousesPage } from './locations-list';

function setup(Page: typeof WarehousesPage, path: string, account?: Account) {
  const http = createFakeInventoryHttp([]);
  render(
    <AdminTestProvider
      apis={[[inventoryApiRef, createInventoryClient(http)]]}
      account={account}
      initialPath={path}
    >
      <Page />
    </AdminTestProvider>,
  );
  return http;
}

describe('Warehouses and vendors', () => {
  it('lists warehouses and creates one, refusing a blank title first', async () => {
    const http = setup(WarehousesPage, '/admin/products/inventory/warehouses');
    const grid = await screen.findByRole('grid', { name: 'Warehouses' });
    await within(grid).findByText('Main Warehouse');
    expect(screen.getByRole('link', { name: 'Warehouses' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Add warehouse' }));
    const form = await screen.findByRole('form', { name: 'Warehouse' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(INVENTORY_MESSAGES.titleRequired)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Title/), 'Overflow Unit');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INVENTORY_MESSAGES.warehouseCreated)).toBeInTheDocument();
    const memory = await http.request<{ items: Location[] }>('GET', WAREHOUSES_PATH);
    expect(memory.items.map((w) => w.title)).toContain('Overflow Unit');
  });

  it('renames a vendor', async () => {
    const http = setup(VendorsPage, '/admin/products/inventory/vendors?id=1');
    const form = await screen.findByRole('form', { name: 'Vendor' });
    const title = within(form).getByLabelText(/Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Northwind Mills');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INVENTORY_MESSAGES.vendorUpdated)).toBeInTheDocument();
    const vendor = await http.request<Location>('GET', `${VENDORS_PATH}/1`);
    expect(vendor.title).toBe('Northwind Mills');
  });

  it('offers no add or delete under limited access', async () => {
    setup(
      WarehousesPage,
      '/admin/products/inventory/warehouses',
      testEmployeeAccount([{ subject: 'inventory', rule: 1, options: [] }]),
    );
    await screen.findByRole('grid', { name: 'Warehouses' });
    expect(screen.queryByRole('button', { name: 'Add warehouse' })).not.toBeInTheDocument();
  });
});
