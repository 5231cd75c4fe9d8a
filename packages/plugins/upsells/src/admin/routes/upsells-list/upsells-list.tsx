import { Link as RouterLink } from 'react-router';
import { GridPanel, filterFieldsOf, useRights } from '@storeroom/core';
import { Inline, Stack, StatusPill, createDataGridColumnHelper } from '@storeroom/ui';
import {
  UPSELLS_DEFAULT_SORT,
  UPSELLS_PAGE_SIZE,
  UPSELLS_SUBJECT,
  UPSELL_TYPE_INFO,
} from '../../../contract';
import type { Upsell } from '../../../contract';
import { campaigns } from '../../data';
import { CampaignPanel } from './campaign-panel';

const col = createDataGridColumnHelper<Upsell>();

/** Draft, active, or (a one-click upsell without a step) inactive (spec 3 §4). */
export const STATUS_LABELS = { draft: 'Draft', active: 'Active', inactive: 'Inactive' };
export const statusOf = (c: Upsell) => (c.is_draft ? 'draft' : c.active ? 'active' : 'inactive');

const columns = [
  col.accessor('title', { header: 'Title' }),
  col.accessor('type', { header: 'Type', cell: (info) => UPSELL_TYPE_INFO[info.getValue()].label }),
  col.display({
    id: 'status',
    header: 'Status',
    cell: (info) => <StatusPill status={statusOf(info.row.original)} labels={STATUS_LABELS} />,
  }),
  col.display({
    id: 'impressions',
    header: 'Impressions',
    cell: (info) => info.row.original.statistics?.impressions ?? 0,
  }),
  col.display({
    id: 'conversions',
    header: 'Conversions',
    cell: (info) => info.row.original.statistics?.conversions ?? 0,
  }),
  col.display({
    id: 'conversion_rate',
    header: 'Conversion rate',
    cell: (info) => `${info.row.original.statistics?.conversion_rate ?? 0}%`,
  }),
];

const filterFields = filterFieldsOf(campaigns.contract);
const LIST_EXPAND = ['statistics', 'upsell_steps'] as const;

/**
 * `/admin/upsells` (spec 3 §2): the store's campaigns, 200 a page (spec 3 §9), with their type,
 * draft or active, and statistics; `?id=` opens the detail pane (statistics by page, draft
 * toggle, edit, delete). Limited access reads only.
 */
export function UpsellsListPage() {
  const resource = campaigns.useResource();
  const { canCreate, canEdit, canDelete } = useRights(UPSELLS_SUBJECT);
  return (
    <Stack as="section" gap={2} aria-label="Upsells list">
      {canCreate ? (
        <Inline justify="end">
          <RouterLink className="sr-button" data-variant="primary" to="/admin/upsells/create">
            New campaign
          </RouterLink>
        </Inline>
      ) : null}
      <GridPanel<Upsell>
        resource={resource}
        label="Upsells"
        columns={columns}
        getRowLabel={(c) => c.title}
        filterFields={filterFields}
        defaultPageSize={UPSELLS_PAGE_SIZE}
        defaultSort={UPSELLS_DEFAULT_SORT}
        expand={LIST_EXPAND}
        empty="No upsell campaigns yet."
        panelTitle={(c) => c?.title ?? 'Campaign'}
        renderPanel={(panel) => <CampaignPanel panel={panel} canEdit={canEdit} canDelete={canDelete} />}
      />
    </Stack>
  );
}
