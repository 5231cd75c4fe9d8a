import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  AdminTestProvider,
  failingHttp,
  pendingHttp,
  storyScreen,
  testEmployeeAccount,
} from '@storeroom/core/testing';
import { SAMPLE_CARRIERS, ordersHttp } from '../../story-data';
import { CarrierDialog } from './carrier-dialog';
import { CarriersPage } from './carriers-list';

const Screen = storyScreen(<CarriersPage />, '/admin/settings/carriers');

const meta = {
  title: 'Plugins/Orders/Carriers',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Limited settings access: read-only. */
const limited = testEmployeeAccount([{ subject: 'settings', rule: 1, options: [] }]);
const withDeleted = [...SAMPLE_CARRIERS, { id: 99, title: 'Pony Express', is_deleted: true }];

/** The demo carriers by title; the deleted one is not listed. */
export const Filled: Story = { args: { http: ordersHttp({ carriers: withDeleted }) } };
export const Empty: Story = { args: { http: ordersHttp({ carriers: [] }) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** Limited settings access: the list only, no "Add carrier", no Edit or Delete. */
export const PermissionLimited: Story = {
  args: { http: ordersHttp({ carriers: SAMPLE_CARRIERS }), account: limited },
};

const noop = () => undefined;

/** The "Add carrier" modal. */
export const AddModal: Story = {
  args: { http: ordersHttp() },
  render: ({ http }) => (
    <AdminTestProvider http={http}>
      <CarrierDialog open onOpenChange={noop} />
    </AdminTestProvider>
  ),
};
/** The "Edit carrier" modal on UPS. */
export const EditModal: Story = {
  args: { http: ordersHttp() },
  render: ({ http }) => (
    <AdminTestProvider http={http}>
      <CarrierDialog carrier={SAMPLE_CARRIERS[1]} open onOpenChange={noop} />
    </AdminTestProvider>
  ),
};
/** Saved with no title: the spec's "Please correct form errors ant try again" and the field's message. */
export const ModalInvalid: Story = {
  args: { http: ordersHttp() },
  render: ({ http }) => (
    <AdminTestProvider http={http}>
      <CarrierDialog open onOpenChange={noop} />
    </AdminTestProvider>
  ),
  play: async () => {
    // The dialog is portalled out of the story's canvas.
    const dialog = await screen.findByRole('dialog', { name: 'Add carrier' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      await within(dialog).findByText('Please correct form errors ant try again'),
    ).toBeInTheDocument();
  },
};
