/**
 * The usual way a public storefront endpoint names its store: by the store's subdomain, in
 * its validated body (a theme knows the subdomain it is served under).
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { stores } from '../db/schema';
import type { ActionInput, PublicAccess } from '../plugin';

/**
 * `public` access for `implement(endpoint, handler, { public: storeBySubdomain(...) })`: the
 * store whose subdomain `subdomainOf(body)` gives (case-insensitive), 404 with `notFound`
 * otherwise.
 *
 * @example
 * implement(contract.endpoints.recordVisit, handler, {
 *   public: storeBySubdomain((body: VisitEventInput) => body.store, VISIT_MESSAGES.storeNotFound),
 *   rateLimit: { name: 'dashboard.visits', perIp: 120, perCaller: 120, windowSeconds: 60 },
 * })
 */
export function storeBySubdomain<TBody>(
  subdomainOf: (body: TBody) => string,
  notFound: string,
): PublicAccess {
  return {
    async store({ body }: ActionInput<unknown>, db: Executor) {
      const [store] = await db
        .select({ id: stores.id })
        .from(stores)
        .where(
          eq(
            stores.subdomain,
            subdomainOf(body as TBody)
              .trim()
              .toLowerCase(),
          ),
        )
        .limit(1);
      return store?.id;
    },
    notFound,
  };
}
