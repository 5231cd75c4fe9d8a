import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import { pixelsHttp, samplePixels } from '../../story-data';
import { PixelsListPage } from './pixels-list';

const Screen = storyScreen(<PixelsListPage />, '/admin/pixels');

const meta = {
  title: 'Plugins/Pixels/List',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { http: pixelsHttp(samplePixels(8)) } };
export const Empty: Story = { args: { http: pixelsHttp([]) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** Limited pixels access: no "Add pixel", no Delete, no bulk actions. */
export const PermissionLimited: Story = {
  args: {
    http: pixelsHttp(samplePixels(3)),
    account: testEmployeeAccount([{ subject: 'pixels', rule: 1, options: [] }]),
  },
};
/** A builder theme is active: `/admin/app/pixels` with the deprecation warning, no "Add pixel". */
export const BuilderTheme: Story = {
  args: { http: pixelsHttp(samplePixels(3), true), path: '/admin/app/pixels' },
};
