import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import { DEMO_CREDENTIALS, memoryFileStorage } from '@storeroom/server';
import type { TestSession } from '@storeroom/server/testing';
import { screenOnServer } from '@storeroom/core/testing';
import { createCustomersClient } from '../../../client';
import { CUSTOMERS_MESSAGES } from '../../../contract';
import type { CustomerItem } from '../../../contract';
import { SAMPLE_PURCHASES } from '../../../server/seed-data';
import { customersTestServer } from '../../../server/test-server';
import { CustomersListPage } from './customers-list';

// Screens wait on a real server in-process: on a loaded machine a round trip can outlast the
// default 1 s of findBy*; waits end when the screen shows the answer, the limit only catches hangs.
configure({ asyncUtilTimeout: 20_000 });

// Where the export jobs write their CSV files.
const files = memoryFileStorage();
const s = ownerSuite(() => customersTestServer({ files }), { beforeAll, afterAll });

/** The customers as the server holds them (read as the owner). */
const server = () => createCustomersClient(s.t.http(s.owner)).customers;
const all = async (): Promise<CustomerItem[]> => (await server().list({ size: 200, sort: 'id' })).items;

/**
 * The report of the export that mails after `before` mails: the export runs as a job, which
 * stores the CSV and mails the caller a link to it; the CSV is read from that link.
 */
async function nextReport(before: number): Promise<{ to: string; lines: string[] }> {
  const mail = await vi.waitFor(
    async () => {
      expect(await mailCount()).toBe(before + 1);
      const res = await s.t.request('GET', '/email-logs?sort=!id&size=1&expand=body', {
        token: s.owner.tokens.accessToken,
      });
      return ((await res.json()) as { items: { to_email: string; body: string }[] }).items[0]!;
    },
    { timeout: 30_000, interval: 100 },
  );
  const href = /href="\/uploads\/([^"]+)"/.exec(mail.body)![1]!;
  const csv = new TextDecoder().decode((await files.get(href))!);
  return { to: mail.to_email, lines: csv.split('\n') };
}
const mailCount = async () =>
  (
    (await (
      await s.t.request('GET', '/email-logs?size=1', { token: s.owner.tokens.accessToken })
    ).json()) as {
      _meta: { totalCount: number };
    }
  )._meta.totalCount;

function setup(session?: TestSession, path = '/admin/customers') {
  render(screenOnServer(s, <CustomersListPage />, path, { as: session }));
}

const grid = () => screen.findByRole('grid', { name: 'Customers' });

