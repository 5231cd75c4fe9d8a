import type { CampaignEmail } from '../contract';
import { TIMEOUT_TYPES } from '../contract';

/** Demo campaigns (data only, no rules): the dev server's seed, the stories' rows and the tests' expectations. */
export const SEED_CAMPAIGN_EMAILS: CampaignEmail[] = [
  {
    template_type: 'reminder',
    template_style: 'plain',
    subject: 'You left something in your cart',
    timeout_type: TIMEOUT_TYPES.minutes,
    timeout: 1200,
    settings: {
      headline: 'Still thinking it over?',
      body: 'Your cart is waiting for you.',
      button: 'Back to my cart',
    },
  },
  {
    template_type: 'incentive',
    template_style: 'clean',
    subject: '10% off your cart, today only',
    timeout_type: TIMEOUT_TYPES.days,
    timeout: 86_400,
    settings: {
      headline: 'A little something',
      body: 'Use code COMEBACK10 at checkout.',
      button: 'Claim my discount',
    },
  },
];

export const SEED_CAMPAIGNS = [
  {
    title: 'Cart reminder',
    is_published: true,
    from_name: 'Demo Store',
    from_email: 'support@demo-store.test',
    emails: SEED_CAMPAIGN_EMAILS,
  },
  {
    title: 'Last chance',
    is_published: false,
    from_name: 'Demo Store',
    from_email: 'support@demo-store.test',
    emails: [
      {
        template_type: 'warning',
        template_style: 'stylish',
        subject: 'Your cart is about to expire',
        timeout_type: TIMEOUT_TYPES.days,
        timeout: 172_800,
        settings: {
          headline: 'Going, going…',
          body: 'We cannot hold your items much longer.',
          button: 'Complete my order',
        },
      },
    ],
  },
] satisfies {
  title: string;
  is_published: boolean;
  from_name: string;
  from_email: string;
  emails: CampaignEmail[];
}[];

/** Demo checkouts, hours before the seed runs; `recovered` ones were followed by an order. */
export const SEED_CHECKOUTS = [
  {
    email: 'jane.doe@example.com',
    full_name: 'Jane Doe',
    hoursAgo: 30,
    recovered: true,
    items: [{ title: 'Linen shirt', quantity: 1, price: 4900 }],
  },
  {
    email: 'sam.lee@example.com',
    full_name: 'Sam Lee',
    hoursAgo: 20,
    recovered: false,
    items: [{ title: 'Canvas tote', quantity: 2, price: 1800 }],
  },
  {
    email: 'alex.kim@example.com',
    full_name: 'Alex Kim',
    hoursAgo: 6,
    recovered: false,
    items: [{ title: 'Wool beanie', quantity: 1, price: 2500 }],
  },
];
