/**
 * Issue 18 item 17: what spec 2 gives the product screens, word for word and where the spec
 * puts it, on the real server. The texts are written out here (not read from the contract), so
 * a changed character in the code fails: the list's title and bulk actions (spec 2 §2), the
 * toasts and the deletion questions with Yes/No (spec 2 §8), the unsaved-changes question
 * (spec 4 §8). Each test works on products it makes itself.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductEditPage } from './routes/product-edit/product-edit';
import { ProductsListPage } from './routes/products-list/products-list';
import { renderScreen, startProductsServer } from './test-setup';

const server = startProductsServer();

const SLOW = { timeout: 30_000 };
let made = 0;

/** A product of this test's own (a unique title), published unless `draft`. */
async function ownProduct(draft = false) {
  made += 1;
  const title = `Verbatim ${made} ${Date.now().toString(36)}`;
  return server.api().products.create({ title, is_draft: draft });
}

/** The notifications region: where spec 2 §8's success messages appear. */
const toasts = () => screen.findByRole('region', { name: /^Notifications/ }, SLOW);

async function list() {
  renderScreen(server, <ProductsListPage />, { path: '/admin/products' });
  return screen.findByRole('grid', { name: 'Products' }, SLOW);
}

describe('the product list says what spec 2 says, verbatim', () => {
  it('is titled "All Products" and offers the bulk actions Publish, Unpublish, Delete', async () => {
    const { title } = await ownProduct();
    const grid = await list();
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    await userEvent.click(await within(grid).findByRole('checkbox', { name: new RegExp(title) }, SLOW));
    for (const action of ['Publish', 'Unpublish', 'Delete'])
      expect(screen.getByRole('button', { name: action })).toBeInTheDocument();
  });

  it.each([
    ['Publish', 'Selected products published successfully.', true],
    ['Unpublish', 'Selected products unpublished successfully.', false],
  ] as const)('bulk %s: "%s"', async (action, text, draft) => {
    const { title } = await ownProduct(draft);
    const grid = await list();
    await userEvent.click(await within(grid).findByRole('checkbox', { name: new RegExp(title) }, SLOW));
    await userEvent.click(screen.getByRole('button', { name: action }));
    expect(await within(await toasts()).findByText(text, {}, SLOW)).toBeInTheDocument();
  });

  it('bulk Delete asks "Are you sure you want to delete these?" with Yes/No, then "Selected products deleted successfully."', async () => {
    const { title } = await ownProduct();
    const grid = await list();
    await userEvent.click(await within(grid).findByRole('checkbox', { name: new RegExp(title) }, SLOW));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText(/^Are you sure you want to delete these\?/)).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'No' })).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(
      await within(await toasts()).findByText('Selected products deleted successfully.', {}, SLOW),
    ).toBeInTheDocument();
  });

  it.each([
    ['published', true],
    ['unpublished', false],
  ] as const)('the row switch: Product "{title}" %s successfully.', async (word, draft) => {
    const { title } = await ownProduct(draft);
    await list();
    await userEvent.click(await screen.findByRole('switch', { name: `Published: ${title}` }, SLOW));
    expect(
      await within(await toasts()).findByText(`Product "${title}" ${word} successfully.`, {}, SLOW),
    ).toBeInTheDocument();
  });
});

describe('the product editor says what spec 2 says, verbatim', () => {
  const open = async (path: string) => {
    renderScreen(server, <ProductEditPage />, { path });
    return screen.findByRole('textbox', { name: /^Title/ }, SLOW);
  };

  it('Save of a new product: Product "{title}" successfully created.', async () => {
    const title = `Verbatim new ${Date.now().toString(36)}`;
    await userEvent.type(await open('/admin/products/create'), title);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(await toasts()).findByText(`Product "${title}" successfully created.`, {}, SLOW),
    ).toBeInTheDocument();
  });

  it('Save of an existing product: Product "{title}" successfully updated.', async () => {
    const { id, title } = await ownProduct();
    const field = await open(`/admin/products/create?id=${id}`);
    await userEvent.type(field, ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(await toasts()).findByText(`Product "${title} 2" successfully updated.`, {}, SLOW),
    ).toBeInTheDocument();
  });

  it('Delete asks "Are you sure you want to delete it?" with Yes/No, then Product "{title}" deleted successfully.', async () => {
    const { id, title } = await ownProduct();
    await open(`/admin/products/create?id=${id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText(/^Are you sure you want to delete it\?/)).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'No' })).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(
      await within(await toasts()).findByText(`Product "${title}" deleted successfully.`, {}, SLOW),
    ).toBeInTheDocument();
  });

  it('Cancel with unsaved changes asks "All your changes will be lost. Are you sure you want to do this?"', async () => {
    await userEvent.type(await open('/admin/products/create'), 'Half done');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('alertdialog');
    expect(
      within(question).getByText('All your changes will be lost. Are you sure you want to do this?'),
    ).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
  });
});
