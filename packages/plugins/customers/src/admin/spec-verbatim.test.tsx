/**
 * Issue 18 item 17: what spec 1 gives the customer screens, word for word and where the spec
 * puts it, on the real server. The texts are written out here (not read from the contract),
 * so a changed character in the code fails: the list's saved views and export with 'Report
 * will be sent to your email' (spec 1 §2, §8), the profile's notes, addresses, tags and order
 * statistics (spec 1 §2), and the deletion question with Yes/No (spec 2 §8, spec 4 §8).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenOnServer } from '@storeroom/core/testing';
import { memoryFileStorage } from '@storeroom/server';
import { ownerSuite } from '@storeroom/server/testing';
import { createCustomersClient } from '../client';
import { customersTestServer } from '../server/test-server';
import { CustomerProfilePage } from './routes/customer-profile/customer-profile';
import { CustomersListPage } from './routes/customers-list/customers-list';

const s = ownerSuite(() => customersTestServer({ files: memoryFileStorage() }), { beforeAll, afterAll });
const SLOW = { timeout: 30_000 };

const customers = () => createCustomersClient(s.t.http(s.owner)).customers;

/** A customer of this test's own. */
async function ownCustomer() {
  const tag = Date.now().toString(36);
  return customers().create({ email: `verbatim.${tag}@example.com`, full_name: `Vera Verbatim ${tag}` });
}

describe('customer screens say what spec 1 says, verbatim', () => {
  it('list: saved views, and Export says "Report will be sent to your email"', async () => {
    render(screenOnServer(s, <CustomersListPage />, '/admin/customers'));
    await screen.findByRole('grid', { name: 'Customers' }, SLOW);
    expect(screen.getByRole('group', { name: 'Saved views' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const toasts = await screen.findByRole('region', { name: /^Notifications/ }, SLOW);
    expect(
      await within(toasts).findByText('Report will be sent to your email', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('profile: notes, addresses, tags and order statistics; Delete asks "Are you sure you want to delete it?" with Yes/No', async () => {
    const customer = await ownCustomer();
    render(screenOnServer(s, <CustomerProfilePage />, `/admin/customers/${customer.id}`));
    await screen.findByRole('heading', { name: customer.full_name, level: 1 }, SLOW);
    for (const region of ['Notes and tags', 'Addresses', 'Order statistics'])
      expect(screen.getByRole('region', { name: region })).toBeInTheDocument();
    const notes = screen.getByRole('form', { name: 'Notes and tags' });
    expect(within(notes).getByLabelText(/Notes/)).toBeInTheDocument();
    expect(within(notes).getByLabelText(/Tags/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete customer' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText('Are you sure you want to delete it?')).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    // No keeps the customer.
    expect((await customers().get(customer.id)).id).toBe(customer.id);
  });
});
