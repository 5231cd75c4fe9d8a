import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@storeroom/core/client';
import { STORE_SETTINGS_MESSAGES } from '@storeroom/core/contract';
import { AdminTestProvider } from '@storeroom/core/testing';
import { DeleteStoreDialog, RenumberDialog, SubdomainDialog, TimezoneDialog } from './modals';

const noop = () => undefined;
const resolved = async () => undefined;
const wrongPassword = async () => {
  throw new ApiError(422, 'Validation failed', {
    admin_password: [STORE_SETTINGS_MESSAGES.passwordIncorrect],
  });
};

function Modal({ which }: { which: 'timezone' | 'subdomain' | 'subdomain-changed' | 'delete' | 'renumber' }) {
  return (
    <AdminTestProvider initialPath="/admin/settings/general">
      {which === 'timezone' ? (
        <TimezoneDialog open onOpenChange={noop} current="America/New_York" onSave={resolved} />
      ) : which === 'subdomain' || which === 'subdomain-changed' ? (
        <SubdomainDialog
          open
          onOpenChange={noop}
          current="storeroom-demo"
          domain="storeroom.test"
          onSave={wrongPassword}
          onDone={noop}
          defaultChanged={which === 'subdomain-changed'}
        />
      ) : which === 'delete' ? (
        <DeleteStoreDialog open onOpenChange={noop} storeName="Storeroom Demo" onDelete={wrongPassword} />
      ) : (
        <RenumberDialog open onAnswer={noop} />
      )}
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/General settings/Modals',
  component: Modal,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Edit time zone: the 29 named zones (spec 3 §9). */
export const EditTimezone: Story = { args: { which: 'timezone' } };
/** Edit subdomain: the new subdomain and the password (this story's server refuses the password). */
export const EditSubdomain: Story = { args: { which: 'subdomain' } };
/** After the change: the notice before the login (spec 3 §4). */
export const SubdomainChanged: Story = { args: { which: 'subdomain-changed' } };
/** Delete store: the owner's password (this story's server refuses it). */
export const DeleteStore: Story = { args: { which: 'delete' } };
/** The order-number-format change confirmation (spec 3 §4). */
export const RenumberQuestion: Story = { args: { which: 'renumber' } };
