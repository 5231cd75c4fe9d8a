/**
 * Issue 18 item 17: what the spec gives the employees and private-app screens, word for word
 * and where the spec puts it, on the real server. The texts are written out here (not read
 * from the contract), so a changed character in the code fails: the list's panel opened by
 * ?id= with a new employee at id 0 (spec 2 §2), the deletion question with Yes/No (spec 2 §8),
 * the invitation's 'Invite was successfully sent.' and the private apps' messages and delete
 * question (spec 4 §8).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenOnServer } from '@storeroom/core/testing';
import { ownerSuite } from '@storeroom/server/testing';
import { employeesTestServer } from '../server/test-server';
import { EmployeesListPage } from './routes/employees-list/employees-list';
import { PrivateAppsPage } from './routes/private-apps/private-apps-page';

const s = ownerSuite(() => employeesTestServer(), { beforeAll, afterAll });
const SLOW = { timeout: 45_000 };
const tag = () => Date.now().toString(36);
const u = () => userEvent.setup({ delay: null });

/** Types as a user pasting: one input event, not one per character (slow on a loaded machine). */
async function fill(input: HTMLElement, text: string) {
  const user = u();
  await user.click(input);
  await user.paste(text);
}

async function created<T>(path: string, body: unknown): Promise<T> {
  const res = await s.t.request('POST', path, { token: s.owner.tokens.accessToken, body });
  expect(res.status).toBe(201);
  return (await res.json()) as T;
}

/** The notifications region: where spec 4 §8's toasts appear. */
const toasts = () => screen.findByRole('region', { name: /^Notifications/ }, SLOW);

// Whole screens on the real server: the limit is for a hang only.
describe('employees screens say what the spec says, verbatim', { timeout: 240_000 }, () => {
  it('?id=0 opens the new employee’s panel; Save without a password: "Invite was successfully sent."', async () => {
    render(screenOnServer(s, <EmployeesListPage />, '/admin/employees?id=0'));
    const form = await screen.findByRole('form', { name: 'Employee' }, SLOW);
    await fill(within(form).getByLabelText(/^Email/), `vera.${tag()}@shop.test`);
    await fill(within(form).getByLabelText(/Full name/), 'Vera Verbatim');
    await u().click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(await toasts()).findByText('Invite was successfully sent.', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('Delete employee asks "Are you sure you want to delete it?" with Yes/No', async () => {
    const { id } = await created<{ id: number }>('/employees', {
      email: `dora.${tag()}@shop.test`,
      full_name: 'Dora Delete',
      password: 'initial-pass-1',
    });
    render(screenOnServer(s, <EmployeesListPage />, `/admin/employees?id=${id}`));
    const form = await screen.findByRole('form', { name: 'Employee' }, SLOW);
    await u().click(await within(form).findByRole('button', { name: 'Delete employee' }, SLOW));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText('Are you sure you want to delete it?')).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    await u().click(within(question).getByRole('button', { name: 'No' }));
  });

  it('private app, Save of a new app: "Your Private App created successfully"', async () => {
    render(screenOnServer(s, <PrivateAppsPage />, '/admin/apps/installed'));
    await u().click(await screen.findByRole('button', { name: 'Create private app' }, SLOW));
    const form = await screen.findByRole('form', { name: 'Private app' });
    await fill(within(form).getByLabelText(/^Name/), `Bridge ${tag()}`);
    await u().click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(await toasts()).findByText('Your Private App created successfully', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('private app, Save of an existing app: "Private app successfully updated."', async () => {
    const app = await created<{ id: number }>('/apps/private-apps', {
      name: `Feed ${tag()}`,
      accessRules: [],
    });
    render(screenOnServer(s, <PrivateAppsPage />, `/admin/apps/installed?id=${app.id}`));
    const form = await screen.findByRole('form', { name: 'Private app' }, SLOW);
    await fill(within(form).getByLabelText(/^Name/), ' 2');
    await u().click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(await toasts()).findByText('Private app successfully updated.', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('private app, Delete app asks the spec 4 §8 question naming it, then "Private app deleted successfully."', async () => {
    const name = `Doomed ${tag()}`;
    const app = await created<{ id: number }>('/apps/private-apps', { name, accessRules: [] });
    render(screenOnServer(s, <PrivateAppsPage />, `/admin/apps/installed?id=${app.id}`));
    const form = await screen.findByRole('form', { name: 'Private app' }, SLOW);
    await u().click(within(form).getByRole('button', { name: 'Delete app' }));
    const question = await screen.findByRole('alertdialog');
    expect(
      within(question).getByText(
        `This action will delete your private app. Are you sure you want to delete "${name}"?`,
      ),
    ).toBeInTheDocument();
    await u().click(within(question).getByRole('button', { name: 'Yes' }));
    expect(
      await within(await toasts()).findByText('Private app deleted successfully.', {}, SLOW),
    ).toBeInTheDocument();
  });
});
