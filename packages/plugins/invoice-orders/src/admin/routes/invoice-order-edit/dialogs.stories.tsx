import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyScreen } from '@storeroom/core/testing';
import { invoicesHttp, sampleInvoices } from '../../story-data';
import { CustomItemDialog } from './custom-item-dialog';
import { CustomerPicker } from './customer-picker';
import { EmailDialog } from './email-dialog';
import { PayDialog } from './pay-dialog';
import { ProductItemDialog } from './product-item-dialog';

type Which = 'custom-item' | 'product' | 'pay' | 'authenticate' | 'email' | 'customer';

const invoice = sampleInvoices(1)[0]!;
const pendingInvoice = {
  ...invoice,
  payment: {
    type: 'card' as const,
    status: 'requires_action' as const,
    payment_intent_id: 'pi_sandbox_1_1',
    last4: '3184',
  },
};

const noop = () => undefined;
const Dialogs = storyScreen(
  ({ which }: { which: Which }) => (
    <>
      {which === 'custom-item' ? <CustomItemDialog open onOpenChange={noop} onAdd={noop} /> : null}
      {which === 'product' ? <ProductItemDialog open onOpenChange={noop} onAdd={noop} /> : null}
      {which === 'pay' ? <PayDialog invoice={invoice} open onOpenChange={noop} onPaid={noop} /> : null}
      {which === 'authenticate' ? (
        <PayDialog
          invoice={pendingInvoice}
          open
          onOpenChange={noop}
          onPaid={noop}
          initialStep="authenticate"
        />
      ) : null}
      {which === 'email' ? <EmailDialog invoice={invoice} open onOpenChange={noop} /> : null}
      {which === 'customer' ? (
        <CustomerPicker value={{ id: 1, email: invoice.email, full_name: 'Grace Hopper' }} onChange={noop} />
      ) : null}
    </>
  ),
  '/admin/orders/invoice/1',
);

const meta = {
  title: 'Plugins/Invoice orders/Modals',
  component: Dialogs,
  args: { http: invoicesHttp([invoice]) },
} satisfies Meta<typeof Dialogs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreateCustomItem: Story = { args: { which: 'custom-item' } };
export const AddProduct: Story = { args: { which: 'product' } };
export const InvoicePayment: Story = { args: { which: 'pay' } };
/** The card asked for extra authentication (sandbox card 4000 0027 6000 3184). */
export const ExtraAuthentication: Story = { args: { which: 'authenticate' } };
export const InvoiceEmail: Story = { args: { which: 'email' } };
/** Browse customers with a chosen customer, and the create-customer button. */
export const BrowseCustomers: Story = { args: { which: 'customer' } };
