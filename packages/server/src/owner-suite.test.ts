/**
 * `ownerSuite` with the runner's hooks: one seeded server for the file, started before the
 * first test with the demo owner signed in, its own type kept (a plugin's extended server).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from './seed';
import { createTestServer, ownerSuite } from './testing';

const s = ownerSuite(async () => Object.assign(await createTestServer(), { label: 'extended' }), {
  beforeAll,
  afterAll,
  timeout: 240_000,
});

describe('ownerSuite with the file hooks', () => {
  it('starts the server before the tests, the demo owner signed in', async () => {
    expect(s.t.label).toBe('extended');
    expect(s.owner.account.profile.email).toBe(DEMO_CREDENTIALS.owner.email);
    const res = await s.t.request('GET', '/account', { token: s.owner.tokens.accessToken });
    expect(res.status).toBe(200);
  });

  it('gives a client signed in as the owner', async () => {
    const account = await s.t.http(s.owner).request<{ profile: { email: string } }>('GET', '/account');
    expect(account.profile.email).toBe(DEMO_CREDENTIALS.owner.email);
  });
});

describe('ownerSuite before its server started', () => {
  it('says where to read it', () => {
    const early = ownerSuite(createTestServer);
    expect(() => early.t).toThrow('The test server starts in beforeAll: read it inside tests.');
  });
});
