import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import {
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  useRouteError,
} from 'react-router';
import type { RouteObject } from 'react-router';
import { createAccountApi, createAuthApi } from '../client/account';
import { createHttpClient } from '../client/http';
import type { SessionHttpClient } from '../client/http';
import { cookieSessionTokenStore } from '../client/tokens';
import { ApiError } from '../client/types';
import type { KeyValueStorage, TokenStore } from '../client/tokens';
import { accountApiRef, authApiRef, dialogApiRef, httpApiRef, toastApiRef } from '../core-apis';
import { ConfirmHost } from '../notifications/confirm-host';
import { createDialogService } from '../notifications/dialog-service';
import { errorMessages } from '../notifications/errors';
import { createToastService } from '../notifications/toast-service';
import { Toaster } from '../notifications/toaster';
import { ApiProvider } from '../plugin/api-provider';
import { ApiRegistry, createApiFactory } from '../plugin/api-ref';
import { createEventBus } from '../plugin/events';
import { eventsApiRef } from '../plugin/events-react';
import { createLiveClient, offlineLiveClient } from '../live/client';
import { liveApiRef } from '../live/hooks';
import { LIVE_PATH } from '../live/model';
import type { ApiEntry } from '../plugin/api-ref';
import type { PluginManifest } from '../plugin/define-plugin';
import { RequireAuth, RouteGuard, lazyPage } from '../shell/guards';
import { LoginPage } from '../shell/login-page';
import { NotFoundPage } from '../shell/pages';
import { ShellLayout } from '../shell/shell-layout';
import { HOME_PATH, LOGIN_PATH, Session, principalOf } from '../session/session';
import { AdminContextProvider, hasAccess } from './admin-context';
import { assembleAdmin } from './assemble';
import type { AdminModel, ResolvedRoute } from './assemble';

export interface CreateAdminOptions {
  plugins: readonly PluginManifest[];
  /** Base of the HTTP API, e.g. `/api/v1`. */
  apiBaseUrl: string;
  /** Product name in the header and on the login page. */
  productName?: string;
  /** Implementations that replace registered APIs (fakes in tests and stories). */
  apis?: readonly ApiEntry<unknown>[];
  /**
   * Where the account cache, the return address and the cookie session's flag live (default
   * localStorage). Tokens never do: the access token stays in memory and the refresh token is
   * the server's HttpOnly cookie.
   */
  storage?: KeyValueStorage;
  /**
   * The tokens' store (default: the cookie session, `cookieSessionTokenStore(storage)`). Tests
   * and stories give a `memoryTokenStore` holding a bearer session of their test server.
   */
  tokens?: TokenStore;
  fetch?: typeof fetch;
  /** Memory history for tests and stories (default: the browser's address bar). */
  initialEntries?: string[];
  queryClient?: QueryClient;
  /** Receives start-up warnings (default console.warn). */
  onWarning?: (message: string) => void;
}

/** An assembled admin. Render `<admin.App />`. */
export interface Admin {
  model: AdminModel;
  apis: ApiRegistry;
  session: Session;
  http: SessionHttpClient;
  queryClient: QueryClient;
  /** The React Router route tree (paths under /admin). */
  routes: RouteObject[];
  /** The data router, made on first render of `App`. */
  readonly router: ReturnType<typeof createBrowserRouter> | null;
  App: () => ReactNode;
}

/** A Storage kept in memory (tests, stories, blocked localStorage). */
export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

function defaultStorage(): KeyValueStorage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // Storage blocked (privacy settings): keep the session in memory.
  }
  return memoryStorage();
}

function RouteErrorPage() {
  const error = useRouteError();
  return (
    <section className="sr-page-message" role="alert">
      <h1>Something went wrong</h1>
      <p>{errorMessages(error).join(' ')}</p>
      <p>
        <a href={HOME_PATH}>Reload the admin</a>
      </p>
    </section>
  );
}

