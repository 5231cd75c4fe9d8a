import type { UpsellInput } from '../contract';

/** Demo campaigns (data only, no rules): the dev server's seed, the stories' rows and the tests' expectations. */
export const SEED_UPSELLS: (UpsellInput & { type: NonNullable<UpsellInput['type']> })[] = [
  {
    type: 'storewide',
    title: 'Weekend {discount_value} off everything',
    is_draft: false,
    discount: { type: 'percent', value: 15, offers: [] },
  },
  {
    type: 'recommendation',
    title: 'Complete the look',
    is_draft: false,
    discount: { type: 'amount', value: 500, offers: [] },
  },
  {
    type: 'x-items',
    title: 'Buy 3, save more',
    is_draft: true,
    discount: {
      type: 'percent',
      value: 0,
      offers: [
        { items: 3, value: 10 },
        { items: 5, value: 20 },
      ],
    },
  },
  { type: 'one-click-upsell', title: 'Thank-you page funnel', is_draft: false },
  { type: 'order-bumps', title: 'Gift wrap at checkout', is_draft: true },
];

/**
 * The one-click upsell templates every store is offered (spec 3 §4), written once by the
 * plugin's migration: data only (the stories show the same rows).
 */
export const OCU_TEMPLATE_ROWS = [
  {
    id: 101,
    title: 'Classic offer',
    description: 'The product large on the left, its offer and one "Add to my order" button.',
    position: 1,
  },
  {
    id: 102,
    title: 'Minimal offer',
    description: 'One column: the product, its price after the discount, accept or decline.',
    position: 2,
  },
  {
    id: 103,
    title: 'Countdown offer',
    description: 'The offer under a countdown bar of the time left ({expires}).',
    position: 3,
  },
] as const;
