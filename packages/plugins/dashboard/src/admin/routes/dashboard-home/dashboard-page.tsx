import { useState } from 'react';
import { Slot, useAccount, useFormat, usePermission } from '@storeroom/core';
import { EmptyState, Page, Skeleton, Stack } from '@storeroom/ui';
import { DASHBOARD_WIDGETS } from '../../../contract/model';
import { DASHBOARD_MESSAGES, DASHBOARD_SUBJECT } from '../../../contract';
import { OverviewSection } from '../../components/overview-section';
import { SetupChecklist } from '../../components/setup-checklist';
import { StatisticsSection } from '../../components/statistics-section';
import { TrialPromo } from '../../components/trial-promo';
import { useDashboardInfo } from '../../data';

export interface DashboardPageProps {
  /** The clock (stories and tests pass a fixed one); default the current time. */
  now?: () => number;
}

/**
 * `/admin`: the greeting by the hour in the store's time zone (spec 2 §9), then, for users
 * with the dashboard rule (spec 2 §6), the trial promo, setup checklist, figures at a glance
 * and period statistics; then the `dashboard.widgets` slot other plugins fill (the orders
 * plugin's last orders, shown to users with an orders rule).
 */
export function DashboardPage({ now }: DashboardPageProps) {
  const clock = now ?? Date.now;
  const account = useAccount();
  const format = useFormat();
  const allowed = usePermission(DASHBOARD_SUBJECT);
  const info = useDashboardInfo(allowed);
  const [openedAt] = useState(clock);
  const name = info.data?.greeting_name || account?.profile.full_name || '';
  return (
    <Page
      title="Dashboard"
      description={
        <Stack as="span" gap={1}>
          <strong>
            {`${format.greetingAt(openedAt)}${name ? `, ${name}` : ''}. Welcome to ${account?.store.title ?? 'your store'}.`}
          </strong>
          <span>{`Today is ${format.date(openedAt)} in the store's time zone (${format.timeZone}).`}</span>
        </Stack>
      }
    >
      {allowed ? (
        <>
          {info.isPending ? (
            <Skeleton lines={3} />
          ) : info.isError ? (
            <EmptyState tone="error" title={DASHBOARD_MESSAGES.loadFailed} description={info.error.message} />
          ) : (
            <>
              <TrialPromo trial={info.data.trial} now={clock} />
              <SetupChecklist steps={info.data.checklist} />
            </>
          )}
          <OverviewSection />
          <StatisticsSection now={now ? new Date(openedAt) : undefined} />
        </>
      ) : null}
      {/* Widgets other plugins offer (spec 2 §2: last orders, the hello plugin's summary). */}
      <Slot slot={DASHBOARD_WIDGETS} />
    </Page>
  );
}
