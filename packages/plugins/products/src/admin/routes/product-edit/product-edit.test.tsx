import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { PRODUCTS_MESSAGES } from '../../../schema';
import type { ProductItem, ProductSettings } from '../../../schema';
import { productsApiRef } from '../../api';
import { fakeProductsApi, multiProduct } from '../../test-support';
import { ProductEditPage } from './product-edit';
import { deleteQuestion } from '../../../lib/product-rules';

function setup({
  path = '/admin/products/create',
  account,
  settings,
  products,
}: { path?: string; account?: Account; settings?: ProductSettings; products?: ProductItem[] } = {}) {
  const api = fakeProductsApi({ settings, products });
  const user = userEvent.setup();
  render(
    <AdminTestProvider apis={[[productsApiRef, api.products]]} account={account} initialPath={path}>
      <ProductEditPage />
    </AdminTestProvider>,
  );
  return { api, user };
}

async function addValues(user: ReturnType<typeof userEvent.setup>, option: number, values: string[]) {
  const input = screen.getByRole('textbox', { name: `Option ${option} values` });
  for (const v of values) await user.type(input, `${v}{Enter}`);
}

const restore: (() => void)[] = [];
afterEach(() => {
  while (restore.length > 0) restore.pop()!();
});

describe('Product editor', () => {
  it('lets the title drive seo_url (as a slug) and seo_title until they are edited by hand', async () => {
    const { user } = setup();
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.type(title, 'Café Mug');
    expect(screen.getByRole('textbox', { name: 'SEO URL' })).toHaveValue('cafe-mug');
    expect(screen.getByRole('textbox', { name: 'SEO title' })).toHaveValue('Café Mug');
    await user.clear(screen.getByRole('textbox', { name: 'SEO URL' }));
    await user.type(screen.getByRole('textbox', { name: 'SEO URL' }), 'My Mug');
    await user.type(title, ' XL');
    // Leaving the field forces a slug (spec 2 §5); the title no longer drives it.
    expect(screen.getByRole('textbox', { name: 'SEO URL' })).toHaveValue('my-mug');
    expect(screen.getByRole('textbox', { name: 'SEO title' })).toHaveValue('Café Mug XL');
  });

  it('refuses a blank title with the spec’s message and creates nothing', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PRODUCTS_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAttribute('aria-invalid', 'true');
    // The first invalid field is brought into view and focused (spec 2 §5).
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveFocus();
    expect(api.log.filter((l) => l === 'POST /products')).toEqual([]);
  });

  it('starts with Color and Size; values make variants; one default; saves the multi product', async () => {
    const { api, user } = setup();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Test Tee');
    await user.click(screen.getByRole('switch', { name: /has options/ }));
    expect(screen.getByRole('textbox', { name: 'Option 1 name' })).toHaveValue('Color');
    expect(screen.getByRole('textbox', { name: 'Option 2 name' })).toHaveValue('Size');
    await addValues(user, 1, ['Red', 'Blue']);
    expect(screen.getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['Red', 'Blue']);
    await addValues(user, 2, ['S', 'M']);
    expect(screen.getAllByRole('rowheader').map((r) => r.textContent)).toEqual([
      'Red / S',
      'Red / M',
      'Blue / S',
      'Blue / M',
    ]);
    expect(screen.getByRole('radio', { name: 'Default: Red / S' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Default: Blue / M' }));
    expect(screen.getByRole('radio', { name: 'Default: Red / S' })).not.toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'SKU of Blue / M' }), 'TT-BLUE-M');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(PRODUCTS_MESSAGES.created('Test Tee'), {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    const saved = api.rows().find((r) => r.title === 'Test Tee')!;
    expect(saved.price).toBeNull();
    expect(saved.seo_url).toBe('test-tee');
    expect(saved.variants!.map((v) => [v.variant.join('/'), v.default, v.sku])).toEqual([
      ['Red/S', false, ''],
      ['Red/M', false, ''],
      ['Blue/S', false, ''],
      ['Blue/M', true, 'TT-BLUE-M'],
    ]);
  });

  it('a single product drops options and variants on save and uploads images first', async () => {
    const { api, user } = setup();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Plain Mug');
    const file = new File(['png'], 'mug.png', { type: 'image/png' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, file);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(PRODUCTS_MESSAGES.created('Plain Mug'), {}, { timeout: 4000 });
    expect(api.uploads).toEqual([{ type: 'product_images', names: ['mug.png'] }]);
    const saved = api.rows().find((r) => r.title === 'Plain Mug')!;
    expect(saved.options).toEqual([]);
    expect(saved.variants).toEqual([]);
    expect(saved.images).toHaveLength(1);
    const uploadIndex = api.log.indexOf('POST /products');
    expect(uploadIndex).toBeGreaterThan(-1);
  });

  it('uploads images for every variant of a look first, then saves them on those variants', async () => {
    const { api, user } = setup();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Look Tee');
    await user.click(screen.getByRole('switch', { name: /has options/ }));
    await addValues(user, 1, ['Red', 'Blue']);
    await addValues(user, 2, ['S', 'M']);
    await user.click(
      within(screen.getByRole('group', { name: 'Option 1' })).getByRole('checkbox', { name: 'Changes look' }),
    );
    await user.upload(
      screen.getByLabelText('Images for every Red variant'),
      new File(['png'], 'red.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(PRODUCTS_MESSAGES.created('Look Tee'), {}, { timeout: 4000 });
    expect(api.uploads).toEqual([{ type: 'variant_images', names: ['red.png'] }]);
    const saved = api.rows().find((r) => r.title === 'Look Tee')!;
    expect(saved.variants!.map((v) => [v.variant.join('/'), v.images.length])).toEqual([
      ['Red/S', 1],
      ['Red/M', 1],
      ['Blue/S', 0],
      ['Blue/M', 0],
    ]);
    expect(saved.options![0]).toMatchObject({ title: 'Color', changes_look: true });
  });

  it('copies a chosen template, clearing title and SEO fields, dropping skus when the sku setting is off', async () => {
    const { user } = setup({
      settings: { sku: false, textareas: { enabled: true, values: ['Description'] } },
    });
    await user.click(await screen.findByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'Apparel' }));
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'SEO URL' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('Apparel');
    expect(screen.getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['S', 'M', 'L']);
    expect(screen.queryByRole('textbox', { name: /SKU/ })).not.toBeInTheDocument();
  });

  it('saves a template, stays on the screen and closes the template box', async () => {
    const { api, user } = setup();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Base shirt');
    await user.click(screen.getByRole('button', { name: 'Save as template' }));
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText(PRODUCTS_MESSAGES.templateNameRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Template name/ }), 'Shirts');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(
      await screen.findByText(PRODUCTS_MESSAGES.templateCreated('Shirts'), {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Template name/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Base shirt');
    const template = api.rows().find((r) => r.template_name === 'Shirts')!;
    expect(template).toMatchObject({ is_template: true, seo_url: '' });
  });

  it('edits an existing product by ?id= and updates it', async () => {
    const { api, user } = setup({ path: '/admin/products/view?id=2' });
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Stoneware Mug');
    expect(screen.getByRole('textbox', { name: 'SKU' })).toHaveValue('HOME-MUG');
    await user.clear(title);
    await user.type(title, 'Stoneware Mug 350 ml');
    // An existing product's SEO URL does not follow the title.
    expect(screen.getByRole('textbox', { name: 'SEO URL' })).toHaveValue('stoneware-mug');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(PRODUCTS_MESSAGES.updated('Stoneware Mug 350 ml'), {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(api.rows().find((r) => r.id === 2)?.title).toBe('Stoneware Mug 350 ml');
  });

  it('picks a variant’s front and back image from the product’s images and saves them', async () => {
    const shirt = multiProduct(40, 'Print Shirt', [{ title: 'Color', values: ['Red', 'Blue'] }], {
      images: [701, 702],
    });
    shirt.files = { '701': '/uploads/front.png', '702': '/uploads/back.png' };
    shirt.variants![1]!.front_image = 702;
    const { api, user } = setup({ path: '/admin/products/create?id=40', products: [shirt] });
    const redFront = await screen.findByRole('combobox', { name: 'Front image of Red' });
    expect(redFront).toHaveTextContent('None');
    expect(screen.getByRole('combobox', { name: 'Front image of Blue' })).toHaveTextContent(
      'Image 2 (back.png)',
    );
    await user.click(redFront);
    await user.click(await screen.findByRole('option', { name: 'Image 1 (front.png)' }));
    await user.click(screen.getByRole('combobox', { name: 'Back image of Red' }));
    await user.click(await screen.findByRole('option', { name: 'Image 2 (back.png)' }));
    await user.click(screen.getByRole('combobox', { name: 'Front image of Blue' }));
    await user.click(await screen.findByRole('option', { name: 'None' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(PRODUCTS_MESSAGES.updated('Print Shirt'), {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    const saved = api.rows().find((r) => r.id === 40)!;
    expect(saved.variants!.map((v) => [v.variant.join('/'), v.front_image, v.back_image])).toEqual([
      ['Red', 701, 702],
      ['Blue', null, null],
    ]);
  });

  it('edits a template: its name is on the form and required', async () => {
    const { api, user } = setup({ path: '/admin/products/create?id=5' });
    const name = await screen.findByRole('textbox', { name: /^Template name/ });
    expect(name).toHaveValue('Apparel');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PRODUCTS_MESSAGES.templateNameRequired)).toBeInTheDocument();
    expect(name).toHaveFocus();
    await user.type(name, 'Apparel basics');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.rows().find((r) => r.id === 5)?.template_name).toBe('Apparel basics'));
  });

  it('shows the print-on-demand warning 2 s after opening a POD product', async () => {
    setup({ path: '/admin/products/create?id=4' });
    await screen.findByRole('textbox', { name: /^Title/ });
    expect(screen.queryByText(PRODUCTS_MESSAGES.podWarning)).not.toBeInTheDocument();
    expect(await screen.findByText(PRODUCTS_MESSAGES.podWarning, {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('asks before deleting, listing the skus', async () => {
    const { api, user } = setup({ path: '/admin/products/create?id=1' });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(/CLA-Black-S, CLA-Black-M, CLA-White-S, CLA-White-M/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.rows().some((r) => r.id === 1)).toBe(false));
  });

  it('limits the delete question to 15 skus', () => {
    const skus = Array.from({ length: 18 }, (_, i) => `S${i + 1}`);
    const question = deleteQuestion(skus);
    expect(question).toContain('S15');
    expect(question).not.toContain('S16');
    expect(question).toContain('and 3 more');
    expect(deleteQuestion([])).toBe(PRODUCTS_MESSAGES.confirmDelete);
  });

  it('is read-only under limited access', async () => {
    setup({
      path: '/admin/products/create?id=2',
      account: testEmployeeAccount([{ subject: 'products_and_collections', rule: 1, options: [] }]),
    });
    expect(await screen.findByRole('textbox', { name: /^Title/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user } = setup();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Half done');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('All your changes will be lost. Are you sure you want to do this?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Half done');
  });

  it('scrolls to the buttons when saving takes longer than 6 s', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    restore.push(() => (Element.prototype.scrollIntoView = original));
    const api = fakeProductsApi();
    // The create never answers: the save is still running.
    const products = { ...api.products, create: () => new Promise<never>(() => undefined) };
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    restore.push(() => vi.useRealTimers());
    render(
      <AdminTestProvider apis={[[productsApiRef, products]]} initialPath="/admin/products/create">
        <ProductEditPage />
      </AdminTestProvider>,
    );
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Slow');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const buttons = screen.getByTestId('editor-buttons');
    act(() => vi.advanceTimersByTime(5900));
    expect(scrolled).not.toContain(buttons);
    act(() => vi.advanceTimersByTime(200));
    expect(scrolled).toContain(buttons);
  });

  it('says so when the product does not exist', async () => {
    setup({ path: '/admin/products/create?id=999' });
    expect(await screen.findByText('Product not found.')).toBeInTheDocument();
    await act(async () => undefined);
  });
});
