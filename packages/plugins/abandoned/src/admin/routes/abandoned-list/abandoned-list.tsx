import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useFormat, useRights, useToast } from '@storeroom/core';
import {
  Button,
  DateRangePicker,
  EmptyState,
  Grid,
  Inline,
  Page,
  Pagination,
  Spinner,
  Stack,
  Stat,
  Switch,
  Table,
  Tabs,
  dateRangeFromPreset,
} from '@storeroom/ui';
import type { DatePreset, DateRangeValue } from '@storeroom/ui';
import {
  ABANDONED_MESSAGES,
  ABANDONED_SUBJECT,
  EMAIL_TYPE_LABELS,
  LOG_GRID_PAGE_SIZE,
} from '../../../contract';
import type { Campaign, Checkout } from '../../../contract';
import {
  campaigns,
  useAbandonedStats,
  useCheckoutLog,
  useExportCheckouts,
  useUpdateCheckout,
} from '../../data';
import type { StatsRange } from '../../data';
import { CampaignEditor, campaignIdOf } from '../abandoned-edit';
import { CampaignDialog } from './campaign-dialog';
import { MigrateDialog } from './migrate-dialog';
import { SendLogGrid } from './send-log';

const M = ABANDONED_MESSAGES;
const TABS = ['campaigns', 'recovered', 'unrecovered', 'log'] as const;
const EDIT_PATH = '/admin/abandoned/edit';

function Loading({ label }: { label: string }) {
  return <Spinner label={label} />;
}

function LoadError({ title, error }: { title: string; error: Error }) {
  return <EmptyState tone="error" size="compact" title={title} description={error.message} />;
}

