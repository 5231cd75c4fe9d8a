import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpClient } from '@storeroom/core/client';
import { AdminTestProvider, failingHttp, pendingHttp } from '@storeroom/core/testing';
import { itemsHttp, sampleItems } from '../story-data';
import { HelloWidget } from './hello-widget';

function Widget({ http }: { http: HttpClient }) {
  return (
    <AdminTestProvider http={http}>
      <HelloWidget />
    </AdminTestProvider>
  );
}

const meta = { title: 'Plugins/Hello/Dashboard widget', component: Widget } satisfies Meta<typeof Widget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { http: itemsHttp(sampleItems(12), 'Good to see you') } };
export const Empty: Story = { args: { http: itemsHttp([]) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
