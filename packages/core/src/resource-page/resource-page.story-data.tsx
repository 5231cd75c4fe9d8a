/**
 * Story data of ResourcePage (its stories and tests): a notes contract served by
 * contractMemoryHttp, a note form on useResourceForm and the page around it.
 */
import { Route, Routes, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { Button, Field, FormErrors, Input } from '@storeroom/ui';
import { SUBJECTS } from '../access/subjects';
import { defineContract, defineResource } from '../contract/define';
import { resourceHooks } from '../data/contract-hooks';
import { contractMemoryHttp } from '../testing';
import { ResourcePage } from './resource-page';
import { useResourceForm } from './use-resource-form';

export const noteInput = z.object({
  title: z.string().trim().min(1, 'Title cannot be blank.').max(20, 'Too long.'),
});
export const notesContract = defineContract({
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
export const notes = resourceHooks(notesContract, 'notes');
export type Note = { id: number; title: string };

export function NoteForm({ item }: { item: Note | undefined }) {
  const navigate = useNavigate();
  const { form, submit, errors, isNew } = useResourceForm({
    resource: notes,
    item,
    schema: noteInput,
    values: (note) => ({ title: note?.title ?? '' }),
    // A message may name the saved item.
    messages: { created: (note) => `Note "${note.title}" created.`, updated: 'Note updated.' },
    onCreated: (note, guard) => guard.leave(() => void navigate(`/notes/${note.id}`)),
  });
  return (
    <form aria-label="Note" onSubmit={(e) => void submit(e)} noValidate>
      <h1>{isNew ? 'New note' : item?.title}</h1>
      <Field label="Title" error={form.formState.errors.title?.message}>
        <Input {...form.register('title')} />
      </Field>
      <FormErrors messages={errors} />
      <Button type="submit">Save</Button>
      <a href="/notes" onClick={(e) => (e.preventDefault(), void navigate('/notes'))}>
        All notes
      </a>
    </form>
  );
}

/** The note page, the whole page (its failed load's title is its heading); `notFound` replaces "Note not found". */
export function NotePage({ notFound }: { notFound?: string }) {
  const { id = '0' } = useParams();
  return (
    <ResourcePage
      resource={notes}
      id={id}
      noun="note"
      backTo={{ href: '/notes', label: 'Back to notes' }}
      notFound={notFound}
      headingLevel={1}
    >
      {(item) => <NoteForm item={item} />}
    </ResourcePage>
  );
}

/** A notes server with one note, `/notes/1` "Restock". */
export function notesHttp(title = 'Restock') {
  return contractMemoryHttp(notesContract, { notes: [{ id: 1, title }] });
}

/** The note page at `/notes/:id` and a stand-in list at `/notes`. */
export function NoteRoutes({ notFound }: { notFound?: string }) {
  return (
    <Routes>
      <Route path="/notes/:id" element={<NotePage notFound={notFound} />} />
      <Route path="/notes" element={<p>The list</p>} />
    </Routes>
  );
}
