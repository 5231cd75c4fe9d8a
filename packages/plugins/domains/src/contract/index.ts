/**
 * The Domains plugin's contract (spec 1 §2 domains, §3 Domain, §4 SSL, §5 domain rules, §7
 * "Domains" calls): what other packages may know of it. The typed client (`src/client.ts`),
 * the server's route wiring and checks, the admin data hooks and the API reference
 * (`GET /api/v1/openapi.json`) are derived from it. Another plugin imports this entry
 * (`@storeroom/plugin-domains/contract`) and nothing else of this package.
 */
import { z } from 'zod';
import {
  createJobRef,
  createServiceRef,
  defineContract,
  defineEndpoint,
  defineResource,
} from '@storeroom/core/contract';
import {
  DNS_RECORD_TYPES,
  DOMAIN_KINDS,
  DOMAIN_YEARS_MAX,
  DOMAIN_YEARS_MIN,
  DOMAINS_DEFAULT_SORT,
  DOMAINS_MESSAGES,
  DOMAINS_PAGE_SIZE,
  DOMAINS_SUBJECT,
  SSL_STATUS,
} from './model';

export * from './model';

const DOMAIN_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * A domain name as people type it (spec 1 §5): the scheme and `www.` are stripped and the name
 * lowercased; then 4 to 253 characters, labels up to 63 without a leading hyphen, and a top
 * level of 2 to 63 letters.
 *
 * @example normalizeDomain(' https://WWW.Example.com/ ') // 'example.com'
 */
export function normalizeDomain(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/.*$/, '')
    .replace(/\.$/, '');
}

/** True when a (normalised) name follows spec 1 §5's domain pattern. */
export function isValidDomain(domain: string): boolean {
  return DOMAIN_PATTERN.test(domain);
}

export const domainNameSchema = z
  .string(DOMAINS_MESSAGES.domainInvalid)
  .transform(normalizeDomain)
  .refine(isValidDomain, DOMAINS_MESSAGES.domainInvalid)
  .describe('A domain name; the scheme and www. are stripped and it is lowercased (spec 1 §5)');

const yearsSchema = z
  .number(DOMAINS_MESSAGES.yearsInvalid)
  .int(DOMAINS_MESSAGES.yearsInvalid)
  .min(DOMAIN_YEARS_MIN, DOMAINS_MESSAGES.yearsInvalid)
  .max(DOMAIN_YEARS_MAX, DOMAINS_MESSAGES.yearsInvalid)
  .describe('1 to 5 years (spec 1 §9)');

const sslStatusSchema = z
  .union(Object.values(SSL_STATUS).map((value) => z.literal(value)))
  .describe('disabled 0, enabled 1, queued 2, processing 3, failed 4 (spec 1 §3)');

/** A record the merchant must create at their DNS host for a connected domain. */
export const requiredRecordSchema = z.object({
  type: z.enum(['A', 'CNAME']),
  name: z.string().describe('The full host name'),
  content: z.string(),
});
export type RequiredRecord = z.output<typeof requiredRecordSchema>;

/** A domain as the API answers it (spec 1 §3 Domain). */
export const domainSchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  primary: z.boolean(),
  kind: z.enum(DOMAIN_KINDS),
  ssl_status: sslStatusSchema,
  ssl_errors: z.array(z.string()),
  /** Bought here (the registrar points it), or its records were found by the last check. */
  connected: z.boolean(),
  /** Bought domains: when the registration ends. */
  expires_at: z.string().nullable(),
  /** The records a connected domain needs (the DNS records modal lists them). */
  required_records: z.array(requiredRecordSchema),
  created_at: z.string(),
});
export type Domain = z.output<typeof domainSchema>;

/** The connect tab: an existing domain. */
export const connectDomainSchema = z.object({ domain: domainNameSchema });
export type ConnectDomainInput = z.input<typeof connectDomainSchema>;

