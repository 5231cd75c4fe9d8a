import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../runtime';
import type { Logger } from './logger';

/** The header that carries a request's id in and out. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * One line per request (method, route pattern, status, milliseconds) and a child logger with
 * the request id for every other line of it (`c.get('log')`). The id is the caller's
 * `X-Request-Id` when it is a plain token (a proxy's), else a new one; the answer carries it.
 * The route is the matched pattern (`/api/v1/orders/:id`), never the address with its query
 * (which may hold personal data).
 */
export function requestLogging(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const requestId = incoming && VALID_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set('log', log);
    c.header(REQUEST_ID_HEADER, requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const status = c.res.status;
      try {
        c.res.headers.set(REQUEST_ID_HEADER, requestId);
      } catch {
        // A response with immutable headers (a proxied fetch) keeps its own.
      }
      // 503 is readiness saying "not now", not a fault.
      log[status >= 500 && status !== 503 ? 'error' : 'info'](
        {
          method: c.req.method,
          route: routePath(c),
          status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    }
  };
}
