import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '../styles/core.css';
import { SUBJECTS } from '../access';
import { definePlugin } from '../plugin/define-plugin';
import { AdminTestProvider } from '../testing';
import { GlobalSearch } from './global-search';

const page = async () => () => null;
const names = [
  'Ada Lovelace',
  'Alan Turing',
  'Grace Hopper',
  'Edsger Dijkstra',
  'Barbara Liskov',
  'Donald Knuth',
];

const searchPlugin = definePlugin({
  id: 'search-demo',
  routes: [
    { path: '/admin/orders/*', subject: SUBJECTS.orders, load: page },
    { path: '/admin/customers/*', subject: SUBJECTS.customers, load: page },
  ],
  search: [
    {
      id: 'orders',
      label: 'Orders',
      subject: SUBJECTS.orders,
      search: async (q) =>
        q === 'nothing'
          ? []
          : [1, 2, 3].map((n) => ({
              id: n,
              title: `#100${n}`,
              description: names[n],
              href: `/admin/orders/order/${n}`,
            })),
    },
    {
      id: 'customers',
      label: 'Customers',
      subject: SUBJECTS.customers,
      search: async (q) =>
        q === 'nothing'
          ? []
          : names.map((name, i) => ({
              id: i,
              title: name,
              description: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
              href: `/admin/customers/${i}`,
            })),
    },
  ],
});

const meta = {
  title: 'Core/Shell/Global search',
  parameters: { layout: 'padded' },
  render: () => (
    <AdminTestProvider plugins={[searchPlugin]}>
      <div style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-end', minHeight: 420 }}>
        <GlobalSearch debounceMs={0} />
      </div>
    </AdminTestProvider>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** Hits grouped by provider, at most 5 each; arrow keys move the highlight. */
export const WithResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('combobox');
    await userEvent.type(input, 'a');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('option')).toHaveLength(8);
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox'), 'nothing');
    await canvas.findByText('No results');
  },
};

export const Dark: Story = { ...WithResults, globals: { theme: 'dark' } };
