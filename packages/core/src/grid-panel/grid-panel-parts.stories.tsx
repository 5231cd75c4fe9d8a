import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Dialog } from '@storeroom/ui';
import type { ResourceClient } from '../client/resource';
import { useApi } from '../plugin/api-provider';
import { BULK_DELETE, GridPanel } from './grid-panel';
import type { GridBulkAction } from './grid-panel';
import {
  COUPON_STORY_STATES,
  CouponForm,
  NO_COUPONS,
  couponStoryParameters,
  couponColumns,
  couponsApiRef,
  withProviders,
} from './grid-panel.story-data';
import type { Coupon } from './grid-panel.story-data';
import { useGridPanel } from './use-grid-panel';

/** A bulk action whose step opens a dialog and awaits its answer inside the action. */
const PUBLISH_AS: GridBulkAction<Coupon> = {
  action: 'publish',
  label: 'Publish…',
  async prepare(step) {
    const go = await step.dialog<boolean>((close) => (
      <Dialog.Root open onOpenChange={(open) => (open ? undefined : close())}>
        <Dialog.Content
          title="Publish coupons"
          description={`${step.ids.length} coupons become active at once.`}
          footer={
            <>
              <Button variant="ghost" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button variant="primary" onClick={() => close(true)}>
                Publish
              </Button>
            </>
          }
        >
          {null}
        </Dialog.Content>
      </Dialog.Root>
    ));
    return go === true;
  },
};

interface PartsProps {
  /** Show the screen's own toolbar controls next to the filters. */
  ownControls?: boolean;
  readOnly?: boolean;
  empty?: string;
}

/** A screen composed of the parts: its own toolbar button and a dialog step in a bulk action. */
function CouponsFromParts({ ownControls = true, readOnly = false, empty }: PartsProps) {
  const coupons = useApi(couponsApiRef) as ResourceClient<Coupon, unknown, unknown>;
  const grid = useGridPanel<Coupon>({
    resource: coupons,
    label: 'Coupons',
    getRowLabel: (c) => c.code,
    filterFields: readOnly ? [] : [{ name: 'code', label: 'Code' }],
    openRows: !readOnly,
  });
  return (
    <GridPanel.Root grid={grid}>
      <GridPanel.Toolbar>
        <GridPanel.Filters />
        {ownControls && !readOnly ? (
          <>
            <GridPanel.NewButton label="Add coupon" />
            <Button onClick={() => grid.url.setSort('!uses')}>Most used first</Button>
          </>
        ) : null}
      </GridPanel.Toolbar>
      <GridPanel.BulkStatus />
      <GridPanel.Grid<Coupon>
        columns={couponColumns}
        bulkActions={readOnly ? [] : [PUBLISH_AS, BULK_DELETE]}
        empty={empty}
        height={420}
      />
      <GridPanel.Pager />
      <GridPanel.Panel<Coupon>>{(context) => <CouponForm context={context} />}</GridPanel.Panel>
    </GridPanel.Root>
  );
}

const meta = {
  title: 'Core/GridPanel/Parts',
  component: CouponsFromParts,
  decorators: [withProviders],
  parameters: couponStoryParameters(
    '`useGridPanel` (URL state, list query, selection, bulk actions with question and dialog steps, panel form) rendered with the parts `GridPanel.Root / Toolbar / Filters / NewButton / BulkStatus / Grid / Pager / Panel`. "Publish…" opens a dialog as a step of the action.',
  ),
} satisfies Meta<typeof CouponsFromParts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const OpenRow: Story = COUPON_STORY_STATES.OpenRow;
export const Empty: Story = { ...COUPON_STORY_STATES.EmptyList, args: { empty: NO_COUPONS } };
export const Loading: Story = COUPON_STORY_STATES.Loading;
export const Error: Story = COUPON_STORY_STATES.Error;
/** Without the right to change coupons: no selection, no new row, rows do not open. */
export const PermissionLimited: Story = { args: { readOnly: true } };
export const Dark: Story = COUPON_STORY_STATES.Dark;
