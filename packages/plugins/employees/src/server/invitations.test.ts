import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { eq } from '@storeroom/server/drizzle';
import { INVITATION_MESSAGES, INVITATION_PAGE_PATH } from '../contract';
import { DEMO_INVITED_EMPLOYEE } from './plugin';
import { employeeInvitationsTable } from './tables';
import { employeesTestServer } from './test-server';

// Issue 18 item 15: invitations on the real server and database.

let t: TestServer;
let owner: string;
let serial = 0;

beforeAll(async () => {
  t = await employeesTestServer();
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

/** A new employee without a password (each test its own, so tests do not share state). */
async function newEmployee(): Promise<{ id: number; email: string }> {
  serial += 1;
  const email = `invited.${serial}.${Date.now()}@storeroom.test`;
  const res = await t.request('POST', '/employees', {
    token: owner,
    body: { email, full_name: `Invited ${serial}`, access: [{ subject: 'orders', rule: 1, options: [] }] },
  });
  expect(res.status).toBe(201);
  return { id: (await json<{ id: number }>(res)).id, email };
}

/** Invites `employeeId` as the owner; the token read from the e-mail the outbox logged. */
async function invite(employeeId: number, email: string): Promise<string> {
  const res = await t.request('POST', '/employee-invitations', {
    token: owner,
    body: { employee_id: employeeId },
    headers: { origin: 'https://admin.example.test' },
  });
  expect(res.status).toBe(200);
  expect(await json(res)).toMatchObject({ employee_id: employeeId, status: 'invited' });
  const logs = await json<{ items: { to_email: string; subject: string; body: string }[] }>(
    await t.request('GET', '/email-logs?sort=!id&expand=body', { token: owner }),
  );
  const mail = logs.items.find((m) => m.to_email === email)!;
  expect(mail.subject).toBe(INVITATION_MESSAGES.mailSubject('Storeroom Demo'));
  const link = /href="([^"]+)"/.exec(mail.body)![1]!.replace(/&#38;/g, '&');
  expect(link.startsWith(`https://admin.example.test${INVITATION_PAGE_PATH}?token=`)).toBe(true);
  return new URL(link).searchParams.get('token')!;
}

const accept = (token: string, password = 'invited-pass-1') =>
  t.request('POST', '/employee-invitations/accept', { body: { token, password } });

