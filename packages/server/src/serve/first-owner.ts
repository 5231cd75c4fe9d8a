import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Executor } from '../db/database';
import { accounts, stores } from '../db/schema';
import { CONFIG_MESSAGES, ConfigError } from './config';
import type { ServeConfig } from './config';

/** A store's address name from its title: `My store` → `my-store`. */
function subdomainOf(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);
  return slug || 'store';
}

/**
 * On an empty database, creates the first owner (with one store) from the configuration;
 * on a database with an account, does nothing. Refuses an empty database without an owner
 * to create. Several processes starting at once create one owner (an advisory lock).
 *
 * @returns `created` or `present`.
 */
export async function ensureFirstOwner(
  db: Executor,
  owner: ServeConfig['owner'],
): Promise<'created' | 'present'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('storeroom_first_owner'))`);
    const [existing] = await tx.select({ n: count() }).from(accounts);
    if (Number(existing?.n ?? 0) > 0) return 'present';
    if (!owner) throw new ConfigError(CONFIG_MESSAGES.emptyDatabase);
    const [account] = await tx
      .insert(accounts)
      .values({
        email: owner.email,
        password_hash: await hashPassword(owner.password),
        full_name: owner.name,
        plan_id: 1,
      })
      .returning({ id: accounts.id });
    await tx
      .insert(stores)
      .values({ account_id: account!.id, title: owner.store, subdomain: subdomainOf(owner.store) });
    return 'created';
  });
}
