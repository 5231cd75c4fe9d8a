import { configure, render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { AdminTestProvider } from '@storeroom/core/testing';
import { SEED_HELLO_ITEMS } from '../../../server/seed-data';
import { helloTestServer } from '../../../server/test-server';
import { HelloListPage } from './hello-list';

// The real server answers in-process, but a loaded machine may take seconds: wait for what the
// user sees for up to 15 s (a timeout is for hangs, not for slowness).
configure({ asyncUtilTimeout: 15_000 });

// The real server in-process: the screen meets the server's own rules, not a fake.
let t: TestServer;
beforeAll(async () => {
  t = await helloTestServer();
});
afterAll(() => t.close());

function setup(session: TestSession) {
  render(
    <AdminTestProvider fetch={t.fetch} {...session} initialPath="/admin/hello">
      <HelloListPage />
    </AdminTestProvider>,
  );
}

describe('Hello list (on the real server)', () => {
  it('lists the items newest first, each linking to its editor', async () => {
    setup(await t.session(DEMO_CREDENTIALS.owner));
    const grid = await screen.findByRole('grid', { name: 'Hello' });
    await within(grid).findByText(SEED_HELLO_ITEMS.at(-1)!.title);
    const links = within(grid).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([...SEED_HELLO_ITEMS].reverse().map((s) => s.title));
    expect(links[0]!.getAttribute('href')).toMatch(/^\/admin\/hello\/\d+$/);
    expect(screen.getByRole('link', { name: 'New item' })).toHaveAttribute('href', '/admin/hello/0');
  });

  it('offers no new item and no bulk delete under limited access', async () => {
    setup(await t.employeeSession([{ subject: 'hello', rule: 1, options: [] }]));
    const grid = await screen.findByRole('grid', { name: 'Hello' });
    await within(grid).findByText(SEED_HELLO_ITEMS[0]!.title);
    expect(screen.queryByRole('link', { name: 'New item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Select/ })).not.toBeInTheDocument();
  });
});