/** `PATCH /domains/{id}`: make it the primary domain (exactly one is). */
export const updateDomainSchema = z.object({
  primary: z.literal(true, { error: 'Only primary: true can be set.' }).optional(),
});

export const checkDomainBodySchema = z.object({
  domain: domainNameSchema,
  years: yearsSchema.default(1),
});
export type CheckDomainBody = z.input<typeof checkDomainBodySchema>;

export const domainCheckSchema = z.object({
  domain: z.string(),
  available: z.boolean(),
  years: z.number().int(),
  /** Yearly price in minor units. */
  price: z.number().int(),
  /** price × years. */
  total: z.number().int(),
  /** True when the registrar asks for a legal type and the registry rules (ca, us, co.uk). */
  legal_type_required: z.boolean(),
  /** The reason when unavailable: the spec's message. */
  message: z.string().nullable(),
});
export type DomainCheck = z.output<typeof domainCheckSchema>;

export const buyDomainBodySchema = z.object({
  domain: domainNameSchema,
  years: yearsSchema.default(1),
  payment_method: z.union([z.string(), z.number()]).nullish(),
  legal_type: z.string().trim().nullish(),
  accept_rules: z.boolean().nullish(),
});
export type BuyDomainBody = z.input<typeof buyDomainBodySchema>;

export const renewDomainBodySchema = z.object({ years: yearsSchema });
export const sslBodySchema = z.object({ activate: z.boolean('activate must be true or false.') });

export const dnsRecordSchema = z.object({
  id: z.number().int(),
  domain_id: z.number().int(),
  type: z.enum(DNS_RECORD_TYPES),
  /** `@` for the domain itself, or a label under it (`www`, `mail`). */
  name: z.string(),
  content: z.string(),
  ttl: z.number().int(),
});
export type DnsRecord = z.output<typeof dnsRecordSchema>;

const recordName = z
  .string(DOMAINS_MESSAGES.recordNameInvalid)
  .trim()
  .toLowerCase()
  .transform((value) => value || '@')
  .refine(
    (value) =>
      value === '@' ||
      /^(\*\.)?[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?)*$/.test(
        value,
      ),
    DOMAINS_MESSAGES.recordNameInvalid,
  );

const recordFields = {
  type: z.enum(DNS_RECORD_TYPES, DOMAINS_MESSAGES.recordTypeInvalid),
  name: recordName,
  content: z.string(DOMAINS_MESSAGES.recordEmpty).trim().min(1, DOMAINS_MESSAGES.recordEmpty).max(2000),
  ttl: z.number().int().min(60).max(86400),
};
export const dnsRecordInputSchema = z.object({
  ...recordFields,
  name: recordFields.name.default('@'),
  ttl: recordFields.ttl.default(3600),
});
export type DnsRecordInput = z.input<typeof dnsRecordInputSchema>;
/** An update sends any field; what it leaves out is kept. */
export const dnsRecordUpdateSchema = z.object(recordFields).partial();

/** The check of a domain's required records through the resolver. */
export const dnsCheckSchema = z.object({
  connected: z.boolean(),
  records: z.array(requiredRecordSchema.extend({ found: z.boolean() })),
});
export type DnsCheck = z.output<typeof dnsCheckSchema>;

export const registrarSchema = z.object({
  name: z.string(),
  sandbox: z.boolean(),
  /** The sandbox's rule for people (shown on the buy page). */
  rule: z.string().nullable(),
});
export type RegistrarInfo = z.output<typeof registrarSchema>;

/** The SSL job: queued -> processing -> enabled, or failed with ssl_errors. */
export const SSL_JOB = createJobRef<{ domainId: number }, { ssl_status: number }>('domains.ssl');

const itemParams = { subject: DOMAINS_SUBJECT } as const;

/** What other plugins may read of a store's domains (their own store's, in their context). */
export interface PrimaryDomainService {
  /** The store's primary custom domain (connected or bought), or null when it has none. */
  get(): Promise<string | null>;
}

