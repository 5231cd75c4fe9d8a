import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import { sampleZones, zonesHttp } from '../../story-data';
import { ShippingZonesPage } from './shipping-zones';

const Screen = storyScreen(<ShippingZonesPage />, '/admin/settings/shipping');

const meta = {
  title: 'Plugins/Shipping/Zones',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Limited settings access: read-only. */
const limited = testEmployeeAccount([{ subject: 'settings', rule: 1, options: [] }]);

/** 45 zones: three pages of 20. */
export const Filled: Story = { args: { http: zonesHttp(sampleZones(45)) } };
export const Empty: Story = { args: { http: zonesHttp([]) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** Limited access: no "Add zone", no bulk delete. */
export const PermissionLimited: Story = { args: { http: zonesHttp(sampleZones(5)), account: limited } };
/** The side panel on a zone (`?id=2`): regions, a weight exception, its rule on Max. */
export const PanelOpen: Story = {
  args: { http: zonesHttp(sampleZones(5)), path: '/admin/settings/shipping?id=2' },
};
/** The side panel of a new, unsaved zone (`?id=0`). */
export const PanelNew: Story = {
  args: { http: zonesHttp(sampleZones(5)), path: '/admin/settings/shipping?id=0' },
};
/** The side panel read-only under limited access: the zone's regions, exceptions and rates as text. */
export const PanelLimited: Story = {
  args: { http: zonesHttp(sampleZones(5)), account: limited, path: '/admin/settings/shipping?id=1' },
};
/** The side panel while the zone loads. */
export const PanelLoading: Story = {
  args: { http: pendingHttp(), path: '/admin/settings/shipping?id=1' },
};
