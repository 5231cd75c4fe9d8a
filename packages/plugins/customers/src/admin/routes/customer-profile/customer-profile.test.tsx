import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { definePlugin, fillSlot } from '@storeroom/core';
import type { PluginManifest } from '@storeroom/core';
import { createHttpClient } from '@storeroom/core/client';
import { AdminTestProvider, screenOnServer } from '@storeroom/core/testing';
import { DEMO_CREDENTIALS, defineServerPlugin, subscribe } from '@storeroom/server';
import { createTestServer, ownerSuite } from '@storeroom/server/testing';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { createCustomersClient } from '../../../client';
import { CUSTOMER_PROFILE_SECTIONS, CUSTOMER_REFERENCES, CUSTOMERS_MESSAGES } from '../../../contract';
import type { CustomerItem } from '../../../contract';
import { SAMPLE_PURCHASES } from '../../../server/seed-data';
import { customersServerPlugin } from '../../../server/plugin';
import { customersTestServer } from '../../../server/test-server';
import { customersPlugin } from '../../plugin';
import { CustomerProfilePage } from './customer-profile';

// Screens wait on a real server in-process: on a loaded machine a round trip can outlast the
// default 1 s of findBy*; waits end when the screen shows the answer, the limit only catches hangs.
configure({ asyncUtilTimeout: 20_000 });

const s = ownerSuite(customersTestServer, { beforeAll, afterAll });
/** The demo customers of the main store, by seed index (ids in creation order). */
let seeded: CustomerItem[];
beforeAll(async () => {
  seeded = (await server().list({ size: 200, sort: 'id' })).items;
});

/** The customers as the server holds them (read as the owner). */
const server = () => createCustomersClient(s.t.http(s.owner)).customers;
/** A customer as the server holds it now. */
const held = (id: number) => server().get(id);

/**
 * Each test opens a demo customer of its own (by seed index), so the tests' edits never
 * meet. Demo customers at an index divisible by 3 minus one (2, 5, 8, ...) have no phone and
 * no address; the others one address whose phone is also the customer's own.
 */
/** Where the admin is now, as a user reads it in the address bar. */
function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

/** Types `text` over the Contact card's phone (empty: clears it) and answers the card. */
async function typeContactPhone(text: string) {
  const contact = await screen.findByRole('region', { name: 'Contact' });
  const phone = within(contact).getByRole('textbox', { name: 'Phone' });
  await userEvent.clear(phone);
  if (text) await userEvent.type(phone, text);
  return contact;
}

function setup(index: number, options: { session?: TestSession; plugins?: PluginManifest[] } = {}) {
  const customer = seeded[index]!;
  render(
    <AdminTestProvider
      fetch={s.t.fetch}
      {...(options.session ?? s.owner)}
      plugins={options.plugins}
      initialPath={`/admin/customers/${customer.id}`}
    >
      <CustomerProfilePage />
      <Address />
    </AdminTestProvider>,
  );
  return customer;
}

