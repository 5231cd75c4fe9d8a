/**
 * Sign-in, token rotation and caller resolution (auth-contract.md). Sessions live in tokens
 * and the database only, so any number of API instances can serve them.
 */
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { intersectAccess } from '../access';
import type { Caller, StoreContext } from '../context';
import type { Executor } from '../db/database';
import { accounts, employees, privateAppTokens, privateApps, refreshTokens, stores } from '../db/schema';
import { HttpError } from '../http/errors';
import { storeContextOf } from '../store-context';
import { CallerCache } from './caller-cache';
import { verifyPassword } from './passwords';
import { DEFAULT_THROTTLE, LoginThrottle, THROTTLED_MESSAGE } from './throttle';
import type { ThrottleOptions } from './throttle';
import {
  ACCESS_TOKEN_SECONDS,
  PRIVATE_APP_TOKEN_PREFIX,
  REFRESH_TOKEN_SECONDS,
  hashToken,
  newFamily,
  newRefreshToken,
  signAccessToken,
  verifyAccessToken,
} from './tokens';
import type { AccessClaims, TokenPair } from './tokens';

export const AUTH_MESSAGES = {
  incorrect: 'Incorrect email or password.',
  disabled: 'Your account is disabled.',
  reactivate: 'Your account must be reactivated.',
  throttled: THROTTLED_MESSAGE,
  unauthenticated: 'Please sign in.',
  expired: 'Your session has expired. Please sign in again.',
} as const;

const LAST_USED_PRECISION_MS = 5 * 60 * 1000;

export { DEFAULT_THROTTLE };
export type { ThrottleOptions };

/**
 * Ends a user's sessions after their password changed (SECURITY.md "Sessions"): every refresh
 * family of the user is revoked, so their refresh tokens and, through the family check in
 * `resolve`, their access tokens stop at once; `keep` (the caller's own session) goes on.
 */
export async function endSessions(
  db: Executor,
  kind: 'owner' | 'employee',
  userId: number,
  keep?: string,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(refreshTokens.kind, kind),
        eq(refreshTokens.user_id, userId),
        isNull(refreshTokens.revoked_at),
        keep === undefined ? undefined : ne(refreshTokens.family, keep),
      ),
    );
}

/** Revokes one refresh family (a sign-in): its refresh tokens and access tokens stop at once. */
export async function endFamily(db: Executor, family: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revoked_at)));
}

/**
 * The session check every signed-in request makes (its store, employee and whether the sign-in
 * was revoked), built once per database and prepared: on PostgreSQL a named statement, parsed
 * and planned once per connection instead of on every request.
 */
