import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '../styles/core.css';
import { ACCESS_LEVEL } from '../access';
import type { SearchHit } from '../plugin/define-plugin';
import { AdminTestProvider, testEmployeeAccount } from '../testing';
import { CommandPalette } from './command-palette';
import { ShortcutsHelp } from './shortcuts-help';
import { demoPlugin } from './story-fixtures';

const orders: SearchHit[] = [
  { id: 42, title: 'Order #1042', description: 'Ada Lovelace', href: '/admin/orders/order/42' },
  { id: 43, title: 'Order #1043', description: 'Alan Turing', href: '/admin/orders/order/43' },
];

const answering = demoPlugin(async (query) => (query.includes('nothing') ? [] : orders));
const neverAnswering = demoPlugin(() => new Promise<SearchHit[]>(() => undefined));

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
