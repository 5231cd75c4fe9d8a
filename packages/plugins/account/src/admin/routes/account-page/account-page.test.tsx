import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Account } from '@storeroom/core/client';
import { coreTables, DEMO_CREDENTIALS } from '@storeroom/server';
import { eq } from '@storeroom/server/drizzle';
import type { TestSession } from '@storeroom/server/testing';
import { ACCOUNT_MESSAGES } from '../../../contract';
import type { Invoice, PaymentMethod } from '../../../contract';
import { switchedSession, TEST_NOW } from '../../../server/test-server';
import { renderScreen, startAccountServer } from '../../test-setup';
import { AccountPage } from './account-page';

const server = startAccountServer();
const user = () => userEvent.setup({ delay: null });
const token = () => server.owner.tokens.accessToken;
const OWNER_EMAIL = DEMO_CREDENTIALS.owner.email;

function setup(session: TestSession = server.owner) {
  renderScreen(
    server,
    <Routes>
      <Route path="/admin/site/account" element={<AccountPage now={TEST_NOW} />} />
      <Route path="/admin/site/cancel-offer" element={<p>Offer page</p>} />
      <Route path="/admin" element={<p>Dashboard page</p>} />
    </Routes>,
    { session, path: '/admin/site/account' },
  );
}

async function api<T>(method: string, path: string, body?: unknown, as = token()): Promise<T> {
  const res = await server.t.request(method, path, { token: as, body });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

const account = () => api<Account>('GET', '/account');
const cards = async () => (await api<{ items: PaymentMethod[] }>('GET', '/payment-methods')).items;

async function fill(u: ReturnType<typeof user>, input: HTMLElement, text: string) {
  await u.clear(input);
  await u.click(input);
  await u.paste(text);
}

async function addCard(u: ReturnType<typeof user>, number: string) {
  await u.click(await screen.findByRole('button', { name: 'Add card' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
  await fill(u, within(dialog).getByLabelText(/Name on card/), 'Olivia Owner');
  await fill(u, within(dialog).getByLabelText(/Card number/), number);
  await fill(u, within(dialog).getByLabelText(/Expiry month/), '12');
  await fill(u, within(dialog).getByLabelText(/Expiry year/), '2030');
  await fill(u, within(dialog).getByLabelText(/Security code/), '123');
  await u.click(within(dialog).getByRole('button', { name: 'Save card' }));
  return dialog;
}

describe('Account page (on the real server)', { timeout: 240_000 }, () => {
  describe('profile', () => {
    it('refuses a password whose confirmation differs and sends nothing', async () => {
      const u = user();
      setup();
      await fill(u, screen.getByLabelText('Old password'), DEMO_CREDENTIALS.owner.password);
      await fill(u, screen.getByLabelText('New password'), 'new-password-1');
      await fill(u, screen.getByLabelText('Confirm new password'), 'new-password-2');
      await u.click(screen.getByRole('button', { name: 'Save profile' }));
      expect(await screen.findAllByText(ACCOUNT_MESSAGES.passwordsDontMatch)).not.toHaveLength(0);
      await expect(server.t.login(DEMO_CREDENTIALS.owner)).resolves.toEqual(expect.any(String));
    });

    it('shows the server’s message on the old password field when it is wrong', async () => {
      const u = user();
      setup();
      await fill(u, screen.getByLabelText('Old password'), 'wrong-password');
      await fill(u, screen.getByLabelText('New password'), 'new-password-1');
      await fill(u, screen.getByLabelText('Confirm new password'), 'new-password-1');
      await u.click(screen.getByRole('button', { name: 'Save profile' }));
      expect(await screen.findByText('Old password is incorrect.')).toBeInTheDocument();
      expect(await screen.findByText(ACCOUNT_MESSAGES.saveFailed)).toBeInTheDocument();
      await expect(server.t.login(DEMO_CREDENTIALS.owner)).resolves.toEqual(expect.any(String));
    });

    it('changes the password with the old one and says so', async () => {
      const u = user();
      setup();
      await fill(u, screen.getByLabelText('Old password'), DEMO_CREDENTIALS.owner.password);
      await fill(u, screen.getByLabelText('New password'), 'new-password-1');
      await fill(u, screen.getByLabelText('Confirm new password'), 'new-password-1');
      await u.click(screen.getByRole('button', { name: 'Save profile' }));
      expect(await screen.findByText(ACCOUNT_MESSAGES.passwordChanged)).toBeInTheDocument();
      expect(screen.getByLabelText('New password')).toHaveValue('');
      const changed = { email: DEMO_CREDENTIALS.owner.email, password: 'new-password-1' };
      await expect(server.t.login(changed)).resolves.toEqual(expect.any(String));
      // Back to the demo password for the other tests.
      await api('PATCH', '/account', {
        profile: { old_password: 'new-password-1', password: DEMO_CREDENTIALS.owner.password },
      });
    });

    it('changes the email and says so', async () => {
      const u = user();
      setup();
      await fill(u, screen.getByLabelText(/^Email/), 'olivia@example.com');
      await u.click(screen.getByRole('button', { name: 'Save profile' }));
      // The e-mail signs in: changing it needs the current password (issue 17).
      expect(
        await screen.findByText('Enter your current password to change your e-mail.'),
      ).toBeInTheDocument();
      expect((await account()).profile.email).toBe(DEMO_CREDENTIALS.owner.email);
      expect(screen.getByLabelText(/^Email/)).toHaveValue('olivia@example.com');
      await fill(u, screen.getByLabelText('Old password'), DEMO_CREDENTIALS.owner.password);
      await u.click(screen.getByRole('button', { name: 'Save profile' }));
      expect(await screen.findByText(ACCOUNT_MESSAGES.emailChanged)).toBeInTheDocument();
      expect((await account()).profile.email).toBe('olivia@example.com');
      await api('PATCH', '/account', {
        profile: { email: DEMO_CREDENTIALS.owner.email, old_password: DEMO_CREDENTIALS.owner.password },
      });
    });

    it('uploads a profile photo', async () => {
      const u = user();
      setup();
      const file = new File(['png'], 'me.png', { type: 'image/png' });
      await u.upload(screen.getByLabelText('Upload photo'), file);
      expect(await screen.findByText(ACCOUNT_MESSAGES.photoUploaded)).toBeInTheDocument();
      expect((await account()).profile.photo).toMatch(/^\/uploads\/\d+\/[0-9a-f]{24}\/me\.png$/);
    });
  });

  describe('billing', () => {
    it('shows the plan, and Paused Plan for a paused account', async () => {
      await api('POST', '/pause-account', { fes_password: DEMO_CREDENTIALS.owner.password });
      try {
        setup({ ...server.owner, account: await account() });
        const plan = await screen.findByRole('region', { name: 'Plan' });
        expect(await within(plan).findByText(/Paused Plan/)).toBeInTheDocument();
      } finally {
        await api('POST', '/unpause-account');
      }
    });

    it('changes the plan, and on trial finishes the trial by paying after a confirmation', async () => {
      const u = user();
      const db = server.t.server.database().db;
      await db
        .update(coreTables.accounts)
        .set({ on_trial: true })
        .where(eq(coreTables.accounts.email, OWNER_EMAIL));
      try {
        setup();
        const plan = await screen.findByRole('region', { name: 'Plan' });
        await u.click(await within(plan).findByRole('combobox', { name: 'Change plan' }));
        await u.click(await screen.findByRole('option', { name: /^Professional:/ }));
        await u.click(within(plan).getByRole('button', { name: 'Change plan' }));
        expect(await screen.findByText(ACCOUNT_MESSAGES.planChanged)).toBeInTheDocument();
        expect(await within(plan).findByText('Professional')).toBeInTheDocument();

        await u.click(within(plan).getByRole('button', { name: 'Finish trial' }));
        const question = await screen.findByRole('alertdialog', { name: 'Finish trial' });
        await u.click(within(question).getByRole('button', { name: 'Finish trial and pay' }));
        expect(await screen.findByText(ACCOUNT_MESSAGES.trialEnded)).toBeInTheDocument();
        await waitFor(() => expect(within(plan).queryByText('Trial')).not.toBeInTheDocument());
        expect(within(plan).queryByRole('button', { name: 'Finish trial' })).not.toBeInTheDocument();
        expect((await account()).on_trial).toBe(false);
      } finally {
        await db
          .update(coreTables.accounts)
          .set({ on_trial: false })
          .where(eq(coreTables.accounts.email, OWNER_EMAIL));
        await api('PATCH', '/plans/current', { plan_id: 1 });
      }
    });

    it('adds a card, makes it primary and deletes the old one; a primary card cannot be deleted', async () => {
      const u = user();
      setup();
      const list = await screen.findByRole('list', { name: 'Payment cards' });
      await u.click(await within(list).findByRole('button', { name: 'Delete Visa •••• 4242' }));
      expect(await screen.findByText(ACCOUNT_MESSAGES.primaryCardDelete)).toBeInTheDocument();
      expect((await cards()).map((c) => c.last4)).toEqual(['4242']);

      await addCard(u, '5555 5555 5555 4444');
      expect(await screen.findByText(ACCOUNT_MESSAGES.cardCreated)).toBeInTheDocument();

      await u.click(await screen.findByRole('button', { name: 'Make Mastercard •••• 4444 primary' }));
      // The list shows the new primary (the old card can be made primary again), as the server holds.
      expect(await screen.findByRole('button', { name: 'Make Visa •••• 4242 primary' })).toBeInTheDocument();
      expect((await cards()).find((c) => c.last4 === '4444')?.primary).toBe(true);
      await u.click(await screen.findByRole('button', { name: 'Delete Visa •••• 4242' }));
      await u.click(await screen.findByRole('button', { name: 'Delete' }));
      expect(await screen.findByText(ACCOUNT_MESSAGES.cardDeleted)).toBeInTheDocument();
      expect((await cards()).map((c) => c.last4)).toEqual(['4444']);
    });

    it('runs the extra-authentication step when the card requires action', async () => {
      const u = user();
      setup();
      await addCard(u, '4000002760003184');
      const confirm = await screen.findByRole('dialog', { name: 'Confirm your card' });
      await u.click(within(confirm).getByRole('button', { name: 'Complete authentication' }));
      expect(await screen.findByText(ACCOUNT_MESSAGES.cardCreated)).toBeInTheDocument();
      expect((await cards()).find((c) => c.last4 === '3184')?.status).toBe('active');
    });

    it('shows a declined card’s message on the card field', async () => {
      const u = user();
      setup();
      const before = (await cards()).length;
      const dialog = await addCard(u, '4000000000000002');
      expect(await within(dialog).findByText(ACCOUNT_MESSAGES.cardDeclined)).toBeInTheDocument();
      expect(await cards()).toHaveLength(before);
    });

    it('groups invoices by year with status labels and retries a failed one', async () => {
      const u = user();
      const thisYear = (await api<{ items: Invoice[] }>('GET', '/invoices?year=2026')).items;
      const unpaid = thisYear.find((i) => i.status === 'not_paid')!;
      const failed = thisYear.find((i) => i.status === 'payment_failed')!;
      setup();
      const years = await screen.findByRole('tablist', { name: 'Invoice year' });
      expect(
        within(years)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['2026', '2025', '2024', '2023', '2022', '2021']);
      const table = await screen.findByRole('table', { name: 'Invoices of 2026' });
      expect(within(table).getByText('Not Paid')).toBeInTheDocument();
      expect(within(table).getByText('Payment Failed')).toBeInTheDocument();
      // spec 4 §9: both unpaid invoices are more than 14 days old on the test clock.
      expect(within(table).getAllByText('Overdue')).toHaveLength(2);
      expect(within(table).getByRole('link', { name: unpaid.number })).toHaveAttribute(
        'href',
        `/admin/site/invoice/${unpaid.id}`,
      );
      await u.click(within(table).getByRole('button', { name: `Retry payment of ${failed.number}` }));
      expect(await screen.findByText(ACCOUNT_MESSAGES.invoicePaid)).toBeInTheDocument();
      expect((await api<Invoice>('GET', `/invoices/${failed.id}`)).status).toBe('paid');

      await u.click(within(years).getByRole('tab', { name: '2025' }));
      const older = await screen.findByRole('table', { name: 'Invoices of 2025' });
      expect(within(older).getByText('Paid & Refunded')).toBeInTheDocument();
      expect(within(older).getByText('Refund invoice')).toBeInTheDocument();
    });
  });

  describe('employees', () => {
    it('shows an employee their own profile only: no billing, invoices or cancel flow', async () => {
      setup(await server.t.employeeSession([]));
      expect(await screen.findByRole('form', { name: 'Profile' })).toBeInTheDocument();
      expect(screen.getByLabelText(/Full name/)).toHaveValue('Test Employee');
      for (const name of ['Plan', 'Payment cards', 'Invoices', 'Cancel account', 'Signature'])
        expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    });
  });

  describe('cancel flow', () => {
    async function toStep2(u: ReturnType<typeof user>) {
      await u.click(await screen.findByRole('button', { name: 'Cancel account' }));
      const dialog = await screen.findByRole('dialog', { name: 'Why do you want to cancel?' });
      // The reasons come from the server: Next shows with them.
      await u.click(await within(dialog).findByRole('button', { name: 'Next' }));
      expect(await within(dialog).findAllByText(ACCOUNT_MESSAGES.reasonRequired)).not.toHaveLength(0);
      await u.click(await within(dialog).findByRole('radio', { name: 'It is too expensive' }));
      await u.click(within(dialog).getByRole('button', { name: 'Next' }));
      return screen.findByRole('dialog', { name: 'What would you like to do?' });
    }

    it('keep goes to the cancel offer when the done-for-you setting exists', async () => {
      const u = user();
      setup();
      const dialog = await toStep2(u);
      await u.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
      expect(await screen.findByText('Offer page')).toBeInTheDocument();
    });

    it('keep goes to /admin without the done-for-you setting (the second store has none)', async () => {
      const u = user();
      const second = server.owner.account.stores.find((s) => !s.current)!;
      setup(await switchedSession(server.t, token(), second.id));
      const dialog = await toStep2(u);
      await u.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
      expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    });

    it('pause needs a store password, which then closes the storefront', async () => {
      const u = user();
      setup();
      const dialog = await toStep2(u);
      await u.click(within(dialog).getByRole('button', { name: 'Pause account' }));
      expect(await within(dialog).findByText(ACCOUNT_MESSAGES.storePasswordRequired)).toBeInTheDocument();
      expect((await account()).is_paused).toBe(false);
      await fill(u, within(dialog).getByLabelText(/Store password/), 'back-in-spring');
      await u.click(within(dialog).getByRole('button', { name: 'Pause account' }));
      expect(await screen.findByText(ACCOUNT_MESSAGES.accountPaused)).toBeInTheDocument();
      expect((await account()).is_paused).toBe(true);
      // Visitors are asked for that password (the general settings' storefront password).
      expect(await api('GET', '/settings/general')).toMatchObject({
        enable_password: true,
        fes_password: 'back-in-spring',
      });
      await api('POST', '/unpause-account');
    });

    // Last: it deletes the demo account.
    it('delete asks for confirmation first, then deletes the account', async () => {
      const u = user();
      setup();
      const dialog = await toStep2(u);
      await u.click(within(dialog).getByRole('button', { name: 'Delete account' }));
      const confirm = await screen.findByRole('alertdialog');
      expect((await server.t.request('GET', '/account', { token: token() })).status).toBe(200);
      await u.click(within(confirm).getByRole('button', { name: 'Delete account' }));
      await waitFor(async () =>
        expect((await server.t.request('GET', '/account', { token: token() })).status).toBe(401),
      );
    });
  });
});
