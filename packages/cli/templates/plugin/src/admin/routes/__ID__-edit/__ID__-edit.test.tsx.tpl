import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '@storeroom/core/client';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { AdminTestProvider } from '@storeroom/core/testing';
import { create__PASCAL__Client } from '../../../client';
import { __CONST___MESSAGES } from '../../../contract';
import { __CAMEL__TestServer } from '../../../server/test-server';
import { __PASCAL__EditPage } from './__ID__-edit';

// The real server answers in-process, but a loaded machine may take seconds: wait for what the
// user sees for up to 30 s (a timeout is for hangs, not for slowness).
configure({ asyncUtilTimeout: 30_000 });

// The real server in-process: what the screen shows and what the server then holds.
let t: TestServer;
let owner: TestSession;
beforeAll(async () => {
  t = await __CAMEL__TestServer();
  owner = await t.session(DEMO_CREDENTIALS.owner);
});
afterAll(() => t.close());

/** The items as the server holds them (read as the owner). */
const server = () =>
  create__PASCAL__Client(
    createHttpClient({ baseUrl: 'http://t/api/v1', tokens: owner.tokens.accessToken, fetch: t.fetch }),
  ).items;
const all = async () => (await server().list({ size: 200, sort: 'id' })).items;
const newItem = async (title: string) => (await server().create({ title })).id;

function setup(path: string, session: TestSession = owner) {
  render(
    <AdminTestProvider fetch={t.fetch} {...session} initialPath={path}>
      <__PASCAL__EditPage />
    </AdminTestProvider>,
  );
}

describe('__TITLE__ editor (on the real server)', () => {
  it('refuses a blank title with its message and creates nothing', async () => {
    const before = await all();
    setup('__ROUTE__/0');
    const form = await screen.findByRole('form', { name: '__TITLE__ item' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(__CONST___MESSAGES.titleRequired)).toBeInTheDocument();
    expect(await all()).toHaveLength(before.length);
  });

  it('creates an item', async () => {
    setup('__ROUTE__/0');
    const form = await screen.findByRole('form', { name: '__TITLE__ item' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Title/ }), 'Green ribbon');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Notes/ }), 'For spring.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(__CONST___MESSAGES.created)).toBeInTheDocument();
    expect((await all()).find((i) => i.title === 'Green ribbon')).toMatchObject({
      status: 'active',
      notes: 'For spring.',
    });
  });

  it('edits an item', async () => {
    const id = await newItem('Old title');
    setup(`__ROUTE__/${id}`);
    const form = await screen.findByRole('form', { name: '__TITLE__ item' });
    const title = within(form).getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Old title');
    await userEvent.clear(title);
    await userEvent.type(title, 'New title');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(__CONST___MESSAGES.updated)).toBeInTheDocument();
    expect((await server().get(id)).title).toBe('New title');
  });

  it('archives an item through the archive endpoint', async () => {
    const id = await newItem('To archive');
    setup(`__ROUTE__/${id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(__CONST___MESSAGES.archived)).toBeInTheDocument();
    expect((await server().get(id)).status).toBe('archived');
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });

  it('shows a missing item as not found', async () => {
    setup('__ROUTE__/999999');
    expect(await screen.findByText(__CONST___MESSAGES.notFound)).toBeInTheDocument();
  });

  it('is read-only under limited access, without Archive', async () => {
    const id = await newItem('Read only');
    setup(`__ROUTE__/${id}`, await t.employeeSession([{ subject: '__SNAKE__', rule: 1, options: [] }]));
    const form = await screen.findByRole('form', { name: '__TITLE__ item' });
    expect(within(form).getByRole('textbox', { name: /^Title/ })).toHaveAttribute('readonly');
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });

  it('lets a limited rule with allow_archive archive, and nothing else', async () => {
    const id = await newItem('Archived by an employee');
    const employee = await t.employeeSession([{ subject: '__SNAKE__', rule: 1, options: ['allow_archive'] }]);
    setup(`__ROUTE__/${id}`, employee);
    const form = await screen.findByRole('form', { name: '__TITLE__ item' });
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(__CONST___MESSAGES.archived)).toBeInTheDocument();
    expect((await server().get(id)).status).toBe('archived');
  });
});
