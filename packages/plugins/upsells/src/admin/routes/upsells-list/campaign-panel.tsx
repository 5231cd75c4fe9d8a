import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { errorMessages, usePanelForm } from '@storeroom/core';
import type { GridPanelContext } from '@storeroom/core';
import {
  Button,
  Checkbox,
  DescriptionList,
  EmptyState,
  Field,
  FormErrors,
  Inline,
  Input,
  Spinner,
  Stack,
  StatusPill,
  Table,
} from '@storeroom/ui';
import { UPSELLS_MESSAGES, UPSELL_TYPE_INFO } from '../../../contract';
import type { Upsell } from '../../../contract';
import { campaigns, useCampaignStatistics } from '../../data';
import { STATUS_LABELS, statusOf } from './upsells-list';

const panelSchema = z.object({ is_draft: z.boolean() });

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Statistics of one campaign between two dates (the last 30 days first), per page. */
function CampaignStatistics({ id }: { id: number }) {
  const [range, setRange] = useState(() => ({
    from: isoDay(new Date(Date.now() - 29 * 86_400_000)),
    to: isoDay(new Date()),
  }));
  const stats = useCampaignStatistics(id, range);
  return (
    <Stack as="section" gap={2} aria-label="Statistics">
      <h3>Statistics</h3>
      <Inline gap={2}>
        <Field label="From">
          <Input
            type="date"
            value={range.from}
            onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
          />
        </Field>
        <Field label="To">
          <Input
            type="date"
            value={range.to}
            onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
          />
        </Field>
      </Inline>
      {stats.isPending ? (
        <div role="status" aria-label="Loading statistics">
          <Spinner />
        </div>
      ) : stats.isError ? (
        <FormErrors messages={errorMessages(stats.error)} />
      ) : (
        <>
          <DescriptionList.Root
            items={[
              { term: 'Impressions', description: stats.data.impressions },
              { term: 'Conversions', description: stats.data.conversions },
              { term: 'Conversion rate', description: `${stats.data.conversion_rate}%` },
            ]}
          />
          {stats.data.pages.length === 0 ? (
            <p>No impressions in these dates.</p>
          ) : (
            <Table.Root aria-label="Statistics by page">
              <Table.Head>
                <Table.Row>
                  <Table.HeaderCell>Page</Table.HeaderCell>
                  <Table.HeaderCell>Impressions</Table.HeaderCell>
                  <Table.HeaderCell>Conversions</Table.HeaderCell>
                  <Table.HeaderCell>Conversion rate</Table.HeaderCell>
                </Table.Row>
              </Table.Head>
              <Table.Body>
                {stats.data.pages.map((p) => (
                  <Table.Row key={p.page_id}>
                    <Table.Cell>{p.page_id || '—'}</Table.Cell>
                    <Table.Cell>{p.impressions}</Table.Cell>
                    <Table.Cell>{p.conversions}</Table.Cell>
                    <Table.Cell>{`${p.conversion_rate}%`}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * The detail pane of a campaign: what it is, its statistics, the draft toggle, Edit and Delete
 * (after the spec's question, spec 3 §8). Limited access reads it only.
 */
export function CampaignPanel({
  panel,
  canEdit,
  canDelete,
}: {
  panel: GridPanelContext<Upsell>;
  canEdit: boolean;
  canDelete: boolean;
}) {
  const campaign = panel.item;
  const removal = campaigns.useRemove();
  const { form, submit, remove, errors } = usePanelForm({
    panel,
    schema: panelSchema,
    values: (item) => ({ is_draft: item?.is_draft ?? true }),
    messages: {
      saved: (item) => UPSELLS_MESSAGES.saved(item.title),
      deleted: UPSELLS_MESSAGES.deleted(campaign?.title ?? ''),
    },
    remove: (id) => removal.mutateAsync(id as number),
    confirmDelete: UPSELLS_MESSAGES.confirmDelete,
    readOnly: !canEdit && !canDelete,
  });
  if (!campaign)
    return <EmptyState title="Choose a campaign" description="New campaigns start from a type." />;
  const info = UPSELL_TYPE_INFO[campaign.type];
  return (
    <Stack gap={3}>
      <DescriptionList.Root
        items={[
          { term: 'Type', description: info.label },
          { term: 'Shown', description: info.placement },
          { term: 'Status', description: <StatusPill status={statusOf(campaign)} labels={STATUS_LABELS} /> },
          ...(campaign.type === 'one-click-upsell'
            ? [{ term: 'Steps', description: String(campaign.upsell_steps.length) }]
            : []),
        ]}
      />
      <form aria-label="Campaign status" noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap={2}>
          {canEdit ? (
            <>
              <Controller
                control={form.control}
                name="is_draft"
                render={({ field }) => (
                  <Checkbox
                    label="Draft"
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                  />
                )}
              />
              <Inline gap={2}>
                <Button type="submit" variant="primary" loading={panel.saving}>
                  Save
                </Button>
                <RouterLink className="sr-button" to={`/admin/upsells/create?id=${campaign.id}`}>
                  Edit campaign
                </RouterLink>
                {canDelete ? (
                  <Button variant="danger" onClick={() => void remove()} loading={removal.isPending}>
                    Delete
                  </Button>
                ) : null}
              </Inline>
            </>
          ) : canDelete ? (
            <Inline gap={2}>
              <Button variant="danger" onClick={() => void remove()} loading={removal.isPending}>
                Delete
              </Button>
            </Inline>
          ) : null}
          <FormErrors messages={errors} />
        </Stack>
      </form>
      <CampaignStatistics id={campaign.id} />
    </Stack>
  );
}
