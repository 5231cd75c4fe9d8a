import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApiRef, useFormat } from '@storeroom/core';
import { createAccountApi, createHttpClient } from '@storeroom/core/client';
import type { Account } from '@storeroom/core/client';
import { STORE_SETTINGS_MESSAGES as M } from '@storeroom/core/contract';
import type { GeneralSettings } from '@storeroom/core/contract';
import { AdminTestProvider } from '@storeroom/core/testing';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { GENERAL_SETTINGS_MESSAGES } from '../../../contract';
import { GeneralSettingsPage } from './general-settings-edit';

// The real server answers in-process, but a loaded machine may take seconds: wait for what the
// user sees (a timeout is for hangs, not for slowness).
configure({ asyncUtilTimeout: 60_000 });

// Core serves the store profile: the core server alone, without the orders plugin (its
// renumbering is tested in the assembled admin and the e2e).
let t: TestServer;
let owner: TestSession;
beforeAll(async () => {
  t = await createTestServer();
  owner = await t.session(DEMO_CREDENTIALS.owner);
}, 240_000);
afterAll(() => t?.close());

const settings = async (token = owner.tokens.accessToken): Promise<GeneralSettings> =>
  (await t.request('GET', '/settings/general', { token })).json();

/** The store's date of an instant, as every screen formats it (the store's time zone). */
function StoreDate() {
  return <p data-testid="store-date">{useFormat().dateTime('2026-01-01T03:00:00Z')}</p>;
}

function setup(session: TestSession = owner) {
  render(
    <AdminTestProvider
      fetch={t.fetch}
      {...session}
      apis={[
        // The account as the server holds it: a changed time zone reaches the store context.
        [
          accountApiRef,
          createAccountApi(
            createHttpClient({
              baseUrl: 'http://t/api/v1',
              tokens: session.tokens.accessToken,
              fetch: t.fetch,
            }),
          ),
        ],
      ]}
      initialPath="/admin/settings/general"
    >
      <Routes>
        <Route
          path="/admin/settings/general"
          element={
            <>
              <GeneralSettingsPage />
              <StoreDate />
            </>
          }
        />
        <Route path="/admin/user/login" element={<p>Login page</p>} />
      </Routes>
    </AdminTestProvider>,
  );
}

const user = () => userEvent.setup({ delay: null });

async function fill(u: ReturnType<typeof user>, input: HTMLElement, text: string) {
  await u.clear(input);
  if (text) await u.type(input, text);
}

async function choose(
  u: ReturnType<typeof user>,
  scope: HTMLElement,
  label: string | RegExp,
  option: string | RegExp,
) {
  await u.click(within(scope).getByRole('combobox', { name: label }));
  await u.click(await screen.findByRole('option', { name: option }));
}

