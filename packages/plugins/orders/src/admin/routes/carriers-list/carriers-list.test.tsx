import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ORDERS_MESSAGES } from '../../../contract';
import type { Carrier } from '../../../contract';
import { ordersAdminSuite, renderInAdmin } from '../../test-suite';
import type { TestSession } from '../../../server/test-server';
import { CarriersPage } from './carriers-list';

// Answers pass through query refetches; a busy 2-core machine needs time.
const SLOW = { timeout: 30_000 };

const s = ordersAdminSuite();

const allCarriers = async () => (await s.api<{ items: Carrier[] }>('GET', '/carriers?size=200')).items;

/** The carriers page as `session`, and its table once loaded. */
async function open(session?: TestSession) {
  renderInAdmin(s, <CarriersPage />, { session, initialPath: '/admin/settings/carriers' });
  return screen.findByRole('table', { name: 'Carriers' }, SLOW);
}

describe('Carriers settings page (on the real server)', () => {
  it('lists the carriers not deleted by title and searches them', async () => {
    const table = await open();
    expect(await within(table).findByRole('cell', { name: 'UPS' }, SLOW)).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'FedEx' })).toBeInTheDocument();
    // The seeded deleted carrier is not listed.
    expect(within(table).queryByRole('cell', { name: 'Pony Express' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search carriers' }), 'post');
    await waitFor(
      () => expect(within(table).queryByRole('cell', { name: 'UPS' })).not.toBeInTheDocument(),
      SLOW,
    );
    expect(within(table).getByRole('cell', { name: 'Canada Post' })).toBeInTheDocument();
    expect(within(table).queryByRole('cell', { name: 'Royal Mail' })).not.toBeInTheDocument();
  });

  it('adds a carrier after refusing an empty title with the spec’s message', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Add carrier' }));
    const form = await screen.findByRole('form', { name: 'Add carrier' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(ORDERS_MESSAGES.carrierFormInvalid)).toBeInTheDocument();
    expect(within(form).getByText(ORDERS_MESSAGES.titleRequired)).toBeInTheDocument();
    expect((await allCarriers()).map((c) => c.title)).not.toContain('');

    await userEvent.type(within(form).getByLabelText(/Title/), 'Hermes Parcel');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ORDERS_MESSAGES.carrierSaved, {}, SLOW)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Carriers' });
    expect(await within(table).findByRole('cell', { name: 'Hermes Parcel' }, SLOW)).toBeInTheDocument();
    expect((await allCarriers()).find((c) => c.title === 'Hermes Parcel')).toMatchObject({
      is_deleted: false,
    });
  });

  it('renames a carrier, keeping a taken title as typed with the server’s message', async () => {
    await s.api('POST', '/carriers', { title: 'Rename Me' });
    const table = await open();
    await userEvent.click(await within(table).findByRole('button', { name: 'Edit Rename Me' }, SLOW));
    const form = await screen.findByRole('form', { name: 'Edit carrier' });
    const title = within(form).getByLabelText(/Title/);
    expect(title).toHaveValue('Rename Me');
    await userEvent.clear(title);
    await userEvent.type(title, 'dhl');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(ORDERS_MESSAGES.carrierTitleTaken, {}, SLOW)).toBeInTheDocument();
    expect(title).toHaveValue('dhl');

    await userEvent.clear(title);
    await userEvent.type(title, 'Renamed Post');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(table).findByRole('cell', { name: 'Renamed Post' }, SLOW)).toBeInTheDocument();
    const titles = (await allCarriers()).map((c) => c.title);
    expect(titles).toContain('Renamed Post');
    expect(titles).not.toContain('Rename Me');
  });

  it('deletes a carrier after the generic question: it leaves the list and is marked deleted', async () => {
    const { id } = await s.api<Carrier>('POST', '/carriers', { title: 'Delete Me' });
    const table = await open();
    await userEvent.click(await within(table).findByRole('button', { name: 'Delete Delete Me' }, SLOW));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Are you sure you want to delete it?');
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(ORDERS_MESSAGES.carrierDeleted, {}, SLOW)).toBeInTheDocument();
    await waitFor(
      () => expect(within(table).queryByRole('cell', { name: 'Delete Me' })).not.toBeInTheDocument(),
      SLOW,
    );
    expect((await allCarriers()).find((c) => c.id === id)).toMatchObject({ is_deleted: true });
  });

  it('shows limited settings access read-only: the list, no add, edit or delete', async () => {
    const table = await open(await s.t.employeeSession([{ subject: 'settings', rule: 1, options: [] }]));
    expect(await within(table).findByRole('cell', { name: 'UPS' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add carrier' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });
});