describe('Customer profile (on the real server)', () => {
  it('shows the customer named by the last path segment with order statistics', async () => {
    // Seed index 2: 5 orders, $617.25, last purchase Feb 2 2026 (UTC).
    const purchase = SAMPLE_PURCHASES.find((p) => p.index === 2)!;
    const customer = setup(purchase.index);
    expect(await screen.findByRole('heading', { name: customer.full_name, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to customers' })).toHaveAttribute(
      'href',
      '/admin/customers',
    );
    const stats = screen.getByRole('region', { name: 'Order statistics' });
    expect(within(stats).getByText(String(purchase.order_count))).toBeInTheDocument();
    expect(within(stats).getByText('$617.25')).toBeInTheDocument();
    expect(within(stats).getByText('02/02/2026')).toBeInTheDocument();
  });

  it('says so when the customer does not exist', async () => {
    render(screenOnServer(s, <CustomerProfilePage />, '/admin/customers/999999'));
    expect(await screen.findByText('Customer not found')).toBeInTheDocument();
  });

  it('saves notes and tags', async () => {
    const customer = setup(5);
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    await userEvent.clear(notes);
    await userEvent.type(notes, 'Wholesale buyer');
    const tags = screen.getByRole('textbox', { name: 'Tags' });
    await userEvent.type(tags, 'wholesale-2{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CUSTOMERS_MESSAGES.updated)).toBeInTheDocument();
    expect(await held(customer.id)).toMatchObject({
      notes: 'Wholesale buyer',
      tags: [...customer.tags, 'wholesale-2'],
    });
  });

  it('adds, edits and removes addresses', async () => {
    const customer = setup(6);
    expect(customer.addresses).toHaveLength(1);
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Street' }), '5 Elm Road');
    await userEvent.type(within(form).getByRole('textbox', { name: 'City' }), 'Denver');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('button', { name: 'Edit address 2' })).toBeInTheDocument();
    expect((await held(customer.id)).addresses[1]).toMatchObject({
      street: '5 Elm Road',
      city: 'Denver',
      country: 'US',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Edit address 1' }));
    const edit = screen.getByRole('form', { name: 'Edit address' });
    const city = within(edit).getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Dallas');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save address' }));
    expect(await within(list).findByText(/Dallas/)).toBeInTheDocument();
    expect((await held(customer.id)).addresses.map((a) => a.city)).toEqual(['Dallas', 'Denver']);

    await userEvent.click(await screen.findByRole('button', { name: 'Remove address 2' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit address 2' })).toBeNull());
    expect((await held(customer.id)).addresses.map((a) => a.city)).toEqual(['Dallas']);
  });

  it('shows the customer’s own phone and saves a new one as +dial.number', async () => {
    const customer = setup(0);
    expect(customer.phone).toBe('+1.5125550147');
    const contact = await screen.findByRole('region', { name: 'Contact' });
    const phone = within(contact).getByRole('textbox', { name: 'Phone' });
    // Stored +1.5125550147, shown the country's way.
    expect(phone).toHaveValue('(512) 555-0147');
    await userEvent.clear(phone);
    await userEvent.type(phone, '(303) 555-0164');
    await userEvent.click(within(contact).getByRole('button', { name: 'Save phone' }));
    expect(await screen.findByText(CUSTOMERS_MESSAGES.updated)).toBeInTheDocument();
    expect((await held(customer.id)).phone).toBe('+1.3035550164');
  });

  it('refuses the customer’s phone when it is not valid for the chosen country, saving nothing', async () => {
    const customer = setup(4);
    const contact = await typeContactPhone('555 01');
    await userEvent.click(within(contact).getByRole('button', { name: 'Save phone' }));
    expect((await within(contact).findAllByText(CUSTOMERS_MESSAGES.phoneInvalid)).length).toBeGreaterThan(0);
    expect((await held(customer.id)).phone).toBe(customer.phone);
    expect(screen.queryByText(CUSTOMERS_MESSAGES.updated)).not.toBeInTheDocument();
  });

  it('refuses an invalid phone even when submitted without leaving the box', async () => {
    const customer = setup(7);
    const contact = await typeContactPhone('555 01');
    // Saving by keyboard from the box: no blur marks it first.
    within(contact).getByRole('button', { name: 'Save phone' }).click();
    expect((await within(contact).findAllByText(CUSTOMERS_MESSAGES.phoneInvalid)).length).toBeGreaterThan(0);
    expect((await held(customer.id)).phone).toBe(customer.phone);
  });

  it('clears the customer’s phone', async () => {
    const customer = setup(9);
    expect(customer.phone).not.toBe('');
    const contact = await typeContactPhone('');
    await userEvent.click(within(contact).getByRole('button', { name: 'Save phone' }));
    expect(await screen.findByText(CUSTOMERS_MESSAGES.updated)).toBeInTheDocument();
    expect((await held(customer.id)).phone).toBe('');
  });

  it('stores a phone typed for the address country as +dial.number', async () => {
    const customer = setup(8);
    expect(customer.addresses).toEqual([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'City' }), 'Denver');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Phone' }), '(303) 555-0164');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('button', { name: 'Edit address 1' })).toBeInTheDocument();
    expect((await held(customer.id)).addresses).toMatchObject([
      { city: 'Denver', country: 'US', phone: '+1.3035550164' },
    ]);
  });

  it('refuses a phone that is not valid for the address country, saving nothing', async () => {
    const customer = setup(10);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit address 1' }));
    const form = screen.getByRole('form', { name: 'Edit address' });
    const phone = within(form).getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '123');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect((await within(form).findAllByText(CUSTOMERS_MESSAGES.phoneInvalid)).length).toBeGreaterThan(0);
    expect((await held(customer.id)).addresses).toEqual(customer.addresses);
    expect(screen.queryByText(CUSTOMERS_MESSAGES.updated)).not.toBeInTheDocument();
  });

  it('renders what other plugins add to the profile (the orders list)', async () => {
    const orders = definePlugin({
      id: 'fake-orders',
      name: 'Orders',
      slots: [
        fillSlot(CUSTOMER_PROFILE_SECTIONS, {
          id: 'customer-orders',
          component: ({ customerId }: { customerId: number }) => <p>Orders of customer {customerId}</p>,
        }),
      ],
    });
    const customer = setup(11, { plugins: [customersPlugin, orders] });
    expect(await screen.findByText(`Orders of customer ${customer.id}`)).toBeInTheDocument();
  });

  it('edits the name and email; the heading shows them and the server holds them', async () => {
    const customer = setup(13);
    const details = await screen.findByRole('form', { name: 'Customer details' });
    const name = within(details).getByRole('textbox', { name: 'Full name' });
    const email = within(details).getByRole('textbox', { name: 'Email' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed Person');
    await userEvent.clear(email);
    await userEvent.type(email, 'renamed.person@example.com');
    await userEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(CUSTOMERS_MESSAGES.updated)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Renamed Person', level: 1 })).toBeInTheDocument();
    expect(await held(customer.id)).toMatchObject({
      full_name: 'Renamed Person',
      email: 'renamed.person@example.com',
    });
  });

  it('refuses a bad email with the message on the field and keeps what was typed', async () => {
    const customer = setup(14);
    const details = await screen.findByRole('form', { name: 'Customer details' });
    const email = within(details).getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await within(details).findByText(CUSTOMERS_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(email).toHaveValue('not-an-email');
    expect((await held(customer.id)).email).toBe(customer.email);
  });

  it('shows the server’s refusal of a taken email on the field and keeps the input', async () => {
    const customer = setup(15);
    const other = seeded[16]!;
    const details = await screen.findByRole('form', { name: 'Customer details' });
    const email = within(details).getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, other.email);
    await userEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await within(details).findByText(CUSTOMERS_MESSAGES.emailTaken)).toBeInTheDocument();
    expect(email).toHaveValue(other.email);
    expect((await held(customer.id)).email).toBe(customer.email);
  });

  it('deletes the customer after asking, and returns to the list', async () => {
    const created = await server().create({ email: 'to-delete@example.com', full_name: 'Leaving Soon' });
    seeded.push(created);
    setup(seeded.length - 1);
    await screen.findByRole('heading', { name: 'Leaving Soon', level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Delete customer' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Are you sure you want to delete it?');
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(CUSTOMERS_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/admin/customers'),
    );
    expect(screen.getByRole('status', { name: 'Address' })).not.toHaveTextContent(String(created.id));
    await expect(held(created.id)).rejects.toMatchObject({ status: 404 });
  });

  it('is read-only under limited access', async () => {
    const customer = setup(12, {
      session: await s.t.employeeSession([{ subject: 'customers', rule: 1, options: [] }]),
    });
    await screen.findByRole('heading', { name: customer.full_name, level: 1 });
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit address/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Customer details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete customer' })).not.toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Customer details' });
    expect(within(details).queryByRole('textbox')).not.toBeInTheDocument();
    expect(details).toHaveTextContent(customer.email);
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).queryByRole('textbox', { name: 'Phone' })).not.toBeInTheDocument();
    expect(contact).toHaveTextContent(customer.phone);
  });
});