describe('General settings (on the real server)', { timeout: 240_000 }, () => {
  it('shows the store’s settings and saves the edited ones', async () => {
    const u = user();
    setup();
    const form = await screen.findByRole('form', { name: 'General settings' });
    const name = within(form).getByRole('textbox', { name: /Store name/ });
    expect(name).toHaveValue((await settings()).store_name);
    await fill(u, name, 'Green Grocer');
    await fill(u, within(form).getByRole('textbox', { name: /Store email/ }), 'hello@green.test');
    await choose(u, form, /Default currency/, 'CAD');
    await choose(u, form, /Unit system/, 'Metric system');
    // The weight unit follows the system.
    expect(within(form).getByRole('combobox', { name: /Default weight unit/ })).toHaveTextContent('Kilogram');
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.saved)).toBeInTheDocument();
    expect(await settings()).toMatchObject({
      store_name: 'Green Grocer',
      email: 'hello@green.test',
      default_currency: 'CAD',
      unit_system: 1,
      weight_unit: 1,
    });
  });

  it('refuses a broken suffix and a storefront password left blank, and changes nothing', async () => {
    const u = user();
    const before = await settings();
    setup();
    const form = await screen.findByRole('form', { name: 'General settings' });
    await fill(u, within(form).getByRole('textbox', { name: /Suffix/ }), 'abcd');
    if (!before.enable_password) await u.click(within(form).getByRole('switch', { name: /Restrict access/ }));
    await fill(u, within(form).getByRole('textbox', { name: /Storefront password/ }), '');
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(M.suffixInvalid)).toBeInTheDocument();
    expect(within(form).getByText(M.storefrontPasswordRequired)).toBeInTheDocument();
    expect(await screen.findByText(GENERAL_SETTINGS_MESSAGES.correctErrors)).toBeInTheDocument();
    expect(await settings()).toEqual(before);
  });

  it('asks whether to renumber when the suffix changes; No saves the format only', async () => {
    const u = user();
    const suffix = (await settings()).order_suffix === 'X1' ? 'X2' : 'X1';
    setup();
    const form = await screen.findByRole('form', { name: 'General settings' });
    await fill(u, within(form).getByRole('textbox', { name: /Suffix/ }), suffix);
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order number format' });
    expect(within(dialog).getByText(GENERAL_SETTINGS_MESSAGES.renumberQuestion)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(await screen.findByText(M.saved)).toBeInTheDocument();
    expect((await settings()).order_suffix).toBe(suffix);
  });

  it('says so when renumbering fails, keeping the saved format', async () => {
    const u = user();
    const prefix = (await settings()).order_prefix === '#' ? 'N-' : '#';
    setup();
    const form = await screen.findByRole('form', { name: 'General settings' });
    await fill(u, within(form).getByRole('textbox', { name: /Prefix/ }), prefix);
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order number format' });
    await u.click(within(dialog).getByRole('button', { name: 'Yes, renumber' }));
    // This server has no orders plugin: the renumbering call fails (spec 3 §8 "Settings").
    expect(await screen.findByText(M.renumberFailed)).toBeInTheDocument();
    expect((await settings()).order_prefix).toBe(prefix);
  });

  it('changes the time zone in its modal, and the admin’s dates follow', async () => {
    const u = user();
    await t.request('PATCH', '/settings/general/timezone', {
      token: owner.tokens.accessToken,
      body: { timezone: 'UTC' },
    });
    const account = (await (
      await t.request('GET', '/account', { token: owner.tokens.accessToken })
    ).json()) as Account;
    setup({ ...owner, account });
    expect(await screen.findByTestId('store-date')).toHaveTextContent('01/01/2026 03:00:00');
    await u.click(await screen.findByRole('button', { name: 'Edit time zone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit time zone' });
    await choose(u, dialog, 'Time zone', /Osaka, Sapporo, Tokyo/);
    await u.click(within(dialog).getByRole('button', { name: 'Save time zone' }));
    await waitFor(() => expect(screen.getByText('Osaka, Sapporo, Tokyo (Asia/Tokyo)')).toBeInTheDocument());
    expect((await settings()).timezone).toBe('Asia/Tokyo');
    // The store context is reloaded: dates are written in Tokyo time.
    await waitFor(() => expect(screen.getByTestId('store-date')).toHaveTextContent('01/01/2026 12:00:00'));
  });

  it('refuses a wrong password for the subdomain; the right one shows the notice, then the login', async () => {
    const u = user();
    const session = await t.session(DEMO_CREDENTIALS.owner);
    const before = await settings();
    setup(session);
    await u.click(await screen.findByRole('button', { name: 'Edit subdomain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit subdomain' });
    const field = within(dialog).getByRole('textbox', { name: /Subdomain/ });
    await fill(u, field, 'green-grocer');
    await fill(u, within(dialog).getByLabelText(/Your password/), 'wrong-password');
    await u.click(within(dialog).getByRole('button', { name: 'Change subdomain' }));
    expect(await within(dialog).findByText(M.passwordIncorrect)).toBeInTheDocument();
    expect((await settings()).subdomain).toBe(before.subdomain);

    await fill(u, field, '-bad');
    await fill(u, within(dialog).getByLabelText(/Your password/), DEMO_CREDENTIALS.owner.password);
    await u.click(within(dialog).getByRole('button', { name: 'Change subdomain' }));
    expect(await within(dialog).findByText(M.subdomainInvalid)).toBeInTheDocument();

    await fill(u, field, 'Green-Grocer');
    await fill(u, within(dialog).getByLabelText(/Your password/), DEMO_CREDENTIALS.owner.password);
    await u.click(within(dialog).getByRole('button', { name: 'Change subdomain' }));
    expect(await screen.findByText(M.subdomainChanged)).toBeInTheDocument();
    expect((await settings()).subdomain).toBe('green-grocer');
    // spec 3 §4: after 5 seconds, the login.
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    await t.request('PATCH', '/settings/general/subdomain', {
      token: owner.tokens.accessToken,
      body: { subdomain: before.subdomain, admin_password: DEMO_CREDENTIALS.owner.password },
    });
  });

  it('is read-only under limited settings access: no save, no edits, no delete', async () => {
    const limited = await t.employeeSession([{ subject: 'settings', rule: 1, options: [] }]);
    setup(limited);
    const form = await screen.findByRole('form', { name: 'General settings' });
    expect(within(form).getByRole('textbox', { name: /Store name/ })).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit time zone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit subdomain' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete store' })).not.toBeInTheDocument();
  });

  it('offers deleting the store to the owner only', async () => {
    const full = await t.employeeSession([{ subject: 'settings', rule: 2, options: [] }]);
    setup(full);
    expect(await screen.findByRole('button', { name: 'Edit subdomain' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete store' })).not.toBeInTheDocument();
  });

  it('deletes the store after the owner’s password, then goes to the address the server names', async () => {
    const u = user();
    const session = await t.session(DEMO_CREDENTIALS.owner);
    const outletToken = await t.switchStore(session.tokens.accessToken);
    const account = (await (await t.request('GET', '/account', { token: outletToken })).json()) as Account;
    setup({ tokens: { ...session.tokens, accessToken: outletToken }, account });
    await u.click(await screen.findByRole('button', { name: 'Delete store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete store' });
    await fill(u, within(dialog).getByLabelText(/Your password/), 'wrong-password');
    await u.click(within(dialog).getByRole('button', { name: 'Delete store' }));
    expect(await within(dialog).findByText(M.passwordIncorrect)).toBeInTheDocument();
    expect((await t.request('GET', '/settings/general', { token: outletToken })).status).toBe(200);

    await fill(u, within(dialog).getByLabelText(/Your password/), DEMO_CREDENTIALS.owner.password);
    await u.click(within(dialog).getByRole('button', { name: 'Delete store' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect((await t.request('GET', '/settings/general', { token: outletToken })).status).toBe(401);
    // The main store is untouched.
    expect((await t.request('GET', '/settings/general', { token: owner.tokens.accessToken })).status).toBe(
      200,
    );
  });
});