function prepareSessionQuery(db: Executor) {
  return db
    .select({
      store: stores,
      revoked: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.family} = ${sql.placeholder('family')} and ${refreshTokens.revoked_at} is not null)`,
      employee: { id: employees.id, enabled: employees.enabled, access: employees.access },
    })
    .from(stores)
    .leftJoin(
      employees,
      and(eq(employees.id, sql.placeholder('employee')), eq(employees.store_id, stores.id)),
    )
    .where(eq(stores.id, sql.placeholder('store')))
    .limit(1)
    .prepare('storeroom_session');
}

const sessionQueries = new WeakMap<Executor, ReturnType<typeof prepareSessionQuery>>();

function sessionQuery(db: Executor): ReturnType<typeof prepareSessionQuery> {
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = prepareSessionQuery(db)));
  return query;
}

export class AuthService {
  private readonly throttle: LoginThrottle;
  /**
   * Verified access tokens → their callers, emptied by every change (PGlite only), and their
   * checked signatures (every database; caller-cache.ts).
   */
  readonly callers = new CallerCache();

  constructor(
    private readonly db: () => Executor,
    private readonly secret: () => Uint8Array,
    throttle: ThrottleOptions = DEFAULT_THROTTLE,
  ) {
    this.throttle = new LoginThrottle(db, throttle);
  }

  /** Issues an access token and a new refresh token of `family`. */
  async issue(
    db: Executor,
    kind: 'owner' | 'employee',
    userId: number,
    storeId: number,
    family: string,
  ): Promise<TokenPair> {
    const refresh = newRefreshToken();
    await db.insert(refreshTokens).values({
      token_hash: hashToken(refresh),
      family,
      kind,
      user_id: userId,
      store_id: storeId,
      expires_at: new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000),
    });
    const access = await signAccessToken(this.secret(), {
      sub: String(userId),
      store_id: storeId,
      kind,
      fam: family,
    });
    return {
      access_token: access,
      refresh_token: refresh,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
    };
  }

  /** POST /auth/login. */
  async login(email: string, password: string, ip: string): Promise<TokenPair> {
    const db = this.db();
    // Counted before the password is checked (auth/throttle.ts): 429 when this IP is over its limits.
    const attempt = await this.throttle.admit(email, ip);
    const normalized = email.trim().toLowerCase();
    const [owner] = await db
      .select()
      .from(accounts)
      .where(sql`lower(${accounts.email}) = ${normalized}`)
      .limit(1);
    const [employee] = owner
      ? []
      : await db
          .select()
          .from(employees)
          .where(sql`lower(${employees.email}) = ${normalized}`)
          .limit(1);
    const ok = await verifyPassword(password, owner?.password_hash ?? employee?.password_hash);
    if (!ok) {
      await this.throttle.prune();
      throw new HttpError(401, AUTH_MESSAGES.incorrect);
    }
    await attempt.succeeded();
    if (owner) {
      if (owner.reactivation_code)
        throw new HttpError(401, {
          message: AUTH_MESSAGES.reactivate,
          reactivation_code: owner.reactivation_code,
        });
      const [store] = await db
        .select({ id: stores.id })
        .from(stores)
        .where(eq(stores.account_id, owner.id))
        .orderBy(asc(stores.id))
        .limit(1);
      if (!store) throw new HttpError(401, AUTH_MESSAGES.incorrect);
      return this.issue(db, 'owner', owner.id, store.id, newFamily());
    }
    if (!employee!.enabled) throw new HttpError(401, AUTH_MESSAGES.disabled);
    return this.issue(db, 'employee', employee!.id, employee!.store_id, newFamily());
  }

  /** POST /auth/refresh: spends the token and issues the next of its family; reuse revokes the family. */
  async refresh(token: string): Promise<TokenPair> {
    const db = this.db();
    const hash = hashToken(token);
    const [spent] = await db
      .update(refreshTokens)
      .set({ spent_at: new Date() })
      .where(
        and(
          eq(refreshTokens.token_hash, hash),
          isNull(refreshTokens.spent_at),
          isNull(refreshTokens.revoked_at),
          gt(refreshTokens.expires_at, new Date()),
        ),
      )
      .returning();
    if (!spent) {
      const [known] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.token_hash, hash))
        .limit(1);
      // A spent token presented again means it was copied: end the whole sign-in (auth-contract.md).
      if (known) await this.revokeFamily(known.family);
      throw new HttpError(401, AUTH_MESSAGES.expired);
    }
    if (spent.kind === 'employee') {
      const [employee] = await db.select().from(employees).where(eq(employees.id, spent.user_id)).limit(1);
      if (!employee || employee.store_id !== spent.store_id) throw new HttpError(401, AUTH_MESSAGES.expired);
      if (!employee.enabled) {
        await this.revokeFamily(spent.family);
        throw new HttpError(401, AUTH_MESSAGES.disabled);
      }
    } else {
      const [store] = await db
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.id, spent.store_id), eq(stores.account_id, spent.user_id)))
        .limit(1);
      if (!store) throw new HttpError(401, AUTH_MESSAGES.expired);
    }
    return this.issue(db, spent.kind, spent.user_id, spent.store_id, spent.family);
  }

  /** POST /auth/logout: revokes the token's family (unknown tokens are ignored). */
  async logout(token: string): Promise<void> {
    const [known] = await this.db()
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, hashToken(token)))
      .limit(1);
    if (known) await this.revokeFamily(known.family);
  }

  async revokeFamily(family: string): Promise<void> {
    await endFamily(this.db(), family);
  }

  /**
   * The caller of a request from its `Authorization` header: an access JWT (owner or
   * employee, re-checked against the database so a disabled employee or a revoked session
   * stops at once) or a private-app token.
   */
  async resolve(authorization: string | undefined): Promise<{ caller: Caller; store: StoreContext }> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
    const token = match[1]!;
    const db = this.db();
    // One query per request for the caller and their store: rules and the enabled flag are
    // read fresh every time, so a changed access list or a disabled employee applies at once.
    if (token.startsWith(PRIVATE_APP_TOKEN_PREFIX)) {
      const [row] = await db
        .select({
          app: privateApps,
          store: stores,
          tokenId: privateAppTokens.id,
          lastUsed: privateAppTokens.last_used_at,
          mintedBy: privateAppTokens.created_by_employee_id,
          minter: { enabled: employees.enabled, access: employees.access },
        })
        .from(privateAppTokens)
        .innerJoin(privateApps, eq(privateApps.id, privateAppTokens.app_id))
        .innerJoin(stores, eq(stores.id, privateApps.store_id))
        .leftJoin(
          employees,
          and(eq(employees.id, privateAppTokens.created_by_employee_id), eq(employees.store_id, stores.id)),
        )
        .where(and(eq(privateAppTokens.token_hash, hashToken(token)), isNull(privateAppTokens.revoked_at)))
        .limit(1);
      if (!row) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
      // A token an employee minted is theirs to hand out (SECURITY.md "Private apps and
      // tokens"): it stops while they are disabled or gone, and never does more than they
      // may do now, whatever the app's rules became since.
      if (row.mintedBy !== null && (!row.minter || !row.minter.enabled))
        throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
      const access = row.minter
        ? intersectAccess(row.app.access_rules, row.minter.access)
        : row.app.access_rules;
      // "Last used" to the nearest few minutes, without a write on every request.
      if (!row.lastUsed || Date.now() - row.lastUsed.getTime() > LAST_USED_PRECISION_MS)
        await db
          .update(privateAppTokens)
          .set({ last_used_at: new Date() })
          .where(eq(privateAppTokens.id, row.tokenId));
      const store = storeContextOf(row.store);
      return {
        caller: {
          kind: 'private_app',
          id: row.app.id,
          accountId: store.accountId,
          storeId: store.id,
          principal: { kind: 'private_app', access },
        },
        store,
      };
    }
    const cached = this.callers.get(token);
    if (cached) return cached;
    const generation = this.callers.generation;
    const secret = this.secret();
    let claims = this.callers.claimsOf(secret, token);
    if (!claims) {
      claims = (await verifyAccessToken(secret, token)) ?? undefined;
      if (!claims) throw new HttpError(401, AUTH_MESSAGES.expired);
      this.callers.keepClaims(secret, token, claims);
    }
    const resolved = await this.resolveSession(db, claims);
    this.callers.set(token, claims.exp, resolved, generation);
    return resolved;
  }

  /** The caller of a verified access token, read from the database (its store, employee and sign-in). */
  private async resolveSession(
    db: Executor,
    claims: AccessClaims,
  ): Promise<{ caller: Caller; store: StoreContext }> {
    const userId = Number(claims.sub);
    const [row] = await sessionQuery(db).execute({
      store: claims.store_id,
      employee: claims.kind === 'employee' ? userId : 0,
      family: claims.fam,
    });
    if (!row || row.revoked) throw new HttpError(401, AUTH_MESSAGES.expired);
    const store = storeContextOf(row.store);
    if (claims.kind === 'owner') {
      if (store.accountId !== userId) throw new HttpError(401, AUTH_MESSAGES.expired);
      return {
        caller: {
          kind: 'owner',
          id: userId,
          accountId: userId,
          storeId: store.id,
          principal: { kind: 'owner' },
          family: claims.fam,
        },
        store,
      };
    }
    const employee = row.employee;
    if (!employee) throw new HttpError(401, AUTH_MESSAGES.expired);
    if (!employee.enabled) throw new HttpError(401, AUTH_MESSAGES.disabled);
    return {
      caller: {
        kind: 'employee',
        id: userId,
        accountId: store.accountId,
        storeId: store.id,
        principal: { kind: 'employee', access: employee.access },
        family: claims.fam,
      },
      store,
    };
  }
}
