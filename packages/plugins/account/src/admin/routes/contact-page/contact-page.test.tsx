import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '@storeroom/core/client';
import { failingHttp } from '@storeroom/core/testing';
import type { TestSession } from '@storeroom/server/testing';
import { ACCOUNT_MESSAGES } from '../../../contract';
import { renderScreen, startAccountServer } from '../../test-setup';
import { ContactPage } from './contact-page';

const server = startAccountServer();
let employee: TestSession;
beforeAll(async () => {
  employee = await server.t.employeeSession([]);
});

const user = () => userEvent.setup({ delay: null });

function setup(options: { path?: string; http?: HttpClient } = {}) {
  renderScreen(server, <ContactPage />, {
    session: employee,
    http: options.http,
    path: options.path ?? '/admin/contact',
  });
}

/** Types the feedback as a user does and sends it. */
async function send(u: ReturnType<typeof user>, subject: string, message: string) {
  await u.click(screen.getByLabelText(/Subject/));
  await u.paste(subject);
  await u.click(screen.getByLabelText(/Message/));
  await u.paste(message);
  await u.click(screen.getByRole('button', { name: 'Send feedback' }));
}

/** Messages the server's email log holds (owner's view). */
async function mailed(): Promise<{ subject: string }[]> {
  const owner = await server.t.login({ email: 'owner@storeroom.test', password: 'storeroom-owner' });
  const res = await server.t.request('GET', '/email-logs?size=100', { token: owner });
  return ((await res.json()) as { items: { subject: string }[] }).items;
}

describe('Contact page (on the real server)', { timeout: 120_000 }, () => {
  it('validates, then sends the feedback (any employee may) and clears the form', async () => {
    const u = user();
    setup();
    await u.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.feedbackRequired)).toBeInTheDocument();
    await send(u, 'Idea', 'Dark mode for invoices');
    expect(await screen.findByText(ACCOUNT_MESSAGES.feedbackSent)).toBeInTheDocument();
    expect((await mailed()).map((m) => m.subject)).toContain('Feedback: Idea');
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
  });

  it('keeps the input and says so when sending fails (the provider is down)', async () => {
    const u = user();
    setup({ http: failingHttp(502, ACCOUNT_MESSAGES.feedbackFailed) });
    await send(u, 'Idea', 'Hello');
    expect(await screen.findByText(ACCOUNT_MESSAGES.feedbackFailed)).toBeInTheDocument();
    expect(screen.getByLabelText(/Message/)).toHaveValue('Hello');
  });

  it('pre-fills the subject from the query', () => {
    setup({ path: '/admin/contact?subject=Done%20for%20you' });
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Done for you');
  });
});