/** The periods the statistics offer: whole days in the store's time zone (spec 1 §7 stats). */
const STATS_PRESETS: readonly DatePreset[] = ['today', 'yesterday', '1w', '1m', '3m', 'custom'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The statistics over every campaign in the period: abandoned, sent, opened, recovered and their value. */
function Statistics({ range }: { range: StatsRange }) {
  const format = useFormat();
  const { data, isPending, isError, error } = useAbandonedStats(range);
  if (isError) return <LoadError title="The statistics could not be loaded." error={error} />;
  return (
    <Grid minItemWidth="sm" gap={2} aria-label="Statistics">
      <Stat headingLevel={2} label="Abandoned checkouts" value={data?.abandoned ?? '—'} loading={isPending} />
      <Stat headingLevel={2} label="Emails sent" value={data?.sent ?? '—'} loading={isPending} />
      <Stat headingLevel={2} label="Emails opened" value={data?.opened ?? '—'} loading={isPending} />
      <Stat headingLevel={2} label="Recovered checkouts" value={data?.recovered ?? '—'} loading={isPending} />
      <Stat
        headingLevel={2}
        label="Recovered value"
        value={data ? format.money(data.recovered_value) : '—'}
        loading={isPending}
      />
    </Grid>
  );
}

/** The publish toggle of a row (spec 1 §4): 'Campaign activated.' / 'Campaign deactivated.'. */
function ActiveSwitch({ campaign, readOnly }: { campaign: Campaign; readOnly: boolean }) {
  const update = campaigns.useUpdate();
  const toast = useToast();
  return (
    <Switch
      aria-label={`Active: ${campaign.title}`}
      checked={campaign.is_published}
      disabled={readOnly || update.isPending}
      onCheckedChange={async (checked) => {
        try {
          await update.mutateAsync({ id: campaign.id, body: { is_published: checked } });
          toast.success(checked ? M.activated : M.deactivated);
        } catch (e) {
          toast.error(e instanceof Error ? e.message : String(e));
        }
      }}
    />
  );
}

/** The campaigns, each with its figures in the statistics' period, and the publish toggle. */
function CampaignsTable({ readOnly, range }: { readOnly: boolean; range: StatsRange }) {
  const format = useFormat();
  const { data, isPending, isError, error } = campaigns.useList({ size: 200 });
  const stats = useAbandonedStats(range);
  const [shown, setShown] = useState<Campaign | null>(null);
  const figures = new Map(stats.data?.campaigns.map((c) => [c.campaign_id, c]));
  const figure = (id: number, key: 'sent' | 'opened' | 'recovered') =>
    stats.data ? (figures.get(id)?.[key] ?? 0) : '—';
  if (isPending) return <Loading label="Loading campaigns" />;
  if (isError) return <LoadError title="The campaigns could not be loaded." error={error} />;
  if (data.items.length === 0)
    return (
      <EmptyState
        size="compact"
        title="No campaigns yet"
        description="A campaign mails shoppers who left their checkout, in up to three stages."
      />
    );
  return (
    <>
      <CampaignDialog campaign={shown} range={range} onClose={() => setShown(null)} />
      <Table.Root aria-label="Campaigns">
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>Title</Table.HeaderCell>
            <Table.HeaderCell>Emails</Table.HeaderCell>
            <Table.HeaderCell align="end">Sent</Table.HeaderCell>
            <Table.HeaderCell align="end">Opened</Table.HeaderCell>
            <Table.HeaderCell align="end">Recovered</Table.HeaderCell>
            <Table.HeaderCell align="end">Recovered value</Table.HeaderCell>
            <Table.HeaderCell>Active</Table.HeaderCell>
            <Table.HeaderCell>Details</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {data.items.map((campaign) => (
            <Table.Row key={campaign.id}>
              <Table.Cell>
                <RouterLink to={`?id=${campaign.id}`}>{campaign.title}</RouterLink>
              </Table.Cell>
              <Table.Cell>
                {campaign.emails.map((e) => EMAIL_TYPE_LABELS[e.template_type]).join(', ')}
              </Table.Cell>
              <Table.Cell align="end">{figure(campaign.id, 'sent')}</Table.Cell>
              <Table.Cell align="end">{figure(campaign.id, 'opened')}</Table.Cell>
              <Table.Cell align="end">{figure(campaign.id, 'recovered')}</Table.Cell>
              <Table.Cell align="end">
                {stats.data ? format.money(figures.get(campaign.id)?.recovered_value ?? 0) : '—'}
              </Table.Cell>
              <Table.Cell>
                <ActiveSwitch campaign={campaign} readOnly={readOnly} />
              </Table.Cell>
              <Table.Cell>
                <Button aria-label={`Details: ${campaign.title}`} onClick={() => setShown(campaign)}>
                  Details
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </>
  );
}

/** Exports a log: a job mails the CSV's link (spec 1 §8 "Report will be sent to your email"). */
function ExportButton({ kind, label }: { kind: 'recovered' | 'unrecovered'; label: string }) {
  const exportCsv = useExportCheckouts(kind);
  const toast = useToast();
  return (
    <Button
      loading={exportCsv.isPending}
      onClick={async () => {
        try {
          toast.success((await exportCsv.mutateAsync()).message);
        } catch (e) {
          toast.error(e instanceof Error ? e.message : String(e));
        }
      }}
    >
      {`Export ${label.toLowerCase()}`}
    </Button>
  );
}

/** Moves a checkout to the other log (`PATCH /abandoned-checkouts/logs/{id}`). */
function MarkButton({ checkout }: { checkout: Checkout }) {
  const update = useUpdateCheckout();
  const toast = useToast();
  const recovered = checkout.recovered_at !== null;
  return (
    <Button
      aria-label={`${recovered ? 'Mark unrecovered' : 'Mark recovered'}: ${checkout.email}`}
      loading={update.isPending}
      onClick={async () => {
        try {
          await update.mutateAsync({ id: checkout.id, body: { recovered: !recovered } });
          toast.success(recovered ? M.markedUnrecovered : M.markedRecovered);
        } catch (e) {
          toast.error(e instanceof Error ? e.message : String(e));
        }
      }}
    >
      {recovered ? 'Mark unrecovered' : 'Mark recovered'}
    </Button>
  );
}

/**
 * The recovered or unrecovered checkouts, 50 a page (spec 1 §9), each with the spec's log
 * entry (customer, e-mail, campaign); an export of the whole log; full access moves a
 * checkout to the other log.
 */
function CheckoutGrid({ kind, canEdit }: { kind: 'recovered' | 'unrecovered'; canEdit: boolean }) {
  const format = useFormat();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error } = useCheckoutLog(kind, page);
  const label = kind === 'recovered' ? 'Recovered checkouts' : 'Unrecovered checkouts';
  if (isPending) return <Loading label={`Loading ${label.toLowerCase()}`} />;
  if (isError) return <LoadError title={`The ${label.toLowerCase()} could not be loaded.`} error={error} />;
  if (data.items.length === 0) return <EmptyState size="compact" title={`No ${label.toLowerCase()}`} />;
  return (
    <Stack gap={2}>
      <Inline justify="end">
        <ExportButton kind={kind} label={label} />
      </Inline>
      <Table.Root aria-label={label}>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>Customer</Table.HeaderCell>
            <Table.HeaderCell>Email</Table.HeaderCell>
            <Table.HeaderCell>Campaign</Table.HeaderCell>
            <Table.HeaderCell>Cart</Table.HeaderCell>
            <Table.HeaderCell align="end">Total</Table.HeaderCell>
            <Table.HeaderCell>Started</Table.HeaderCell>
            <Table.HeaderCell align="end">Emails sent</Table.HeaderCell>
            {kind === 'recovered' ? <Table.HeaderCell>Recovered</Table.HeaderCell> : null}
            {canEdit ? <Table.HeaderCell>Actions</Table.HeaderCell> : null}
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {data.items.map((checkout) => (
            <Table.Row key={checkout.id}>
              <Table.Cell>{checkout.full_name || '—'}</Table.Cell>
              <Table.Cell>{checkout.email}</Table.Cell>
              <Table.Cell>{checkout.campaign ?? '—'}</Table.Cell>
              <Table.Cell>{checkout.items.map((i) => `${i.title} × ${i.quantity}`).join(', ')}</Table.Cell>
              <Table.Cell align="end">{format.money(checkout.total)}</Table.Cell>
              <Table.Cell>{format.dateTime(checkout.created_at)}</Table.Cell>
              <Table.Cell align="end">{checkout.emails_sent}</Table.Cell>
              {kind === 'recovered' ? (
                <Table.Cell>{checkout.recovered_at ? format.dateTime(checkout.recovered_at) : ''}</Table.Cell>
              ) : null}
              {canEdit ? (
                <Table.Cell>
                  <MarkButton checkout={checkout} />
                </Table.Cell>
              ) : null}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Pagination
        label={`${label} pages`}
        page={page}
        pageCount={Math.max(1, data._meta.pageCount)}
        pageSize={LOG_GRID_PAGE_SIZE}
        totalCount={data._meta.totalCount}
        onPageChange={setPage}
      />
    </Stack>
  );
}

/**
 * `/admin/abandoned/index` and `/admin/abandoned` (spec 1 §2): the campaigns with their
 * publish toggles and statistics, and the logs of recovered and unrecovered checkouts and of
 * the emails sent. `?id=` opens that campaign. Limited access reads only.
 */
export function AbandonedListPage() {
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  // The statistics' period (default the last month, as the other statistics): the totals and
  // each campaign's figures follow it.
  const [period, setPeriod] = useState<DateRangeValue>(() =>
    dateRangeFromPreset('1m', undefined, format.timeZone),
  );
  const [range, setRange] = useState<StatsRange>({ start_date: period.from, end_date: period.to });
  // The open tab is list state, kept in the URL (`?tab=`): a reload or a shared link keeps it.
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'campaigns';
  const id = campaignIdOf(params);
  const { canCreate, canEdit } = useRights(ABANDONED_SUBJECT);
  const [migrating, setMigrating] = useState(false);
  if (id !== null) return <CampaignEditor key={id} id={id} />;
  return (
    <Page
      title="Abandoned checkouts"
      description="Recovery emails for shoppers who started a checkout and placed no order."
      actions={
        <>
          <Button onClick={() => setMigrating(true)}>Migrate orders</Button>
          {canCreate ? (
            <RouterLink className="sr-button" data-variant="primary" to={EDIT_PATH}>
              New campaign
            </RouterLink>
          ) : null}
        </>
      }
    >
      <MigrateDialog open={migrating} onOpenChange={setMigrating} canStart={canEdit} />
      <Stack gap={2}>
        <DateRangePicker
          label="Statistics period"
          presets={STATS_PRESETS}
          value={period}
          timeZone={format.timeZone}
          onValueChange={(next) => {
            setPeriod(next);
            // A custom period is asked for once both of its days are complete.
            if (DAY.test(next.from) && DAY.test(next.to))
              setRange({ start_date: next.from, end_date: next.to });
          }}
        />
        <Statistics range={range} />
      </Stack>
      <Tabs.Root
        value={tab}
        onValueChange={(next) =>
          setParams(
            (current) => {
              const copy = new URLSearchParams(current);
              if (next === 'campaigns') copy.delete('tab');
              else copy.set('tab', next);
              return copy;
            },
            { replace: true },
          )
        }
      >
        <Tabs.List aria-label="Abandoned checkouts">
          <Tabs.Trigger value="campaigns">Campaigns</Tabs.Trigger>
          <Tabs.Trigger value="recovered">Recovered</Tabs.Trigger>
          <Tabs.Trigger value="unrecovered">Unrecovered</Tabs.Trigger>
          <Tabs.Trigger value="log">Email log</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="campaigns">
          <CampaignsTable readOnly={!canEdit} range={range} />
        </Tabs.Content>
        <Tabs.Content value="recovered">
          <CheckoutGrid kind="recovered" canEdit={canEdit} />
        </Tabs.Content>
        <Tabs.Content value="unrecovered">
          <CheckoutGrid kind="unrecovered" canEdit={canEdit} />
        </Tabs.Content>
        <Tabs.Content value="log">
          <SendLogGrid />
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}
