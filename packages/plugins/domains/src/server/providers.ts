/**
 * The outside services of the Domains area, behind provider interfaces (ARCHITECTURE.md
 * "Reference server"): the domain registrar and the DNS resolver. The built-in sandboxes behave
 * deterministically and are labelled "sandbox" in the admin; real providers plug in through
 * `createDomainsServerPlugin({ registrar, resolver })`.
 */
import { resolve4, resolveCname } from 'node:dns/promises';
import { DOMAIN_ENDINGS, DOMAIN_TARGETS, SANDBOX_REGISTRAR_RULE, domainEnding } from '../contract/model';

/** A domain registrar: availability, price, registration and renewal. */
export interface DomainRegistrar {
  /** Shown in the admin. */
  name: string;
  /** A sandbox is labelled so in the admin, with its rule. */
  sandbox: boolean;
  rule: string | null;
  /** Whether the name can be registered; null price when the ending is not sold. */
  check(domain: string): Promise<{ available: boolean; price: number | null }>;
  /** Registers the name until the returned date. Throws when it is not available. */
  register(input: {
    domain: string;
    years: number;
    legal_type: string | null;
  }): Promise<{ expires_at: Date }>;
  /** Renews the name: the expiry moves on by `years`. */
  renew(input: { domain: string; years: number; expires_at: Date }): Promise<{ expires_at: Date }>;
}

/** A DNS resolver: the values of one record type of one host (empty when none). */
export interface DnsResolver {
  resolve(host: string, type: 'A' | 'CNAME'): Promise<string[]>;
}

function addYears(date: Date, years: number): Date {
  const next = new Date(date.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
}

/**
 * The sandbox registrar: a name whose first label contains "taken" is unavailable; every other
 * name of a supported ending is available at the ending's price (spec 1 §9 endings).
 */
export function createSandboxRegistrar(options: { now?: () => Date } = {}): DomainRegistrar {
  const now = options.now ?? (() => new Date());
  const available = (domain: string) =>
    domainEnding(domain) !== null && !domain.split('.')[0]!.includes('taken');
  return {
    name: 'Sandbox registrar',
    sandbox: true,
    rule: SANDBOX_REGISTRAR_RULE,
    async check(domain) {
      const ending = domainEnding(domain);
      return { available: available(domain), price: ending ? DOMAIN_ENDINGS[ending] : null };
    },
    async register({ domain, years }) {
      if (!available(domain)) throw new Error(`${domain} is not available`);
      return { expires_at: addYears(now(), years) };
    },
    async renew({ years, expires_at }) {
      return { expires_at: addYears(expires_at, years) };
    },
  };
}

/** A sandbox resolver whose answers a test (or the demo) controls. */
export interface SandboxResolver extends DnsResolver {
  /** Sets what a host answers for a type (an empty list: nothing). */
  set(host: string, type: 'A' | 'CNAME', values: readonly string[]): void;
  /** Forgets every value set, back to the rule. */
  reset(): void;
}

/**
 * The sandbox resolver: answers what `set` gave it; otherwise a host whose name contains
 * "nodns" answers nothing and any other host points to the platform (`DOMAIN_TARGETS`).
 */
export function createSandboxResolver(): SandboxResolver {
  const zone = new Map<string, string[]>();
  const key = (host: string, type: string) => `${type} ${host.toLowerCase()}`;
  return {
    async resolve(host, type) {
      const set = zone.get(key(host, type));
      if (set) return [...set];
      if (host.includes('nodns')) return [];
      return [type === 'A' ? DOMAIN_TARGETS.a : DOMAIN_TARGETS.cname];
    },
    set(host, type, values) {
      zone.set(key(host, type), [...values]);
    },
    reset() {
      zone.clear();
    },
  };
}

/** The real resolver (node:dns): no answer or an error is "not found". */
export function createNodeResolver(): DnsResolver {
  return {
    async resolve(host, type) {
      try {
        return type === 'A' ? await resolve4(host) : await resolveCname(host);
      } catch {
        return [];
      }
    },
  };
}
