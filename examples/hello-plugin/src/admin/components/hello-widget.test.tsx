import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryHttpClient } from '@storeroom/core';
import { createResourceClient } from '@storeroom/core/client';
import { AdminTestProvider } from '@storeroom/core/testing';
import { HELLO_PATH } from '../../client';
import type { HelloSettingsClient } from '../../client';
import { helloApiRef, helloSettingsApiRef } from '../api';
import { HelloWidget } from './hello-widget';

const settings: HelloSettingsClient = {
  get: async () => ({ greeting: 'Good to see you' }),
  save: async (s) => s,
};

describe('Hello dashboard widget', () => {
  it('shows the store greeting and the number of active items', async () => {
    const http = createMemoryHttpClient({
      resources: {
        [HELLO_PATH]: [
          { id: 1, title: 'A', status: 'active', notes: '', created_at: '2026-01-01T00:00:00Z' },
          { id: 2, title: 'B', status: 'active', notes: '', created_at: '2026-01-01T00:00:00Z' },
          { id: 3, title: 'C', status: 'archived', notes: '', created_at: '2026-01-01T00:00:00Z' },
        ],
      },
    });
    render(
      <AdminTestProvider
        apis={[
          [helloApiRef, createResourceClient(http, HELLO_PATH)],
          [helloSettingsApiRef, settings],
        ]}
      >
        <HelloWidget />
      </AdminTestProvider>,
    );
    expect(await screen.findByText('Good to see you')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2 active items' })).toHaveAttribute('href', '/admin/hello');
  });
});
