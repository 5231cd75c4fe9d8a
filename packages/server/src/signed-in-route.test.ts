import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_OWNER_SUBJECT, SUBJECTS } from '@storeroom/core/access';
import { action, defineServerPlugin } from './plugin';
import { DEMO_CREDENTIALS } from './seed';
import { createTestServer } from './testing';
import type { TestServer } from './testing';

// A domain action with `signedIn: true` is open to every signed-in owner and employee,
// whatever their rules, and never to private apps (the account plugin's feedback call).
const whoAmI = action({
  method: 'POST',
  path: '/who-am-i',
  subject: ACCOUNT_OWNER_SUBJECT,
  signedIn: true,
  async handler(ctx) {
    return { kind: ctx.caller.kind };
  },
});
const ownerOnly = action({
  method: 'POST',
  path: '/owner-only',
  subject: ACCOUNT_OWNER_SUBJECT,
  async handler() {
    return { ok: true };
  },
});

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ plugins: [defineServerPlugin({ id: 'who', routes: [whoAmI, ownerOnly] })] });
});
afterAll(() => t?.close());

describe('signedIn domain actions', () => {
  it('let owners and employees in, whatever their rules; refuse private apps and anonymous callers', async () => {
    const owner = await t.login(DEMO_CREDENTIALS.owner);
    const employee = await t.login(DEMO_CREDENTIALS.employee);
    const app = await (
      await t.request('POST', '/apps/private-apps', {
        token: owner,
        body: { name: 'Who app', accessRules: [{ subject: SUBJECTS.orders.id, rule: 2 }] },
      })
    ).json();
    const appToken = (app as { tokens: { token: string }[] }).tokens[0]!.token;

    expect(await (await t.request('POST', '/who-am-i', { token: owner, body: {} })).json()).toEqual({
      kind: 'owner',
    });
    expect(await (await t.request('POST', '/who-am-i', { token: employee, body: {} })).json()).toEqual({
      kind: 'employee',
    });
    expect((await t.request('POST', '/who-am-i', { token: appToken, body: {} })).status).toBe(403);
    expect((await t.request('POST', '/who-am-i', { body: {} })).status).toBe(401);
    // Without the flag the subject decides: the owner-only subject refuses the employee.
    expect((await t.request('POST', '/owner-only', { token: employee, body: {} })).status).toBe(403);
  });
});
