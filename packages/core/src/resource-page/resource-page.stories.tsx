import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useParams } from 'react-router';
import { z } from 'zod';
import { Button, Field, FormErrors, Input } from '@storeroom/ui';
import type { HttpClient } from '../client/types';
import { SUBJECTS } from '../access/subjects';
import { defineContract, defineResource } from '../contract/define';
import { resourceHooks } from '../data/contract-hooks';
import { AdminTestProvider, contractMemoryHttp, failingHttp, pendingHttp } from '../testing';
import { ResourcePage } from './resource-page';
import { useResourceForm } from './use-resource-form';

const noteInput = z.object({ title: z.string().trim().min(1, 'Title cannot be blank.') });
const contract = defineContract({
  id: 'notes',
  resources: {
    notes: defineResource({
      path: '/notes',
      subject: SUBJECTS.cms,
      item: z.object({ id: z.number(), title: z.string() }),
      create: noteInput,
    }),
  },
});
const notes = resourceHooks(contract, 'notes');

function NoteForm({ item }: { item: { id: number; title: string } | undefined }) {
  const { form, submit, errors } = useResourceForm({
    resource: notes,
    item,
    schema: noteInput,
    values: (note) => ({ title: note?.title ?? '' }),
    messages: { created: 'Note created.', updated: 'Note updated.' },
  });
  return (
    <form aria-label="Note" onSubmit={(e) => void submit(e)} noValidate>
      <Field label="Title" error={form.formState.errors.title?.message}>
        <Input {...form.register('title')} />
      </Field>
      <FormErrors messages={errors} />
      <Button type="submit">Save</Button>
    </form>
  );
}

function NotePage() {
  const { id = '0' } = useParams();
  return (
    <ResourcePage resource={notes} id={id} noun="note" backTo={{ href: '/notes', label: 'Back to notes' }}>
      {(item) => <NoteForm item={item} />}
    </ResourcePage>
  );
}

function Screen({ http, path }: { http: HttpClient; path: string }) {
  return (
    <AdminTestProvider http={http} initialPath={path}>
      <Routes>
        <Route path="/notes/:id" element={<NotePage />} />
      </Routes>
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

const filled = () => contractMemoryHttp(contract, { notes: [{ id: 1, title: 'Restock shelves' }] });
export const Filled: Story = { args: { http: filled(), path: '/notes/1' } };
export const New: Story = { args: { http: filled(), path: '/notes/0' } };
export const Loading: Story = { args: { http: pendingHttp(), path: '/notes/1' } };
export const NotFound: Story = { args: { http: filled(), path: '/notes/9' } };
export const Error: Story = {
  args: { http: failingHttp(404, 'The requested item does not exist.'), path: '/notes/1' },
};
