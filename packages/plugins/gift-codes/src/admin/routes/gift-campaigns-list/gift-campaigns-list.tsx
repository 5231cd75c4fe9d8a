import { GridPanel, filterFieldsOf, useFormat } from '@storeroom/core';
import { StatusPill, createDataGridColumnHelper } from '@storeroom/ui';
import {
  AUTO_GIFT_TYPES,
  CAMPAIGN_EXPIRY_TYPES,
  GIFT_CAMPAIGNS_PAGE_SIZE,
  GIFT_CODES_DEFAULT_SORT,
} from '../../../contract';
import type { GiftCampaign } from '../../../contract';
import { giftCampaigns } from '../../data';
import { useGiftCodesGrid } from '../../gift-codes-grid';
import { usDate } from '../../us-date';
import { CampaignForm } from './campaign-form';

const col = createDataGridColumnHelper<GiftCampaign>();

/** The card a campaign gives, as people read it. */
function GiftCell({ campaign }: { campaign: GiftCampaign }) {
  const format = useFormat();
  const { type, value, max_value } = campaign.discount;
  if (type === AUTO_GIFT_TYPES.value) return <>{format.money(value)}</>;
  if (type === AUTO_GIFT_TYPES.percent) return <>{`${value}% card`}</>;
  return <>{`${value}% of the order${max_value > 0 ? `, up to ${format.money(max_value)}` : ''}`}</>;
}

function TriggerCell({ campaign }: { campaign: GiftCampaign }) {
  const format = useFormat();
  const { type, min_total, products } = campaign.trigger;
  if (type === 'products') return <>{`${products.length} product${products.length === 1 ? '' : 's'}`}</>;
  return <>{min_total > 0 ? `Orders from ${format.money(min_total)}` : 'Every order'}</>;
}

const expiryText = (campaign: GiftCampaign) =>
  campaign.expires.type === CAMPAIGN_EXPIRY_TYPES.date
    ? campaign.expires.date
      ? usDate(campaign.expires.date)
      : '—'
    : `${campaign.expires.days} day${campaign.expires.days === 1 ? '' : 's'}`;

const columns = [
  col.accessor('title', { header: 'Title' }),
  col.display({ id: 'gift', header: 'Gift', cell: (info) => <GiftCell campaign={info.row.original} /> }),
  col.display({
    id: 'trigger',
    header: 'Trigger',
    cell: (info) => <TriggerCell campaign={info.row.original} />,
  }),
  col.display({ id: 'expires', header: 'Expires after', cell: (info) => expiryText(info.row.original) }),
  col.display({
    id: 'issued',
    header: 'Issued',
    cell: (info) => String(info.row.original.statistics?.issued ?? 0),
  }),
  col.display({
    id: 'redeemed',
    header: 'Redeemed',
    cell: (info) => String(info.row.original.statistics?.redeemed ?? 0),
  }),
  col.accessor('is_draft', {
    header: 'Status',
    enableSorting: false,
    cell: (info) => <StatusPill status={info.getValue() ? 'draft' : 'published'} />,
  }),
];

const filterFields = filterFieldsOf(giftCampaigns.contract);
const STATISTICS = ['statistics'] as const;

/**
 * `/admin/settings/gift-cards` (spec 3 §2): gift card campaigns in a grid with a side panel;
 * `?id=` opens a campaign, `?id=0` (Add campaign) a new one; 20 a page (spec 3 §9), with each
 * campaign's statistics; bulk publish, unpublish and delete. A published campaign issues and
 * mails a card for every paid order its trigger matches, once per order. Limited gift codes
 * access is read-only.
 */
export function GiftCampaignsPage() {
  const resource = giftCampaigns.useResource();
  const { canCreate, canEdit, canDelete, bulkActions, onBulkDone } = useGiftCodesGrid<GiftCampaign>();
  return (
    <GridPanel<GiftCampaign>
      resource={resource}
      label="Gift card campaigns"
      columns={columns}
      getRowLabel={(campaign) => campaign.title}
      filterFields={filterFields}
      expand={STATISTICS}
      itemExpand={STATISTICS}
      defaultPageSize={GIFT_CAMPAIGNS_PAGE_SIZE}
      defaultSort={GIFT_CODES_DEFAULT_SORT}
      newLabel={canCreate ? 'Add campaign' : undefined}
      bulkActions={bulkActions}
      onBulkDone={onBulkDone}
      empty="No gift card campaigns yet."
      panelTitle={(campaign, isNew) => (isNew ? 'New campaign' : (campaign?.title ?? 'Campaign'))}
      renderPanel={(panel) => (
        <CampaignForm panel={panel} readOnly={panel.isNew ? !canCreate : !canEdit} canDelete={canDelete} />
      )}
    />
  );
}
