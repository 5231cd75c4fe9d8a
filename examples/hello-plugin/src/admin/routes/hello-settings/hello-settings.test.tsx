import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@storeroom/core/client';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import type { HelloSettingsClient } from '../../../client';
import { helloSettingsApiRef } from '../../api';
import { HelloSettingsPage } from './hello-settings';

function setup(account?: Account) {
  const saved: string[] = [];
  const api: HelloSettingsClient = {
    get: async () => ({ greeting: 'Hello there' }),
    save: async ({ greeting }) => {
      if (greeting === 'taken') throw new ApiError(422, 'Invalid', { greeting: ['This greeting is taken.'] });
      saved.push(greeting);
      return { greeting };
    },
  };
  render(
    <AdminTestProvider
      apis={[[helloSettingsApiRef, api]]}
      account={account}
      initialPath="/admin/settings/hello"
    >
      <HelloSettingsPage />
    </AdminTestProvider>,
  );
  return saved;
}

describe('Hello settings page', () => {
  it('saves the greeting, refusing a blank one and showing server errors on the field', async () => {
    const saved = setup();
    const form = await screen.findByRole('form', { name: 'Hello settings' });
    const input = within(form).getByLabelText(/Greeting/);
    expect(input).toHaveValue('Hello there');
    await userEvent.clear(input);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Greeting cannot be blank.')).toBeInTheDocument();
    await userEvent.type(input, 'taken');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This greeting is taken.')).toBeInTheDocument();
    expect(input).toHaveValue('taken');
    await userEvent.clear(input);
    await userEvent.type(input, 'Welcome back');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Hello settings saved successfully.')).toBeInTheDocument();
    expect(saved).toEqual(['Welcome back']);
  });

  it('is read-only with limited access', async () => {
    setup(testEmployeeAccount([{ subject: 'hello', rule: 1, options: [] }]));
    const form = await screen.findByRole('form', { name: 'Hello settings' });
    expect(within(form).getByLabelText(/Greeting/)).toHaveAttribute('readonly');
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
