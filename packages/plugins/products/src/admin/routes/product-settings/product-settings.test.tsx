import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { PRODUCTS_MESSAGES } from '../../../schema';
import { productSettingsApiRef, productsApiRef } from '../../api';
import { fakeProductsApi } from '../../test-support';
import { ProductSettingsPage } from './product-settings';

function setup(account?: Account) {
  const api = fakeProductsApi({
    settings: { sku: true, textareas: { enabled: true, values: ['Description', 'Care'] } },
  });
  const user = userEvent.setup();
  render(
    <AdminTestProvider
      apis={[
        [productsApiRef, api.products],
        [productSettingsApiRef, api.settings],
      ]}
      account={account}
      initialPath="/admin/settings/product"
    >
      <ProductSettingsPage />
    </AdminTestProvider>,
  );
  return { api, user };
}

describe('Product settings page', () => {
  it('adds a tab, refusing a duplicate name case-insensitively, and saves the sku flag', async () => {
    const { api, user } = setup();
    await screen.findByRole('list', { name: 'Tab names' });
    await user.type(screen.getByRole('textbox', { name: 'New tab' }), 'care');
    await user.click(screen.getByRole('button', { name: 'Add tab' }));
    expect(await screen.findByText(PRODUCTS_MESSAGES.tabDuplicate)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'New tab' }));
    await user.type(screen.getByRole('textbox', { name: 'New tab' }), 'Shipping');
    await user.click(screen.getByRole('button', { name: 'Add tab' }));
    await user.click(screen.getByRole('switch', { name: 'Use SKU' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(PRODUCTS_MESSAGES.settingsSaved, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(api.settingsPatches[0]).toMatchObject({
      sku: false,
      textareas: { enabled: true, values: ['Description', 'Care', 'Shipping'] },
      removed: [],
      renamed: [],
    });
  });

  it('asks where the content of a tab in use goes, and sends the choice with the save', async () => {
    const { api, user } = setup();
    // The sample T-shirt has text under "Description".
    await user.click(await screen.findByRole('button', { name: 'Delete tab Description' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete tab "Description"' });
    expect(within(dialog).getByText(/1 product\(s\) have content/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Delete it' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete tab' }));
    expect(screen.queryByRole('textbox', { name: 'Tab name: Description' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.settingsPatches).toHaveLength(1));
    expect(api.settingsPatches[0]).toMatchObject({
      textareas: { values: ['Care'] },
      removed: [{ tab: 'Description', action: 'delete' }],
    });
  });

  it('deletes an unused tab without asking and sends renames', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete tab Care' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const description = screen.getByRole('textbox', { name: 'Tab name: Description' });
    await user.clear(description);
    await user.type(description, 'About');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.settingsPatches).toHaveLength(1));
    expect(api.settingsPatches[0]).toMatchObject({
      textareas: { values: ['About'] },
      renamed: [{ from: 'Description', to: 'About' }],
    });
  });

  it('is read-only without settings update access', async () => {
    setup(testEmployeeAccount([{ subject: 'settings', rule: 1, options: [] }]));
    await screen.findByRole('list', { name: 'Tab names' });
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Use SKU' })).toBeDisabled();
  });
});
