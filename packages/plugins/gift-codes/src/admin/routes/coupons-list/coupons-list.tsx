import { GridPanel, filterFieldsOf, useFormat } from '@storeroom/core';
import { StatusPill, createDataGridColumnHelper } from '@storeroom/ui';
import { COUPONS_PAGE_SIZE, COUPON_DISCOUNT_TYPE_LABELS, GIFT_CODES_DEFAULT_SORT } from '../../../contract';
import type { Coupon } from '../../../contract';
import { coupons } from '../../data';
import { useGiftCodesGrid } from '../../gift-codes-grid';
import { usDate } from '../../us-date';
import { CouponForm } from './coupon-form';

const col = createDataGridColumnHelper<Coupon>();

function DiscountCell({ coupon }: { coupon: Coupon }) {
  const format = useFormat();
  const { type, value } = coupon.discount;
  if (type === 'free_shipping') return <>{COUPON_DISCOUNT_TYPE_LABELS[type]}</>;
  return <>{type === 'percent_off' ? `${value}% off` : `${format.money(value)} off`}</>;
}

const columns = [
  col.accessor((c) => c.discount.code, { id: 'code', header: 'Code' }),
  col.display({
    id: 'discount',
    header: 'Discount',
    cell: (info) => <DiscountCell coupon={info.row.original} />,
  }),
  col.accessor((c) => c.valid.start, {
    id: 'valid_start',
    header: 'Starts',
    cell: (info) => usDate(info.getValue()),
  }),
  col.accessor((c) => c.valid.end, {
    id: 'valid_end',
    header: 'Ends',
    cell: (info) => (info.getValue() ? usDate(info.getValue()!) : 'Never'),
  }),
  col.accessor('used', {
    header: 'Used',
    cell: (info) => {
      const limit = info.row.original.limit.usage_total;
      return limit > 0 ? `${info.getValue()} of ${limit}` : String(info.getValue());
    },
  }),
  col.accessor('is_draft', {
    header: 'Status',
    enableSorting: false,
    cell: (info) => <StatusPill status={info.getValue() ? 'draft' : 'published'} />,
  }),
];

// The filter builder offers exactly the filters the contract declares (and the server accepts).
const filterFields = filterFieldsOf(coupons.contract);

/**
 * `/admin/settings/coupons` (spec 3 §2): the store's coupon codes in a grid with a side panel;
 * `?id=` opens a coupon, `?id=0` is a new unsaved one, 20 a page (spec 3 §9); bulk publish,
 * unpublish and delete. Limited gift codes access is read-only; the server refuses the writes too.
 */
export function CouponsPage() {
  const resource = coupons.useResource();
  const { canCreate, canEdit, canDelete, bulkActions, onBulkDone } = useGiftCodesGrid<Coupon>();
  return (
    <GridPanel<Coupon>
      resource={resource}
      label="Coupons"
      columns={columns}
      getRowLabel={(coupon) => coupon.discount.code}
      filterFields={filterFields}
      defaultPageSize={COUPONS_PAGE_SIZE}
      defaultSort={GIFT_CODES_DEFAULT_SORT}
      newLabel={canCreate ? 'Add coupon' : undefined}
      bulkActions={bulkActions}
      onBulkDone={onBulkDone}
      empty="No coupons yet."
      panelTitle={(coupon, isNew) => (isNew ? 'New coupon' : (coupon?.discount.code ?? 'Coupon'))}
      renderPanel={(panel) => (
        <CouponForm panel={panel} readOnly={panel.isNew ? !canCreate : !canEdit} canDelete={canDelete} />
      )}
    />
  );
}
