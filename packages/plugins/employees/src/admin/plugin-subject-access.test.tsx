/**
 * Issue 21 ("grant it to an employee and a private app"): a third-party plugin's OWN subject,
 * with the options its contract declares, is an area of the Employees and Private apps access
 * editors of an admin that registers the plugin, beside the standard ones. It can be granted
 * (limited, with an option) and saved, and the saved rule is what the server holds. Saving never
 * drops what the screen does not show: a rule of a plugin installed on the server only, or an
 * option such a plugin adds to the subject.
 */
import type { ReactElement } from 'react';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definePlugin } from '@storeroom/core';
import { defineSubject, withOptions } from '@storeroom/core/access';
import type { AccessRule } from '@storeroom/core/access';
import { defineContract } from '@storeroom/core/contract';
import { AdminTestProvider } from '@storeroom/core/testing';
import { defineServerPlugin } from '@storeroom/server';
import { ownerSuite } from '@storeroom/server/testing';
import { EMPLOYEES_MESSAGES, PRIVATE_APP_MESSAGES } from '../contract';
import type { EmployeeItem, PrivateAppItem } from '../contract';
import { employeesTestServer } from '../server/test-server';
import { EmployeesListPage } from './routes/employees-list/employees-list';
import { PrivateAppsPage } from './routes/private-apps/private-apps-page';

configure({ asyncUtilTimeout: 60_000 });

// The plugin of docs/plugin-guide.md after its section 9: its own subject and two options.
const GIFT_WRAP = defineSubject({
  id: 'gift_wrap',
  label: 'Gift wrap',
  options: [
    { id: 'allow_archive', label: 'Allow archiving', grants: ['archive'] },
    { id: 'allow_wrap', label: 'Allow wrapping', grants: ['wrap'] },
  ],
});
const giftWrapServer = defineServerPlugin({
  id: 'gift-wrap',
  contract: defineContract({ id: 'gift-wrap', subjects: { gift_wrap: GIFT_WRAP } }),
});
const giftWrapAdmin = definePlugin({ id: 'gift-wrap', name: 'Gift wrap', subjects: [GIFT_WRAP] });

// A plugin installed on the server but not in this admin: a subject of its own and an option
// it adds to Gift wrap. Neither is shown; both are kept.
const reviews = defineSubject({ id: 'reviews', label: 'Reviews' });
const serverOnly = defineServerPlugin({
  id: 'gift-notes',
  contract: defineContract({
    id: 'gift-notes',
    subjects: {
      reviews,
      gift_wrap: withOptions(GIFT_WRAP, [{ id: 'allow_note', label: 'Allow gift notes', grants: ['note'] }]),
    },
  }),
});

const s = ownerSuite(() => employeesTestServer([giftWrapServer, serverOnly]), { beforeAll, afterAll });
const user = () => userEvent.setup({ delay: null });
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A screen of the employees plugin in an admin that registers the gift-wrap plugin. */
function show(page: ReactElement, path: string) {
  render(
    <AdminTestProvider fetch={s.t.fetch} {...s.owner} plugins={[giftWrapAdmin]} initialPath={path}>
      {page}
    </AdminTestProvider>,
  );
}

async function created<T>(path: string, body: unknown): Promise<T> {
  const res = await s.t.request('POST', path, { token: s.owner.tokens.accessToken, body });
  expect(res.status).toBe(201);
  return (await res.json()) as T;
}

