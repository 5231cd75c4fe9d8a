/** The Abandoned checkouts data hooks, DERIVED from the contract: screens never fetch. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { resourceHooks, useClient, useLiveStatus } from '@storeroom/core';
import { productsContract } from '@storeroom/plugin-products/contract';
import { EMAIL_PREVIEW_PRODUCTS, abandonedContract } from '../../contract';
import type { CheckoutUpdate, EmailPreview, Migration, SendTestEmail } from '../../contract';

/** The `campaigns` resource: list, item, create, update, remove (query keys included). */
export const campaigns = resourceHooks(abandonedContract, 'campaigns');

/** The logs' kinds: every email sent, and the recovered and unrecovered checkouts. */
export type LogKind = 'log' | 'recovered' | 'unrecovered';

/** A statistics range: inclusive days (`yyyy-MM-dd`) in the store's time zone. */
export interface StatsRange {
  start_date: string;
  end_date: string;
}

/** Query keys of the statistics and logs (under the campaigns' keys: a change refreshes them). */
export const abandonedKeys = {
  stats: (range: StatsRange) => [...campaigns.keys.all, 'stats', range] as const,
  log: (kind: LogKind, page: number) => [...campaigns.keys.all, kind, page] as const,
};

/** `POST /abandoned-checkouts/stats`: every campaign's figures in the range, in total and each. */
export function useAbandonedStats(range: StatsRange) {
  const client = useClient(abandonedContract);
  return useQuery({
    queryKey: abandonedKeys.stats(range),
    queryFn: ({ signal }) => client.stats({ body: range, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** One page of the send log, newest first (100 a page, spec 1 §9). */
export function useSendLog(page: number, enabled = true) {
  const client = useClient(abandonedContract);
  return useQuery({
    queryKey: abandonedKeys.log('log', page),
    queryFn: ({ signal }) => client.log({ query: { page }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** One page of the recovered or unrecovered checkouts (50 a page, spec 1 §9). */
export function useCheckoutLog(kind: 'recovered' | 'unrecovered', page: number) {
  const client = useClient(abandonedContract);
  return useQuery({
    queryKey: abandonedKeys.log(kind, page),
    queryFn: ({ signal }) =>
      kind === 'recovered'
        ? client.logsRecovered({ query: { page }, signal })
        : client.logsUnrecovered({ query: { page }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** `GET /abandoned-checkouts/default-sender`: the sender a new campaign starts with (spec 1 §9). */
export function useDefaultSender(enabled: boolean) {
  const client = useClient(abandonedContract);
  return useQuery({
    queryKey: [...campaigns.keys.all, 'default-sender'] as const,
    queryFn: ({ signal }) => client.defaultSender({ signal }),
    enabled,
    retry: false,
  });
}

const products = resourceHooks(productsContract, 'products');

/**
 * The products an email preview shows (spec 1 §7: the products search with is_template false,
 * is_giftcard false, size 2). Without the products area it fails, and the preview shows its
 * sample cart.
 */
export function usePreviewProducts() {
  return products.useSearch(
    { is_template: false, is_giftcard: false },
    { size: EMAIL_PREVIEW_PRODUCTS },
    { retry: false },
  );
}

/** `POST /abandoned-checkouts/preview`: the email's HTML as it would be mailed; `null` waits. */
export function useEmailPreview(body: EmailPreview | null) {
  const client = useClient(abandonedContract);
  return useQuery({
    queryKey: [...campaigns.keys.all, 'preview', body] as const,
    queryFn: ({ signal }) => client.previewEmail({ body: body!, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** `POST /abandoned-checkouts/send-test-email`: the mail lands in the email log. */
export function useSendTestEmail() {
  const client = useClient(abandonedContract);
  return useMutation({ mutationFn: (body: SendTestEmail) => client.sendTestEmail({ body }) });
}

/** `POST /abandoned-checkouts/logs-{kind}/export`: a job mails the CSV's link to the caller. */
export function useExportCheckouts(kind: 'recovered' | 'unrecovered') {
  const client = useClient(abandonedContract);
  return useMutation({
    mutationFn: () => (kind === 'recovered' ? client.exportRecovered({}) : client.exportUnrecovered({})),
  });
}

/** `PATCH /abandoned-checkouts/logs/{id}`: recovered by hand or back; the logs and statistics follow. */
export function useUpdateCheckout() {
  const client = useClient(abandonedContract);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CheckoutUpdate }) =>
      client.updateCheckout({ params: { id: String(id) }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaigns.keys.all }),
  });
}

/** Refreshes the campaigns with their statistics and the logs. */
export function useRefreshAbandoned() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: campaigns.keys.all });
}

/** The orders migration's query key (under the campaigns' keys: a change refreshes it). */
const migrationKey = [...campaigns.keys.all, 'migration'] as const;

/**
 * `GET /abandoned-checkouts/orders/migrate`: the last (or running) orders migration. The live
 * channel's `MIGRATION_LIVE_EVENT` keeps it current (`useSetMigration`); while a run is under
 * way it is read again every 2 s when the channel is down, every 10 s when it is up (an event
 * may be lost), and once more when the channel comes back.
 */
export function useMigration(enabled = true) {
  const client = useClient(abandonedContract);
  const status = useLiveStatus();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: migrationKey,
    queryFn: ({ signal }) => client.migrationStatus({ signal }),
    enabled,
    retry: false,
    refetchInterval: (q) => {
      const state = q.state.data?.state;
      if (state !== 'queued' && state !== 'active') return false;
      return status === 'connected' ? 10_000 : 2_000;
    },
  });
  const previous = useRef(status);
  useEffect(() => {
    if (enabled && status === 'connected' && previous.current === 'reconnecting')
      void queryClient.invalidateQueries({ queryKey: migrationKey });
    previous.current = status;
  }, [enabled, status, queryClient]);
  return query;
}

/** Keeps the migration as a live event told it (a later progress never goes back to an earlier one). */
export function useSetMigration() {
  const queryClient = useQueryClient();
  return (next: Migration) =>
    queryClient.setQueryData<Migration>(migrationKey, (known) => {
      const sameRun = known && known.job_id === next.job_id;
      const finished = (m: Migration) => m.state === 'completed' || m.state === 'failed';
      if (sameRun && finished(known) && !finished(next)) return known;
      if (sameRun && !finished(next) && known.done > next.done) return known;
      return next;
    });
}

/** `POST /abandoned-checkouts/orders/migrate`: starts it (or answers the one running). */
export function useStartMigration() {
  const client = useClient(abandonedContract);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.migrateOrders({}),
    onSuccess: (migration) => queryClient.setQueryData(migrationKey, migration),
  });
}

/** `POST /abandoned-checkouts/{id}/stats`: one campaign's figures in the range. */
export function useCampaignStats(id: number | null, range: StatsRange) {
  const client = useClient(abandonedContract);
  return useQuery({
    queryKey: [...campaigns.keys.all, 'campaign-stats', id, range] as const,
    queryFn: ({ signal }) => client.campaignStats({ params: { id: String(id) }, body: range, signal }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** `POST /abandoned-checkouts/{id}/log`: one page of the emails one campaign sent (100 a page). */
export function useCampaignLog(id: number | null, page: number) {
  const client = useClient(abandonedContract);
  return useQuery({
    queryKey: [...campaigns.keys.all, 'campaign-log', id, page] as const,
    queryFn: ({ signal }) => client.campaignLog({ params: { id: String(id) }, query: { page }, signal }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
