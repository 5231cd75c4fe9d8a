import { configure, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { AdminTestProvider } from '@storeroom/core/testing';
import { HELLO_DEFAULT_GREETING } from '../../contract';
import { SEED_HELLO_ITEMS } from '../../server/seed-data';
import { helloTestServer } from '../../server/test-server';
import { HelloWidget } from './hello-widget';

// The real server answers in-process, but a loaded machine may take seconds: wait for what the
// user sees for up to 15 s (a timeout is for hangs, not for slowness).
configure({ asyncUtilTimeout: 15_000 });

let t: TestServer;
beforeAll(async () => {
  t = await helloTestServer();
});
afterAll(() => t.close());

describe('Hello dashboard widget (on the real server)', () => {
  it('shows the store greeting and the number of active items', async () => {
    render(
      <AdminTestProvider fetch={t.fetch} {...await t.session(DEMO_CREDENTIALS.owner)}>
        <HelloWidget />
      </AdminTestProvider>,
    );
    expect(await screen.findByText(HELLO_DEFAULT_GREETING)).toBeInTheDocument();
    const active = SEED_HELLO_ITEMS.filter((i) => i.status === 'active').length;
    expect(screen.getByRole('link', { name: `${active} active items` })).toHaveAttribute(
      'href',
      '/admin/hello',
    );
  });
});
