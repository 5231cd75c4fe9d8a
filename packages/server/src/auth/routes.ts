/**
 * The public auth doors of the core contract (sign-in, refresh, logout), in both modes:
 * bearer (the refresh token in the JSON body: private apps, scripts, `@storeroom/core/client`
 * in Node) and cookie (the admin: `X-Storeroom-Session: cookie`, the refresh token in an
 * HttpOnly cookie, CSRF-guarded; auth/cookie.ts).
 */
import type { Context } from 'hono';
import { CORE_MESSAGES, coreContract } from '@storeroom/core/contract';
import { HttpError, invalidField, parseOr422, readJson } from '../http/errors';
import type { Api } from '../runtime';
import { assertSameOrigin, refreshCookieHeader, refreshCookieOf, tokenAnswer, wantsCookie } from './cookie';
import { AUTH_MESSAGES } from './service';
import type { AuthService } from './service';

export interface AuthRoutesOptions {
  auth: AuthService;
  /** The caller's IP (trusted proxy hops applied): the sign-in throttle's key. */
  clientIp(c: Context): string;
  /** Origins of an admin served elsewhere (`createServer({ adminOrigin })`). */
  adminOrigins: readonly string[];
}

export function mountAuthRoutes(api: Api, { auth, clientIp, adminOrigins }: AuthRoutesOptions): void {
  const { login, refresh, logout } = coreContract.endpoints;

  api.post(login.path, async (c) => {
    const { email, password } = parseOr422(login.body, await readJson(c));
    const cookie = wantsCookie(c.req.raw);
    if (cookie) assertSameOrigin(c.req.raw, adminOrigins);
    return tokenAnswer(c.req.raw, await auth.login(email, password, clientIp(c)), cookie);
  });

  /**
   * The refresh token to spend: the body's (bearer mode) or the cookie's, once the request
   * proved it comes from the admin's own page; `undefined` when there is none.
   */
  const presented = async (c: Context, endpoint: typeof refresh | typeof logout) => {
    const { refresh_token } = parseOr422(endpoint.body, await readJson(c));
    if (refresh_token !== undefined) return { token: refresh_token, cookie: false };
    const fromCookie = refreshCookieOf(c);
    // Neither a body token nor anything of the cookie mode: the bearer client's old answer.
    if (fromCookie === undefined && !wantsCookie(c.req.raw))
      throw invalidField('refresh_token', CORE_MESSAGES.refreshTokenRequired);
    assertSameOrigin(c.req.raw, adminOrigins);
    return { token: fromCookie, cookie: true };
  };

  api.post(refresh.path, async (c) => {
    const { token, cookie } = await presented(c, refresh);
    try {
      if (token === undefined) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
      return tokenAnswer(c.req.raw, await auth.refresh(token), cookie);
    } catch (error) {
      // A cookie that no longer refreshes is cleared, so the browser stops presenting it.
      if (cookie) c.header('set-cookie', refreshCookieHeader(c.req.raw, null));
      throw error;
    }
  });

  api.post(logout.path, async (c) => {
    const { token, cookie } = await presented(c, logout);
    if (token !== undefined) await auth.logout(token);
    if (cookie) c.header('set-cookie', refreshCookieHeader(c.req.raw, null));
    return c.body(null, 204);
  });
}
