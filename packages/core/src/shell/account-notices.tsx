import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { coreRoutes } from '../contract/core-routes';
import { useClient } from '../plugin/use-client';
import { useAccount } from '../admin/admin-context';

/** How long the header keeps the notices before asking again (they change by the day). */
const NOTICES_STALE_MS = 5 * 60_000;

/**
 * What the signed-in user should know before anything else (spec 4 §9: an overdue invoice, a
 * domain about to expire), above every page: each area adds its own on the server
 * (`ACCOUNT_NOTICES`). Nothing is shown while loading or when the call fails: the notices
 * never stand between the user and the page.
 */
export function AccountNotices() {
  const client = useClient(coreRoutes);
  const storeId = useAccount()?.store.id;
  const notices = useQuery({
    queryKey: ['core', 'account-notices', storeId],
    queryFn: () => client.accountNotices(),
    staleTime: NOTICES_STALE_MS,
    retry: false,
    enabled: storeId !== undefined,
  });
  const items = notices.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="sr-notices sr-print-hide" aria-label="Notices">
      <ul>
        {items.map((notice) => (
          <li key={notice.id} className={`sr-notice sr-notice--${notice.tone}`}>
            <span>{notice.message}</span>
            {notice.href ? <Link to={notice.href}>{notice.action ?? 'Open'}</Link> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
