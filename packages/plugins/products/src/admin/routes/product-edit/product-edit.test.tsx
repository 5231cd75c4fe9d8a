import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coreContract, createClient } from '@storeroom/core/contract';
import type { TestSession } from '@storeroom/server/testing';
import { PRODUCTS_MESSAGES } from '../../../contract';
import type { ProductItem } from '../../../contract';
import { deleteQuestion } from '../../../lib/product-rules';
import { renderScreen, startProductsServer } from '../../test-setup';
import { ProductEditPage } from './product-edit';

const server = startProductsServer();
/** The products API as the owner sees it: what the server holds after a screen saved. */
const http = () => server.http();
const api = () => server.api();
const EXPAND = ['variants', 'options', 'textareas', 'images'];
async function find(title: string): Promise<ProductItem | undefined> {
  const { items } = await api().products.search({ title }, { size: 5, expand: EXPAND });
  return items.find((p) => p.title === title);
}
async function byTitle(title: string): Promise<ProductItem> {
  const found = await find(title);
  if (!found) throw new Error(`No product "${title}" on the server.`);
  return found;
}
async function count(): Promise<number> {
  return (await api().products.list({ size: 1 }))._meta.totalCount;
}

function setup({
  path = '/admin/products/create',
  session,
  fetch,
}: { path?: string; session?: TestSession; fetch?: typeof globalThis.fetch } = {}) {
  const user = userEvent.setup();
  renderScreen(server, <ProductEditPage />, { path, session, fetch });
  return { user };
}

async function addValues(user: ReturnType<typeof userEvent.setup>, option: number, values: string[]) {
  const input = screen.getByRole('textbox', { name: `Option ${option} values` });
  for (const v of values) await user.type(input, `${v}{Enter}`);
}

const restore: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  while (restore.length > 0) await restore.pop()!();
});

