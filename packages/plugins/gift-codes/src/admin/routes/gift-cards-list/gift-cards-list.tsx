import { GridPanel, filterFieldsOf, useFormat } from '@storeroom/core';
import { Inline, Stack, StatusPill, createDataGridColumnHelper } from '@storeroom/ui';
import {
  GIFT_CARDS_PAGE_SIZE,
  GIFT_CARD_DISCOUNT_TYPES,
  GIFT_CARD_TYPE_LABELS,
  GIFT_CODES_DEFAULT_SORT,
} from '../../../contract';
import type { GiftCard } from '../../../contract';
import { giftCards } from '../../data';
import { useGiftCodesGrid } from '../../gift-codes-grid';
import { usDate } from '../../us-date';
import { GiftCardPanel, GiftValue } from './gift-card-panel';
import { IssueGiftCardDialog } from './issue-dialog';

const col = createDataGridColumnHelper<GiftCard>();

function BalanceCell({ card }: { card: GiftCard }) {
  const format = useFormat();
  return <>{card.discount.type === GIFT_CARD_DISCOUNT_TYPES.value ? format.money(card.balance) : '—'}</>;
}

const STATUS_LABELS = { draft: 'Draft', published: 'Published', used: 'Used' };

const columns = [
  col.accessor('code', { header: 'Code' }),
  col.display({ id: 'value', header: 'Value', cell: (info) => <GiftValue card={info.row.original} /> }),
  col.accessor('balance', { header: 'Balance', cell: (info) => <BalanceCell card={info.row.original} /> }),
  col.accessor((card) => card.issued.for, { id: 'issued_for', header: 'Issued for', enableSorting: false }),
  col.accessor('type', {
    header: 'Type',
    enableSorting: false,
    cell: (info) => GIFT_CARD_TYPE_LABELS[info.getValue()],
  }),
  col.accessor('expires_at', {
    header: 'Expires',
    cell: (info) => (info.getValue() ? usDate(info.getValue()!) : 'Never'),
  }),
  col.display({
    id: 'status',
    header: 'Status',
    cell: (info) => {
      const card = info.row.original;
      const status = card.is_used ? 'used' : card.is_draft ? 'draft' : 'published';
      return <StatusPill status={status} labels={STATUS_LABELS} />;
    },
  }),
];

// The filter builder (and its saved views) offers exactly the filters the contract declares.
const filterFields = filterFieldsOf(giftCards.contract);

/**
 * `/admin/gift-cards` (spec 3 §2): issued gift cards in a grid with a side panel (`?id=`),
 * saved views of its filters, 20 a page (spec 3 §9), the issue modal, and bulk publish
 * (expired cards refused, spec 3 §4), unpublish and delete. Limited gift codes access reads only.
 */
export function GiftCardsPage() {
  const resource = giftCards.useResource();
  const { canCreate, canEdit, bulkActions, onBulkDone } = useGiftCodesGrid<GiftCard>();
  return (
    <Stack as="section" gap={2} aria-label="Gift cards list">
      {canCreate ? (
        <Inline justify="end">
          <IssueGiftCardDialog />
        </Inline>
      ) : null}
      <GridPanel<GiftCard>
        resource={resource}
        label="Gift cards"
        columns={columns}
        getRowLabel={(card) => card.code}
        filterFields={filterFields}
        savedViews
        defaultPageSize={GIFT_CARDS_PAGE_SIZE}
        defaultSort={GIFT_CODES_DEFAULT_SORT}
        bulkActions={bulkActions}
        onBulkDone={onBulkDone}
        empty="No gift cards issued yet."
        panelTitle={(card) => card?.code ?? 'Gift card'}
        renderPanel={(panel) => <GiftCardPanel panel={panel} readOnly={!canEdit} />}
      />
    </Stack>
  );
}
