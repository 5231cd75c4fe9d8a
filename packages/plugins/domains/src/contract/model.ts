/**
 * The Domains area's zod-free half of its contract: the subject, enumerations, constants and
 * messages (spec 1 §2-§9). The admin manifest reads only this, so the shell's first load
 * carries no schema library; `./index.ts` re-exports it.
 */

export * from './shell';

/** SSL status (spec 1 §3): disabled 0, enabled 1, queued 2, processing 3, failed 4. */
export const SSL_STATUS = { disabled: 0, enabled: 1, queued: 2, processing: 3, failed: 4 } as const;
export type SslStatus = (typeof SSL_STATUS)[keyof typeof SSL_STATUS];
export const SSL_STATUS_LABELS: Record<SslStatus, string> = {
  0: 'Disabled',
  1: 'Enabled',
  2: 'Queued',
  3: 'Processing',
  4: 'Failed',
};

/** spec 1 §4 SSL: from disabled or failed the user can activate; from enabled, deactivate. */
export function canActivateSsl(status: SslStatus): boolean {
  return status === SSL_STATUS.disabled || status === SSL_STATUS.failed;
}
export function canDeactivateSsl(status: SslStatus): boolean {
  return status === SSL_STATUS.enabled;
}
/** Queued and processing are transitional (spec 1 §4): the admin follows them. */
export function isSslPending(status: SslStatus): boolean {
  return status === SSL_STATUS.queued || status === SSL_STATUS.processing;
}

/** How a domain came to the store: connected (DNS elsewhere) or bought here (spec 1 §2 tabs). */
export const DOMAIN_KINDS = ['connected', 'bought'] as const;
export type DomainKind = (typeof DOMAIN_KINDS)[number];

/** Domain renew (and purchase) length: 1 to 5 years (spec 1 §9). */
export const DOMAIN_YEARS_MIN = 1;
export const DOMAIN_YEARS_MAX = 5;
export const DOMAIN_YEARS = [1, 2, 3, 4, 5] as const;

/**
 * Supported endings (spec 1 §9) with the sandbox registrar's yearly price in minor units (the
 * spec names the endings, not prices: these are the sandbox's, a real registrar answers its own).
 */
export const DOMAIN_ENDINGS = {
  com: 1299,
  ca: 1599,
  info: 1499,
  net: 1399,
  biz: 1599,
  org: 1399,
  co: 2999,
  'co.uk': 999,
  eu: 999,
  in: 1199,
  us: 1099,
} as const;
export type DomainEnding = keyof typeof DOMAIN_ENDINGS;

/** The ending of a name among the supported ones (the longest match: `co.uk` before `uk`). */
export function domainEnding(domain: string): DomainEnding | null {
  const name = domain.toLowerCase();
  const endings = Object.keys(DOMAIN_ENDINGS).sort((a, b) => b.length - a.length) as DomainEnding[];
  return endings.find((ending) => name.endsWith(`.${ending}`) && name.length > ending.length + 1) ?? null;
}

/** Legal type and accept-rules are required for ca, us and co.uk domains (spec 1 §5). */
export const LEGAL_TYPE_ENDINGS: readonly DomainEnding[] = ['ca', 'us', 'co.uk'];
export function needsLegalType(domain: string): boolean {
  const ending = domainEnding(domain);
  return ending !== null && LEGAL_TYPE_ENDINGS.includes(ending);
}

/** Legal types per country (spec 1 §9: they exist for CA, US and UK), as the registries name them. */
export const LEGAL_TYPES: Record<'ca' | 'us' | 'co.uk', readonly { value: string; label: string }[]> = {
  ca: [
    { value: 'CCO', label: 'Canadian corporation' },
    { value: 'CCT', label: 'Canadian citizen' },
    { value: 'RES', label: 'Permanent resident of Canada' },
    { value: 'GOV', label: 'Government or government entity' },
    { value: 'EDU', label: 'Canadian educational institution' },
    { value: 'ASS', label: 'Canadian unincorporated association' },
    { value: 'TDM', label: 'Trade-mark registered in Canada' },
  ],
  us: [
    { value: 'C11', label: 'A United States citizen' },
    { value: 'C12', label: 'A permanent resident of the United States' },
    { value: 'C21', label: 'A United States organisation' },
    {
      value: 'C31',
      label: 'A foreign entity that regularly engages in lawful activities in the United States',
    },
    { value: 'C32', label: 'A foreign entity with an office in the United States' },
  ],
  'co.uk': [
    { value: 'IND', label: 'UK individual' },
    { value: 'LTD', label: 'UK limited company' },
    { value: 'PLC', label: 'UK public limited company' },
    { value: 'PTNR', label: 'UK partnership' },
    { value: 'LLP', label: 'UK limited liability partnership' },
    { value: 'STRA', label: 'UK sole trader' },
    { value: 'FIND', label: 'Non-UK individual' },
    { value: 'FCORP', label: 'Non-UK corporation' },
  ],
};
export function legalTypesFor(domain: string): readonly { value: string; label: string }[] {
  const ending = domainEnding(domain);
  return ending === 'ca' || ending === 'us' || ending === 'co.uk' ? LEGAL_TYPES[ending] : [];
}

