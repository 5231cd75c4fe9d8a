/**
 * @storeroom/core/testing: an admin for tests and stories, with fake APIs through the same
 * registry the real admin uses (STYLE.md rule 9). Not for production code.
 */
import { useMemo } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import type { AccessRule } from '../access';
import type { Account, AccountApi, AuthApi } from '../client/account';
import { memoryTokenStore } from '../client/tokens';
import { ApiError } from '../client/types';
import type { HttpClient, HttpMethod, RequestOptions } from '../client/types';
import type { PluginContract } from '../contract/define';
import { createMemoryHttpClient } from '../data/memory-http-client';
import type { MemoryHttpClient } from '../data/memory-http-client';
import { httpApiRef } from '../core-apis';
import { accountApiRef, authApiRef, toastApiRef } from '../core-apis';
import { createToastService } from '../notifications/toast-service';
import { AdminProviders, createAdmin, memoryStorage } from '../admin/create-admin';
import type { Admin } from '../admin/create-admin';
import type { ApiEntry } from '../plugin/api-ref';
import type { PluginManifest } from '../plugin/define-plugin';
import { ShellLayout } from '../shell/shell-layout';

/** The demo owner's account (auth contract shape). */
export const TEST_OWNER_ACCOUNT: Account = {
  id: 1,
  is_employee: false,
  disabled: false,
  is_paused: false,
  plan_id: 1,
  created_at: '2026-01-05T10:00:00.000Z',
  on_trial: false,
  profile: {
    full_name: 'Olivia Owner',
    email: 'owner@storeroom.test',
    photo: null,
    signature: 'data:image/svg+xml,signed',
    address: null,
    phone: null,
  },
  access: [],
  menu: { favourites: ['/admin', '/admin/orders', '/admin/reports'] },
  stores: [
    { id: 1, title: 'Demo Store', subdomain: 'demo', current: true },
    { id: 2, title: 'Second Store', subdomain: 'second', current: false },
  ],
  store: {
    id: 1,
    title: 'Demo Store',
    subdomain: 'demo',
    timezone: 'UTC',
    currency: 'USD',
    weight_unit: 'lb',
  },
};

/** An employee account with the given access rules. */
export function testEmployeeAccount(access: AccessRule[], overrides: Partial<Account> = {}): Account {
  return {
    ...TEST_OWNER_ACCOUNT,
    id: 2,
    is_employee: true,
    profile: {
      ...TEST_OWNER_ACCOUNT.profile,
      full_name: 'Evan Employee',
      email: 'employee@storeroom.test',
      signature: null,
    },
    access,
    stores: [TEST_OWNER_ACCOUNT.stores[0]!],
    ...overrides,
  };
}

/** Fake account calls: `get` answers the account, `update` merges into it. */
export function fakeAccountApi(initial: Account): AccountApi & { current: Account } {
  const api = {
    current: initial,
    get: async () => api.current,
    update: async (update: Parameters<AccountApi['update']>[0]) => {
      api.current = {
        ...api.current,
        profile: { ...api.current.profile, ...(update.profile ?? {}) },
        menu: update.menu ?? api.current.menu,
      };
      return api.current;
    },
    uploadSignature: async () => {
      api.current = {
        ...api.current,
        profile: { ...api.current.profile, signature: 'data:image/svg+xml,signed' },
      };
      return api.current;
    },
    listStores: async () => api.current.stores,
    supportInfo: async () => ({ email: 'support@storeroom.test', phone: '+1 555 0100', hours: '9–17' }),
  };
  return api;
}

export interface TestAdminOptions {
  plugins?: readonly PluginManifest[];
  /** The signed-in account; `null` starts signed out. Default: the owner. */
  account?: Account | null;
  /** Extra fakes (they win over the defaults and the plugins' APIs). */
  apis?: readonly ApiEntry<unknown>[];
  /** Starting address (default /admin). */
  initialPath?: string;
  /** Accepted logins for the fake auth (default: the demo owner). */
  credentials?: { email: string; password: string };
  /**
   * Where API requests go: a real server in-process (`createTestServer().fetch` of
   * `@storeroom/server/testing`), so screens meet the server's actual rules. Default: none
   * (every request answers 501).
   */
  fetch?: typeof fetch;
  /** The signed-in session's tokens on that server (`createTestServer().session(...)`). */
  tokens?: { accessToken: string; refreshToken?: string };
  /** A transport that replaces the admin's (stories: `contractMemoryHttp`, `pendingHttp`, `failingHttp`). */
  http?: HttpClient;
}

export { createMemoryHttpClient };
export type { MemoryHttpClient, MemoryHttpClientOptions } from '../data/memory-http-client';

/** A transport that never answers: loading states in stories. */
export function pendingHttp(): HttpClient {
  return { request: () => new Promise(() => undefined) };
}

/** A transport whose every request fails (default: the server's 500 message): error states in stories. */
export function failingHttp(
  status = 500,
  message = 'Something went wrong, please contact support or try again later.',
): HttpClient {
  return { request: () => Promise.reject(new ApiError(status, message)) };
}

