import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '@storeroom/core/client';
import { createClient } from '@storeroom/core/contract';
import { customersContract } from '@storeroom/plugin-customers/contract';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { AdminTestProvider } from '@storeroom/core/testing';
import { createHelloClient } from '../../../client';
import { HELLO_MESSAGES } from '../../../contract';
import { helloTestServer } from '../../../server/test-server';
import { HelloEditPage } from './hello-edit';

// The real server answers in-process, but a loaded machine may take seconds: wait for what the
// user sees for up to 15 s (a timeout is for hangs, not for slowness).
configure({ asyncUtilTimeout: 15_000 });

// The real server in-process: what the screen shows and what the server then holds.
let t: TestServer;
let owner: TestSession;
beforeAll(async () => {
  t = await helloTestServer();
  owner = await t.session(DEMO_CREDENTIALS.owner);
});
afterAll(() => t.close());

/** The items as the server holds them (read as the owner). */
const server = () =>
  createHelloClient(
    createHttpClient({ baseUrl: 'http://t/api/v1', tokens: owner.tokens.accessToken, fetch: t.fetch }),
  ).items;
const all = async () => (await server().list({ size: 200, sort: 'id' })).items;
const newItem = async (title: string) => (await server().create({ title })).id;

function setup(path: string, session: TestSession = owner) {
  render(
    <AdminTestProvider fetch={t.fetch} {...session} initialPath={path}>
      <HelloEditPage />
    </AdminTestProvider>,
  );
}

describe('Hello editor (on the real server)', () => {
  it('refuses a blank title with its message and creates nothing', async () => {
    const before = await all();
    setup('/admin/hello/0');
    const form = await screen.findByRole('form', { name: 'Hello item' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(HELLO_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(await all()).toHaveLength(before.length);
  });

  it('creates an item', async () => {
    setup('/admin/hello/0');
    const form = await screen.findByRole('form', { name: 'Hello item' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Title/ }), 'Green ribbon');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Notes/ }), 'For spring.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(HELLO_MESSAGES.created)).toBeInTheDocument();
    expect((await all()).find((i) => i.title === 'Green ribbon')).toMatchObject({
      status: 'active',
      notes: 'For spring.',
    });
  });

  it('edits an item', async () => {
    const id = await newItem('Old title');
    setup(`/admin/hello/${id}`);
    const form = await screen.findByRole('form', { name: 'Hello item' });
    const title = within(form).getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Old title');
    await userEvent.clear(title);
    await userEvent.type(title, 'New title');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(HELLO_MESSAGES.updated)).toBeInTheDocument();
    expect((await server().get(id)).title).toBe('New title');
  });

  it('archives an item through the archive endpoint', async () => {
    const id = await newItem('To archive');
    setup(`/admin/hello/${id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(HELLO_MESSAGES.archived)).toBeInTheDocument();
    expect((await server().get(id)).status).toBe('archived');
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    // …and restores it through the restore endpoint.
    await userEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(HELLO_MESSAGES.restored)).toBeInTheDocument();
    expect((await server().get(id)).status).toBe('active');
  });

  it('shows a missing item as not found', async () => {
    setup('/admin/hello/999999');
    expect(await screen.findByText(HELLO_MESSAGES.notFound)).toBeInTheDocument();
  });

  it('is read-only under limited access, without Archive', async () => {
    const id = await newItem('Read only');
    setup(`/admin/hello/${id}`, await t.employeeSession([{ subject: 'hello', rule: 1, options: [] }]));
    const form = await screen.findByRole('form', { name: 'Hello item' });
    expect(within(form).getByRole('textbox', { name: /^Title/ })).toHaveAttribute('readonly');
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });

  it('lets a limited rule with allow_archive archive, and nothing else', async () => {
    const id = await newItem('Archived by an employee');
    const employee = await t.employeeSession([{ subject: 'hello', rule: 1, options: ['allow_archive'] }]);
    setup(`/admin/hello/${id}`, employee);
    const form = await screen.findByRole('form', { name: 'Hello item' });
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(HELLO_MESSAGES.archived)).toBeInTheDocument();
    expect((await server().get(id)).status).toBe('archived');
  });

  // Added by hand with the customer field: the lookup reads the customers plugin's contract.
  it('picks the customer of an item from the customers the customers plugin has', async () => {
    const http = createHttpClient({
      baseUrl: 'http://t/api/v1',
      tokens: owner.tokens.accessToken,
      fetch: t.fetch,
    });
    const customer = (await createClient(customersContract, http).customers.list({ size: 1 })).items[0]!;
    const id = await newItem('For a customer');
    setup(`/admin/hello/${id}`);
    const form = await screen.findByRole('form', { name: 'Hello item' });
    const lookup = within(form).getByRole('combobox', { name: /^Customer/ });
    await userEvent.type(lookup, customer.email);
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(customer.email) }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(HELLO_MESSAGES.updated)).toBeInTheDocument();
    expect(await server().get(id)).toMatchObject({
      customer_id: customer.id,
      customer_name: customer.full_name || customer.email,
    });
  });
});
