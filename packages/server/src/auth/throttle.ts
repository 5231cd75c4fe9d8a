/**
 * Sign-in throttling (SECURITY.md, issue 17): atomic counters in the database through
 * rate-limiter-flexible's Drizzle store, so every API process on one database shares them and
 * PGlite (one process) uses the same code. A point is consumed BEFORE the password is checked,
 * so parallel guesses can never exceed the limit.
 *
 * Three counters over one window:
 * - one account from one IP (`perAccount`): beyond it, that IP is refused for that account;
 * - one IP across accounts (`perIp`): beyond it, that IP is refused for every account;
 * - one account from every IP: beyond `perAccount` failures, each further attempt waits a
 *   growing delay (backoff) before its password is checked — the account is never locked, so
 *   an attacker cannot lock the owner out, and the owner signs in from another IP after the wait.
 */
import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Executor } from '../db/database';
import { loginThrottle } from '../db/schema';
import { HttpError } from '../http/errors';

/** Login throttling options (`createServer({ throttle })`). */
export interface ThrottleOptions {
  /** The counting window, in seconds (default 15 minutes). */
  windowSeconds: number;
  /** Attempts on one account from one IP in the window (default 5); then that IP is refused for it. */
  perAccount: number;
  /** Attempts from one IP across accounts in the window (default 20); then that IP is refused. */
  perIp: number;
  /** First delay, in ms, once an account has `perAccount` failures from all IPs; doubles each time (default 1 s). */
  backoffMs: number;
  /** Longest delay, in ms (default 30 s). */
  maxBackoffMs: number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  windowSeconds: 15 * 60,
  perAccount: 5,
  perIp: 20,
  backoffMs: 1000,
  maxBackoffMs: 30_000,
};

export const THROTTLED_MESSAGE = 'Too many sign-in attempts. Please try again in 15 minutes.';

/** An attempt admitted by {@link LoginThrottle.admit}: report its outcome with `succeeded`. */
export interface AdmittedAttempt {
  succeeded(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The sign-in throttle over the database's `login_throttle` table. */
export class LoginThrottle {
  private limiters?: { ipAccount: RateLimiterDrizzle; ip: RateLimiterDrizzle; account: RateLimiterDrizzle };

  constructor(
    private readonly db: () => Executor,
    private readonly options: ThrottleOptions = DEFAULT_THROTTLE,
    private readonly wait: (ms: number) => Promise<unknown> = sleep,
  ) {}

  private get store() {
    if (!this.limiters) {
      const make = (keyPrefix: string, points: number) =>
        new RateLimiterDrizzle({
          storeClient: this.db(),
          schema: loginThrottle,
          keyPrefix,
          points,
          duration: this.options.windowSeconds,
          // Expired rows are removed after failed sign-ins (below), not by a timer that outlives the server.
          clearExpiredByTimeout: false,
        });
      const o = this.options;
      this.limiters = {
        ipAccount: make('login:ip-account', o.perAccount),
        ip: make('login:ip', o.perIp),
        // Counted without a refusal: beyond perAccount the attempt waits instead.
        account: make('login:account', Number.MAX_SAFE_INTEGER),
      };
    }
    return this.limiters;
  }

  /**
   * Counts an attempt on `email` from `ip` before its password is checked: throws 429 when that
   * IP is over its limits; waits the account's backoff when the account has had many failures.
   */
  async admit(email: string, ip: string): Promise<AdmittedAttempt> {
    const { ipAccount, ip: perIp, account } = this.store;
    const account_ = email.trim().toLowerCase();
    const ipAccountKey = `${ip}|${account_}`;
    try {
      await ipAccount.consume(ipAccountKey);
      await perIp.consume(ip);
    } catch (e) {
      if (e instanceof RateLimiterRes) throw new HttpError(429, THROTTLED_MESSAGE);
      throw e;
    }
    const failures = (await account.consume(account_)).consumedPoints - 1;
    const over = failures - this.options.perAccount;
    if (over >= 0)
      await this.wait(Math.min(this.options.maxBackoffMs, this.options.backoffMs * 2 ** Math.min(over, 30)));
    return {
      succeeded: async () => {
        // A good password clears what this IP and the account owed; the IP's attempt is given back.
        await Promise.all([ipAccount.delete(ipAccountKey), account.delete(account_), perIp.reward(ip, 1)]);
      },
    };
  }

  /** Removes counters whose window ended over an hour ago. */
  async prune(): Promise<void> {
    await this.db()
      .delete(loginThrottle)
      .where(lt(loginThrottle.expire, new Date(Date.now() - 3600_000)));
  }
}