/**
 * Where a connected domain must point (the DNS records modal lists them): an A record of the
 * apex and a CNAME of www. Documentation addresses (RFC 5737 and a .test host): a real
 * deployment configures its own.
 */
export const DOMAIN_TARGETS = { a: '203.0.113.10', cname: 'stores.storeroom.test' } as const;

/** DNS record types a merchant can keep for a domain bought here. */
export const DNS_RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT'] as const;
export type DnsRecordType = (typeof DNS_RECORD_TYPES)[number];

/** Notifications about SSL last 15000 ms (spec 1 §9). */
export const SSL_NOTICE_MS = 15000;
/** After 'Domain is not available for registration.' the user goes back to the buy page after 5 s (spec 1 §8). */
export const NOT_AVAILABLE_REDIRECT_MS = 5000;
/** How often the admin reads a domain while its SSL state is transitional. */
export const SSL_POLL_MS = 1000;

/**
 * The sandbox registrar's rule (documented in the README and shown on the buy page): a name
 * whose first label contains "taken" is unavailable; every other supported name is available.
 */
export const SANDBOX_REGISTRAR_RULE = 'Sandbox registrar: names containing "taken" are unavailable.';
/**
 * The sandbox resolver's rule: a domain bought here resolves to the platform; a connected
 * domain whose name contains "nodns" resolves nothing; any other name resolves to the platform.
 */
export const SANDBOX_RESOLVER_RULE =
  'Sandbox DNS: names containing "nodns" resolve nothing; every other name points to the platform.';

export const DOMAINS_PAGE_SIZE = 50;
export const DOMAINS_DEFAULT_SORT = 'id';

/** Messages shown to people: the spec's verbatim where it gives them (the server answers the same ones). */
/** How far ahead the header warns of a domain's expiry (spec 4 §9 "overdue domains look ahead 12 days"). */
export const DOMAIN_EXPIRY_NOTICE_DAYS = 12;

export const DOMAINS_MESSAGES = {
  /** spec 1 §5 / §8 */
  notAvailable: 'Domain is not available for registration.',
  /** spec 1 §8 success messages */
  deleted: 'Domain successfully deleted.',
  updated: 'Domain settings successfully updated',
  /** spec 4 §5 (done-for-you's domain rules, same area) */
  recordEmpty: 'Record can not be empty',
  needDomain: 'You need to connect or buy a domain first.',
  domainInvalid: 'Enter a valid domain name, such as example.com.',
  domainUsed: 'This domain is already connected to a store.',
  endingUnsupported: 'This domain ending is not supported.',
  legalTypeRequired: 'Choose a legal type.',
  legalTypeInvalid: 'Choose a legal type of the list.',
  acceptRulesRequired: 'Accept the registry rules to continue.',
  yearsInvalid: 'Choose 1 to 5 years.',
  renewConnected: 'Only domains bought here can be renewed.',
  recordTypeInvalid: 'Choose a record type.',
  recordNameInvalid: 'Enter a host name: @, a label such as www, or a name under the domain.',
  sslCannotActivate: 'SSL can be activated only when it is disabled or failed.',
  sslCannotDeactivate: 'SSL can be deactivated only when it is enabled.',
  /** SSL notices (shown for SSL_NOTICE_MS). */
  sslQueued: 'SSL activation started. The certificate is issued in the background.',
  sslEnabled: 'SSL certificate issued.',
  sslFailed: 'SSL certificate could not be issued.',
  sslDisabled: 'SSL deactivated.',
  connected: 'Domain connected. Create its DNS records to point it to your store.',
  bought: 'Domain bought.',
  /** The header's notice (spec 4 §9: domains about to expire, looked for 12 days ahead). */
  expiring: (domain: string, days: number) =>
    days <= 0
      ? `Your domain ${domain} has expired: renew it.`
      : `Your domain ${domain} expires in ${days} day${days === 1 ? '' : 's'}: renew it.`,
  renewed: 'Domain renewed.',
  recordSaved: 'DNS record saved.',
  recordDeleted: 'DNS record deleted.',
  confirmDelete: 'Are you sure you want to delete this domain?',
  confirmDeleteRecord: 'Are you sure you want to delete this DNS record?',
  notFound: 'Domain not found',
  recordNotFound: 'DNS record not found',
  recordMissing: 'The {type} record of {name} pointing to {content} was not found.',
} as const;

/** Fills `{name}` placeholders of a message. */
export function formatDomainMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));
}
