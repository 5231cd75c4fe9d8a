import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AdminTestProvider, failingHttp } from '@storeroom/core/testing';
import { abandonedHttp } from '../../story-data';
import { SEED_CAMPAIGN_EMAILS } from '../../../server/seed-data';
import { EmailWizard, NEW_WIZARD_EMAIL } from './email-wizard';

const meta = {
  title: 'Plugins/Abandoned checkouts/Email wizard',
  component: EmailWizard,
  args: { open: true, onOpenChange: fn(), onFinish: fn(), initial: NEW_WIZARD_EMAIL },
  // The preview beside the steps asks the server to draw the email.
  decorators: [
    (Story, { parameters }) => (
      <AdminTestProvider http={parameters.previewFails ? failingHttp() : abandonedHttp({})}>
        <Story />
      </AdminTestProvider>
    ),
  ],
} satisfies Meta<typeof EmailWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const edited = { ...SEED_CAMPAIGN_EMAILS[1]! };

/** Step 1, type: a new email starts as a reminder (spec 1 §4). */
export const TypeStep: Story = {};
/** Step 2, style: a new email starts plain. */
export const StyleStep: Story = { args: { defaultStep: 1 } };
/** Step 2 with the email's own store name and two colours of its own (the rest its style's). */
export const StyleStepOwnLook: Story = {
  args: {
    defaultStep: 1,
    initial: {
      ...edited,
      settings: {
        ...edited.settings,
        store_name: 'Corner Shop',
        button_color: '#b91c1c',
        border_color: '#1f2937',
      },
    },
  },
};
/** Step 3, copy: the subject sub-step. */
export const CopySubject: Story = { args: { defaultStep: 2, initial: edited } };
export const CopyHeadline: Story = { args: { defaultStep: 2, defaultCopyStep: 1, initial: edited } };
export const CopyBody: Story = { args: { defaultStep: 2, defaultCopyStep: 2, initial: edited } };
/** The last sub-step: the button text, and Finish. */
export const CopyButton: Story = { args: { defaultStep: 2, defaultCopyStep: 3, initial: edited } };
/** The preview could not be drawn (spec 1 §8). */
export const PreviewFailed: Story = { parameters: { previewFails: true } };
