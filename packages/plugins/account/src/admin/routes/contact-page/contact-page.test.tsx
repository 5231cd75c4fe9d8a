import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToastService, toastApiRef } from '@storeroom/core';
import type { HttpClient } from '@storeroom/core/client';
import { AdminTestProvider, failingHttp } from '@storeroom/core/testing';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { ACCOUNT_MESSAGES } from '../../../contract';
import { accountTestServer } from '../../../server/test-server';
import { ContactPage } from './contact-page';

// The real server answers in-process: waits are for what the user sees, the limit for a hang.
configure({ asyncUtilTimeout: 60_000 });

let t: TestServer;
let employee: TestSession;
beforeAll(async () => {
  t = await accountTestServer();
  employee = await t.employeeSession([]);
});
afterAll(() => t?.close());

const user = () => userEvent.setup({ delay: null });

function setup(options: { path?: string; http?: HttpClient } = {}) {
  render(
    <AdminTestProvider
      fetch={t.fetch}
      {...employee}
      http={options.http}
      // Toasts stay until dismissed: a 5 s toast could expire before a busy machine draws it.
      apis={[[toastApiRef, createToastService({ duration: 0 })]]}
      initialPath={options.path ?? '/admin/contact'}
    >
      <ContactPage />
    </AdminTestProvider>,
  );
}

/** Messages the server's email log holds (owner's view). */
async function mailed(): Promise<{ subject: string }[]> {
  const owner = await t.login({ email: 'owner@storeroom.test', password: 'storeroom-owner' });
  const res = await t.request('GET', '/email-logs?size=100', { token: owner });
  return ((await res.json()) as { items: { subject: string }[] }).items;
}

describe('Contact page (on the real server)', { timeout: 120_000 }, () => {
  it('validates, then sends the feedback (any employee may) and clears the form', async () => {
    const u = user();
    setup();
    await u.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.feedbackRequired)).toBeInTheDocument();
    await u.click(screen.getByLabelText(/Subject/));
    await u.paste('Idea');
    await u.click(screen.getByLabelText(/Message/));
    await u.paste('Dark mode for invoices');
    await u.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.feedbackSent)).toBeInTheDocument();
    expect((await mailed()).map((m) => m.subject)).toContain('Feedback: Idea');
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
  });

  it('keeps the input and says so when sending fails (the provider is down)', async () => {
    const u = user();
    setup({ http: failingHttp(502, ACCOUNT_MESSAGES.feedbackFailed) });
    await u.click(screen.getByLabelText(/Subject/));
    await u.paste('Idea');
    await u.click(screen.getByLabelText(/Message/));
    await u.paste('Hello');
    await u.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.feedbackFailed)).toBeInTheDocument();
    expect(screen.getByLabelText(/Message/)).toHaveValue('Hello');
  });

  it('pre-fills the subject from the query', () => {
    setup({ path: '/admin/contact?subject=Done%20for%20you' });
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Done for you');
  });
});
