import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminTestProvider, failingHttp } from '../testing';
import { NoteRoutes, notesHttp } from './resource-page.story-data';

function setup(path: string, http = notesHttp(), notFound?: string) {
  render(
    <AdminTestProvider http={http} initialPath={path}>
      <NoteRoutes notFound={notFound} />
    </AdminTestProvider>,
  );
  return http;
}

describe('ResourcePage and useResourceForm', () => {
  it('loads an item into its form and saves it, with the spec toast', async () => {
    const http = setup('/notes/1');
    expect(screen.getByRole('status', { name: 'Loading note' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Note' });
    const title = within(form).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Restock');
    await userEvent.clear(title);
    await userEvent.type(title, 'Restock shelves');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Note updated.')).toBeInTheDocument();
    expect(http.rows('/notes')[0]).toMatchObject({ title: 'Restock shelves' });
  });

  it('refuses bad input with the schema’s message and keeps it; nothing is saved', async () => {
    const http = setup('/notes/0');
    const form = await screen.findByRole('form', { name: 'Note' });
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Title' }),
      'A title far too long to keep',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Too long.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('A title far too long to keep');
    expect(http.rows('/notes')).toHaveLength(1);
  });

  it('creates a new item and opens it without asking about unsaved changes', async () => {
    const http = setup('/notes/0');
    const form = await screen.findByRole('form', { name: 'Note' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Call supplier');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Note "Call supplier" created.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Call supplier' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(http.rows('/notes').map((n) => n.title)).toEqual(['Restock', 'Call supplier']);
  });

  it('asks before leaving with unsaved changes', async () => {
    setup('/notes/1');
    const form = await screen.findByRole('form', { name: 'Note' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), '!');
    await userEvent.click(within(form).getByRole('link', { name: 'All notes' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('All your changes will be lost. Are you sure you want to do this?');
  });

  it('says when an item does not exist, or could not be loaded', async () => {
    setup('/notes/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Note not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to notes' })).toHaveAttribute('href', '/notes');
  });

  it('says a missing item in the words it is given', async () => {
    setup('/notes/99', notesHttp(), 'This note was deleted or never existed.');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This note was deleted or never existed.' }),
    ).toBeInTheDocument();
  });

  it('shows a failed load with its message', async () => {
    setup('/notes/1', failingHttp() as never);
    // A server error is retried once before the page gives up (core's query defaults).
    expect(await screen.findByText('Could not load the note', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(
      screen.getByText('Something went wrong, please contact support or try again later.'),
    ).toBeInTheDocument();
  });
});
