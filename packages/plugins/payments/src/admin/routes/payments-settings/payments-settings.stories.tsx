import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  AdminTestProvider,
  failingHttp,
  pendingHttp,
  storyScreen,
  testEmployeeAccount,
} from '@storeroom/core/testing';
import { paymentsHttp, sampleSettings } from '../../story-data';
import { PaymentsSettingsPage } from './payments-settings';
import { ProcessorDialog } from './processor-dialog';
import { ProcessorsListDialog } from './processors-list-dialog';

const Screen = storyScreen(<PaymentsSettingsPage />, '/admin/payment/index');

const meta = {
  title: 'Plugins/Payments/Settings',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Limited settings access: read-only. */
const limited = testEmployeeAccount([{ subject: 'settings', rule: 1, options: [] }]);

/** The sandbox is the default, PayPal enabled too. */
export const Filled: Story = { args: { http: paymentsHttp(sampleSettings(['sandbox', 'paypal'])) } };
/** No processor enabled yet (the demo store). */
export const Empty: Story = { args: { http: paymentsHttp(sampleSettings()) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** Limited access: no "Add payment processor", View instead of Edit, no Save. */
export const PermissionLimited: Story = {
  args: { http: paymentsHttp(sampleSettings(['sandbox'])), account: limited },
};

function ModalScreen({
  modal,
  processor = 'braintree',
}: {
  modal: 'list' | 'processor';
  processor?: string;
}) {
  const settings = sampleSettings(['sandbox']);
  const chosen = settings.processors.find((p) => p.processor === processor)!;
  return (
    <AdminTestProvider http={paymentsHttp(settings)} initialPath="/admin/payment/index">
      {modal === 'list' ? (
        <ProcessorsListDialog
          open
          onOpenChange={() => undefined}
          processors={settings.processors}
          onChoose={() => undefined}
        />
      ) : (
        <ProcessorDialog processor={chosen} onOpenChange={() => undefined} />
      )}
    </AdminTestProvider>
  );
}

/** The payment processors list modal. */
export const ProcessorsListModal: StoryObj<typeof ModalScreen> = {
  render: (args) => <ModalScreen {...args} />,
  args: { modal: 'list' },
};
/** Braintree's settings: its private key is saved and never shown. */
export const ProcessorSettingsModal: StoryObj<typeof ModalScreen> = {
  render: (args) => <ModalScreen {...args} />,
  args: { modal: 'processor', processor: 'braintree' },
};
/** Stripe's settings: connected through its connect flow. */
export const StripeSettingsModal: StoryObj<typeof ModalScreen> = {
  render: (args) => <ModalScreen {...args} />,
  args: { modal: 'processor', processor: 'stripe' },
};
/** The sandbox's settings, labelled Sandbox. */
export const SandboxSettingsModal: StoryObj<typeof ModalScreen> = {
  render: (args) => <ModalScreen {...args} />,
  args: { modal: 'processor', processor: 'sandbox' },
};
