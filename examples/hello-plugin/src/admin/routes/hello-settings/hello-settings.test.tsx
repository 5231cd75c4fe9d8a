import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '@storeroom/core/client';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { AdminTestProvider } from '@storeroom/core/testing';
import { createHelloClient } from '../../../client';
import { HELLO_DEFAULT_GREETING, HELLO_SETTINGS_MESSAGES } from '../../../contract';
import { helloTestServer } from '../../../server/test-server';
import { HelloSettingsPage } from './hello-settings';

// The real server answers in-process, but a loaded machine may take seconds: wait for what the
// user sees for up to 15 s (a timeout is for hangs, not for slowness).
configure({ asyncUtilTimeout: 15_000 });

// The real server in-process: what the page shows and what the server then holds.
let t: TestServer;
let owner: TestSession;
beforeAll(async () => {
  t = await helloTestServer();
  owner = await t.session(DEMO_CREDENTIALS.owner);
});
afterAll(() => t.close());

const saved = async () =>
  createHelloClient(
    createHttpClient({ baseUrl: 'http://t/api/v1', tokens: owner.tokens.accessToken, fetch: t.fetch }),
  ).getSettings();

function setup(session: TestSession = owner) {
  render(
    <AdminTestProvider fetch={t.fetch} {...session} initialPath="/admin/settings/hello">
      <HelloSettingsPage />
    </AdminTestProvider>,
  );
}

describe('Hello settings page (on the real server)', () => {
  it('saves the greeting, refusing a blank one first', async () => {
    setup();
    const form = await screen.findByRole('form', { name: 'Hello settings' });
    const input = within(form).getByRole('textbox', { name: /Greeting/ });
    expect(input).toHaveValue(HELLO_DEFAULT_GREETING);
    await userEvent.clear(input);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(HELLO_SETTINGS_MESSAGES.greetingRequired)).toBeInTheDocument();
    expect(await saved()).toEqual({ greeting: HELLO_DEFAULT_GREETING });
    await userEvent.type(input, 'Welcome back');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(HELLO_SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(await saved()).toEqual({ greeting: 'Welcome back' });
  });

  it('is read-only with limited access', async () => {
    setup(await t.employeeSession([{ subject: 'hello', rule: 1, options: [] }]));
    const form = await screen.findByRole('form', { name: 'Hello settings' });
    expect(within(form).getByRole('textbox', { name: /Greeting/ })).toHaveAttribute('readonly');
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
