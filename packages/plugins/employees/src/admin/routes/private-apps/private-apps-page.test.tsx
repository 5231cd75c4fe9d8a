import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import { createToastService, toastApiRef } from '@storeroom/core';
import { SUBJECTS, defineSubject, withOptions } from '@storeroom/core/access';
import type { AccessRule } from '@storeroom/core/access';
import { defineContract } from '@storeroom/core/contract';
import { AdminTestProvider } from '@storeroom/core/testing';
import { defineServerPlugin } from '@storeroom/server';
import type { TestSession } from '@storeroom/server/testing';
import { PRIVATE_APP_MESSAGES } from '../../../contract';
import type { PrivateAppItem } from '../../../contract';
import { employeesTestServer } from '../../../server/test-server';
import { PrivateAppsPage } from './private-apps-page';

// The real server answers in-process: on a loaded machine an answer can take seconds. Waits
// are for what the user sees; this limit is only for a hang.
configure({ asyncUtilTimeout: 60_000 });

// A plugin installed on the server but not in this admin: its subject is one the screen does
// not list, and the orders options a plugin contract declares (the server keeps known ones).
const reviews = defineSubject({ id: 'reviews', label: 'Reviews' });
const orders = withOptions(SUBJECTS.orders, [
  { id: 'allow_export', label: 'Allow export', grants: ['export'] },
  { id: 'allow_fulfilments', label: 'Allow fulfilments', grants: ['fulfil'] },
]);
const serverOnly = defineServerPlugin({
  id: 'test-server-only',
  contract: defineContract({ id: 'test-server-only', subjects: { reviews, orders } }),
});

const s = ownerSuite(() => employeesTestServer([serverOnly]), { beforeAll, afterAll });

const user = () => userEvent.setup({ delay: null });

function setup(path = '/admin/apps/installed', session: TestSession = s.owner) {
  render(
    <AdminTestProvider
      fetch={s.t.fetch}
      {...session}
      // Toasts stay until dismissed: a 5 s toast shown as a busy machine renders the saved
      // item's panel could expire before it is drawn (the duration is core's, tested there).
      apis={[[toastApiRef, createToastService({ duration: 0 })]]}
      initialPath={path}
    >
      <PrivateAppsPage />
    </AdminTestProvider>,
  );
}

const token = () => s.owner.tokens.accessToken;

