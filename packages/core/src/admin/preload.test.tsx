/**
 * The first screen's code loads while the session check runs (issue 15 item 6): a signed-in
 * reload of a deep link starts loading that route's page at once, not after the account came.
 */
import { describe, expect, it, vi } from 'vitest';
import { SUBJECTS } from '../access';
import { memoryTokenStore } from '../client/tokens';
import { definePlugin } from '../plugin/define-plugin';
import { TEST_OWNER_ACCOUNT, testEmployeeAccount } from '../testing';
import type { Account } from '../client/account';
import { createAdmin, memoryStorage, preloadRoutePage } from './create-admin';

function setup({ signedIn = true, cached }: { signedIn?: boolean; cached?: Account } = {}) {
  const ordersPage = vi.fn(async () => () => <h1>Orders</h1>);
  const reportsPage = vi.fn(async () => () => <h1>Reports</h1>);
  const plugin = definePlugin({
    id: 'orders',
    routes: [
      { path: '/admin/orders/*', subject: SUBJECTS.orders, load: ordersPage },
      { path: '/admin/reports', subject: SUBJECTS.reports, load: reportsPage },
    ],
  });
  const storage = memoryStorage();
  if (cached) storage.setItem('storeroom.account', JSON.stringify({ savedAt: Date.now(), account: cached }));
  const admin = createAdmin({
    plugins: [plugin],
    apiBaseUrl: '/api/v1',
    storage,
    tokens: memoryTokenStore(signedIn ? { accessToken: 'token', refreshToken: 'refresh' } : null),
    fetch: (() => new Promise(() => undefined)) as typeof fetch,
  });
  return { admin, ordersPage, reportsPage };
}

describe('preloading the first screen', () => {
  it("loads the deep link's page while the account is still loading", () => {
    const { admin, ordersPage, reportsPage } = setup();
    expect(admin.session.state.status).toBe('loading');
    preloadRoutePage(admin.routes, '/admin/orders/order/12', admin.session);
    expect(ordersPage).toHaveBeenCalledTimes(1);
    expect(reportsPage).not.toHaveBeenCalled();
  });

  it('loads nothing for a visitor without a session (the login page comes next)', () => {
    const { admin, ordersPage } = setup({ signedIn: false });
    preloadRoutePage(admin.routes, '/admin/orders', admin.session);
    expect(ordersPage).not.toHaveBeenCalled();
  });

  it('loads nothing for a page the cached account may not open, nor for an unknown path', () => {
    const employee = testEmployeeAccount([{ subject: 'orders', rule: 1 }]);
    const { admin, ordersPage, reportsPage } = setup({ cached: employee });
    preloadRoutePage(admin.routes, '/admin/reports', admin.session);
    preloadRoutePage(admin.routes, '/admin/nowhere', admin.session);
    expect(reportsPage).not.toHaveBeenCalled();
    expect(ordersPage).not.toHaveBeenCalled();
    preloadRoutePage(admin.routes, '/admin/orders', admin.session);
    expect(ordersPage).toHaveBeenCalledTimes(1);
  });

  it('loads any page for the owner', () => {
    const { admin, reportsPage } = setup({ cached: TEST_OWNER_ACCOUNT });
    preloadRoutePage(admin.routes, '/admin/reports', admin.session);
    expect(reportsPage).toHaveBeenCalledTimes(1);
  });
});
