import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestSession } from '@storeroom/server/testing';
import { screenOnServer } from '@storeroom/core/testing';
import { TAXES_MESSAGES } from '../../../contract';
import type { Tax } from '../../../contract';
import { taxesTestServer } from '../../../server/test-server';
import { TaxesListPage } from './taxes-list';

// The real server answers in-process, but a loaded machine may take seconds: wait for what the
// user sees for up to 30 s (a timeout is for hangs, not for slowness).
configure({ asyncUtilTimeout: 30_000 });

const s = ownerSuite(taxesTestServer, { beforeAll, afterAll });

function setup(session: TestSession) {
  render(screenOnServer(s, <TaxesListPage />, '/admin/settings/taxes', { as: session }));
}

async function serverTaxes(session: TestSession): Promise<Tax[]> {
  const res = await s.t.request('GET', '/settings/taxes?size=200', { token: session.tokens.accessToken });
  return ((await res.json()) as { items: Tax[] }).items;
}

describe('Taxes page (on the real server)', () => {
  it('lists the taxes by country with their rate and shipping', async () => {
    setup(await s.t.session(DEMO_CREDENTIALS.owner));
    const grid = await screen.findByRole('grid', { name: 'Taxes' });
    await within(grid).findByText('California, United States');
    expect(within(grid).getByText('Germany')).toBeInTheDocument();
    expect(within(grid).getByText('8.875 %')).toBeInTheDocument();
    expect(within(grid).getAllByText('Exempt')).toHaveLength(1);
  });

  it('adds a tax in the modal, without offering pairs already used', async () => {
    setup(s.owner);
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid', { name: 'Taxes' });
    await within(grid).findByText('Germany');
    await user.click(screen.getByRole('button', { name: 'Add tax' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tax' });
    const country = within(dialog).getByRole('combobox', { name: 'Country' });
    await user.type(country, 'Germ');
    // Germany is taxed as a whole country only its states are free.
    const germany = await screen.findByRole('option', { name: 'Germany' });
    await user.click(germany);
    await user.click(within(dialog).getByRole('combobox', { name: 'State or region' }));
    expect(screen.queryByRole('option', { name: 'All states and regions' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Bayern' }));
    const rate = within(dialog).getByRole('spinbutton', { name: /Tax rate/ });
    await user.clear(rate);
    await user.type(rate, '7.5');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Shipping is exempt from this tax' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TAXES_MESSAGES.saved)).toBeInTheDocument();
    await within(grid).findByText('Bayern, Germany');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add tax' })).not.toBeInTheDocument());
    const saved = (await serverTaxes(s.owner)).find((tax) => tax.state === 'BY');
    expect(saved).toMatchObject({ country: 'DE', tax: 7.5, shipping_exempt: true });
  });

  it('edits a tax, and deletes one after the generic question', async () => {
    const created = await s.t.request('POST', '/settings/taxes', {
      token: s.owner.tokens.accessToken,
      body: { country: 'AT', tax: 20 },
    });
    expect(created.status).toBe(201);
    setup(s.owner);
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid', { name: 'Taxes' });
    await within(grid).findByText('Austria');
    await user.click(within(grid).getByRole('button', { name: 'Edit tax AT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tax' });
    const rate = within(dialog).getByRole('spinbutton', { name: /Tax rate/ });
    await user.clear(rate);
    await user.type(rate, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(grid).findByText('10 %');

    await user.click(within(grid).getByRole('button', { name: 'Delete tax AT' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText(TAXES_MESSAGES.confirmDelete)).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(TAXES_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(within(grid).queryByText('Austria')).not.toBeInTheDocument());
    expect((await serverTaxes(s.owner)).some((tax) => tax.country === 'AT')).toBe(false);
  });

  it('is read-only under limited settings access', async () => {
    setup(await s.t.employeeSession([{ subject: 'settings', rule: 1, options: [] }]));
    const grid = await screen.findByRole('grid', { name: 'Taxes' });
    await within(grid).findByText('Germany');
    expect(screen.queryByRole('button', { name: 'Add tax' })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: /Edit tax|Delete tax/ })).not.toBeInTheDocument();
  });
});
