/**
 * What the Domains admin manifest reads at the shell's first load (its subject and pages). The rest
 * of the model loads with the screens: a module the first load imports is bundled there whole, with
 * every export any screen uses. `./model.ts` re-exports this.
 */
import { SUBJECTS } from '@storeroom/core/access';

/**
 * Core's standard `domains` subject (spec 1 §3 "Employee access areas"). Limited access is
 * read-only: the list, the DNS records and the SSL state are visible, nothing changes.
 */
export const DOMAINS_SUBJECT = SUBJECTS.domains;

/** The screens (spec 1 §2; `/admin/domains/index` is the dashboard checklist's shortcut, spec 2 §2). */
export const DOMAINS_PATHS = {
  list: '/admin/domains',
  index: '/admin/domains/index',
  buy: '/admin/domains/buy',
  confirm: '/admin/domains/confirm',
} as const;