/**
 * An in-memory server of a contract's resources for stories: rows per resource name, create
 * and update bodies checked by the contract's own schemas (never a restated rule), generic
 * paging, sorting and filtering. Domain endpoints are not answered: tests use the real
 * server in-process (`createTestServer` of `@storeroom/server/testing`).
 *
 * @example
 * <AdminTestProvider http={contractMemoryHttp(csvTemplatesContract, { templates: rows })}>
 */
export function contractMemoryHttp<TContract extends PluginContract>(
  contract: TContract,
  rows: { [K in keyof NonNullable<TContract['resources']>]?: (Record<string, unknown> & { id: number })[] },
  options: {
    latency?: number;
    /**
     * Canned answers of domain endpoints, by the contract's endpoint name (data for a story,
     * never a rule); an endpoint left out answers 501.
     */
    endpoints?: {
      [K in keyof NonNullable<TContract['endpoints']>]?: (input: {
        params: Record<string, string>;
        query: Record<string, unknown> | undefined;
        body: unknown;
      }) => unknown;
    };
  } = {},
): MemoryHttpClient {
  const resources = Object.entries(contract.resources ?? {});
  const endpoints = Object.entries(contract.endpoints ?? {}).map(([name, e]) => ({
    method: e.method,
    pattern: new RegExp(`^${e.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '(?<$1>[^/]+)')}$`),
    answer: (options.endpoints as Record<string, ((input: never) => unknown) | undefined> | undefined)?.[
      name
    ],
  }));
  const memory = createMemoryHttpClient({
    latency: options.latency,
    resources: Object.fromEntries(
      resources.map(([name, r]) => [r.path, [...((rows as Record<string, never[]>)[name] ?? [])]]),
    ),
    validate: (path, body, method) => {
      const resource = resources.find(([, r]) => r.path === path)?.[1];
      const schema = method === 'POST' ? resource?.create : (resource?.update ?? resource?.create);
      if (!schema) return undefined;
      type Checker = {
        safeParse(body: unknown): {
          success: boolean;
          error?: { issues: { path: PropertyKey[]; message: string }[] };
        };
        partial?(): Checker;
      };
      const own = schema as unknown as Checker;
      const checked = method === 'PATCH' && !resource?.update && own.partial ? own.partial() : own;
      const result = checked.safeParse(body);
      if (result.success) return undefined;
      const errors: Record<string, string[]> = {};
      for (const issue of result.error?.issues ?? [])
        (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
      return errors;
    },
  });
  const resourceRequest = memory.request.bind(memory);
  return Object.assign(memory, {
    async request<TResult>(method: HttpMethod, path: string, init?: RequestOptions): Promise<TResult> {
      for (const endpoint of endpoints) {
        const match = endpoint.method === method ? endpoint.pattern.exec(path) : null;
        if (!match) continue;
        memory.log.push(`${method} ${path}`);
        if (!endpoint.answer) throw new ApiError(501, `No story answer for ${method} ${path}`);
        if (options.latency) await new Promise((r) => setTimeout(r, options.latency));
        return (await endpoint.answer({
          params: { ...match.groups },
          query: init?.query,
          body: init?.body,
        } as never)) as TResult;
      }
      return resourceRequest<TResult>(method, path, init);
    },
  });
}

/**
 * A full admin on memory history with fake auth and account APIs; the account is already
 * cached, so it renders signed in at once.
 */
export function createTestAdmin(options: TestAdminOptions = {}): Admin {
  const account = options.account === undefined ? TEST_OWNER_ACCOUNT : options.account;
  const storage = memoryStorage();
  // A bearer session in memory (the test server's tokens): the admin's cookie session needs a
  // browser's cookie jar.
  const tokens = memoryTokenStore(
    account ? (options.tokens ?? { accessToken: 'test-access', refreshToken: 'test-refresh' }) : null,
  );
  if (account) storage.setItem('storeroom.account', JSON.stringify({ savedAt: Date.now(), account }));
  const accountApi = fakeAccountApi(account ?? TEST_OWNER_ACCOUNT);
  const credentials = options.credentials ?? { email: 'owner@storeroom.test', password: 'storeroom-owner' };
  let admin: Admin | null = null;
  const auth: AuthApi = {
    async login({ email, password }) {
      if (email !== credentials.email || password !== credentials.password) {
        throw new ApiError(401, 'Incorrect email or password.');
      }
      const tokens = { accessToken: 'test-access', refreshToken: 'test-refresh' };
      admin!.http.tokens.set(tokens);
      return tokens;
    },
    async logout() {
      admin!.http.tokens.set(null);
    },
    async switchStore(storeId) {
      accountApi.current = {
        ...accountApi.current,
        stores: accountApi.current.stores.map((s) => ({ ...s, current: s.id === storeId })),
        store: { ...accountApi.current.store, id: storeId },
      };
      const tokens = { accessToken: `test-access-${storeId}`, refreshToken: 'test-refresh' };
      admin!.http.tokens.set(tokens);
      return tokens;
    },
  };
  admin = createAdmin({
    plugins: options.plugins ?? [],
    apiBaseUrl: 'http://storeroom.test/api/v1',
    storage,
    tokens,
    initialEntries: [options.initialPath ?? '/admin'],
    fetch:
      options.fetch ??
      ((async () =>
        new Response(JSON.stringify({ message: 'No fake server' }), { status: 501 })) as typeof fetch),
    apis: [
      [authApiRef, auth],
      [accountApiRef, accountApi],
      // Toasts stay until dismissed: a 5 s toast can be gone before a loaded machine lets the
      // test read it (a toast given its own duration still goes). `apis` may replace it.
      [toastApiRef, createToastService({ duration: 0 })],
      ...(options.http ? [[httpApiRef, options.http] as const] : []),
      ...(options.apis ?? []),
    ],
    onWarning: () => undefined,
  });
  return admin;
}

export interface AdminTestProviderProps extends TestAdminOptions {
  /** Render inside the shell (header, menu) like a page. Default false. */
  shell?: boolean;
  children?: ReactNode;
}

/**
 * Renders children with everything an admin screen needs (APIs, session, query client,
 * router at `initialPath`). Use for component tests and stories of plugin screens.
 *
 * @example
 * <AdminTestProvider account={testEmployeeAccount([])} apis={[[ordersApiRef, fakeOrders]]}>
 *   <OrdersPage />
 * </AdminTestProvider>
 */
export function AdminTestProvider({ shell = false, children, ...options }: AdminTestProviderProps) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one admin per mounted provider
  const admin = useMemo(() => createTestAdmin(options), []);
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          {
            element: shell ? <ShellLayout /> : <Outlet />,
            children: [{ path: '*', element: <>{children}</> }],
          },
        ],
        { initialEntries: [options.initialPath ?? '/admin'] },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- children are read at render
    [],
  );
  return (
    <AdminProviders admin={admin}>
      <RouterProvider router={router} />
    </AdminProviders>
  );
}

