import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Account } from '@storeroom/core/client';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import { ACCOUNT_MESSAGES } from '../../../schema';
import { accountClientRef } from '../../api';
import { fakeAccountClient } from '../../test-support';
import type { FakeAccountState } from '../../test-support';
import { ContactPage } from './contact-page';

function setup(state: Partial<FakeAccountState> = {}, account?: Account, path = '/admin/contact') {
  const api = fakeAccountClient(state);
  render(
    <AdminTestProvider apis={[[accountClientRef, api.client]]} account={account} initialPath={path}>
      <ContactPage />
    </AdminTestProvider>,
  );
  return api;
}

describe('Contact page', () => {
  it('validates, then sends the feedback and clears the form', async () => {
    const api = setup({}, testEmployeeAccount([]));
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.feedbackRequired)).toBeInTheDocument();
    expect(api.state.feedback).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/Subject/), 'Idea');
    await userEvent.type(screen.getByLabelText(/Message/), 'Dark mode for invoices');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.feedbackSent)).toBeInTheDocument();
    expect(api.state.feedback).toEqual([{ subject: 'Idea', message: 'Dark mode for invoices' }]);
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
  });

  it('keeps the input and says so when sending fails', async () => {
    setup({ feedbackFails: true });
    await userEvent.type(screen.getByLabelText(/Subject/), 'Idea');
    await userEvent.type(screen.getByLabelText(/Message/), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.feedbackFailed)).toBeInTheDocument();
    expect(screen.getByLabelText(/Message/)).toHaveValue('Hello');
  });

  it('pre-fills the subject from the query', () => {
    setup({}, undefined, '/admin/contact?subject=Done%20for%20you');
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Done for you');
  });
});
