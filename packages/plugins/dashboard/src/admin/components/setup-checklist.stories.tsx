import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminTestProvider } from '@storeroom/core/testing';
import { SETUP_STEPS } from '../../contract';
import { STORY_CATALOGUE_PAGES, STORY_EVERY_PAGE } from '../story-data';
import { SetupChecklist } from './setup-checklist';

function Checklist({ done, settingsPages = true }: { done: number; settingsPages?: boolean }) {
  return (
    <AdminTestProvider plugins={[settingsPages ? STORY_EVERY_PAGE : STORY_CATALOGUE_PAGES]}>
      <SetupChecklist steps={SETUP_STEPS.map((step, i) => ({ ...step, done: i < done }))} />
      {done >= SETUP_STEPS.length ? <p>Every step is done: the checklist is hidden.</p> : null}
    </AdminTestProvider>
  );
}

const meta = { title: 'Plugins/Dashboard/Setup checklist', component: Checklist } satisfies Meta<
  typeof Checklist
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewStore: Story = { args: { done: 0 } };
export const PartlyDone: Story = { args: { done: 3 } };
export const AllDone: Story = { args: { done: SETUP_STEPS.length } };
/** No domains, payments or shipping pages in this admin yet: those steps are disabled with the reason. */
export const SettingsPagesMissing: Story = { args: { done: 0, settingsPages: false } };
export const Dark: Story = { ...PartlyDone, globals: { theme: 'dark' } };
