import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AdminTestProvider, failingHttp, pendingHttp } from '@storeroom/core/testing';
import type { Migration } from '../../../contract';
import { abandonedHttp, sampleMigration } from '../../story-data';
import { MigrateDialog } from './migrate-dialog';

const meta = {
  title: 'Plugins/Abandoned checkouts/Migrate orders',
  component: MigrateDialog,
  args: { open: true, onOpenChange: fn(), canStart: true },
  decorators: [
    (Story, { parameters }) => {
      const p = parameters as { http?: 'failing' | 'pending'; migration?: Migration };
      const http =
        p.http === 'failing'
          ? failingHttp()
          : p.http === 'pending'
            ? pendingHttp()
            : abandonedHttp(p.migration ? { migration: p.migration } : {});
      return (
        <AdminTestProvider http={http}>
          <Story />
        </AdminTestProvider>
      );
    },
  ],
} satisfies Meta<typeof MigrateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Never run: "Start". */
export const NeverRun: Story = {};
/** Waiting for the job queue. */
export const Queued: Story = { parameters: { migration: sampleMigration('queued') } };
/** Running: checkouts done of all, "Run again" disabled until it ends. */
export const Running: Story = { parameters: { migration: sampleMigration('active') } };
/** The last run: when, checkouts checked and recovered by an order; "Run again". */
export const Completed: Story = { parameters: { migration: sampleMigration('completed') } };
/** The last run failed. */
export const Failed: Story = { parameters: { migration: sampleMigration('failed') } };
/** Limited access reads the last run; no start. */
export const PermissionLimited: Story = {
  args: { canStart: false },
  parameters: { migration: sampleMigration('completed') },
};
export const Loading: Story = { parameters: { http: 'pending' } };
export const Error: Story = { parameters: { http: 'failing' } };
