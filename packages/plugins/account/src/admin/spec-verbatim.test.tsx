/**
 * Issue 18 item 17: what spec 1 gives the account and contact screens, word for word and
 * where the spec puts it, on the real server. The texts are written out here (not read from
 * the contract), so a changed character in the code fails: the account page's parts (spec 1
 * §2: plan, cards, invoices, profile with photo and signature), the password and form
 * messages (spec 1 §5) and the success messages (spec 1 §8).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestSession } from '@storeroom/server/testing';
import { TEST_NOW } from '../server/test-server';
import { AccountPage } from './routes/account-page/account-page';
import { ContactPage } from './routes/contact-page/contact-page';
import { renderScreen, startAccountServer } from './test-setup';

const server = startAccountServer();
const u = () => userEvent.setup({ delay: null });
const SLOW = { timeout: 30_000 };

/** The password of test employees (`employeeSession` of the server's testing door). */
const EMPLOYEE_PASSWORD = 'employee-pass-1';

/** An employee of this file: their own profile only, so the owner's password stays the demo's. */
let clerk: TestSession;
beforeAll(async () => {
  clerk = await server.t.employeeSession([]);
});

async function fill(input: HTMLElement, text: string) {
  const user = u();
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

/** The notifications region: where spec 1 §8's messages appear. */
const toasts = () => screen.findByRole('region', { name: /^Notifications/ }, SLOW);

function account(session: TestSession = server.owner) {
  renderScreen(server, <AccountPage now={TEST_NOW} />, { session, path: '/admin/site/account' });
}

describe('account screens say what spec 1 says, verbatim', { timeout: 240_000 }, () => {
  it('shows the plan, cards, invoices and the profile with photo and signature (spec 1 §2)', async () => {
    account();
    expect(await screen.findByRole('region', { name: 'Plan' }, SLOW)).toBeInTheDocument();
    for (const part of ['Payment cards', 'Invoices', 'Profile', 'Photo', 'Signature'])
      expect(await screen.findByRole('region', { name: part }, SLOW)).toBeInTheDocument();
  });

  it.each([
    ['a confirmation that differs', "Passwords don't match", 'other-password-2'],
    ['a form with errors', 'Please, correct errors and try again.', undefined],
  ] as const)('profile, Save with %s: "%s" (spec 1 §5)', async (_case, text, confirmation) => {
    account(clerk);
    const profile = await screen.findByRole('form', { name: 'Profile' }, SLOW);
    if (confirmation) {
      await fill(within(profile).getByLabelText('Old password'), EMPLOYEE_PASSWORD);
      await fill(within(profile).getByLabelText('New password'), 'new-password-1');
      await fill(within(profile).getByLabelText('Confirm new password'), confirmation);
    } else {
      await fill(within(profile).getByLabelText(/^Email/), 'not an email');
    }
    await u().click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await within(await toasts()).findByText(text, {}, SLOW)).toBeInTheDocument();
  });

  it('profile, a new password: "Password changed successfully" (spec 1 §8)', async () => {
    const session = await server.t.employeeSession([]);
    account(session);
    const profile = await screen.findByRole('form', { name: 'Profile' }, SLOW);
    await fill(within(profile).getByLabelText('Old password'), EMPLOYEE_PASSWORD);
    await fill(within(profile).getByLabelText('New password'), 'changed-password-1');
    await fill(within(profile).getByLabelText('Confirm new password'), 'changed-password-1');
    await u().click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(
      await within(await toasts()).findByText('Password changed successfully', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('contact, Send feedback: "Feedback was sent successfully" (spec 1 §8)', async () => {
    renderScreen(server, <ContactPage />, { session: clerk, path: '/admin/contact' });
    await fill(await screen.findByLabelText(/Subject/, {}, SLOW), 'Idea');
    await fill(screen.getByLabelText(/Message/), 'Verbatim messages');
    await u().click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(
      await within(await toasts()).findByText('Feedback was sent successfully', {}, SLOW),
    ).toBeInTheDocument();
  });
});
