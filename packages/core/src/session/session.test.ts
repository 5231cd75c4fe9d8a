import { describe, expect, it, vi } from 'vitest';
import { memoryTokenStore } from '../client/tokens';
import type { AccountApi, AuthApi } from '../client/account';
import { memoryStorage } from '../admin/create-admin';
import { TEST_OWNER_ACCOUNT } from '../testing';
import { ACCOUNT_CACHE_MS, Session, isLoginArea } from './session';

function setup(savedAgo: number | null) {
  const now = Date.UTC(2026, 10, 22, 12);
  const storage = memoryStorage();
  if (savedAgo !== null) {
    storage.setItem(
      'storeroom.account',
      JSON.stringify({ savedAt: now - savedAgo, account: TEST_OWNER_ACCOUNT }),
    );
  }
  const tokens = memoryTokenStore({ accessToken: 'a', refreshToken: 'r' });
  const account = { get: vi.fn(async () => TEST_OWNER_ACCOUNT) } as unknown as AccountApi;
  const auth = { logout: vi.fn(async () => tokens.set(null)) } as unknown as AuthApi;
  const session = new Session({
    storage,
    tokens,
    account,
    auth,
    now: () => now,
    currentPath: () => '/admin/orders',
  });
  return { session, account, storage };
}

describe('Session', () => {
  it('starts signed in from an account cached less than 3 days ago; refreshes it at most every 30 s', async () => {
    const old = setup(ACCOUNT_CACHE_MS - 60_000);
    // Shown at once from the cache, refreshed in the background (older than 30 s).
    expect(old.session.state.status).toBe('ready');
    expect(old.session.state.account?.id).toBe(TEST_OWNER_ACCOUNT.id);
    await old.session.refreshAccount();
    expect(old.account.get).toHaveBeenCalledTimes(1);
    const fresh = setup(10_000);
    await fresh.session.refreshAccount();
    expect(fresh.account.get).not.toHaveBeenCalled();
  });

  it('ignores a cache older than 3 days and loads the account', async () => {
    const { session, account } = setup(ACCOUNT_CACHE_MS + 1);
    expect(session.state.status).toBe('loading');
    await session.refreshAccount();
    expect(account.get).toHaveBeenCalledTimes(1);
    expect(session.state.status).toBe('ready');
  });

  it('shares one request between concurrent refreshes', async () => {
    const { session, account } = setup(null);
    await Promise.all([session.refreshAccount(), session.refreshAccount(), session.refreshAccount()]);
    expect(account.get).toHaveBeenCalledTimes(1);
  });

  it('an explicit logout clears the cache and remembers no address', async () => {
    const { session, storage } = setup(0);
    await session.logout();
    expect(session.state).toEqual({ status: 'anonymous', account: null });
    expect(storage.getItem('storeroom.account')).toBeNull();
    expect(storage.getItem('storeroom.returnTo')).toBeNull();
    expect(session.explicitLogout).toBe(true);
  });

  it('remembers only local, non-login addresses', () => {
    const { session } = setup(0);
    session.rememberReturnAddress('/admin/user/login');
    expect(session.takeReturnAddress()).toBeNull();
    session.rememberReturnAddress('/admin/orders?page=2');
    expect(session.takeReturnAddress()).toBe('/admin/orders?page=2');
    expect(session.takeReturnAddress()).toBeNull();
  });

  it('knows the login area: /admin/user and /user', () => {
    expect(isLoginArea('/admin/user')).toBe(true);
    expect(isLoginArea('/admin/user/login')).toBe(true);
    expect(isLoginArea('/user')).toBe(true);
    expect(isLoginArea('/admin/users')).toBe(false);
    expect(isLoginArea('/admin')).toBe(false);
  });
});
