/**
 * Deterministic demo customers: the same rows on every seed (no randomness, fixed dates),
 * so screenshots and tests can rely on them. Their order statistics start empty: they come
 * from the orders (the orders seed runs after this one and publishes ORDERS_CHANGED).
 */
import type { CustomerAddress } from '../contract';

export interface SeedCustomer {
  email: string;
  phone: string;
  full_name: string;
  notes: string;
  tags: string[];
  addresses: CustomerAddress[];
  created_at: Date;
}

const FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'James',
  'Isabella',
  'Lucas',
  'Mia',
  'Mateo',
];
const LAST = [
  'Johnson',
  'Garcia',
  'Nguyen',
  'Patel',
  'Smith',
  'Brown',
  'Martinez',
  'Wilson',
  'Anderson',
  'Lee',
];
const CITIES: { city: string; state: string; zip: string; country: string; phone: string }[] = [
  { city: 'Austin', state: 'TX', zip: '78701', country: 'US', phone: '+1.5125550147' },
  { city: 'Portland', state: 'OR', zip: '97205', country: 'US', phone: '+1.5035550110' },
  { city: 'Toronto', state: 'ON', zip: 'M5V 2T6', country: 'CA', phone: '+1.4165550198' },
  { city: 'London', state: '', zip: 'SW1A 1AA', country: 'GB', phone: '+44.2079460123' },
  { city: 'Denver', state: 'CO', zip: '80202', country: 'US', phone: '+1.3035550164' },
];
const TAGS = ['vip', 'wholesale', 'newsletter', 'returning', 'gift-buyer'];

/** A few dozen customers of the main store. */
export function mainStoreCustomers(): SeedCustomer[] {
  return Array.from({ length: 36 }, (_, i) => {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    const place = CITIES[i % CITIES.length]!;
    return {
      email: `${first}.${last}${i}@example.com`.toLowerCase(),
      phone: i % 3 === 2 ? '' : place.phone,
      full_name: `${first} ${last}`,
      notes: i % 6 === 0 ? 'Prefers delivery after 5 pm.' : '',
      tags: TAGS.filter((_, t) => (i + t) % 4 === 0),
      addresses:
        i % 3 === 2
          ? []
          : [
              {
                company: i % 4 === 0 ? `${last} & Co.` : '',
                street: `${100 + i * 13} Main Street`,
                suite: i % 2 === 0 ? `Suite ${i + 1}` : '',
                city: place.city,
                state: place.state,
                zip: place.zip,
                country: place.country,
                phone: place.phone,
                full_name: `${first} ${last}`,
              },
            ],
      created_at: new Date(Date.UTC(2025, i % 12, 1 + (i % 27), 10, 0, 0)),
    };
  });
}

/** The second store's customers (store isolation shows in tests and the demo). */
export function secondStoreCustomers(): SeedCustomer[] {
  return [
    {
      email: 'outlet.buyer@example.com',
      phone: '',
      full_name: 'Outlet Buyer',
      notes: '',
      tags: ['outlet'],
      addresses: [],
      created_at: new Date(Date.UTC(2025, 5, 1)),
    },
    {
      email: 'second.store@example.com',
      phone: '',
      full_name: 'Second Store Customer',
      notes: '',
      tags: [],
      addresses: [],
      created_at: new Date(Date.UTC(2025, 6, 1)),
    },
  ];
}

/**
 * Order statistics of a few demo customers (by their index in `mainStoreCustomers()`), as the
 * orders would leave them: for stories and admin tests that run without the orders plugin.
 * The demo itself gets them from the orders seed (ORDERS_CHANGED → ORDER_STATISTICS).
 */
export const SAMPLE_PURCHASES: readonly {
  index: number;
  order_count: number;
  lifetime_spent: number;
  last_purchase: string;
}[] = [
  { index: 0, order_count: 2, lifetime_spent: 24690, last_purchase: '2026-02-01T12:00:00.000Z' },
  { index: 1, order_count: 1, lifetime_spent: 4000, last_purchase: '2026-02-03T12:00:00.000Z' },
  { index: 2, order_count: 5, lifetime_spent: 61725, last_purchase: '2026-02-02T12:00:00.000Z' },
];
