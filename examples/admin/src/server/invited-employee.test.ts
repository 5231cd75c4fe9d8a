/**
 * Issue 18 "Done when": the assembled admin's demo shows an invited employee. The employees
 * plugin's seed runs beside every other plugin's, and the demo owner's store lists a pending,
 * unexpired invitation through the API the Employees screen reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVITED_EMPLOYEE } from '@storeroom/plugin-employees/server';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { serverPlugins } from '../../server-plugins';
import { answer } from './order-data';

let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await createTestServer({ plugins: serverPlugins });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

describe('the demo’s invited employee', () => {
  it('is listed as invited, with a link that has not expired, in the owner’s store', async () => {
    const staff = await answer<{ items: { id: number; email: string }[] }>(
      t,
      owner,
      'GET',
      '/employees?size=100',
    );
    expect(staff.status).toBe(200);
    const invited = staff.body.items.find((e) => e.email === DEMO_INVITED_EMPLOYEE.email);
    expect(invited, `${DEMO_INVITED_EMPLOYEE.email} is not among the demo store's employees`).toBeTruthy();

    const invitations = await answer<{
      items: { employee_id: number; status: string; expires_at: string | null }[];
    }>(t, owner, 'GET', '/employee-invitations');
    expect(invitations.status).toBe(200);
    const pending = invitations.body.items.find((i) => i.employee_id === invited!.id);
    expect(pending?.status).toBe('invited');
    expect(new Date(pending!.expires_at!).getTime()).toBeGreaterThan(Date.now());
  });

  it('is the main store’s only: the second demo store has no invitation of it', async () => {
    const second = await t.switchStore(owner);
    const invitations = await answer<{ items: { employee_id: number }[] }>(
      t,
      second,
      'GET',
      '/employee-invitations',
    );
    expect(invitations.status).toBe(200);
    const staff = await answer<{ items: { email: string }[] }>(t, second, 'GET', '/employees?size=100');
    expect(staff.body.items.map((e) => e.email)).not.toContain(DEMO_INVITED_EMPLOYEE.email);
  });
});
