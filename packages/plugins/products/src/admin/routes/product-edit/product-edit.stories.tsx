import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { failingHttp, pendingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import { manyVariants, productsHttp, sampleId, sampleProducts } from '../../story-data';
import { ProductEditPage } from './product-edit';

const Screen = storyScreen(<ProductEditPage />, '/admin/products/create');

const meta = {
  title: 'Plugins/Products/Editor',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = sampleProducts();
const edit = (title: string) => `/admin/products/create?id=${sampleId(rows, title)}`;
const sizes = Array.from({ length: 10 }, (_, i) => `${36 + i}`);
const colors = ['Black', 'White', 'Navy', 'Red', 'Green', 'Blue', 'Grey', 'Sand', 'Olive', 'Rust'];
/** A product with 100 variants (the editor benchmark's case). */
const hundred = manyVariants(500, colors, sizes);

/** A new product: Color and Size options ready, templates to choose. */
export const New: Story = { args: { http: productsHttp(rows), path: '/admin/products/create' } };
/** An existing multi product with its variants. */
export const Filled: Story = { args: { http: productsHttp(rows), path: edit('Classic Cotton T-Shirt') } };
/**
 * A new image chosen but not uploaded yet, already picked as the first variant's front image
 * (the save uploads it, then names it; issue 18 item 11).
 */
export const NewImagePicked: Story = {
  args: { http: productsHttp(rows), path: edit('Classic Cotton T-Shirt') },
  play: async () => {
    const upload = await screen.findByLabelText('Add images', {}, { timeout: 5000 });
    await userEvent.upload(upload, new File(['png'], 'new-front.png', { type: 'image/png' }));
    const [front] = await screen.findAllByRole('combobox', { name: /^Front image of / }, { timeout: 5000 });
    await userEvent.click(front!);
    await userEvent.click(
      await screen.findByRole('option', { name: 'New image (new-front.png)' }, { timeout: 5000 }),
    );
    await expect(front).toHaveTextContent('New image (new-front.png)');
  },
};
/** A gift card product: the Gift card switch is on (it is listed under Gift card products). */
const giftCard = {
  ...rows.find((r) => r.title === 'Stoneware Mug 350 ml')!,
  id: 700,
  title: 'Gift Card $40',
  is_giftcard: true,
};
export const GiftCardProduct: Story = {
  args: { http: productsHttp([...rows, giftCard]), path: `/admin/products/create?id=${giftCard.id}` },
  play: async () => {
    await expect(await screen.findByRole('switch', { name: 'Gift card' }, { timeout: 5000 })).toBeChecked();
  },
};
export const SingleProduct: Story = {
  args: { http: productsHttp(rows), path: edit('Stoneware Mug 350 ml') },
};
/** Long content: 100 variants. */
export const HundredVariants: Story = {
  args: { http: productsHttp([...rows, hundred]), path: `/admin/products/create?id=${hundred.id}` },
};
/** Print-on-demand product: the warning toast appears after 2 s. */
export const PrintOnDemand: Story = {
  args: {
    http: productsHttp(rows),
    path: `/admin/products/view?id=${sampleId(rows, 'Custom Print Tee (POD)')}`,
  },
};
export const SkuOff: Story = {
  args: {
    http: productsHttp(rows, { settings: { sku: false, textareas: { enabled: false, values: [] } } }),
    path: edit('Classic Cotton T-Shirt'),
  },
};
export const Loading: Story = { args: { http: pendingHttp(), path: edit('Classic Cotton T-Shirt') } };
export const Error: Story = { args: { http: failingHttp(), path: edit('Classic Cotton T-Shirt') } };
export const NotFound: Story = { args: { http: productsHttp(rows), path: '/admin/products/create?id=999' } };
/** Limited (read-only) access. */
export const PermissionLimited: Story = {
  args: {
    http: productsHttp(rows),
    path: edit('Classic Cotton T-Shirt'),
    account: testEmployeeAccount([{ subject: 'products_and_collections', rule: 1, options: [] }]),
  },
};
export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };
