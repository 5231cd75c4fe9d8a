/** Story data: the plugin's own demo domains (data only, no rules) on a memory server of the contract. */
import { contractMemoryHttp } from '@storeroom/core/testing';
import {
  DOMAIN_ENDINGS,
  DOMAIN_TARGETS,
  DOMAINS_MESSAGES,
  SANDBOX_REGISTRAR_RULE,
  domainEnding,
  needsLegalType,
} from '../contract';
import { domainsContract } from '../contract';
import type { DnsRecord, Domain, SslStatus } from '../contract';
import { SEED_DOMAINS } from '../server/seed-data';

function requiredRecords(domain: string): Domain['required_records'] {
  return [
    { type: 'A', name: domain, content: DOMAIN_TARGETS.a },
    { type: 'CNAME', name: `www.${domain}`, content: DOMAIN_TARGETS.cname },
  ];
}

/** A domain row for stories. */
export function sampleDomain(id: number, domain: string, extra: Partial<Domain> = {}): Domain {
  return {
    id,
    domain,
    primary: false,
    kind: 'connected',
    ssl_status: 0,
    ssl_errors: [],
    connected: false,
    expires_at: null,
    required_records: requiredRecords(domain),
    created_at: new Date(Date.UTC(2026, 0, id)).toISOString(),
    ...extra,
  };
}

/** The seeded domains, a bought one, and one of each SSL state. */
export function sampleDomains(): Domain[] {
  const seeded = SEED_DOMAINS.map((d, i) => sampleDomain(i + 1, d.domain, { ...d }));
  const states: SslStatus[] = [1, 2, 3];
  return [
    ...seeded,
    sampleDomain(3, 'bought-shop.com', {
      kind: 'bought',
      connected: true,
      ssl_status: 1,
      expires_at: new Date(Date.UTC(2027, 5, 1)).toISOString(),
    }),
    ...states.map((ssl_status, i) =>
      sampleDomain(4 + i, `ssl-state-${i}.org`, { ssl_status, connected: true }),
    ),
  ];
}

export const SAMPLE_RECORDS: DnsRecord[] = [
  { id: 1, domain_id: 1, type: 'MX', name: 'mail', content: 'mx.mail.test', ttl: 3600 },
  { id: 2, domain_id: 1, type: 'TXT', name: '@', content: 'v=spf1 include:mail.test ~all', ttl: 3600 },
];

/**
 * A memory server of the contract: the `domains` resource and canned answers of the registrar
 * (the sandbox's rule: "taken" names are unavailable), records and checks, for stories.
 */
export function domainsHttp(rows: Domain[], records: DnsRecord[] = SAMPLE_RECORDS) {
  return contractMemoryHttp(
    domainsContract,
    { domains: rows },
    {
      endpoints: {
        registrar: () => ({ name: 'Sandbox registrar', sandbox: true, rule: SANDBOX_REGISTRAR_RULE }),
        check: ({ body }) => {
          const { domain, years = 1 } = body as { domain: string; years?: number };
          const ending = domainEnding(domain);
          const price = ending ? DOMAIN_ENDINGS[ending] : 0;
          const available = !domain.includes('taken');
          return {
            domain,
            years,
            available,
            price,
            total: price * years,
            legal_type_required: needsLegalType(domain),
            message: available ? null : DOMAINS_MESSAGES.notAvailable,
          };
        },
        records: ({ params }) => ({ items: records.filter((r) => String(r.domain_id) === params.id) }),
        dnsCheck: ({ params }) => {
          const row = rows.find((r) => String(r.id) === params.id);
          return {
            connected: false,
            records: (row?.required_records ?? []).map((record, i) => ({ ...record, found: i === 0 })),
          };
        },
      },
    },
  );
}
