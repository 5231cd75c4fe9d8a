/**
 * Rate limits of domain actions that reach outside the store (issue 17: the contact form and the
 * order receipt send e-mail on every call). Atomic counters in the database (rate-limiter-flexible's
 * Drizzle store on the sign-in throttle's table, auth/throttle.ts), so every API process on one
 * database shares them; counted per caller and per client IP once the caller is authorised.
 */
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Caller } from '../context';
import type { Executor } from '../db/database';
import { loginThrottle } from '../db/schema';
import { HttpError } from './errors';

/** A route's limit (`implement(endpoint, handler, { rateLimit })`). */
export interface RateLimit {
  /** Names the counter (one per kind of action, e.g. `mail.receipt`): routes sharing it share counts. */
  name: string;
  /** Calls one caller (owner, employee or private app) may make in the window. */
  perCaller: number;
  /** Calls from one client IP, whoever calls, in the window (default `perCaller` × 3). */
  perIp?: number;
  /** The window, in seconds. */
  windowSeconds: number;
  /** The 429 message (default: the generic one). */
  message?: string;
}

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again later.';

/** Counts calls of rate-limited routes; `consume` throws 429 past a limit. */
export class ActionLimiter {
  private readonly limiters = new Map<string, RateLimiterDrizzle>();

  constructor(private readonly db: () => Executor) {}

  private limiter(prefix: string, points: number, windowSeconds: number): RateLimiterDrizzle {
    const key = `${prefix}|${points}|${windowSeconds}`;
    let limiter = this.limiters.get(key);
    if (!limiter) {
      limiter = new RateLimiterDrizzle({
        storeClient: this.db(),
        schema: loginThrottle,
        keyPrefix: prefix,
        points,
        duration: windowSeconds,
        clearExpiredByTimeout: false,
      });
      this.limiters.set(key, limiter);
    }
    return limiter;
  }

  /**
   * One call of `limit` by `caller` from `ip`: 429 when either is over its count. A public
   * route's call (no caller yet, or a visitor) is counted per IP as its caller.
   */
  async consume(limit: RateLimit, caller: Caller | undefined, ip: string): Promise<void> {
    const byCaller = this.limiter(`action:${limit.name}:caller`, limit.perCaller, limit.windowSeconds);
    const byIp = this.limiter(
      `action:${limit.name}:ip`,
      limit.perIp ?? limit.perCaller * 3,
      limit.windowSeconds,
    );
    try {
      await byCaller.consume(
        caller && caller.kind !== 'visitor'
          ? `${caller.kind}:${caller.storeId}:${caller.id}`
          : `visitor:${ip}`,
      );
      await byIp.consume(ip);
    } catch (e) {
      if (e instanceof RateLimiterRes) throw new HttpError(429, limit.message ?? RATE_LIMITED_MESSAGE);
      throw e;
    }
  }
}