async function stored<T>(path: string): Promise<T> {
  const res = await s.t.request('GET', path, { token: s.owner.tokens.accessToken });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** The rules the test starts from: a server-only option on Gift wrap and a server-only subject. */
const held: AccessRule[] = [
  { subject: 'gift_wrap', rule: 1, options: ['allow_note'] },
  { subject: 'reviews', rule: 2, options: [] },
];
/** After ticking Allow wrapping: the option is added, nothing unshown is dropped. */
const granted: AccessRule[] = [
  { subject: 'gift_wrap', rule: 1, options: ['allow_wrap', 'allow_note'] },
  { subject: 'reviews', rule: 2, options: [] },
];

/** Gift wrap's area in an access editor: listed with exactly the admin's options, then granted. */
async function grantWrapping(form: HTMLElement) {
  const u = user();
  const area = within(form).getByRole('radiogroup', { name: 'Gift wrap' });
  expect(within(area).getByRole('radio', { name: 'Limited' })).toBeChecked();
  // Reviews is not an area of this admin: not shown.
  expect(within(form).queryByRole('radiogroup', { name: 'Reviews' })).not.toBeInTheDocument();
  const options = within(form).getByRole('group', { name: 'Gift wrap options' });
  expect(within(options).getAllByRole('checkbox')).toHaveLength(2);
  expect(within(options).getByRole('checkbox', { name: 'Allow archiving' })).not.toBeChecked();
  await u.click(within(options).getByRole('checkbox', { name: 'Allow wrapping' }));
  await u.click(within(form).getByRole('button', { name: 'Save' }));
}

describe("a plugin's own subject in the access editors (on the real server)", { timeout: 240_000 }, () => {
  it('Employees: a new employee is granted Gift wrap, limited with Allow wrapping', async () => {
    const u = user();
    const email = `wren.${tag()}@shop.test`;
    show(<EmployeesListPage />, '/admin/employees?id=0');
    const form = await screen.findByRole('form', { name: 'Employee' });
    await u.click(within(form).getByLabelText(/Email/));
    await u.paste(email);
    await u.click(within(form).getByLabelText(/Full name/));
    await u.paste('Wren Wrapper');
    await u.click(within(form).getByLabelText(/Password/));
    await u.paste('secret-123');
    const area = within(form).getByRole('radiogroup', { name: 'Gift wrap' });
    await u.click(within(area).getByRole('radio', { name: 'Limited' }));
    const options = within(form).getByRole('group', { name: 'Gift wrap options' });
    await u.click(within(options).getByRole('checkbox', { name: 'Allow wrapping' }));
    await u.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(EMPLOYEES_MESSAGES.created)).toBeInTheDocument();
    const { items } = await stored<{ items: EmployeeItem[] }>('/employees?size=100');
    expect(items.find((e) => e.email === email)?.access).toEqual([
      { subject: 'gift_wrap', rule: 1, options: ['allow_wrap'] },
    ]);
  });

  it('Employees: granting Allow wrapping to an employee keeps the rules and options the screen does not show', async () => {
    const employee = await created<EmployeeItem>('/employees', {
      email: `gil.${tag()}@shop.test`,
      full_name: 'Gil Giftnote',
      password: 'initial-pass-1',
      access: held,
    });
    expect(employee.access).toEqual(held);
    show(<EmployeesListPage />, `/admin/employees?id=${employee.id}`);
    await grantWrapping(await screen.findByRole('form', { name: 'Employee' }));
    expect(await screen.findByText(EMPLOYEES_MESSAGES.updated)).toBeInTheDocument();
    expect((await stored<EmployeeItem>(`/employees/${employee.id}`)).access).toEqual(granted);
  });

  it('Private apps: granting Allow wrapping to an app keeps the rules and options the screen does not show', async () => {
    const app = await created<PrivateAppItem>('/apps/private-apps', {
      name: `Wrap station ${tag()}`,
      accessRules: held,
    });
    show(<PrivateAppsPage />, `/admin/apps/installed?id=${app.id}`);
    await grantWrapping(await screen.findByRole('form', { name: 'Private app' }));
    expect(await screen.findByText(PRIVATE_APP_MESSAGES.updated)).toBeInTheDocument();
    expect((await stored<PrivateAppItem>(`/apps/private-apps/${app.id}`)).accessRules).toEqual(granted);
  });
});
