import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { accounts } from '../db/schema';
import { createLogger } from '../logging/logger';
import { openTestDatabase } from '../testing';
import { DEFAULT_SUPPORT_INFO } from '../account/routes';
import { CONFIG_MESSAGES, ConfigError, serveConfigFromEnv } from './config';
import { runServer } from './run';

const SECRET = 'a'.repeat(32);
const quiet = createLogger({ level: 'silent' });
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

async function testDatabase(): Promise<Database> {
  const { database, dispose } = await openTestDatabase();
  cleanups.push(dispose);
  return database;
}

describe('production settings', () => {
  it('refuse a missing or short signing secret, several processes on PGlite and bad numbers', () => {
    expect(() => serveConfigFromEnv({})).toThrow(new ConfigError(CONFIG_MESSAGES.secretMissing));
    expect(() => serveConfigFromEnv({ STOREROOM_JWT_SECRET: 'short-secret' })).toThrow(
      CONFIG_MESSAGES.secretShort(12),
    );
    expect(() => serveConfigFromEnv({ STOREROOM_JWT_SECRET: SECRET, STOREROOM_WORKERS: '2' })).toThrow(
      CONFIG_MESSAGES.workersNeedPostgres(2),
    );
    expect(() => serveConfigFromEnv({ STOREROOM_JWT_SECRET: SECRET, PORT: 'eighty' })).toThrow(
      CONFIG_MESSAGES.wholeNumber('PORT', 0, 65535),
    );
    expect(() =>
      serveConfigFromEnv({
        STOREROOM_JWT_SECRET: SECRET,
        STOREROOM_ADMIN_EMAIL: 'owner@shop.test',
        STOREROOM_ADMIN_PASSWORD: 'short',
      }),
    ).toThrow(CONFIG_MESSAGES.adminPasswordShort);
    const config = serveConfigFromEnv({
      STOREROOM_JWT_SECRET: SECRET,
      DATABASE_URL: 'postgres://db/storeroom',
      STOREROOM_WORKERS: '2',
    });
    expect(config).toMatchObject({ workers: 2, shutdownTimeoutMs: 10_000, secret: SECRET, port: 4000 });
    expect(config.serverOptions.trustProxy).toBe(0);
    // Two proxies in front (a load balancer and nginx): the last two X-Forwarded-For hops are trusted.
    expect(
      serveConfigFromEnv({ STOREROOM_JWT_SECRET: SECRET, STOREROOM_TRUST_PROXY: '2' }).serverOptions
        .trustProxy,
    ).toBe(2);
    expect(() => serveConfigFromEnv({ STOREROOM_JWT_SECRET: SECRET, STOREROOM_TRUST_PROXY: 'yes' })).toThrow(
      CONFIG_MESSAGES.wholeNumber('STOREROOM_TRUST_PROXY', 0, 10),
    );
    expect(serveConfigFromEnv({ STOREROOM_JWT_SECRET: SECRET }).serverOptions.authRequestsPerMinute).toBe(
      120,
    );
    expect(
      serveConfigFromEnv({ STOREROOM_JWT_SECRET: SECRET, STOREROOM_AUTH_RATE_LIMIT: '5000' }).serverOptions
        .authRequestsPerMinute,
    ).toBe(5000);
    expect(() =>
      serveConfigFromEnv({ STOREROOM_JWT_SECRET: SECRET, STOREROOM_AUTH_RATE_LIMIT: '0' }),
    ).toThrow(CONFIG_MESSAGES.wholeNumber('STOREROOM_AUTH_RATE_LIMIT', 1, 1_000_000));
    // The demo keeps a generated secret in the database.
    expect(serveConfigFromEnv({}, { demo: true }).secret).toBeUndefined();
  });
});

describe('runServer', () => {
  it('refuses an empty database without a first owner to create, and creates one when told', async () => {
    const database = await testDatabase();
    const base = { plugins: [], logger: quiet, handleSignals: false, server: { database } };
    await expect(runServer({ ...base, env: { STOREROOM_JWT_SECRET: SECRET, PORT: '0' } })).rejects.toThrow(
      CONFIG_MESSAGES.emptyDatabase,
    );

    const env = {
      STOREROOM_JWT_SECRET: SECRET,
      PORT: '0',
      STOREROOM_ADMIN_EMAIL: 'first@shop.test',
      STOREROOM_ADMIN_PASSWORD: 'first-owner-password',
      STOREROOM_SUPPORT_EMAIL: 'help@shop.test',
      STOREROOM_SUPPORT_PHONE: '+44 20 7946 0000',
    };
    const running = await runServer({ ...base, env });
    cleanups.push(() => running.shutdown());
    const login = await fetch(`${running.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'first@shop.test', password: 'first-owner-password' }),
    });
    expect(login.status).toBe(200);
    // The support contact is the operator's (the hours, not set, keep the default).
    const { access_token } = (await login.json()) as { access_token: string };
    const support = await fetch(`${running.url}/api/v1/account/support-info`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(await support.json()).toEqual({
      email: 'help@shop.test',
      phone: '+44 20 7946 0000',
      hours: DEFAULT_SUPPORT_INFO.hours,
    });
    // Nothing else is seeded: one account.
    const [n] = await database.db.select({ n: count() }).from(accounts);
    expect(Number(n!.n)).toBe(1);
  });

  it('drains: a request in flight finishes, new connections are refused, then it stops', async () => {
    const database = await testDatabase();
    const running = await runServer({
      plugins: [],
      logger: quiet,
      handleSignals: false,
      env: {
        STOREROOM_JWT_SECRET: SECRET,
        PORT: '0',
        STOREROOM_ADMIN_EMAIL: 'first@shop.test',
        STOREROOM_ADMIN_PASSWORD: 'first-owner-password',
      },
      server: { database },
    });
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    running.server!.app.get('/api/v1/test-slow', async (c) => {
      entered();
      await gate;
      return c.json({ done: true });
    });
    const slow = fetch(`${running.url}/api/v1/test-slow`);
    await inHandler;
    const stopped = running.shutdown();
    // Readiness says so at once, and the port stops taking connections.
    expect((await running.server!.app.request('/api/v1/health/ready')).status).toBe(503);
    await expect
      .poll(() =>
        fetch(`${running.url}/api/v1/health/live`).then(
          () => 'answered',
          () => 'refused',
        ),
      )
      .toBe('refused');
    release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    expect(await stopped).toBe(true);
  });
});
