import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_LEVEL, SUBJECTS, defineSubject } from '../access';
import { useApi } from '../plugin/api-provider';
import { createApiFactory, createApiRef } from '../plugin/api-ref';
import { definePlugin } from '../plugin/define-plugin';
import { fillSlot } from '../plugin/slots';
import { TEST_OWNER_ACCOUNT, createTestAdmin, testEmployeeAccount } from '../testing';
import { Slot } from './slot';
import { createSlotRef } from '../contract/refs';

const WIDGETS = createSlotRef('dashboard.widgets');
import { createAdmin, memoryStorage } from './create-admin';
import { memoryTokenStore } from '../client/tokens';

interface LoyaltyApi {
  points(): number;
}
const loyaltyApiRef = createApiRef<LoyaltyApi>('loyalty.client');
const loyaltySubject = defineSubject({ id: 'loyalty', label: 'Loyalty' });

function LoyaltyPage() {
  const api = useApi(loyaltyApiRef);
  return (
    <section>
      <h1>Loyalty</h1>
      <p>{api.points()} points</p>
      <Slot slot={WIDGETS} />
    </section>
  );
}

function Broken(): never {
  throw new Error('widget exploded');
}

/** A small fake plugin: a route, a menu entry, a subject, an API and a slot fill. */
const loyaltyPlugin = definePlugin({
  id: 'loyalty',
  subjects: [loyaltySubject],
  routes: [{ path: '/admin/loyalty', subject: loyaltySubject, load: async () => LoyaltyPage }],
  menu: [{ group: 'apps', label: 'Loyalty program', path: '/admin/loyalty' }],
  apis: [createApiFactory(loyaltyApiRef, () => ({ points: () => 42 }))],
  declaredSlots: [WIDGETS],
  slots: [
    fillSlot(WIDGETS, { id: 'broken', order: 1, component: Broken }),
    fillSlot(WIDGETS, { id: 'tier', order: 2, component: () => <p>Gold tier</p> }),
  ],
});

const ordersPlugin = definePlugin({
  id: 'orders',
  routes: [
    { path: '/admin/orders', subject: SUBJECTS.orders, load: async () => () => <h1>Orders</h1> },
    { path: '/admin/reports', subject: SUBJECTS.reports, load: async () => () => <h1>Reports</h1> },
  ],
  menu: [
    { group: 'manage', label: 'Orders', path: '/admin/orders' },
    { group: 'manage', label: 'Reports', path: '/admin/reports' },
  ],
});

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('navigation', { name: 'Main menu' });
}

