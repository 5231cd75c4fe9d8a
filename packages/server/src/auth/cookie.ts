/**
 * The admin's refresh token in an HttpOnly cookie (SECURITY.md "Sessions and passwords"):
 * a browser admin asks for it with the {@link SESSION_HEADER} header; the refresh token is then
 * set as a cookie scripts cannot read, scoped to the auth path, and left out of the JSON
 * answer. Private apps and scripts keep the bearer mode (the refresh token in the body).
 */
import { generateCookie, getCookie } from 'hono/cookie';
import { SESSION_HEADER, SESSION_HEADER_VALUE } from '@storeroom/core/client';
import type { Context } from 'hono';
import { HttpError } from '../http/errors';
import { REFRESH_TOKEN_SECONDS } from './tokens';
import type { TokenPair } from './tokens';

/** The cookie that holds the admin's refresh token. */
export const REFRESH_COOKIE = 'storeroom_refresh';
/** Where the browser sends it: the auth endpoints only (sign-in, refresh, logout). */
export const REFRESH_COOKIE_PATH = '/api/v1/auth';
/**
 * `X-Storeroom-Session: cookie` (core's client sends it) asks for the cookie mode (sign-in,
 * store switch) and is the CSRF guard of the cookie-authenticated refresh and logout: a page
 * of another site cannot send a custom header without a CORS preflight that the server refuses.
 */
export { SESSION_HEADER };

export const CSRF_MESSAGE = 'Cross-site request refused.';

/** The token answer without the refresh token (it went into the cookie). */
export type CookieTokenAnswer = Omit<TokenPair, 'refresh_token'>;

/** Whether the request asks for (or authenticates with) the cookie mode. */
export function wantsCookie(request: Request): boolean {
  return request.headers.get(SESSION_HEADER)?.trim().toLowerCase() === SESSION_HEADER_VALUE;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * `Secure` unless the request is plain http to a loopback host (development, tests): browsers
 * may drop a Secure cookie on http://127.0.0.1, and there the traffic never leaves the machine.
 * Anywhere else it is Secure, so a store served over plain http cannot keep a session across
 * reloads (serve it over HTTPS).
 */
function secure(request: Request): boolean {
  const url = new URL(request.url);
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  if (url.protocol === 'https:' || forwarded === 'https') return true;
  const host = (request.headers.get('host') ?? url.host).replace(/:\d+$/, '');
  return !LOOPBACK.test(host);
}

/** The `Set-Cookie` value that stores `refreshToken` (an empty one clears the cookie). */
export function refreshCookieHeader(request: Request, refreshToken: string | null): string {
  return generateCookie(REFRESH_COOKIE, refreshToken ?? '', {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    secure: secure(request),
    sameSite: 'Strict',
    maxAge: refreshToken ? REFRESH_TOKEN_SECONDS : 0,
  });
}

/** The refresh token of the cookie, if any. */
export function refreshCookieOf(c: Context): string | undefined {
  const value = getCookie(c, REFRESH_COOKIE);
  return value ? value : undefined;
}

/**
 * Refuses (403) a cookie-mode request that a page of another origin could have sent. It must
 * carry {@link SESSION_HEADER}; then, from a browser:
 * - an `Origin` among the configured admin origins is accepted;
 * - else `Sec-Fetch-Site` (which browsers set and no page or proxy can change) must say
 *   `same-origin`;
 * - a browser too old to send it must send an `Origin` whose host is the request's `Host` (or
 *   `X-Forwarded-Host`). Comparing hosts alone would refuse the admin behind a proxy that
 *   rewrites `Host` (a dev server's proxy, nginx's default), which `Sec-Fetch-Site` does not.
 * Requests with neither (scripts) rely on the header alone: no page can send it cross-site.
 */
export function assertSameOrigin(request: Request, adminOrigins: readonly string[]): void {
  if (!wantsCookie(request)) throw new HttpError(403, CSRF_MESSAGE);
  const origin = request.headers.get('origin');
  if (origin !== null && adminOrigins.includes(origin)) return;
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) {
    if (site.trim().toLowerCase() === 'same-origin') return;
    throw new HttpError(403, CSRF_MESSAGE);
  }
  if (origin === null) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    throw new HttpError(403, CSRF_MESSAGE);
  }
  const hosts = [
    request.headers.get('host') ?? new URL(request.url).host,
    request.headers.get('x-forwarded-host'),
  ]
    .filter((h): h is string => Boolean(h))
    .map((h) => h.split(',')[0]!.trim().toLowerCase());
  if (!hosts.includes(originHost)) throw new HttpError(403, CSRF_MESSAGE);
}

/**
 * The answer of a sign-in, refresh or store switch: in cookie mode the refresh token goes into
 * the HttpOnly cookie and is left out of the body; otherwise the full token pair.
 */
export function tokenAnswer(request: Request, pair: TokenPair, cookie: boolean): Response {
  const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' });
  if (!cookie) return new Response(JSON.stringify(pair), { headers });
  const { refresh_token: refreshToken, ...rest } = pair;
  headers.append('set-cookie', refreshCookieHeader(request, refreshToken));
  return new Response(JSON.stringify(rest satisfies CookieTokenAnswer), { headers });
}