describe('Employee invitations', () => {
  it('invites by e-mail; the employee shows as invited, sets a password through the link and signs in', async () => {
    const { id, email } = await newEmployee();
    const token = await invite(id, email);
    const listed = await json<{ items: { employee_id: number; status: string }[] }>(
      await t.request('GET', '/employee-invitations', { token: owner }),
    );
    expect(listed.items.find((i) => i.employee_id === id)?.status).toBe('invited');
    // The link's page asks who it invites: no token needed.
    const check = await t.request('POST', '/employee-invitations/check', { body: { token } });
    expect(check.status).toBe(200);
    expect(await json(check)).toEqual({ email, full_name: expect.any(String), store: 'Storeroom Demo' });
    // Only the token's hash is stored.
    const rows = await t.server
      .database()
      .db.select()
      .from(employeeInvitationsTable)
      .where(eq(employeeInvitationsTable.employee_id, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);

    expect((await accept(token)).status).toBe(204);
    expect(await t.login({ email, password: 'invited-pass-1' })).toEqual(expect.any(String));
    const after = await json<{ items: { employee_id: number }[] }>(
      await t.request('GET', '/employee-invitations', { token: owner }),
    );
    expect(after.items.some((i) => i.employee_id === id)).toBe(false);
    // An active employee is not invited again.
    const again = await t.request('POST', '/employee-invitations', {
      token: owner,
      body: { employee_id: id },
    });
    expect(again.status).toBe(422);
    expect(await json(again)).toEqual({ errors: { employee_id: [INVITATION_MESSAGES.alreadyActive] } });
  });

  it('refuses a used link with a clear message and changes nothing', async () => {
    const { id, email } = await newEmployee();
    const token = await invite(id, email);
    expect((await accept(token)).status).toBe(204);
    const reused = await accept(token, 'someone-else-2');
    expect(reused.status).toBe(410);
    expect(await json(reused)).toEqual({ message: INVITATION_MESSAGES.used });
    // The first password still works; the second never took.
    expect(await t.login({ email, password: 'invited-pass-1' })).toEqual(expect.any(String));
    const wrong = await t.request('POST', '/auth/login', { body: { email, password: 'someone-else-2' } });
    expect(wrong.status).toBe(401);
  });

  it('refuses an expired link, and shows the employee as expired until invited again', async () => {
    const { id, email } = await newEmployee();
    const token = await invite(id, email);
    await t.server
      .database()
      .db.update(employeeInvitationsTable)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(employeeInvitationsTable.employee_id, id));
    for (const res of [
      await t.request('POST', '/employee-invitations/check', { body: { token } }),
      await accept(token),
    ]) {
      expect(res.status).toBe(410);
      expect(await json(res)).toEqual({ message: INVITATION_MESSAGES.expired });
    }
    const listed = await json<{ items: { employee_id: number; status: string }[] }>(
      await t.request('GET', '/employee-invitations', { token: owner }),
    );
    expect(listed.items.find((i) => i.employee_id === id)?.status).toBe('expired');
    // Resending: a new link works, the old one is refused as not valid any more.
    const fresh = await invite(id, email);
    const old = await accept(token);
    expect(old.status).toBe(404);
    expect(await json(old)).toEqual({ message: INVITATION_MESSAGES.invalid });
    expect((await accept(fresh)).status).toBe(204);
  });

  it('revokes a pending link: it stops working at once', async () => {
    const { id, email } = await newEmployee();
    const token = await invite(id, email);
    expect((await t.request('DELETE', `/employee-invitations/${id}`, { token: owner })).status).toBe(204);
    const res = await accept(token);
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: INVITATION_MESSAGES.invalid });
    const listed = await json<{ items: { employee_id: number; status: string }[] }>(
      await t.request('GET', '/employee-invitations', { token: owner }),
    );
    expect(listed.items.find((i) => i.employee_id === id)).toEqual({
      employee_id: id,
      status: 'not_invited',
      sent_at: null,
      expires_at: null,
    });
    const none = await t.request('DELETE', `/employee-invitations/${id}`, { token: owner });
    expect(none.status).toBe(404);
    expect(await json(none)).toEqual({ message: INVITATION_MESSAGES.noPending });
    const wrong = await t.request('POST', '/auth/login', { body: { email, password: 'invited-pass-1' } });
    expect(wrong.status).toBe(401);
  });

  it('refuses an unknown token and a too short password with the messages', async () => {
    const unknown = await accept('not-a-real-token');
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ message: INVITATION_MESSAGES.invalid });
    const { id, email } = await newEmployee();
    const token = await invite(id, email);
    const short = await accept(token, 'short');
    expect(short.status).toBe(422);
    expect(await json(short)).toEqual({
      errors: { password: ['Password should contain at least 8 characters.'] },
    });
    // Nothing changed: the link still works.
    expect((await accept(token)).status).toBe(204);
  });

  it('lets only the owner invite, list and revoke; employees get 403', async () => {
    const { id } = await newEmployee();
    const clerk = await t.employee([{ subject: 'orders', rule: 2, options: [] }]);
    for (const [method, path, body] of [
      ['GET', '/employee-invitations', undefined],
      ['POST', '/employee-invitations', { employee_id: id }],
      ['DELETE', `/employee-invitations/${id}`, undefined],
    ] as const)
      expect((await t.request(method, path, { token: clerk.token, body })).status).toBe(403);
    // Anonymous callers get 401 on the owner's calls.
    expect((await t.request('GET', '/employee-invitations')).status).toBe(401);
  });

  it('seeds the demo with an employee who is invited and has not accepted', async () => {
    const staff = await json<{ items: { id: number; email: string }[] }>(
      await t.request('GET', '/employees?size=100', { token: owner }),
    );
    const iris = staff.items.find((e) => e.email === DEMO_INVITED_EMPLOYEE.email)!;
    const listed = await json<{ items: { employee_id: number; status: string }[] }>(
      await t.request('GET', '/employee-invitations', { token: owner }),
    );
    expect(listed.items.find((i) => i.employee_id === iris.id)?.status).toBe('invited');
  });

  it('never invites an employee of another store', async () => {
    const { id } = await newEmployee();
    const second = await t.switchStore(owner);
    const res = await t.request('POST', '/employee-invitations', {
      token: second,
      body: { employee_id: id },
    });
    expect(res.status).toBe(404);
  });
});
