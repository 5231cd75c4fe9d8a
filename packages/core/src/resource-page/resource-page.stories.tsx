import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpClient } from '../client/types';
import { AdminTestProvider, failingHttp, pendingHttp } from '../testing';
import { NoteRoutes, notesHttp } from './resource-page.story-data';

function Screen({ http, path }: { http: HttpClient; path: string }) {
  return (
    <AdminTestProvider http={http} initialPath={path}>
      <NoteRoutes />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Core/ResourcePage',
  component: Screen,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = () => notesHttp('Restock shelves');
export const Filled: Story = { args: { http: filled(), path: '/notes/1' } };
export const New: Story = { args: { http: filled(), path: '/notes/0' } };
export const Loading: Story = { args: { http: pendingHttp(), path: '/notes/1' } };
export const NotFound: Story = { args: { http: filled(), path: '/notes/9' } };
export const Error: Story = {
  args: { http: failingHttp(404, 'The requested item does not exist.'), path: '/notes/1' },
};