/**
 * The store's primary custom domain, for other plugins (the abandoned-checkout campaigns'
 * default sender is support@ it, spec 1 §9).
 */
export const PRIMARY_DOMAIN = createServiceRef<PrimaryDomainService>('domains.primary');

export const domainsContract = defineContract({
  id: 'domains',
  subjects: { domains: DOMAINS_SUBJECT },
  resources: {
    // spec 1 §7: GET /domains, get, create {domain} (the connect tab), PATCH /domains/{id}
    // (primary), DELETE /domains/{id}.
    domains: defineResource({
      path: '/domains',
      subject: DOMAINS_SUBJECT,
      summary: 'The domains of the store: connected or bought, with the primary flag and the SSL state.',
      item: domainSchema,
      create: connectDomainSchema,
      update: updateDomainSchema,
      filters: { query: { label: 'Search', type: 'text' } },
      sort: ['id', 'domain', 'created_at'],
      defaultSort: DOMAINS_DEFAULT_SORT,
      pageSize: DOMAINS_PAGE_SIZE,
      operations: { savedViews: false },
    }),
  },
  endpoints: {
    check: defineEndpoint({
      method: 'POST',
      path: '/domains/check',
      ...itemParams,
      action: 'read',
      body: checkDomainBodySchema,
      response: domainCheckSchema,
      summary: 'Availability and price of a name at the registrar (spec 1 §5).',
    }),
    buy: defineEndpoint({
      method: 'POST',
      path: '/domains/buy',
      ...itemParams,
      action: 'create',
      body: buyDomainBodySchema,
      response: domainSchema,
      summary:
        'Buys a name at the registrar for 1 to 5 years; legal type and accept rules for ca, us, co.uk.',
    }),
    registrar: defineEndpoint({
      method: 'GET',
      path: '/domain-registrar',
      ...itemParams,
      response: registrarSchema,
      summary: 'The registrar in use (a sandbox is labelled as such, with its rule).',
    }),
    renew: defineEndpoint({
      method: 'POST',
      path: '/domains/:id/renew',
      ...itemParams,
      body: renewDomainBodySchema,
      response: domainSchema,
      summary: 'Renews a bought domain for 1 to 5 years; the expiry moves on.',
    }),
    ssl: defineEndpoint({
      method: 'PATCH',
      path: '/domains/:id/ssl',
      ...itemParams,
      body: sslBodySchema,
      response: domainSchema.extend({ job_id: z.string().nullable() }),
      summary:
        'Activates SSL (queued; a job issues it) from disabled or failed, or deactivates it from enabled.',
    }),
    dnsCheck: defineEndpoint({
      method: 'POST',
      path: '/domains/:id/dns-check',
      ...itemParams,
      action: 'read',
      response: dnsCheckSchema,
      summary: 'Resolves the required records and says which are found.',
    }),
    records: defineEndpoint({
      method: 'GET',
      path: '/domains/:id/records',
      ...itemParams,
      response: z.object({ items: z.array(dnsRecordSchema) }),
      summary: 'The DNS records kept for a domain.',
    }),
    createRecord: defineEndpoint({
      method: 'POST',
      path: '/domains/:id/records',
      ...itemParams,
      action: 'update',
      body: dnsRecordInputSchema,
      response: dnsRecordSchema,
    }),
    updateRecord: defineEndpoint({
      method: 'PATCH',
      path: '/domains/:id/records/:recordId',
      ...itemParams,
      action: 'update',
      body: dnsRecordUpdateSchema,
      response: dnsRecordSchema,
    }),
    removeRecord: defineEndpoint({
      method: 'DELETE',
      path: '/domains/:id/records/:recordId',
      ...itemParams,
      action: 'update',
    }),
  },
  services: { primaryDomain: PRIMARY_DOMAIN },
  jobs: { ssl: SSL_JOB },
});