describe('Product editor (on the real server)', () => {
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
    const before = await count();
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PRODUCTS_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAttribute('aria-invalid', 'true');
    // The first invalid field is brought into view and focused (spec 2 §5).
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveFocus();
    expect(await count()).toBe(before);
  });

  it('starts with Color and Size; values make variants; one default; saves the multi product', async () => {
    const { user } = setup();
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
      await screen.findByText(PRODUCTS_MESSAGES.created('Test Tee'), {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    const saved = await byTitle('Test Tee');
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
    const { user } = setup();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Plain Mug');
    const file = new File(['png'], 'mug.png', { type: 'image/png' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, file);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(PRODUCTS_MESSAGES.created('Plain Mug'), {}, { timeout: 30_000 });
    const saved = await byTitle('Plain Mug');
    expect(saved.options).toEqual([]);
    expect(saved.variants).toEqual([]);
    expect(saved.images).toHaveLength(1);
    // The image was stored as a product image before the product was saved.
    expect(saved.files?.[String(saved.images![0])]).toMatch(/\/mug\.png$/);
  });

  it('creates a gift card product with the gift card switch', async () => {
    const { user } = setup();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Gift Card $40');
    const giftCard = screen.getByRole('switch', { name: 'Gift card' });
    expect(giftCard).not.toBeChecked();
    await user.click(giftCard);
    expect(giftCard).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(PRODUCTS_MESSAGES.created('Gift Card $40'), {}, { timeout: 30_000 });
    const saved = await byTitle('Gift Card $40');
    expect(saved.is_giftcard).toBe(true);
    // It leaves All Products (its searches send is_giftcard false) for the gift card products.
    const all = await api().products.search({ title: 'Gift Card $40', is_giftcard: false }, { size: 5 });
    expect(all.items).toEqual([]);
    const gifts = await api().products.search({ title: 'Gift Card $40', is_giftcard: true }, { size: 5 });
    expect(gifts.items.map((p) => p.id)).toEqual([saved.id]);
  });

  it('uploads images for every variant of a look first, then saves them on those variants', async () => {
    const { user } = setup();
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
    await screen.findByText(PRODUCTS_MESSAGES.created('Look Tee'), {}, { timeout: 30_000 });
    const saved = await byTitle('Look Tee');
    expect(saved.variants!.map((v) => [v.variant.join('/'), v.images.length])).toEqual([
      ['Red/S', 1],
      ['Red/M', 1],
      ['Blue/S', 0],
      ['Blue/M', 0],
    ]);
    expect(saved.files?.[String(saved.variants![0]!.images[0])]).toMatch(/\/red\.png$/);
    expect(saved.options![0]).toMatchObject({ title: 'Color', changes_look: true });
  });

  it('copies a chosen template, clearing title and SEO fields, dropping skus when the sku setting is off', async () => {
    await api().updateSettings({ body: { sku: false } });
    restore.push(async () => void (await api().updateSettings({ body: { sku: true } })));
    const { user } = setup();
    await user.click(await screen.findByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'Apparel (Color × Size)' }));
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'SEO URL' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('Apparel');
    expect(screen.getAllByRole('rowheader').map((r) => r.textContent)).toHaveLength(12);
    expect(screen.getAllByRole('rowheader')[0]).toHaveTextContent('Black / S');
    expect(screen.queryByRole('textbox', { name: /SKU/ })).not.toBeInTheDocument();
  });

  it('saves a template, stays on the screen and closes the template box', async () => {
    const { user } = setup();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Base shirt');
    await user.click(screen.getByRole('button', { name: 'Save as template' }));
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText(PRODUCTS_MESSAGES.templateNameRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Template name/ }), 'Shirts');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(
      await screen.findByText(PRODUCTS_MESSAGES.templateCreated('Shirts'), {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    // The box closes as the save settles (its own render, after the toast's).
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: /Template name/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Base shirt');
    expect(await byTitle('Base shirt')).toMatchObject({
      is_template: true,
      template_name: 'Shirts',
      seo_url: '',
    });
  });

  it('edits an existing product by ?id= and updates it', async () => {
    const mug = await byTitle('Stoneware Mug 350 ml');
    const { user } = setup({ path: `/admin/products/view?id=${mug.id}` });
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Stoneware Mug 350 ml');
    expect(screen.getByRole('textbox', { name: 'SKU' })).toHaveValue('HOME-MUG');
    await user.clear(title);
    await user.type(title, 'Stoneware Mug 400 ml');
    // An existing product's SEO URL does not follow the title.
    expect(screen.getByRole('textbox', { name: 'SEO URL' })).toHaveValue('stoneware-mug-350-ml');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(PRODUCTS_MESSAGES.updated('Stoneware Mug 400 ml'), {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect((await api().products.get(mug.id)).title).toBe('Stoneware Mug 400 ml');
  });

  it('picks a variant’s front and back image from the product’s images and saves them', async () => {
    const files = createClient(coreContract, http());
    const upload = async (name: string) => {
      const body = new FormData();
      body.append('files[]', new File(['png'], name, { type: 'image/png' }));
      body.append('type', 'product_images');
      return (await files.uploadFiles({ body }))[0]!.id;
    };
    const [front, back] = [await upload('front.png'), await upload('back.png')];
    const shirt = await api().products.create({
      title: 'Print Shirt',
      is_multi: true,
      images: [front, back],
      options: [{ title: 'Color', values: ['Red', 'Blue'] }],
      variants: [
        { variant: ['Red'], default: true },
        { variant: ['Blue'], front_image: back },
      ],
    });
    const { user } = setup({ path: `/admin/products/create?id=${shirt.id}` });
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
      await screen.findByText(PRODUCTS_MESSAGES.updated('Print Shirt'), {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    const saved = await api().products.get(shirt.id, { expand: ['variants'] });
    expect(saved.variants!.map((v) => [v.variant.join('/'), v.front_image, v.back_image])).toEqual([
      ['Red', front, back],
      ['Blue', null, null],
    ]);
  });

  it('picks a variant’s front and back image among images not uploaded yet; the save names them', async () => {
    const { user } = setup();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Fresh Print Tee');
    await user.click(screen.getByRole('switch', { name: /has options/ }));
    await addValues(user, 1, ['Red', 'Blue']);
    await user.click(screen.getByRole('button', { name: 'Remove option 2' }));
    // A new product image and a new image of the Red variant: neither has an id yet.
    await user.upload(
      screen.getByLabelText('Add images'),
      new File(['png'], 'fresh-front.png', { type: 'image/png' }),
    );
    await user.upload(
      screen.getByLabelText('Images for Red'),
      new File(['png'], 'fresh-back.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Front image of Red' }));
    await user.click(await screen.findByRole('option', { name: 'New image (fresh-front.png)' }));
    await user.click(screen.getByRole('combobox', { name: 'Back image of Red' }));
    await user.click(await screen.findByRole('option', { name: 'New image (fresh-back.png)' }));
    expect(screen.getByRole('combobox', { name: 'Front image of Red' })).toHaveTextContent(
      'New image (fresh-front.png)',
    );
    // Blue offers the product's new image, not Red's own.
    await user.click(screen.getByRole('combobox', { name: 'Front image of Blue' }));
    expect(await screen.findByRole('option', { name: 'New image (fresh-front.png)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'New image (fresh-back.png)' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(PRODUCTS_MESSAGES.created('Fresh Print Tee'), {}, { timeout: 30_000 });
    const saved = await byTitle('Fresh Print Tee');
    const red = saved.variants!.find((v) => v.variant.join('/') === 'Red')!;
    const blue = saved.variants!.find((v) => v.variant.join('/') === 'Blue')!;
    expect(saved.files?.[String(red.front_image)]).toMatch(/\/fresh-front\.png$/);
    expect(saved.files?.[String(red.back_image)]).toMatch(/\/fresh-back\.png$/);
    expect(red.images).toContain(red.back_image);
    expect([blue.front_image, blue.back_image]).toEqual([null, null]);
  });

  it('edits a template: its name is on the form and required', async () => {
    const template = await byTitle('Kitchen basic template');
    const { user } = setup({ path: `/admin/products/create?id=${template.id}` });
    const name = await screen.findByRole('textbox', { name: /^Template name/ });
    expect(name).toHaveValue('Kitchen item');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PRODUCTS_MESSAGES.templateNameRequired)).toBeInTheDocument();
    expect(name).toHaveFocus();
    await user.type(name, 'Kitchen basics');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect((await api().products.get(template.id)).template_name).toBe('Kitchen basics'),
    );
  });

  it('shows the print-on-demand warning 2 s after opening a POD product', async () => {
    const pod = await byTitle('Custom Print Tee (POD)');
    setup({ path: `/admin/products/create?id=${pod.id}` });
    await screen.findByRole('textbox', { name: /^Title/ });
    expect(screen.queryByText(PRODUCTS_MESSAGES.podWarning)).not.toBeInTheDocument();
    expect(
      await screen.findByText(PRODUCTS_MESSAGES.podWarning, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
  });

  it('asks before deleting, listing the skus, then deletes it on the server', async () => {
    const beanie = await byTitle('Wool Beanie');
    const { user } = setup({ path: `/admin/products/create?id=${beanie.id}` });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(`${PRODUCTS_MESSAGES.confirmDelete} SKUs: BEA-GREY, BEA-MUSTARD, BEA-FOREST`),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(async () => expect(await find('Wool Beanie')).toBeUndefined());
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
    const mug = await byTitle('Chef Knife 20 cm');
    setup({
      path: `/admin/products/create?id=${mug.id}`,
      session: await server.t.employeeSession([
        { subject: 'products_and_collections', rule: 1, options: [] },
      ]),
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
    restore.push(() => void (Element.prototype.scrollIntoView = original));
    // The server never answers the create: the save is still running.
    const slow = ((input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST' && new URL(String(input)).pathname === '/api/v1/products'
        ? new Promise<Response>(() => undefined)
        : server.t.fetch(input, init)) as typeof fetch;
    const { user } = setup({ fetch: slow });
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    restore.push(() => void vi.useRealTimers());
    await user.type(title, 'Slow');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const buttons = screen.getByTestId('editor-buttons');
    act(() => vi.advanceTimersByTime(5900));
    expect(scrolled).not.toContain(buttons);
    act(() => vi.advanceTimersByTime(200));
    expect(scrolled).toContain(buttons);
  });

  it('says so when the product does not exist', async () => {
    setup({ path: '/admin/products/create?id=999999' });
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
  });
});