/** What a plugin screen's stories vary: the answers, who is signed in, the address. */
export interface StoryScreenProps {
  http: HttpClient;
  /** The signed-in account; `null` for a public page seen signed out. Default: the owner. */
  account?: Account | null;
  path?: string;
}

/**
 * A story's screen: `page` in an admin answering from `http` (`contractMemoryHttp(...)`,
 * `pendingHttp()` or `failingHttp()`), signed in as `account` (the owner by default), at `path`
 * (default `defaultPath`). One per screen instead of a wrapper component in every stories file.
 * `page` may be a function of the story's own args (which dialog, open or not, ...).
 *
 * @example
 * const Screen = storyScreen(<ProductsListPage />, '/admin/products');
 * const meta = { title: 'Plugins/Products/List', component: Screen } satisfies Meta<typeof Screen>;
 * export const Filled: StoryObj<typeof meta> = { args: { http: productsHttp(rows) } };
 *
 * const Dialog = storyScreen(({ open }: { open: boolean }) => <NewDialog defaultOpen={open} />, '/admin/x');
 */
export function storyScreen<TArgs extends object = object>(
  page: ReactNode | ((args: TArgs) => ReactNode),
  defaultPath: string,
) {
  return function StoryScreen({ http, account, path, ...args }: StoryScreenProps & TArgs) {
    return (
      <AdminTestProvider http={http} account={account} initialPath={path ?? defaultPath}>
        {typeof page === 'function' ? page(args as unknown as TArgs) : page}
      </AdminTestProvider>
    );
  };
}

/** A signed-in session on a test server (`TestSession` of `@storeroom/server/testing`). */
export interface TestServerSession {
  tokens: { accessToken: string; refreshToken?: string };
  account: Account;
}

/**
 * What `screenOnServer` reads of a test file's server: its in-process `fetch` and the signed-in
 * owner (`ownerSuite(...)` of `@storeroom/server/testing` fits).
 */
export interface TestServerSuite {
  readonly t: { fetch: typeof fetch };
  readonly owner: TestServerSession;
}

/**
 * A plugin screen in an admin on the test file's real server, at `path`, signed in as `as`
 * (default: the suite's owner): give it to `render()`. One call instead of an
 * `AdminTestProvider` wrapper in every admin test.
 *
 * @example
 * const s = ownerSuite(pixelsTestServer, { beforeAll, afterAll });
 * render(screenOnServer(s, <PixelsListPage />, '/admin/pixels'));
 * render(screenOnServer(s, <PixelsListPage />, '/admin/pixels', { as: await s.t.employeeSession([]) }));
 */
export function screenOnServer(
  suite: TestServerSuite,
  screen: ReactNode,
  path: string,
  options: { as?: TestServerSession; http?: HttpClient; shell?: boolean } = {},
): ReactElement {
  const { tokens, account } = options.as ?? suite.owner;
  return (
    <AdminTestProvider
      fetch={suite.t.fetch}
      tokens={tokens}
      account={account}
      http={options.http}
      shell={options.shell}
      initialPath={path}
    >
      {screen}
    </AdminTestProvider>
  );
}
