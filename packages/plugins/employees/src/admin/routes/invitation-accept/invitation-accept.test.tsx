import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import { AdminTestProvider } from '@storeroom/core/testing';
import { eq } from '@storeroom/server/drizzle';
import { INVITATION_MESSAGES, INVITATION_PAGE_PATH } from '../../../contract';
import { employeeInvitationsTable } from '../../../server/tables';
import { employeesTestServer } from '../../../server/test-server';
import { InvitationAcceptPage } from './invitation-accept';

// The page an invitation e-mail links to, signed out, on the real server (issue 18 item 15).
configure({ asyncUtilTimeout: 60_000 });

let serial = 0;
const s = ownerSuite(employeesTestServer, { beforeAll, afterAll });

const user = () => userEvent.setup({ delay: null });

/** A new employee invited by the owner; the link's token, read from the logged e-mail. */
async function invited(): Promise<{ id: number; email: string; token: string }> {
  serial += 1;
  const email = `page.${serial}@shop.test`;
  const created = await s.t.request('POST', '/employees', {
    token: s.owner.tokens.accessToken,
    body: { email, full_name: `Page Person ${serial}` },
  });
  const { id } = (await created.json()) as { id: number };
  expect(
    (
      await s.t.request('POST', '/employee-invitations', {
        token: s.owner.tokens.accessToken,
        body: { employee_id: id },
      })
    ).status,
  ).toBe(200);
  const logs = (await (
    await s.t.request('GET', '/email-logs?sort=!id&expand=body', { token: s.owner.tokens.accessToken })
  ).json()) as { items: { to_email: string; body: string }[] };
  const body = logs.items.find((m) => m.to_email === email)!.body;
  const link = /href="([^"]+)"/.exec(body)![1]!.replace(/&#38;/g, '&');
  return { id, email, token: new URL(link).searchParams.get('token')! };
}

function open(token: string) {
  render(
    <AdminTestProvider
      fetch={s.t.fetch}
      account={null}
      initialPath={`${INVITATION_PAGE_PATH}?token=${token}`}
    >
      <InvitationAcceptPage />
    </AdminTestProvider>,
  );
}

describe('Invitation page (signed out, on the real server)', { timeout: 240_000 }, () => {
  it('says who is invited, sets the password, and the employee signs in with it', async () => {
    const u = user();
    const { email, token } = await invited();
    open(token);
    expect(
      await screen.findByText(
        /you are invited to Storeroom Demo\. Set a password to sign in as page\.\d+@shop\.test\./,
      ),
    ).toBeInTheDocument();
    await u.type(screen.getByLabelText(/^Password/), 'my-own-pass-1');
    await u.type(screen.getByLabelText(/Confirm password/), 'my-own-pass-2');
    await u.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(INVITATION_MESSAGES.passwordsDontMatch)).toBeInTheDocument();
    await u.clear(screen.getByLabelText(/Confirm password/));
    await u.type(screen.getByLabelText(/Confirm password/), 'my-own-pass-1');
    await u.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(INVITATION_MESSAGES.accepted)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/admin/user/login');
    expect(await s.t.login({ email, password: 'my-own-pass-1' })).toEqual(expect.any(String));
  });

  it('refuses a used link with the reason, asking for nothing', async () => {
    const { token } = await invited();
    expect(
      (
        await s.t.request('POST', '/employee-invitations/accept', {
          body: { token, password: 'first-pass-1' },
        })
      ).status,
    ).toBe(204);
    open(token);
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_MESSAGES.used);
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
  });

  it('refuses an expired link with the reason', async () => {
    const { id, token } = await invited();
    await s.t.server
      .database()
      .db.update(employeeInvitationsTable)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(employeeInvitationsTable.employee_id, id));
    open(token);
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_MESSAGES.expired);
  });

  it('refuses a link without a token or with an unknown one', async () => {
    open('made-up');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_MESSAGES.invalid);
  });
});
