import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ResourceClient } from '../client/resource';
import { useApi } from '../plugin/api-provider';
import { BULK_DELETE, GridPanel } from './grid-panel';
import type { GridPanelProps } from './grid-panel';
import {
  COUPON_FILTER_FIELDS,
  COUPON_STORY_STATES,
  CouponForm,
  NO_COUPONS,
  couponStoryParameters,
  couponColumns as columns,
  couponsApiRef,
  withProviders,
} from './grid-panel.story-data';
import type { Coupon } from './grid-panel.story-data';

type StoryProps = Partial<GridPanelProps<Coupon>>;

/** The screen as a plugin writes it: the client comes from the API registry. */
function CouponsScreen(props: StoryProps) {
  const coupons = useApi(couponsApiRef);
  return (
    <GridPanel<Coupon>
      resource={coupons as ResourceClient<Coupon, unknown, unknown>}
      label="Coupons"
      columns={columns}
      getRowLabel={(c) => c.code}
      filterFields={COUPON_FILTER_FIELDS}
      bulkActions={[{ action: 'publish', label: 'Publish' }, BULK_DELETE]}
      newLabel="Add coupon"
      renderPanel={(context) => <CouponForm context={context} />}
      height={480}
      {...props}
    />
  );
}

const meta = {
  title: 'Core/GridPanel',
  component: CouponsScreen,
  decorators: [withProviders],
  parameters: couponStoryParameters(
    'The list-with-side-panel primitive on a fake resource of 10,000 coupons (an in-memory HttpClient implementing the HTTP contract, registered under an API ref).',
  ),
} satisfies Meta<typeof CouponsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TenThousandRows: Story = {};
export const OpenRow: Story = COUPON_STORY_STATES.OpenRow;
export const NewRow: Story = { parameters: { gridPanel: { url: '/coupons?id=0' } } };
export const Filtered: Story = {
  parameters: {
    gridPanel: {
      url: `/coupons?filter=${encodeURIComponent(JSON.stringify([{ field: 'amount', operator: '>=', value: '80' }]))}&sort=!amount`,
    },
  },
};
export const LargePages: Story = { parameters: { gridPanel: { url: '/coupons?size=200&page=3' } } };
export const InfiniteScroll: Story = { args: { mode: 'infinite', pageSizes: [100], defaultPageSize: 100 } };
export const Empty: Story = { ...COUPON_STORY_STATES.EmptyList, args: { empty: NO_COUPONS } };
export const Loading: Story = COUPON_STORY_STATES.Loading;
export const Error: Story = COUPON_STORY_STATES.Error;
export const ReadOnly: Story = { args: { bulkActions: [], newLabel: undefined, filterFields: [] } };
export const Dark: Story = COUPON_STORY_STATES.Dark;
