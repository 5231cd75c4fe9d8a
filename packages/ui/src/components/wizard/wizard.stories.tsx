import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper, Wizard } from './wizard';

const steps = ['Products', 'Area', 'CMS', 'Welcome email', 'Security', 'Questionnaire'].map((label, i) => ({
  id: `step-${i}`,
  label,
  content: <p>Settings of the {label.toLowerCase()} step.</p>,
}));

const meta = {
  title: 'UI/Wizard',
  component: Wizard,
  args: { steps, defaultValue: 0 },
  argTypes: { defaultValue: { control: { type: 'range', min: 0, max: steps.length - 1 } } },
} satisfies Meta<typeof Wizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MiddleStep: Story = { args: { defaultValue: 2 } };
export const LastStep: Story = { args: { defaultValue: 5, finishLabel: 'Save' } };
export const Loading: Story = { args: { defaultValue: 5, loading: true } };
export const StepperOnly: Story = { render: () => <Stepper steps={steps} current={3} /> };
export const LongContent: Story = {
  args: {
    steps: Array.from({ length: 10 }, (_, i) => ({
      id: String(i),
      label: `A long step name number ${i + 1}`,
    })),
    defaultValue: 4,
  },
};
export const Dark: Story = { args: { defaultValue: 2 }, globals: { theme: 'dark' } };
