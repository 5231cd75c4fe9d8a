/**
 * Issue 18 item 17: what spec 1 and spec 2 give the collection screens, word for word and
 * where the spec puts it, on the real server. The texts are written out here (not read from
 * the contract), so a changed character in the code fails: the image limit and the required
 * form's notice (spec 1 §5), the deletion questions with Yes/No (spec 2 §8), the
 * unsaved-changes question (spec 4 §8).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CollectionEditPage } from './routes/collection-edit/collection-edit';
import { CollectionsListPage } from './routes/collections-list/collections-list';
import { renderScreen, startCollectionsServer } from './test-setup';

const srv = startCollectionsServer();
const SLOW = { timeout: 30_000 };
const unique = (title: string) => `${title} ${Date.now().toString(36)}`;

function editor(path = '/admin/collections/create') {
  renderScreen(srv, <CollectionEditPage />, path);
}

describe('collection screens say what the spec says, verbatim', () => {
  it('editor, Save with a blank title: "Please correct form errors and try again." (spec 1 §5)', async () => {
    editor();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }, SLOW));
    expect(await screen.findByText('Please correct form errors and try again.')).toBeInTheDocument();
  });

  it('editor, an image over 10 MB: "Maximum image size is 10MB." (spec 1 §5)', async () => {
    editor();
    await screen.findByLabelText(/^Title/, {}, SLOW);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      input,
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Maximum image size is 10MB.')).toBeInTheDocument();
  });

  it('editor, Delete collection: "Are you sure you want to delete it?" with Yes/No', async () => {
    const { id, title } = await srv.api().collections.create({ title: unique('Verbatim delete') });
    editor(`/admin/collections/create?id=${id}`);
    await screen.findByRole('heading', { name: title }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Delete collection' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText('Are you sure you want to delete it?')).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('editor, leaving with unsaved changes: "All your changes will be lost. Are you sure you want to do this?"', async () => {
    editor();
    await userEvent.type(await screen.findByLabelText(/^Title/, {}, SLOW), 'Half done');
    await userEvent.click(screen.getByRole('link', { name: 'Back to collections' }));
    const question = await screen.findByRole('alertdialog');
    expect(
      within(question).getByText('All your changes will be lost. Are you sure you want to do this?'),
    ).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
  });

  it('list, bulk Delete: "Are you sure you want to delete these?" with Yes/No', async () => {
    const { title } = await srv.api().collections.create({ title: unique('Verbatim bulk') });
    renderScreen(srv, <CollectionsListPage />, '/admin/collections');
    const grid = await screen.findByRole('grid', { name: 'Collections' }, SLOW);
    await userEvent.click(await within(grid).findByRole('checkbox', { name: new RegExp(title) }, SLOW));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText('Are you sure you want to delete these?')).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
  });
});
