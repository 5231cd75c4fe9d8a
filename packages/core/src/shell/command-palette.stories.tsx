import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '../styles/core.css';
import { ACCESS_LEVEL, SUBJECTS } from '../access';
import { definePlugin } from '../plugin/define-plugin';
import type { SearchHit } from '../plugin/define-plugin';
import { AdminTestProvider, testEmployeeAccount } from '../testing';
import { CommandPalette } from './command-palette';
import { ShortcutsHelp } from './shortcuts-help';

const page = async () => () => null;
const orders: SearchHit[] = [
  { id: 42, title: 'Order #1042', description: 'Ada Lovelace', href: '/admin/orders/order/42' },
  { id: 43, title: 'Order #1043', description: 'Alan Turing', href: '/admin/orders/order/43' },
];

/** A plugin set like the admin's; `search` decides how the orders provider answers. */
function palettePlugin(search: (query: string) => Promise<SearchHit[]>) {
  return definePlugin({
    id: 'palette-demo',
    routes: [
      { path: '/admin', subject: SUBJECTS.dashboard, load: page },
      { path: '/admin/orders/*', subject: SUBJECTS.orders, load: page },
      { path: '/admin/customers/*', subject: SUBJECTS.customers, load: page },
      { path: '/admin/products', subject: SUBJECTS.products_and_collections, load: page },
      { path: '/admin/settings/general', subject: SUBJECTS.settings, load: page },
    ],
    menu: [
      { group: 'manage', label: 'Dashboard', path: '/admin' },
      { group: 'manage', label: 'Orders', path: '/admin/orders' },
      { group: 'manage', label: 'Products', path: '/admin/products' },
      { group: 'manage', label: 'Customers', path: '/admin/customers' },
      { group: 'settings', label: 'General', path: '/admin/settings/general' },
    ],
    search: [{ id: 'orders', label: 'Orders', subject: SUBJECTS.orders, search }],
  });
}

const answering = palettePlugin(async (query) => (query.includes('nothing') ? [] : orders));
const neverAnswering = palettePlugin(() => new Promise<SearchHit[]>(() => undefined));

const meta = {
  title: 'Core/Shell/Command palette',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <AdminTestProvider plugins={[answering]}>
      <CommandPalette open onOpenChange={() => undefined} onShowShortcuts={() => undefined} debounceMs={0} />
    </AdminTestProvider>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just opened: every page of the menu, and the help command. */
export const Empty: Story = {
  play: async () => {
    const body = within(document.body);
    await body.findByRole('dialog', { name: 'Command palette' });
    await expect(body.getByRole('group', { name: 'Go to' })).toBeVisible();
  },
};

/** Waiting for the search providers. */
export const Loading: Story = {
  render: () => (
    <AdminTestProvider plugins={[neverAnswering]}>
      <CommandPalette open onOpenChange={() => undefined} debounceMs={0} />
    </AdminTestProvider>
  ),
  play: async () => {
    const body = within(document.body);
    await userEvent.type(await body.findByRole('combobox'), '1042');
    await body.findByText('Searching…');
  },
};

/** An order number typed: its hit is highlighted, Enter opens it. */
export const Results: Story = {
  play: async () => {
    const body = within(document.body);
    await userEvent.type(await body.findByRole('combobox'), '104');
    const hit = await body.findByRole('option', { name: /Order #1042/ });
    await expect(hit).toHaveAttribute('aria-selected', 'true');
  },
};

export const NoResults: Story = {
  play: async () => {
    const body = within(document.body);
    await userEvent.type(await body.findByRole('combobox'), 'nothing');
    await body.findByText('No results');
  },
};

/** An employee with the dashboard and orders only: the other pages and providers are left out. */
export const PermissionLimited: Story = {
  render: () => (
    <AdminTestProvider
      plugins={[answering]}
      account={testEmployeeAccount([
        { subject: 'dashboard', rule: ACCESS_LEVEL.limited, options: [] },
        { subject: 'orders', rule: ACCESS_LEVEL.limited, options: [] },
      ])}
    >
      <CommandPalette open onOpenChange={() => undefined} debounceMs={0} />
    </AdminTestProvider>
  ),
  play: async () => {
    const body = within(document.body);
    const pages = await body.findByRole('group', { name: 'Go to' });
    await expect(within(pages).getAllByRole('option')).toHaveLength(2);
  },
};

export const ResultsDark: Story = { ...Results, globals: { theme: 'dark' } };

/** The "Keyboard shortcuts" help (from the palette, the user menu or `?`). */
export const ShortcutsHelpOpen: Story = {
  render: () => <ShortcutsHelp open onOpenChange={() => undefined} />,
  play: async () => {
    const body = within(document.body);
    await body.findByRole('dialog', { name: 'Keyboard shortcuts' });
  },
};

export const ShortcutsHelpDark: Story = { ...ShortcutsHelpOpen, globals: { theme: 'dark' } };
