/** The Abandoned checkouts data hooks, DERIVED from the contract: screens never fetch. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceHooks, useClient } from '@storeroom/core';
import { productsContract } from '@storeroom/plugin-products/contract';
import { EMAIL_PREVIEW_PRODUCTS, abandonedContract } from '../../contract';
import type { CheckoutUpdate, EmailPreview, SendTestEmail } from '../../contract';

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
 * `GET /abandoned-checkouts/orders/migrate`: the last (or running) orders migration; read again
 * every 2 s while it runs (the live channel's job events, `useJob`, refresh it sooner).
 */
export function useMigration(enabled = true) {
  const client = useClient(abandonedContract);
  return useQuery({
    queryKey: migrationKey,
    queryFn: ({ signal }) => client.migrationStatus({ signal }),
    enabled,
    retry: false,
    refetchInterval: (q) => {
      const state = q.state.data?.state;
      return state === 'queued' || state === 'active' ? 2_000 : false;
    },
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

/** Refreshes the migration's state (a job event said it moved). */
export function useRefreshMigration() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: migrationKey });
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
