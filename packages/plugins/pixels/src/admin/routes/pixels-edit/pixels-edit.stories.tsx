import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import { pixelsHttp, samplePixels } from '../../story-data';
import { PixelsEditPage } from './pixels-edit';

const memory = (builderTheme = false) => pixelsHttp(samplePixels(3), builderTheme);

const Screen = storyScreen(<PixelsEditPage />, '/admin/pixels/edit?id=1');

const meta = {
  title: 'Plugins/Pixels/Editor',
  component: Screen,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Facebook pixel with its saved access token (never shown). */
export const Filled: Story = { args: { http: memory(), path: '/admin/pixels/edit?id=1' } };
/** Both kinds of pixel, on two pages. */
export const FacebookAndGoogle: Story = { args: { http: memory(), path: '/admin/pixels/edit?id=3' } };
/** A new pixel: the empty form. */
export const Empty: Story = { args: { http: memory(), path: '/admin/pixels/edit?id=0' } };
export const Loading: Story = { args: { http: pendingHttp(), path: '/admin/pixels/edit?id=1' } };
export const Error: Story = { args: { http: failingHttp(), path: '/admin/pixels/edit?id=1' } };
export const NotFound: Story = { args: { http: memory(), path: '/admin/pixels/edit?id=99' } };
/** A builder theme is active: a new pixel cannot be created (the deprecation warning). */
export const BuilderThemeNew: Story = { args: { http: memory(true), path: '/admin/pixels/edit?id=0' } };
/** Limited (read-only) access: read-only fields, no Save, no Delete. */
export const PermissionLimited: Story = {
  args: {
    http: memory(),
    path: '/admin/pixels/edit?id=1',
    account: testEmployeeAccount([{ subject: 'pixels', rule: 1, options: [] }]),
  },
};
