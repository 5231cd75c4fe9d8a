import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import type { TestSession } from '@storeroom/server/testing';
import { screenOnServer } from '@storeroom/core/testing';
import { createShippingClient } from '../../../client';
import { SHIPPING_MESSAGES } from '../../../contract';
import { shippingTestServer } from '../../../server/test-server';
import { ShippingZonesPage } from './shipping-zones';

// The real server answers in-process, but a loaded machine may take seconds: wait for what the
// user sees for up to 15 s (a timeout is for hangs, not for slowness).
configure({ asyncUtilTimeout: 15_000 });

const s = ownerSuite(shippingTestServer, { beforeAll, afterAll });

/** What the server holds, read as the owner. */
const api = () => createShippingClient(s.t.http(s.owner));

function setup(path: string, session?: TestSession) {
  render(screenOnServer(s, <ShippingZonesPage />, path, { as: session }));
}

/** Replaces what a box holds, as a person selecting its text and typing over it does. */
async function enter(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

/** Picks an option of the Select labelled `label` inside `scope`. */
async function choose(scope: HTMLElement, label: string, option: string) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Shipping zones (on the real server)', () => {
  it('lists the zones with their regions and rates, and opens one by ?id=', async () => {
    const { items } = await api().zones.list({ sort: 'name' });
    const europe = items.find((zone) => zone.name === 'Europe')!;
    setup(`/admin/settings/shipping?id=${europe.id}`);
    const grid = await screen.findByRole('grid', { name: 'Shipping zones' });
    expect(await within(grid).findByText(/California, United States/)).toBeInTheDocument();
    expect(within(grid).getByText('$14.95')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Shipping zone' });
    expect(within(form).getByLabelText(/Name/)).toHaveValue('Europe');
    const exception = within(form).getByRole('group', { name: 'Exception 1' });
    expect(within(exception).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Weight');
    expect(within(exception).getByLabelText(/Max/)).toHaveValue('10.00');
  });

  it('creates a zone with a region and an exception, refusing max below min first', async () => {
    setup('/admin/settings/shipping');
    await userEvent.click(await screen.findByRole('button', { name: 'Add zone' }));
    const form = await screen.findByRole('form', { name: 'Shipping zone' });
    await userEvent.type(within(form).getByLabelText(/Name/), 'West Coast');
    await enter(within(form).getByLabelText(/^Rate/), '7.50');

    await userEvent.click(within(form).getByRole('button', { name: 'Add region' }));
    const region = within(form).getByRole('group', { name: 'Region 1' });
    await userEvent.type(within(region).getByRole('combobox', { name: /Country/ }), 'United Sta');
    await userEvent.click(await screen.findByRole('option', { name: 'United States' }));
    await choose(region, 'State or region', 'Oregon');

    await userEvent.click(within(form).getByRole('button', { name: 'Add exception' }));
    const exception = within(form).getByRole('group', { name: 'Exception 1' });
    expect(within(exception).getByText('Not less than min.')).toBeInTheDocument();
    await enter(within(exception).getByLabelText(/Min/), '5');
    await enter(within(exception).getByLabelText(/Max/), '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(exception).findByText(SHIPPING_MESSAGES.exceptionMaxBelowMin)).toBeInTheDocument();
    expect((await api().zones.search({ name: 'West Coast' })).items).toEqual([]);

    await enter(within(exception).getByLabelText(/Max/), '20');
    await enter(within(exception).getByLabelText(/^Rate/), '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SHIPPING_MESSAGES.saved)).toBeInTheDocument();

    const [saved] = (await api().zones.search({ name: 'West Coast' })).items;
    expect(saved).toMatchObject({
      name: 'West Coast',
      rate: 750,
      regions: [{ country: 'US', state: 'OR' }],
      exceptions: [{ type: 1, min: 5, max: 20, rate: 1200 }],
    });
  });

  it('puts a region back to the whole country when its country changes', async () => {
    const { items } = await api().zones.list({ sort: 'name' });
    const domestic = items.find((zone) => zone.name === 'Domestic')!;
    setup(`/admin/settings/shipping?id=${domestic.id}`);
    const form = await screen.findByRole('form', { name: 'Shipping zone' });
    const region = within(form).getByRole('group', { name: 'Region 1' });
    expect(await within(region).findByRole('combobox', { name: 'State or region' })).toHaveTextContent(
      'California',
    );
    const country = within(region).getByRole('combobox', { name: /Country/ });
    await userEvent.clear(country);
    await userEvent.type(country, 'German');
    await userEvent.click(await screen.findByRole('option', { name: 'Germany' }));
    expect(within(region).getByRole('combobox', { name: 'State or region' })).toHaveTextContent(
      'Whole country',
    );
  });

  it('deletes the open zone after the question, and the grid loses its row', async () => {
    const created = await api().zones.create({ name: 'To delete', rate: 100, regions: [{ country: 'JP' }] });
    setup(`/admin/settings/shipping?id=${created.id}`);
    const form = await screen.findByRole('form', { name: 'Shipping zone' });
    await userEvent.click(within(form).getByRole('button', { name: 'Delete zone' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Are you sure you want to delete it?');
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(SHIPPING_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Shipping zone' })).not.toBeInTheDocument(),
    );
    expect((await api().zones.search({ name: 'To delete' })).items).toEqual([]);
    const grid = screen.getByRole('grid', { name: 'Shipping zones' });
    await waitFor(() => expect(within(grid).queryByText('To delete')).not.toBeInTheDocument());
  });

  it('shows limited settings access read-only: no add, no delete, no save', async () => {
    const { items } = await api().zones.list({ sort: 'name' });
    const domestic = items.find((zone) => zone.name === 'Domestic')!;
    setup(
      `/admin/settings/shipping?id=${domestic.id}`,
      await s.t.employeeSession([{ subject: 'settings', rule: 1, options: [] }]),
    );
    const form = await screen.findByRole('form', { name: 'Shipping zone' });
    expect(within(form).getByLabelText(/Name/)).toHaveAttribute('readonly');
    expect(await within(form).findByText('California, United States')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Delete zone' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Add region' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add zone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Select/ })).not.toBeInTheDocument();
  });
});