describe('createAdmin + shell', () => {
  it('shows a fake plugin: its route, menu entry, API and slot fills, and a throwing slot does not break the page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const admin = createTestAdmin({ plugins: [loyaltyPlugin, ordersPlugin], initialPath: '/admin/loyalty' });
    render(<admin.App />);
    expect(await screen.findByRole('heading', { name: 'Loyalty' })).toBeInTheDocument();
    expect(screen.getByText('42 points')).toBeInTheDocument();
    expect(screen.getByText('Gold tier')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This section could not be shown (loyalty/broken).');
    const menu = await openMenu();
    expect(within(menu).getByRole('heading', { name: 'Apps' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Loyalty program' })).toHaveAttribute(
      'href',
      '/admin/loyalty',
    );
    error.mockRestore();
  });

  it('a limited employee gets the permission-denied page on a denied route and sees no menu entry for it', async () => {
    const employee = testEmployeeAccount([{ subject: 'orders', rule: ACCESS_LEVEL.limited, options: [] }]);
    const admin = createTestAdmin({
      plugins: [loyaltyPlugin, ordersPlugin],
      account: employee,
      initialPath: '/admin/loyalty',
    });
    render(<admin.App />);
    expect(await screen.findByRole('heading', { name: 'Permission denied' })).toBeInTheDocument();
    expect(screen.queryByText('42 points')).not.toBeInTheDocument();
    const menu = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Orders' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Loyalty program' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
    // Limited access is enough to open the orders page.
    await userEvent.click(within(menu).getByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  });

  it('menus and guards follow a changed access list without a reload', async () => {
    const employee = testEmployeeAccount([]);
    const admin = createTestAdmin({
      plugins: [loyaltyPlugin, ordersPlugin],
      account: employee,
      initialPath: '/admin/orders',
    });
    render(<admin.App />);
    expect(await screen.findByRole('heading', { name: 'Permission denied' })).toBeInTheDocument();
    act(() =>
      admin.session.setAccount({
        ...employee,
        access: [{ subject: 'orders', rule: ACCESS_LEVEL.full, options: [] }],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    const favourites = screen.getByRole('navigation', { name: 'Favourites' });
    expect(within(favourites).getByRole('link', { name: 'Orders' })).toBeInTheDocument();
  });

  it('employees never see Employees; the owner does', async () => {
    const settingsPlugin = definePlugin({
      id: 'settings',
      routes: [
        {
          path: '/admin/employees',
          subject: SUBJECTS.settings,
          ownerOnly: true,
          load: async () => () => <h1>Employees</h1>,
        },
      ],
      menu: [{ group: 'settings', label: 'Employees', path: '/admin/employees' }],
    });
    const employee = testEmployeeAccount([{ subject: 'settings', rule: ACCESS_LEVEL.full, options: [] }]);
    const admin = createTestAdmin({
      plugins: [settingsPlugin],
      account: employee,
      initialPath: '/admin/employees',
    });
    const view = render(<admin.App />);
    expect(await screen.findByRole('heading', { name: 'Permission denied' })).toBeInTheDocument();
    expect(within(await openMenu()).queryByRole('link', { name: 'Employees' })).not.toBeInTheDocument();
    view.unmount();
    const owner = createTestAdmin({ plugins: [settingsPlugin], initialPath: '/admin/employees' });
    render(<owner.App />);
    expect(await screen.findByRole('heading', { name: 'Employees' })).toBeInTheDocument();
  });

  it('sends an unauthenticated deep link to login and back to it after login', async () => {
    const admin = createTestAdmin({
      plugins: [ordersPlugin],
      account: null,
      initialPath: '/admin/orders?page=2',
    });
    render(<admin.App />);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(admin.router!.state.location.pathname).toBe('/admin/user/login');
    await userEvent.type(screen.getByLabelText('Email'), 'owner@storeroom.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'storeroom-owner');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(admin.router!.state.location.pathname + admin.router!.state.location.search).toBe(
      '/admin/orders?page=2',
    );
  });

  it('after a deliberate logout, a later deep link is remembered again', async () => {
    const admin = createTestAdmin({ plugins: [ordersPlugin], initialPath: '/admin/orders' });
    render(<admin.App />);
    await screen.findByRole('heading', { name: 'Orders' });
    await userEvent.click(screen.getByRole('button', { name: /Account menu for/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(admin.session.peekReturnAddress()).toBeNull();
    await act(() => admin.router!.navigate('/admin/reports'));
    expect(admin.router!.state.location.pathname).toBe('/admin/user/login');
    expect(admin.session.peekReturnAddress()).toBe('/admin/reports');
  });

  it('forces a disabled account to the account page', async () => {
    const accountPlugin = definePlugin({
      id: 'account',
      routes: [{ path: '/admin/site/account', subject: null, load: async () => () => <h1>Account</h1> }],
    });
    const admin = createTestAdmin({
      plugins: [accountPlugin, ordersPlugin],
      account: { ...TEST_OWNER_ACCOUNT, disabled: true },
      initialPath: '/admin/orders',
    });
    render(<admin.App />);
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(admin.router!.state.location.pathname).toBe('/admin/site/account');
  });

  it('asks a non-employee without a signature to sign, undismissably; employees never', async () => {
    const unsigned = { ...TEST_OWNER_ACCOUNT, profile: { ...TEST_OWNER_ACCOUNT.profile, signature: null } };
    const admin = createTestAdmin({
      plugins: [ordersPlugin],
      account: unsigned,
      initialPath: '/admin/orders',
    });
    const view = render(<admin.App />);
    const dialog = await screen.findByRole('dialog', { name: 'Signature required' });
    expect(dialog).toHaveTextContent('You have to sign the document in order to use our services...');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Signature required' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Or type your full name'), 'Olivia Owner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save signature' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Signature required' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Thank you, your signature was successfully saved.')).toBeInTheDocument();
    view.unmount();
    const employee = createTestAdmin({
      plugins: [ordersPlugin],
      account: testEmployeeAccount([{ subject: 'orders', rule: 2, options: [] }]),
      initialPath: '/admin/orders',
    });
    render(<employee.App />);
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('public routes need no login; chromeless routes render without the shell', async () => {
    const pages = definePlugin({
      id: 'pages',
      routes: [
        { path: '/admin/signup', public: true, load: async () => () => <h1>Sign up</h1> },
        {
          path: '/admin/orders/print/:id',
          subject: SUBJECTS.orders,
          chromeless: true,
          load: async () => () => <h1>Print</h1>,
        },
      ],
    });
    const visitor = createTestAdmin({ plugins: [pages], account: null, initialPath: '/admin/signup' });
    const view = render(<visitor.App />);
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    view.unmount();
    const owner = createTestAdmin({ plugins: [pages], initialPath: '/admin/orders/print/12' });
    render(<owner.App />);
    expect(await screen.findByRole('heading', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows 404 for an unknown admin path', async () => {
    const admin = createTestAdmin({ plugins: [ordersPlugin], initialPath: '/admin/nowhere' });
    render(<admin.App />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  /** A real admin (no fake auth) on `fetch`, with a bearer session in memory, rendered at `path`. */
  function renderOnFetch(
    fetch: typeof globalThis.fetch,
    path: string,
    tokens = { accessToken: 'a', refreshToken: 'r' },
  ) {
    const storage = memoryStorage();
    const admin = createAdmin({
      plugins: [ordersPlugin],
      apiBaseUrl: 'http://shop.test/api/v1',
      storage,
      tokens: memoryTokenStore(tokens),
      fetch,
      initialEntries: [path],
    });
    render(<admin.App />);
    return { admin, storage };
  }
  const answer = (body: unknown, status: number) => new Response(JSON.stringify(body), { status });

  it('a failed token refresh logs out and remembers the return address', async () => {
    const calls: string[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      calls.push(url.pathname);
      if (url.pathname === '/api/v1/auth/refresh') return answer({ message: 'Refresh token revoked.' }, 401);
      return answer({ message: 'Token expired.' }, 401);
    }) as typeof globalThis.fetch;
    const { storage, admin } = renderOnFetch(fetch, '/admin/orders?status=open', {
      accessToken: 'old',
      refreshToken: 'spent',
    });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(calls).toEqual(['/api/v1/account', '/api/v1/auth/refresh']);
    expect(admin.http.tokens.get()).toBeNull();
    expect(storage.getItem('storeroom.returnTo')).toBe('/admin/orders?status=open');
  });

  it('a failed load of the account on a page logs out and remembers the address', async () => {
    const fetch = (async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      if (url.pathname.endsWith('/auth/logout')) return new Response(null, { status: 204 });
      return answer({ message: 'Server exploded' }, 500);
    }) as typeof globalThis.fetch;
    const { storage, admin } = renderOnFetch(fetch, '/admin/reports');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(storage.getItem('storeroom.returnTo')).toBe('/admin/reports');
    expect(admin.http.tokens.get()).toBeNull();
  });

  it('caches the account for 3 days and refreshes it at most every 30 s', async () => {
    let gets = 0;
    const fetch = (async (input: RequestInfo | URL) => {
      // The shell also asks for its notices: only the account's loads count here.
      if (!new URL(String(input)).pathname.endsWith('/account')) return answer({ items: [] }, 200);
      gets += 1;
      return answer(TEST_OWNER_ACCOUNT, 200);
    }) as typeof globalThis.fetch;
    const now = { t: Date.UTC(2026, 10, 22, 12) };
    vi.spyOn(Date, 'now').mockImplementation(() => now.t);
    const { admin, storage } = renderOnFetch(fetch, '/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(gets).toBe(1);
    await admin.session.refreshAccount();
    expect(gets).toBe(1);
    now.t += 30_001;
    await admin.session.refreshAccount();
    expect(gets).toBe(2);
    expect(JSON.parse(storage.getItem('storeroom.account')!).account.id).toBe(TEST_OWNER_ACCOUNT.id);
    vi.restoreAllMocks();
  });
});

describe('the cookie session (SECURITY.md: the refresh token is an HttpOnly cookie)', () => {
  const answer = (body: unknown, status: number) => new Response(JSON.stringify(body), { status });
  interface Seen {
    path: string;
    session: string | null;
    authorization: string | null;
    body: string;
    credentials: RequestCredentials | undefined;
  }
  /** A server with a cookie session: refresh answers `refresh` (default: a new access token). */
  function cookieServer(
    refresh = () => answer({ access_token: 'restored', token_type: 'Bearer', expires_in: 900 }, 200),
  ) {
    const seen: Seen[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const headers = new Headers(init?.headers);
      seen.push({
        path: url.pathname,
        session: headers.get('x-storeroom-session'),
        authorization: headers.get('authorization'),
        body: typeof init?.body === 'string' ? init.body : '',
        credentials: init?.credentials,
      });
      if (url.pathname === '/api/v1/auth/refresh') return refresh();
      if (url.pathname === '/api/v1/auth/login')
        return answer({ access_token: 'signed-in', token_type: 'Bearer', expires_in: 900 }, 200);
      if (url.pathname === '/api/v1/auth/logout') return new Response(null, { status: 204 });
      if (
        headers.get('authorization') === 'Bearer restored' ||
        headers.get('authorization') === 'Bearer signed-in'
      )
        return answer(TEST_OWNER_ACCOUNT, 200);
      return answer({ message: 'Please sign in.' }, 401);
    }) as typeof globalThis.fetch;
    return { fetch, seen };
  }

  it('after a reload signs itself back in through the cookie: one refresh, then the page; no token in storage', async () => {
    const { fetch, seen } = cookieServer();
    const storage = memoryStorage();
    storage.setItem('storeroom.session', '1');
    // An earlier admin's readable tokens are removed on start.
    storage.setItem('storeroom.tokens', JSON.stringify({ accessToken: 'old', refreshToken: 'srr_old' }));
    const admin = createAdmin({
      plugins: [ordersPlugin],
      apiBaseUrl: 'http://shop.test/api/v1',
      storage,
      fetch,
      initialEntries: ['/admin/orders'],
    });
    render(<admin.App />);
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(seen[0]).toEqual({
      path: '/api/v1/auth/refresh',
      session: 'cookie',
      authorization: null,
      body: '',
      credentials: 'include',
    });
    expect(seen[1]).toMatchObject({ path: '/api/v1/account', authorization: 'Bearer restored' });
    expect(seen.filter((r) => r.path === '/api/v1/auth/refresh')).toHaveLength(1);
    expect(storage.getItem('storeroom.tokens')).toBeNull();
    for (const key of ['storeroom.session', 'storeroom.account', 'storeroom.returnTo'])
      expect(storage.getItem(key) ?? '').not.toMatch(/restored|srr_/);
  });

  it('goes to login, remembering the address, when the cookie no longer refreshes', async () => {
    const { fetch, seen } = cookieServer(() => answer({ message: 'Please sign in.' }, 401));
    const storage = memoryStorage();
    storage.setItem('storeroom.session', '1');
    const admin = createAdmin({
      plugins: [ordersPlugin],
      apiBaseUrl: 'http://shop.test/api/v1',
      storage,
      fetch,
      initialEntries: ['/admin/orders?status=open'],
    });
    render(<admin.App />);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(seen[0]!.path).toBe('/api/v1/auth/refresh');
    expect(storage.getItem('storeroom.session')).toBeNull();
    expect(storage.getItem('storeroom.returnTo')).toBe('/admin/orders?status=open');
  });

  it('signs in and out in cookie mode: the access token in memory only, logout presents the cookie', async () => {
    const { fetch, seen } = cookieServer();
    const storage = memoryStorage();
    const admin = createAdmin({
      plugins: [ordersPlugin],
      apiBaseUrl: 'http://shop.test/api/v1',
      storage,
      fetch,
      initialEntries: ['/admin/user/login'],
    });
    render(<admin.App />);
    await userEvent.type(await screen.findByLabelText('Email'), 'owner@storeroom.test');
    await userEvent.type(screen.getByLabelText('Password'), 'storeroom-owner');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(admin.session.state.status).toBe('ready'));
    expect(seen[0]).toMatchObject({ path: '/api/v1/auth/login', session: 'cookie' });
    expect(admin.http.tokens.get()).toMatchObject({ accessToken: 'signed-in', refreshCookie: true });
    expect(storage.getItem('storeroom.session')).toBe('1');
    expect(
      JSON.stringify(
        Object.fromEntries(['storeroom.session', 'storeroom.account'].map((k) => [k, storage.getItem(k)])),
      ),
    ).not.toContain('signed-in');

    await act(() => admin.session.logout());
    const logout = seen.find((r) => r.path === '/api/v1/auth/logout')!;
    expect(logout).toMatchObject({ session: 'cookie', credentials: 'include' });
    expect(logout.body === '' || logout.body === '{}').toBe(true);
    expect(storage.getItem('storeroom.session')).toBeNull();
  });
});
