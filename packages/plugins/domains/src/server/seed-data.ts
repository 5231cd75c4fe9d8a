import type { DomainKind, SslStatus } from '../contract';

/** Demo domains (data only, no rules): the dev server's seed, the stories' rows and the tests' expectations. */
export const SEED_DOMAINS: {
  domain: string;
  primary: boolean;
  kind: DomainKind;
  ssl_status: SslStatus;
  ssl_errors: string[];
  connected: boolean;
}[] = [
  // Connected, its records not checked yet: the checklist's "Connect a domain" is still open.
  {
    domain: 'my-demo-store.com',
    primary: true,
    kind: 'connected',
    ssl_status: 0,
    ssl_errors: [],
    connected: false,
  },
  // The sandbox resolver finds nothing for "nodns" names: its SSL failed.
  {
    domain: 'shop-nodns.net',
    primary: false,
    kind: 'connected',
    ssl_status: 4,
    ssl_errors: ['The A record of shop-nodns.net pointing to 203.0.113.10 was not found.'],
    connected: false,
  },
];

/** The second demo store's domains (one bought, one connected), which the main store never sees. */
export const SEED_SECOND_STORE_DOMAIN = 'second-demo-store.com';
export const SEED_SECOND_STORE_CONNECTED = 'second-store-shop.org';
