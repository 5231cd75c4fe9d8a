import { Link as RouterLink } from 'react-router';
import { useFormat } from '@storeroom/core';
import { Button, Dialog, EmptyState, Grid, Stack, Stat } from '@storeroom/ui';
import { EMAIL_TYPE_LABELS, TIMEOUT_TYPE_LABELS, timeoutAmount } from '../../../contract';
import type { Campaign } from '../../../contract';
import { useCampaignStats } from '../../data';
import type { StatsRange } from '../../data';
import { SendLogGrid } from './send-log';

/** A statistics day (`yyyy-MM-dd`, already the store's) as the product shows dates (MM/DD/YYYY). */
const shownDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

export interface CampaignDialogProps {
  /** The campaign shown; null closes the dialog. */
  campaign: Campaign | null;
  /** The list's statistics period: the figures follow it. */
  range: StatsRange;
  onClose: () => void;
}

/** One campaign's figures in the period (`POST /abandoned-checkouts/{id}/stats`). */
function CampaignFigures({ id, range }: { id: number; range: StatsRange }) {
  const format = useFormat();
  const { data, isPending, isError, error } = useCampaignStats(id, range);
  if (isError)
    return (
      <EmptyState
        tone="error"
        size="compact"
        title="The statistics could not be loaded."
        description={error.message}
      />
    );
  return (
    <Grid minItemWidth="sm" gap={2} aria-label="Campaign statistics">
      <Stat headingLevel={3} label="Checkouts mailed" value={data?.checkouts ?? '—'} loading={isPending} />
      <Stat headingLevel={3} label="Emails sent" value={data?.sent ?? '—'} loading={isPending} />
      <Stat headingLevel={3} label="Emails opened" value={data?.opened ?? '—'} loading={isPending} />
      <Stat headingLevel={3} label="Recovered checkouts" value={data?.recovered ?? '—'} loading={isPending} />
      <Stat
        headingLevel={3}
        label="Recovered value"
        value={data ? format.money(data.recovered_value) : '—'}
        loading={isPending}
      />
    </Grid>
  );
}

/**
 * A campaign's modal on the list (spec 1 §2 "Abandoned list: stats, logs, campaign modals"):
 * its staged emails, its statistics in the list's period and the emails it sent (100 a page),
 * with a way to its editor.
 */
export function CampaignDialog({ campaign, range, onClose }: CampaignDialogProps) {
  return (
    <Dialog.Root open={campaign !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {campaign ? (
        <Dialog.Content
          title={campaign.title}
          description={`${campaign.is_published ? 'Active' : 'Inactive'} · statistics from ${shownDay(
            range.start_date,
          )} to ${shownDay(range.end_date)}`}
          size="lg"
          footer={
            <>
              <Dialog.Close asChild>
                <Button variant="ghost">Close</Button>
              </Dialog.Close>
              <RouterLink className="sr-button" data-variant="primary" to={`?id=${campaign.id}`}>
                Open campaign
              </RouterLink>
            </>
          }
        >
          <Stack gap={3}>
            <ol aria-label="Emails">
              {campaign.emails.map((email, i) => (
                <li key={i}>
                  {`${EMAIL_TYPE_LABELS[email.template_type]}: “${email.subject}”, after ${timeoutAmount(
                    email.timeout,
                    email.timeout_type,
                  )} ${TIMEOUT_TYPE_LABELS[email.timeout_type].toLowerCase()}`}
                </li>
              ))}
            </ol>
            <CampaignFigures id={campaign.id} range={range} />
            <SendLogGrid campaignId={campaign.id} />
          </Stack>
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}