async function newApp(name: string, accessRules: AccessRule[]): Promise<PrivateAppItem> {
  const res = await s.t.request('POST', '/apps/private-apps', {
    token: token(),
    body: { name, accessRules },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as PrivateAppItem;
}

/** An app as the server holds it, with its active tokens. */
async function storedApp(id: number): Promise<PrivateAppItem | undefined> {
  const res = await s.t.request('GET', `/apps/private-apps/${id}?expand=tokens`, { token: token() });
  return res.status === 200 ? ((await res.json()) as PrivateAppItem) : undefined;
}

describe('Private apps (on the real server)', { timeout: 240_000 }, () => {
  it('creates an app with full access on every area by default and shows its token once', async () => {
    const u = user();
    setup();
    await u.click(await screen.findByRole('button', { name: 'Create private app' }));
    const form = await screen.findByRole('form', { name: 'Private app' });
    expect(within(form).getByRole('switch', { name: /Full access/ })).toBeChecked();
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(PRIVATE_APP_MESSAGES.nameRequired)).toBeInTheDocument();

    await u.click(within(form).getByLabelText(/Name/));
    await u.paste('Warehouse bridge');
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PRIVATE_APP_MESSAGES.created)).toBeInTheDocument();
    const shown = await screen.findByRole('status', { name: 'New token' });
    const secret = within(shown).getByText(/^srp_/).textContent!;
    expect(within(shown).getByRole('button', { name: 'Copy token' })).toBeInTheDocument();

    // The server holds it with full access on the 18 areas this admin lists, and the secret
    // shown is a working token of it.
    const res = await s.t.request('GET', '/apps/private-apps?expand=tokens', { token: token() });
    const app = ((await res.json()) as { items: PrivateAppItem[] }).items.find(
      (a) => a.name === 'Warehouse bridge',
    )!;
    expect(app.accessRules).toHaveLength(18);
    expect(app.accessRules.every((r) => r.rule === 2)).toBe(true);
    expect(app.tokens).toHaveLength(1);
    expect((await s.t.request('GET', '/email-logs', { token: secret })).status).toBe(200);

    await u.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('status', { name: 'New token' })).not.toBeInTheDocument();
  });

  it('renames an app and keeps the rules of a subject this admin does not list (issue 21)', async () => {
    const u = user();
    const rules: AccessRule[] = [
      { subject: 'orders', rule: 1, options: ['allow_export'] },
      { subject: 'reviews', rule: 2, options: [] },
    ];
    const app = await newApp('Feed sync', rules);
    expect(app.accessRules).toEqual(rules);
    setup(`/admin/apps/installed?id=${app.id}`);
    const form = await screen.findByRole('form', { name: 'Private app' });
    // Reviews is not an area of this admin: not shown, and not sent away.
    expect(within(form).queryByRole('radiogroup', { name: 'Reviews' })).not.toBeInTheDocument();
    const name = within(form).getByLabelText(/Name/);
    await u.clear(name);
    await u.paste('Feed sync v2');
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PRIVATE_APP_MESSAGES.updated)).toBeInTheDocument();
    expect(await storedApp(app.id)).toMatchObject({ name: 'Feed sync v2', accessRules: rules });
  });

  it('keeps the rules of an unlisted subject when every listed area is switched to full access', async () => {
    const u = user();
    const app = await newApp('Review bot', [{ subject: 'reviews', rule: 1, options: [] }]);
    setup(`/admin/apps/installed?id=${app.id}`);
    const form = await screen.findByRole('form', { name: 'Private app' });
    await u.click(within(form).getByRole('switch', { name: /Full access/ }));
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PRIVATE_APP_MESSAGES.updated)).toBeInTheDocument();
    const stored = (await storedApp(app.id))!.accessRules;
    expect(stored).toContainEqual({ subject: 'reviews', rule: 1, options: [] });
    expect(stored.filter((r) => r.subject !== 'reviews' && r.rule === 2)).toHaveLength(18);
  });

  it('issues a new token (shown once) and revokes one', async () => {
    const u = user();
    const app = await newApp('Token app', [{ subject: 'orders', rule: 1, options: [] }]);
    const first = app.tokens![0]!;
    setup(`/admin/apps/installed?id=${app.id}`);
    const form = await screen.findByRole('form', { name: 'Private app' });
    await u.click(within(form).getByRole('button', { name: 'Issue new token' }));
    const shown = await screen.findByRole('status', { name: 'New token' });
    expect(within(shown).getByText(/^srp_/)).toBeInTheDocument();
    expect(await screen.findByText(PRIVATE_APP_MESSAGES.tokenIssued)).toBeInTheDocument();

    await u.click(within(form).getByRole('button', { name: `Revoke token ${first.hint}` }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(PRIVATE_APP_MESSAGES.tokenRevoked)).toBeInTheDocument();
    expect(
      within(form).queryByRole('button', { name: `Revoke token ${first.hint}` }),
    ).not.toBeInTheDocument();
    const tokens = (await storedApp(app.id))!.tokens!;
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.id).not.toBe(first.id);
  });

  it('deletes an app after the confirmation naming it', async () => {
    const u = user();
    const app = await newApp('Old bridge', []);
    setup(`/admin/apps/installed?id=${app.id}`);
    const form = await screen.findByRole('form', { name: 'Private app' });
    await u.click(within(form).getByRole('button', { name: 'Delete app' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(PRIVATE_APP_MESSAGES.confirmDelete('Old bridge'))).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(PRIVATE_APP_MESSAGES.deleted)).toBeInTheDocument();
    expect(await storedApp(app.id)).toBeUndefined();
    const grid = screen.getByRole('grid', { name: 'Private apps' });
    await waitFor(() => expect(within(grid).queryByText('Old bridge')).not.toBeInTheDocument());
  });

  describe('an employee with full Apps and limited Orders (SECURITY.md "Private apps and tokens")', () => {
    const clerk = () =>
      s.t.employeeSession([
        { subject: 'apps', rule: 2, options: [] },
        { subject: 'orders', rule: 1, options: [] },
      ]);

    it('sees an app broader than them read-only: no token, save or delete buttons', async () => {
      const app = await newApp('Warehouse wide', [
        { subject: 'orders', rule: 1, options: ['allow_fulfilments'] },
        { subject: 'inventory', rule: 2, options: [] },
      ]);
      const hint = app.tokens![0]!.hint;
      setup(`/admin/apps/installed?id=${app.id}`, await clerk());
      const form = await screen.findByRole('form', { name: 'Private app' });
      expect(within(form).getByRole('note')).toHaveTextContent(PRIVATE_APP_MESSAGES.beyondYourAccess);
      expect(within(form).getByText(hint)).toBeInTheDocument();
      for (const name of ['Issue new token', `Revoke token ${hint}`, 'Save', 'Delete app'])
        expect(within(form).queryByRole('button', { name })).not.toBeInTheDocument();
      expect(within(form).getByLabelText(/Name/)).toHaveAttribute('readonly');
      expect(within(form).getByRole('switch', { name: /Full access/ })).toBeDisabled();
    });

    it('manages an app within their access: issues a token', async () => {
      const u = user();
      const app = await newApp('Order reader', [{ subject: 'orders', rule: 1, options: [] }]);
      setup(`/admin/apps/installed?id=${app.id}`, await clerk());
      const form = await screen.findByRole('form', { name: 'Private app' });
      expect(within(form).queryByRole('note')).not.toBeInTheDocument();
      for (const name of [`Revoke token ${app.tokens![0]!.hint}`, 'Save', 'Delete app'])
        expect(within(form).getByRole('button', { name })).toBeInTheDocument();
      await u.click(within(form).getByRole('button', { name: 'Issue new token' }));
      expect(await screen.findByRole('status', { name: 'New token' })).toBeInTheDocument();
      expect((await storedApp(app.id))!.tokens).toHaveLength(2);
    });
  });

  it('is read-only under limited apps access', async () => {
    setup('/admin/apps/installed', await s.t.employeeSession([{ subject: 'apps', rule: 1, options: [] }]));
    const grid = await screen.findByRole('grid', { name: 'Private apps' });
    expect(await within(grid).findByText('Warehouse sync')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create private app' })).not.toBeInTheDocument();
  });
});
