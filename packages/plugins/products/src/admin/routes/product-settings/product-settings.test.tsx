import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TestSession } from '@storeroom/server/testing';
import { PRODUCTS_MESSAGES } from '../../../contract';
import { renderScreen, startProductsServer } from '../../test-setup';
import { ProductSettingsPage } from './product-settings';

// Each test starts from the seeded settings: Description (used by every demo product),
// Materials & Care and Shipping (used by none).
const server = startProductsServer({ fresh: true });
const api = () => server.api();

function setup(session?: TestSession) {
  const user = userEvent.setup();
  renderScreen(server, <ProductSettingsPage />, { path: '/admin/settings/product', session });
  return { user };
}

/** Clicks Save and waits for the page to say the settings are saved. */
async function saveAndSeeSaved(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText(PRODUCTS_MESSAGES.settingsSaved, {}, { timeout: 30_000 }),
  ).toBeInTheDocument();
}

describe('Product settings page (on the real server)', () => {
  it('adds a tab, refusing a duplicate name case-insensitively, and saves the sku flag', async () => {
    const { user } = setup();
    await screen.findByRole('list', { name: 'Tab names' });
    await user.type(screen.getByRole('textbox', { name: 'New tab' }), 'shipping');
    await user.click(screen.getByRole('button', { name: 'Add tab' }));
    expect(await screen.findByText(PRODUCTS_MESSAGES.tabDuplicate)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'New tab' }));
    await user.type(screen.getByRole('textbox', { name: 'New tab' }), 'Sizing');
    await user.click(screen.getByRole('button', { name: 'Add tab' }));
    await user.click(screen.getByRole('switch', { name: 'Use SKU' }));
    await saveAndSeeSaved(user);
    expect(await api().settings()).toEqual({
      sku: false,
      textareas: { enabled: true, values: ['Description', 'Materials & Care', 'Shipping', 'Sizing'] },
    });
  });

  it('asks where the content of a tab in use goes, and the server moves it into every product', async () => {
    const used = (await api().tabUsage({ query: { tab: 'Description' } })).count;
    expect(used).toBeGreaterThan(0);
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete tab Description' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete tab "Description"' });
    expect(within(dialog).getByText(new RegExp(`^${used} product\\(s\\) have content`))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Move it to an existing tab' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete tab' }));
    expect(screen.queryByRole('textbox', { name: 'Tab name: Description' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tabs to delete on save' })).toHaveTextContent(
      'Description: content moves to Materials & Care',
    );
    await saveAndSeeSaved(user);
    expect((await api().settings()).textareas.values).toEqual(['Materials & Care', 'Shipping']);
    expect((await api().tabUsage({ query: { tab: 'Materials & Care' } })).count).toBe(used);
    expect((await api().tabUsage({ query: { tab: 'Description' } })).count).toBe(0);
  });

  it('deletes an unused tab without asking and renames a tab with its content', async () => {
    const used = (await api().tabUsage({ query: { tab: 'Description' } })).count;
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete tab Shipping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const description = screen.getByRole('textbox', { name: 'Tab name: Description' });
    await user.clear(description);
    await user.type(description, 'About');
    await saveAndSeeSaved(user);
    expect((await api().settings()).textareas.values).toEqual(['About', 'Materials & Care']);
    expect((await api().tabUsage({ query: { tab: 'About' } })).count).toBe(used);
  });

  it('is read-only without settings update access', async () => {
    setup(await server.t.employeeSession([{ subject: 'settings', rule: 1, options: [] }]));
    await screen.findByRole('list', { name: 'Tab names' });
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Use SKU' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Delete tab/ })).not.toBeInTheDocument());
  });
});
