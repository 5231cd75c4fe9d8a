/**
 * Story data of the grid panel's stories (one-call and parts): a fake coupons resource of
 * 10,000 rows on the in-memory HTTP client, found through the API registry like a plugin's
 * client, its columns, a panel form, and the providers each story renders in.
 */
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Button, Input, createDataGridColumnHelper } from '@storeroom/ui';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createResourceClient } from '../client/resource';
import type { ResourceClient } from '../client/resource';
import { ApiError } from '../client/types';
import type { HttpClient } from '../client/types';
import { createMemoryHttpClient } from '../data/memory-http-client';
import { ApiProvider } from '../plugin/api-provider';
import { createApiRef } from '../plugin/api-ref';
import type { GridFilterField } from './filters';
import type { GridPanelContext } from './types';

export interface Coupon extends Record<string, unknown> {
  id: number;
  code: string;
  type: 'amount' | 'percent';
  amount: number;
  uses: number;
  is_draft: boolean;
}

/** The stories' coupons resource, found through the API registry like a plugin's client. */
export const couponsApiRef =
  createApiRef<ResourceClient<Coupon, Partial<Coupon>, Partial<Coupon>>>('stories.coupons');

function makeCoupons(count: number): Coupon[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    code: `SAVE${String(i + 1).padStart(5, '0')}`,
    type: i % 3 === 0 ? 'percent' : 'amount',
    amount: ((i * 13) % 90) + 5,
    uses: (i * 7) % 250,
    is_draft: i % 5 === 0,
  }));
}

export function fakeCoupons(
  count: number,
  latency = 0,
): ResourceClient<Coupon, Partial<Coupon>, Partial<Coupon>> {
  const http = createMemoryHttpClient({
    resources: { '/coupons': makeCoupons(count) },
    latency,
    bulkItemError: (action, row) =>
      action === 'delete' && Number(row.uses) > 240 ? 'Coupon is in use.' : undefined,
    validate: (_path, body) =>
      typeof body.code === 'string' && body.code.trim() === ''
        ? { code: ['Code cannot be blank.'] }
        : undefined,
  });
  return createResourceClient<Coupon, Partial<Coupon>, Partial<Coupon>>(http, '/coupons');
}

const failing: HttpClient = {
  request: () => Promise.reject(new ApiError(500, 'The coupons could not be loaded.')),
};
const pending: HttpClient = { request: () => new Promise(() => undefined) };
/** A coupons resource whose requests fail (the error state). */
export const failingCoupons = createResourceClient<Coupon, Partial<Coupon>, Partial<Coupon>>(
  failing,
  '/coupons',
);
/** A coupons resource that never answers (the loading state). */
export const pendingCoupons = createResourceClient<Coupon, Partial<Coupon>, Partial<Coupon>>(
  pending,
  '/coupons',
);

const col = createDataGridColumnHelper<Coupon>();
export const couponColumns = col.columns([
  col.accessor('code', { header: 'Code', meta: { width: 'minmax(140px, 2fr)' } }),
  col.accessor('type', { header: 'Type', meta: { width: 100, hideOnMobile: true } }),
  col.accessor('amount', {
    header: 'Amount',
    meta: { width: 110, align: 'end' },
    cell: (c) => (c.row.original.type === 'percent' ? `${c.getValue()}%` : `$${c.getValue().toFixed(2)}`),
  }),
  col.accessor('uses', { header: 'Uses', meta: { width: 90, align: 'end', hideOnMobile: true } }),
  col.accessor('is_draft', {
    header: 'Status',
    meta: { width: 110 },
    cell: (c) => (c.getValue() ? 'Draft' : 'Active'),
  }),
]);

export function CouponForm({ context }: { context: GridPanelContext<Coupon> }) {
  const [code, setCode] = useState(context.item?.code ?? '');
  const [amount, setAmount] = useState(String(context.item?.amount ?? ''));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const codeId = useId();
  const amountId = useId();
  return (
    <form
      aria-label="Coupon"
      className="sr-story-form"
      onSubmit={(event) => {
        event.preventDefault();
        context
          .save({
            code,
            amount: Number(amount) || 0,
            type: context.item?.type ?? 'amount',
            uses: 0,
            is_draft: false,
          })
          .then(() => setErrors({}))
          .catch((e: unknown) =>
            setErrors(e instanceof ApiError && e.errors ? e.errors : { code: [String(e)] }),
          );
      }}
      style={{ display: 'grid', gap: 12 }}
    >
      <label htmlFor={codeId}>Code</label>
      <Input
        id={codeId}
        value={code}
        invalid={!!errors.code}
        onChange={(e) => {
          setCode(e.target.value);
          context.setDirty(true);
        }}
      />
      {errors.code ? <p role="alert">{errors.code.join(' ')}</p> : null}
      <label htmlFor={amountId}>Amount</label>
      <Input
        id={amountId}
        type="number"
        value={amount}
        onChange={(e) => {
          setAmount(e.target.value);
          context.setDirty(true);
        }}
      />
      <Button type="submit" variant="primary" loading={context.saving}>
        Save
      </Button>
    </form>
  );
}

export interface StoryParameters {
  url?: string;
  client?: ResourceClient<Coupon, Partial<Coupon>, Partial<Coupon>>;
}

// Each render gets its own query cache, router and fake resource (stories stay independent).
function Providers({ parameters, children }: { parameters: StoryParameters; children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [coupons] = useState(() => parameters.client ?? fakeCoupons(10_000));
  const [apis] = useState(() => [[couponsApiRef, coupons]] as const);
  return (
    <QueryClientProvider client={client}>
      <ApiProvider apis={apis}>
        <MemoryRouter initialEntries={[parameters.url ?? '/coupons']}>{children}</MemoryRouter>
      </ApiProvider>
    </QueryClientProvider>
  );
}

export const withProviders: Decorator = (Story, context) => (
  <Providers parameters={(context.parameters.gridPanel ?? {}) as StoryParameters}>
    <Story />
  </Providers>
);

/** The states both grid panel stories show, by story name (parameters and globals only). */
export const COUPON_STORY_STATES = {
  OpenRow: { parameters: { gridPanel: { url: '/coupons?id=5' } } },
  EmptyList: { parameters: { gridPanel: { client: fakeCoupons(0) } } },
  Loading: { parameters: { gridPanel: { client: pendingCoupons } } },
  Error: { parameters: { gridPanel: { client: failingCoupons } } },
  Dark: { parameters: { gridPanel: { url: '/coupons?id=3' } }, globals: { theme: 'dark' } },
};

/** What an empty list says in the stories. */
export const NO_COUPONS = 'No coupons yet. Add the first one.';

/** Parameters of a grid panel stories file: full screen, with the component's description. */
export function couponStoryParameters(description: string) {
  return { layout: 'fullscreen', docs: { description: { component: description } } };
}

/** The coupons' filter fields: text, number, a choice and a yes/no. */
export const COUPON_FILTER_FIELDS: readonly GridFilterField[] = [
  { name: 'code', label: 'Code' },
  { name: 'amount', label: 'Amount', type: 'number' },
  {
    name: 'type',
    label: 'Type',
    type: 'select',
    options: [
      { value: 'amount', label: 'Amount' },
      { value: 'percent', label: 'Percent' },
    ],
  },
  { name: 'is_draft', label: 'Draft', type: 'boolean' },
];
