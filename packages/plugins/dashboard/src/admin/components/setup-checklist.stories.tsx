import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminTestProvider } from '@storeroom/core/testing';
import { SETUP_STEPS } from '../../contract';
import { SetupChecklist } from './setup-checklist';

function Checklist({ done }: { done: number }) {
  return (
    <AdminTestProvider>
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
export const Dark: Story = { ...PartlyDone, globals: { theme: 'dark' } };
