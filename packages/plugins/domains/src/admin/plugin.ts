import { definePlugin } from '@storeroom/core';
import { DOMAINS_PATHS, DOMAINS_SUBJECT } from '../contract/shell';

const list = () => import('./routes/domains-list').then((m) => m.DomainsListPage);

/**
 * Everything the Domains plugin gives the shell, on one screen. The manifest reads only the
 * zod-free model; each screen loads lazily (its own chunk).
 */
export const domainsPlugin = definePlugin({
  id: 'domains',
  name: 'Domains',
  subjects: [DOMAINS_SUBJECT],
  routes: [
    // spec 1 §2: the list; `/admin/domains/index` is the dashboard checklist's shortcut (spec 2 §2).
    { path: DOMAINS_PATHS.list, subject: DOMAINS_SUBJECT, title: 'Domains', load: list },
    { path: DOMAINS_PATHS.index, subject: DOMAINS_SUBJECT, title: 'Domains', load: list },
    {
      path: DOMAINS_PATHS.buy,
      subject: DOMAINS_SUBJECT,
      title: 'Buy a domain',
      load: () => import('./routes/domains-buy').then((m) => m.DomainsBuyPage),
    },
    {
      path: DOMAINS_PATHS.confirm,
      subject: DOMAINS_SUBJECT,
      title: 'Confirm purchase',
      load: () => import('./routes/domains-confirm').then((m) => m.DomainsConfirmPage),
    },
  ],
  // spec 4 §2 menu links: /admin/domains in the settings group.
  menu: [{ group: 'settings', label: 'Domains', path: DOMAINS_PATHS.list, subject: DOMAINS_SUBJECT }],
});
