import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../styles/core.css';
import { ApiError } from '../../client/types';
import type { JobView } from '../../contract/core-model';
import { JobProgress } from './job-progress';

const base: JobView = {
  id: 'b1f0c0de-0000-4000-8000-000000000001',
  name: 'orders.export',
  state: 'queued',
  progress: null,
  result: null,
  error: null,
  createdAt: '2026-11-25T09:00:00.000Z',
  finishedAt: null,
};

const meta = {
  title: 'Core/JobProgress',
  component: JobProgress,
  args: { label: 'Exporting orders', job: base },
} satisfies Meta<typeof JobProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { job: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Queued: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Waiting to start…')).toBeVisible();
  },
};

export const Active: Story = {
  args: { job: { ...base, state: 'active', progress: { done: 420, total: 1000, step: 'Writing rows' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('value', '420');
    await expect(canvas.getByText(/Writing rows — 420 of 1,000/)).toBeVisible();
  },
};

export const Completed: Story = {
  args: {
    job: {
      ...base,
      state: 'completed',
      progress: { done: 1000, total: 1000, step: 'Stored' },
      result: { url: '#orders.csv' },
      finishedAt: '2026-11-25T09:00:12.000Z',
    },
    action: <a href="#orders.csv">Download CSV</a>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Download CSV' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    job: {
      ...base,
      state: 'failed',
      progress: { done: 300, total: 1000, step: 'Writing rows' },
      error: 'The file store is not reachable.',
      finishedAt: '2026-11-25T09:00:05.000Z',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The file store is not reachable.',
    );
  },
};

/** The job could not be read (e.g. not the caller's job: 404). */
export const LoadError: Story = {
  args: { job: undefined, error: new ApiError(404, 'Not found') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Not found');
  },
};
