import { configure, render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { AdminTestProvider } from '@storeroom/core/testing';
import { SEED___CONST___ITEMS } from '../../../server/seed-data';
import { __CAMEL__TestServer } from '../../../server/test-server';
import { __PASCAL__ListPage } from './__ID__-list';

// The real server answers in-process, but a loaded machine may take seconds: wait for what the
// user sees for up to 30 s (a timeout is for hangs, not for slowness).
configure({ asyncUtilTimeout: 30_000 });

// The real server in-process: the screen meets the server's own rules, not a fake.
let t: TestServer;
beforeAll(async () => {
  t = await __CAMEL__TestServer();
});
afterAll(() => t.close());

function setup(session: TestSession) {
  render(
    <AdminTestProvider fetch={t.fetch} {...session} initialPath="__ROUTE__">
      <__PASCAL__ListPage />
    </AdminTestProvider>,
  );
}

describe('__TITLE__ list (on the real server)', () => {
  it('lists the items newest first, each linking to its editor', async () => {
    setup(await t.session(DEMO_CREDENTIALS.owner));
    const grid = await screen.findByRole('grid', { name: '__TITLE__' });
    await within(grid).findByText(SEED___CONST___ITEMS.at(-1)!.title);
    const links = within(grid).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([...SEED___CONST___ITEMS].reverse().map((s) => s.title));
    expect(links[0]!.getAttribute('href')).toMatch(/^__ROUTERE__\/\d+$/);
    expect(screen.getByRole('link', { name: 'New item' })).toHaveAttribute('href', '__ROUTE__/0');
  });

  it('offers no new item and no bulk delete under limited access', async () => {
    setup(await t.employeeSession([{ subject: '__SNAKE__', rule: 1, options: [] }]));
    const grid = await screen.findByRole('grid', { name: '__TITLE__' });
    await within(grid).findByText(SEED___CONST___ITEMS[0]!.title);
    expect(screen.queryByRole('link', { name: 'New item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Select/ })).not.toBeInTheDocument();
  });
});