/** The first page of an admin: its first menu entry, else its first in-shell route without parameters. */
function firstPage(model: AdminModel): string | undefined {
  const fixed = (path: string) => path.startsWith('/admin/') && !/[:*]/.test(path);
  return (
    model.menu.find((entry) => fixed(entry.path))?.path ??
    model.routes.find((r) => !r.public && !r.chromeless && fixed(r.path))?.path
  );
}

/** The plugin route behind each route object of the tree (to preload its page). */
const pluginRoutes = new WeakMap<RouteObject, ResolvedRoute>();

/** Builds the route tree from the assembled model (exported for tests). */
export function buildRoutes(model: AdminModel, productName?: string): RouteObject[] {
  const guarded = (route: ResolvedRoute): RouteObject => {
    const object: RouteObject = {
      path: route.path,
      element: <RouteGuard route={route} page={lazyPage(route)} />,
    };
    pluginRoutes.set(object, route);
    return object;
  };
  const publicRoutes = model.routes.filter((r) => r.public);
  const chromeless = model.routes.filter((r) => !r.public && r.chromeless);
  const inShell = model.routes.filter((r) => !r.public && !r.chromeless);
  const login = <LoginPage productName={productName} />;
  // An admin without a page at /admin (a plugin run alone in `storeroom dev`) lands on its
  // first page: sign-in, the brand link and "/" go to /admin, which would be "Page not found".
  const home = model.routes.some((r) => r.path === HOME_PATH) ? undefined : firstPage(model);
  return [
    {
      id: 'root',
      element: <Outlet />,
      errorElement: <RouteErrorPage />,
      children: [
        // The login area: no redirect to login happens here (spec 1 §2).
        { path: LOGIN_PATH, element: login },
        { path: '/admin/user', element: <Navigate to={LOGIN_PATH} replace /> },
        { path: '/user', element: login },
        { path: '/user/login', element: login },
        ...publicRoutes.map(guarded),
        {
          element: <RequireAuth />,
          children: [
            ...chromeless.map(guarded),
            {
              element: <ShellLayout productName={productName} />,
              children: [
                ...inShell.map(guarded),
                ...(home ? [{ path: HOME_PATH, element: <Navigate to={home} replace /> }] : []),
                { path: '/admin/*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
        { path: '/', element: <Navigate to={HOME_PATH} replace /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/**
 * Starts loading the page of the plugin route at `path` (its chunk and the chunks it imports)
 * while the session check runs, instead of after it: the first screen's code and the account
 * arrive together. Only with tokens (a visitor without them goes to the login page), and not
 * for a route the cached account may not open. The page's own `load` then finds the module
 * already fetched (the browser keeps one module per URL).
 */
export function preloadRoutePage(routes: RouteObject[], path: string, session: Session): void {
  if (!session.hasTokens) return;
  const leaf = matchRoutes(routes, path)?.at(-1)?.route;
  const route = leaf && pluginRoutes.get(leaf);
  if (!route || route.public) return;
  const { account } = session.state;
  if (account && !hasAccess(principalOf(account), route.subject, route.ownerOnly)) return;
  // A failed preload is not an error: the page's own load retries and shows what failed.
  route.load().catch(() => undefined);
}

/**
 * Whether a failed query is tried again: once, for a network failure or a server error. A
 * refusal (4xx: not found after a deletion, no permission, bad input) answers the same the
 * second time, and retrying it only delays the screen by the retry's back-off.
 */
export function retryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * Assembles the admin from plugins: validates every manifest (throws `AdminConfigError`
 * naming the plugin), builds the routes (React Router data router, lazy pages), the menu,
 * the access subjects, the API registry (core's http, auth, account, toast and dialog APIs
 * plus the plugins'), slots and search; wires the session (the access token in memory, the
 * refresh token in the server's HttpOnly cookie, restored after a reload; refresh, logout).
 *
 * @example
 * const admin = createAdmin({ plugins: [ordersPlugin], apiBaseUrl: '/api/v1' });
 * createRoot(el).render(<admin.App />);
 */
export function createAdmin(options: CreateAdminOptions): Admin {
  const model = assembleAdmin(options.plugins);
  for (const warning of model.warnings) (options.onWarning ?? console.warn)(warning);

  const storage = options.storage ?? defaultStorage();
  const tokens = options.tokens ?? cookieSessionTokenStore(storage);
  let router: ReturnType<typeof createBrowserRouter> | null = null;
  let session: Session | null = null;
  const queryClient =
    options.queryClient ??
    new QueryClient({
      defaultOptions: { queries: { retry: retryQuery, refetchOnWindowFocus: false, staleTime: 30_000 } },
    });

  const http = createHttpClient({
    baseUrl: options.apiBaseUrl,
    tokens,
    // The refresh token is the server's HttpOnly cookie (SECURITY.md).
    cookieSession: true,
    fetch: options.fetch,
    // A failed refresh logs out and remembers where the user was (spec 1 §4, spec 2 §8).
    onLogout: () => session?.sessionLost(),
  });
  const toast = createToastService();
  const dialogs = createDialogService();
  const apis = new ApiRegistry(
    [
      createApiFactory(httpApiRef, () => http),
      createApiFactory(authApiRef, ({ get }) => createAuthApi(get(httpApiRef))),
      createApiFactory(accountApiRef, ({ get }) => createAccountApi(get(httpApiRef))),
      createApiFactory(toastApiRef, () => toast),
      createApiFactory(dialogApiRef, () => dialogs),
      createApiFactory(eventsApiRef, () => createEventBus()),
      // One live connection per signed-in admin, opened by the first useLiveEvent; none when a
      // stand-in transport replaces the admin's (stories).
      createApiFactory(liveApiRef, ({ get }) =>
        get(httpApiRef) === http
          ? createLiveClient({
              url: `${options.apiBaseUrl.replace(/\/+$/, '')}${LIVE_PATH}`,
              fetch: options.fetch,
              token: () => tokens.get()?.accessToken,
              refresh: () => http.refresh(),
            })
          : offlineLiveClient(),
      ),
      ...model.apis,
    ],
    options.apis ?? [],
  );

  const currentPath = () => {
    const location = router?.state.location;
    if (location) return `${location.pathname}${location.search}${location.hash}`;
    if (typeof window !== 'undefined')
      return `${window.location.pathname}${window.location.search}${window.location.hash}`;
    return HOME_PATH;
  };
  session = new Session({
    storage,
    tokens,
    auth: apis.get(authApiRef),
    account: apis.get(accountApiRef),
    currentPath,
    onReset: () => queryClient.clear(),
  });

  const routes = buildRoutes(model, options.productName);

  const getRouter = () => {
    if (!router) {
      if (options.initialEntries)
        router = createMemoryRouter(routes, { initialEntries: options.initialEntries });
      else {
        router = createBrowserRouter(routes);
        preloadRoutePage(routes, router.state.location.pathname, session!);
      }
    }
    return router;
  };

  const admin: Admin = {
    model,
    apis,
    session,
    http,
    queryClient,
    routes,
    get router() {
      return router;
    },
    App: function AdminApp() {
      const activeRouter = useMemo(getRouter, []);
      return (
        <AdminProviders admin={admin}>
          <RouterProvider router={activeRouter} />
        </AdminProviders>
      );
    },
  };
  return admin;
}

/** The providers every admin screen needs (APIs, queries, session); used by `App` and tests. */
export function AdminProviders({
  admin,
  children,
}: {
  admin: Pick<Admin, 'apis' | 'queryClient' | 'model' | 'session'>;
  children?: ReactNode;
}) {
  const context = useMemo(
    () => ({ model: admin.model, session: admin.session }),
    [admin.model, admin.session],
  );
  return (
    <ApiProvider registry={admin.apis}>
      <QueryClientProvider client={admin.queryClient}>
        <AdminContextProvider value={context}>
          {children}
          <Toaster />
          <ConfirmHost />
        </AdminContextProvider>
      </QueryClientProvider>
    </ApiProvider>
  );
}
