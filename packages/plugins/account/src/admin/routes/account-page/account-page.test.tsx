import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Account } from '@storeroom/core/client';
import { AdminTestProvider, testEmployeeAccount, TEST_OWNER_ACCOUNT } from '@storeroom/core/testing';
import { ACCOUNT_MESSAGES } from '../../../schema';
import { accountClientRef } from '../../api';
import { fakeAccountClient, TEST_NOW } from '../../test-support';
import type { FakeAccountState } from '../../test-support';
import { AccountPage } from './account-page';

function setup(options: { account?: Account; state?: Partial<FakeAccountState> } = {}) {
  const account = options.account ?? TEST_OWNER_ACCOUNT;
  const api = fakeAccountClient({ account, ...options.state });
  render(
    <AdminTestProvider
      apis={[[accountClientRef, api.client]]}
      account={account}
      initialPath="/admin/site/account"
    >
      <Routes>
        <Route path="/admin/site/account" element={<AccountPage now={TEST_NOW} />} />
        <Route path="/admin/site/cancel-offer" element={<p>Offer page</p>} />
        <Route path="/admin" element={<p>Dashboard page</p>} />
      </Routes>
    </AdminTestProvider>,
  );
  return api;
}

describe('Account page: profile', () => {
  it('refuses a password whose confirmation differs and sends nothing', async () => {
    const api = setup();
    await userEvent.type(screen.getByLabelText('Old password'), 'storeroom-owner');
    await userEvent.type(screen.getByLabelText('New password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-password-2');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findAllByText(ACCOUNT_MESSAGES.passwordsDontMatch)).not.toHaveLength(0);
    expect(api.state.updates).toHaveLength(0);
  });

  it('changes the password with the old one and says so', async () => {
    const api = setup();
    await userEvent.type(screen.getByLabelText('Old password'), 'storeroom-owner');
    await userEvent.type(screen.getByLabelText('New password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(api.state.password).toBe('new-password-1');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('shows the server’s message on the old password field when it is wrong', async () => {
    setup();
    await userEvent.type(screen.getByLabelText('Old password'), 'wrong-password');
    await userEvent.type(screen.getByLabelText('New password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Old password is incorrect.')).toBeInTheDocument();
    expect(await screen.findByText(ACCOUNT_MESSAGES.saveFailed)).toBeInTheDocument();
  });

  it('changes the email and says so', async () => {
    const api = setup();
    const email = screen.getByLabelText(/^Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'olivia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailChanged)).toBeInTheDocument();
    expect(api.state.account.profile.email).toBe('olivia@example.com');
  });

  it('uploads a profile photo', async () => {
    const api = setup();
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Upload photo'), file);
    expect(await screen.findByText(ACCOUNT_MESSAGES.photoUploaded)).toBeInTheDocument();
    expect(api.state.account.profile.photo).toBe('/uploads/photo.png');
  });
});

describe('Account page: billing', () => {
  it('shows the plan, and Paused Plan for a paused account', async () => {
    setup({ account: { ...TEST_OWNER_ACCOUNT, is_paused: true } });
    const plan = await screen.findByRole('region', { name: 'Plan' });
    expect(await within(plan).findByText(/Paused Plan/)).toBeInTheDocument();
  });

  it('adds a card, makes it primary and deletes the old one; a primary card cannot be deleted', async () => {
    const api = setup();
    const cards = await screen.findByRole('list', { name: 'Payment cards' });
    await userEvent.click(within(cards).getByRole('button', { name: 'Delete Visa •••• 4242' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.primaryCardDelete)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    await userEvent.type(within(dialog).getByLabelText(/Name on card/), 'Olivia Owner');
    await userEvent.type(within(dialog).getByLabelText(/Card number/), '5555 5555 5555 4444');
    await userEvent.type(within(dialog).getByLabelText(/Expiry month/), '12');
    await userEvent.type(within(dialog).getByLabelText(/Expiry year/), '2030');
    await userEvent.type(within(dialog).getByLabelText(/Security code/), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.cardCreated)).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Make Mastercard •••• 4444 primary' }));
    await waitFor(() => expect(api.state.cards.find((c) => c.last4 === '4444')?.primary).toBe(true));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Visa •••• 4242' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.cardDeleted)).toBeInTheDocument();
    expect(api.state.cards.map((c) => c.last4)).toEqual(['4444']);
  });

  it('runs the extra-authentication step when the card requires action', async () => {
    const api = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    await userEvent.type(within(dialog).getByLabelText(/Name on card/), 'Olivia Owner');
    await userEvent.type(within(dialog).getByLabelText(/Card number/), '4000002760003184');
    await userEvent.type(within(dialog).getByLabelText(/Expiry month/), '12');
    await userEvent.type(within(dialog).getByLabelText(/Expiry year/), '2030');
    await userEvent.type(within(dialog).getByLabelText(/Security code/), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your card' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.cardCreated)).toBeInTheDocument();
    expect(api.state.cards.find((c) => c.last4 === '3184')?.status).toBe('active');
  });

  it('shows a declined card’s message on the card field', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    await userEvent.type(within(dialog).getByLabelText(/Name on card/), 'Olivia Owner');
    await userEvent.type(within(dialog).getByLabelText(/Card number/), '4000000000000002');
    await userEvent.type(within(dialog).getByLabelText(/Expiry month/), '12');
    await userEvent.type(within(dialog).getByLabelText(/Expiry year/), '2030');
    await userEvent.type(within(dialog).getByLabelText(/Security code/), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.cardDeclined)).toBeInTheDocument();
  });

  it('groups invoices by year with status labels and retries a failed one', async () => {
    const api = setup();
    const years = await screen.findByRole('tablist', { name: 'Invoice year' });
    expect(
      within(years)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['2026', '2025', '2024', '2023', '2022', '2021']);
    const table = await screen.findByRole('table', { name: 'Invoices of 2026' });
    expect(within(table).getByText('Not Paid')).toBeInTheDocument();
    expect(within(table).getByText('Payment Failed')).toBeInTheDocument();
    expect(within(table).getAllByText('Overdue')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'INV-00100' })).toHaveAttribute(
      'href',
      '/admin/site/invoice/1',
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Retry payment of INV-00099' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.invoicePaid)).toBeInTheDocument();
    expect(api.state.invoices.find((i) => i.id === 2)?.status).toBe('paid');

    await userEvent.click(within(years).getByRole('tab', { name: '2025' }));
    const older = await screen.findByRole('table', { name: 'Invoices of 2025' });
    expect(within(older).getByText('Paid & Refunded')).toBeInTheDocument();
    expect(within(older).getByText('Refund invoice')).toBeInTheDocument();
    await userEvent.click(within(years).getByRole('tab', { name: '2022' }));
    expect(await screen.findByText('No invoices in 2022')).toBeInTheDocument();
  });
});

describe('Account page: cancel flow', () => {
  async function toStep2() {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Why do you want to cancel?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findAllByText(ACCOUNT_MESSAGES.reasonRequired)).not.toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'It is too expensive' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    return screen.findByRole('dialog', { name: 'What would you like to do?' });
  }

  it('keep goes to the cancel offer when the done-for-you setting exists', async () => {
    const api = setup();
    const dialog = await toStep2();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(await screen.findByText('Offer page')).toBeInTheDocument();
    expect(api.state.kept).toEqual(['too_expensive']);
  });

  it('keep goes to /admin without the done-for-you setting', async () => {
    setup({ state: { doneForYou: null } });
    const dialog = await toStep2();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('pause needs the store password', async () => {
    const api = setup();
    const dialog = await toStep2();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause account' }));
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.storePasswordRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Store password/), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause account' }));
    expect(await within(dialog).findByText('Store password is incorrect.')).toBeInTheDocument();
    expect(api.state.account.is_paused).toBe(false);
    await userEvent.clear(within(dialog).getByLabelText(/Store password/));
    await userEvent.type(within(dialog).getByLabelText(/Store password/), 'storeroom-owner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause account' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.accountPaused)).toBeInTheDocument();
    expect(api.state.account.is_paused).toBe(true);
  });

  it('delete asks for confirmation first', async () => {
    const api = setup();
    const dialog = await toStep2();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(api.state.deleted).toBe(true));
  });
});

describe('Account page: employees', () => {
  it('shows an employee their own profile only: no billing, invoices or cancel flow', async () => {
    setup({ account: testEmployeeAccount([]) });
    expect(await screen.findByRole('form', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Evan Employee');
    for (const name of ['Plan', 'Payment cards', 'Invoices', 'Cancel account', 'Signature'])
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
  });
});