describe('Customers list (on the real server)', () => {
  it('lists customers by last purchase, newest first, linking to their profiles', async () => {
    const rows = await all();
    // The buyers by last purchase, newest first; those who never bought come after them.
    const buyers = [...SAMPLE_PURCHASES]
      .sort((a, b) => b.last_purchase.localeCompare(a.last_purchase))
      .map((p) => rows[p.index]!);
    setup();
    const g = await grid();
    await within(g).findByRole('link', { name: buyers[0]!.full_name });
    const links = within(g).getAllByRole('link');
    expect(links.slice(0, buyers.length).map((l) => l.textContent)).toEqual(buyers.map((c) => c.full_name));
    expect(links[0]).toHaveAttribute('href', `/admin/customers/${buyers[0]!.id}`);
  });

  it('pre-fills the name-or-email search from chqsearch', async () => {
    const [first, second] = await all();
    setup(s.owner, `/admin/customers?chqsearch=${encodeURIComponent(first!.email)}`);
    const g = await grid();
    await within(g).findByRole('link', { name: first!.full_name });
    expect(within(g).getAllByRole('link')).toHaveLength(1);
    expect(within(g).queryByText(second!.email)).not.toBeInTheDocument();
  });

  it('exports what the list shows (every filter) and tells the user the report will be emailed', async () => {
    const vip = (await all()).filter((c) => c.tags.includes('vip'));
    const filter = JSON.stringify([{ field: 'tags', operator: '=', value: 'vip' }]);
    const before = await mailCount();
    setup(s.owner, `/admin/customers?filter=${encodeURIComponent(filter)}`);
    await within(await grid()).findByText(vip[0]!.email);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(CUSTOMERS_MESSAGES.exportQueued)).toBeInTheDocument();
    const report = await nextReport(before);
    expect(report.to).toBe(DEMO_CREDENTIALS.owner.email);
    // The header, then exactly the tagged customers.
    expect(
      report.lines
        .slice(1)
        .map((line) => Number(line.split(',')[0]))
        .sort((a, b) => a - b),
    ).toEqual(vip.map((c) => c.id));
  });

  it('exports the selected customers', async () => {
    const [first] = await all();
    const before = await mailCount();
    setup();
    const g = await grid();
    await within(g).findByText(first!.email);
    await userEvent.click(within(g).getByRole('checkbox', { name: new RegExp(first!.full_name) }));
    await userEvent.click(screen.getByRole('button', { name: 'Export selected' }));
    expect(await screen.findByText(CUSTOMERS_MESSAGES.exportQueued)).toBeInTheDocument();
    const report = await nextReport(before);
    expect(report.lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([first!.id]);
  });

  it('hides export and bulk delete under limited access without allow_export', async () => {
    const [first] = await all();
    setup(await s.t.employeeSession([{ subject: 'customers', rule: 1, options: [] }]));
    const g = await grid();
    await within(g).findByText(first!.email);
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(within(g).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New customer' })).not.toBeInTheDocument();
  });

  it('lets limited access with allow_export export (the server agrees), still without New customer', async () => {
    const before = await mailCount();
    setup(await s.t.employeeSession([{ subject: 'customers', rule: 1, options: ['allow_export'] }]));
    await grid();
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText(CUSTOMERS_MESSAGES.exportQueued)).toBeInTheDocument();
    // The export job mails the link once it has written the file.
    await vi.waitFor(async () => expect(await mailCount()).toBe(before + 1), { timeout: 30_000 });
    expect(screen.queryByRole('button', { name: 'New customer' })).not.toBeInTheDocument();
  });

  /** The list as the owner, with the New customer dialog open. */
  async function openNewCustomer() {
    setup();
    await grid();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'New customer' }));
    return { u, dialog: await screen.findByRole('dialog', { name: 'New customer' }) };
  }

  it('creates a customer from the New customer dialog, refusing a bad email first', async () => {
    const before = (await all()).length;
    const { u, dialog } = await openNewCustomer();
    await u.type(within(dialog).getByLabelText(/^Email/), 'not-an-email');
    await u.click(within(dialog).getByRole('button', { name: 'Create customer' }));
    expect(await within(dialog).findByText(CUSTOMERS_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(await all()).toHaveLength(before);
    const email = within(dialog).getByLabelText(/^Email/);
    await u.clear(email);
    await u.type(email, ' Grace.Hopper@Example.com');
    await u.type(within(dialog).getByLabelText('Full name'), 'Grace Hopper');
    await u.click(within(dialog).getByRole('button', { name: 'Create customer' }));
    expect(await screen.findByText(CUSTOMERS_MESSAGES.created)).toBeInTheDocument();
    expect((await all()).find((c) => c.full_name === 'Grace Hopper')).toMatchObject({
      email: 'grace.hopper@example.com',
    });
  });

  it('shows the server’s refusal of a taken email under the field, keeping the input', async () => {
    const [first] = await all();
    const before = (await all()).length;
    const { u, dialog } = await openNewCustomer();
    await u.type(within(dialog).getByLabelText(/^Email/), first!.email.toUpperCase());
    await u.click(within(dialog).getByRole('button', { name: 'Create customer' }));
    expect(await within(dialog).findByText(CUSTOMERS_MESSAGES.emailTaken)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue(first!.email.toUpperCase());
    expect(await all()).toHaveLength(before);
  });

  it('creates a customer with a phone stored as +dial.number, refusing one not valid for the country', async () => {
    const before = (await all()).length;
    const { u, dialog } = await openNewCustomer();
    await u.type(within(dialog).getByLabelText(/^Email/), 'ada@example.com');
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    await u.type(phone, '555 01');
    await u.click(within(dialog).getByRole('button', { name: 'Create customer' }));
    expect((await within(dialog).findAllByText(CUSTOMERS_MESSAGES.phoneInvalid)).length).toBeGreaterThan(0);
    expect(await all()).toHaveLength(before);
    await u.clear(phone);
    await u.type(phone, '(416) 555-0198');
    await u.click(within(dialog).getByRole('button', { name: 'Create customer' }));
    expect(await screen.findByText(CUSTOMERS_MESSAGES.created)).toBeInTheDocument();
    expect((await all()).find((c) => c.email === 'ada@example.com')).toMatchObject({
      phone: '+1.4165550198',
    });
  });
});