/**
 * Another area that names every customer on two of its orders (data only: it answers
 * CUSTOMER_REFERENCES as the orders area does, without importing it).
 */
const namesEveryone = defineServerPlugin({
  id: 'names-everyone',
  subscribes: [
    subscribe(CUSTOMER_REFERENCES, (_ctx, { count }) => {
      count.value += 2;
    }),
  ],
});

describe('Customer profile: a customer named on orders', () => {
  let named: TestServer;
  beforeAll(async () => {
    named = await createTestServer({ plugins: [customersServerPlugin, namesEveryone] });
  });
  afterAll(() => named.close());

  it('stays after Delete, with the server’s message', async () => {
    const session = await named.session(DEMO_CREDENTIALS.owner);
    const client = createCustomersClient(
      createHttpClient({
        baseUrl: 'http://t/api/v1',
        tokens: session.tokens.accessToken,
        fetch: named.fetch,
      }),
    ).customers;
    const customer = (await client.list({ size: 1, sort: 'id' })).items[0]!;
    render(
      <AdminTestProvider fetch={named.fetch} {...session} initialPath={`/admin/customers/${customer.id}`}>
        <CustomerProfilePage />
      </AdminTestProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete customer' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(
      await screen.findByText(CUSTOMERS_MESSAGES.referenced(customer.full_name || customer.email, 2)),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(customer.full_name || customer.email);
    expect((await client.get(customer.id)).id).toBe(customer.id);
  });
});
