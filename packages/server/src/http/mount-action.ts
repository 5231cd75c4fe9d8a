/**
 * Mounts a domain action (`action()` / `implement()`) on the API router: the access check,
 * the body and query validation, then the handler in ONE transaction (GET: none).
 */
import type { Executor } from '../db/database';
import type { ActionRoute } from '../plugin';
import type { Api, Runtime } from '../runtime';
import { HttpError, parseOr422, readJson } from './errors';

export function mountAction(api: Api, runtime: Runtime, route: ActionRoute<unknown>): void {
  const action = route.action ?? (route.method === 'GET' ? 'read' : 'update');
  api.on(route.method, route.path, async (c) => {
    if (route.public) {
      // No token: counted per client IP first (a guessed token or store key costs a call).
      if (route.rateLimit) await runtime.limit?.(c, route.rateLimit);
    } else {
      await runtime.authorize(c, route.signedIn ? { signedIn: true } : { subject: route.subject, action });
      // Counted once the caller may call it: refused callers spend nobody's allowance.
      if (route.rateLimit) await runtime.limit?.(c, route.rateLimit);
    }
    const raw =
      route.method === 'GET' || route.method === 'DELETE' || route.multipart ? {} : await readJson(c);
    const body = route.body ? parseOr422(route.body, raw) : raw;
    const input = {
      params: c.req.param() as Record<string, string>,
      query: (route.query ? parseOr422(route.query, c.req.query()) : c.req.query()) as Record<string, string>,
      body,
      request: c.req.raw,
    };
    if (route.public) {
      const notFound = route.public.notFound ?? 'Not found.';
      const storeId = await route.public.store(input, runtime.db());
      if (storeId === undefined || !runtime.visit) throw new HttpError(404, notFound);
      await runtime.visit(c, storeId, notFound);
    }
    const result =
      route.method === 'GET'
        ? await route.handler(runtime.context(c), input)
        : await runtime
            .db()
            .transaction((tx) => route.handler(runtime.context(c, tx as unknown as Executor), input));
    if (result instanceof Response) return result;
    if (result === undefined) return c.body(null, 204);
    return c.json(result as object);
  });
}
