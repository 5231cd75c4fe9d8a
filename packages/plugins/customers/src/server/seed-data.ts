/**
 * Deterministic demo customers: the same rows on every seed (no randomness, fixed dates),
 * so screenshots and tests can rely on them.
 */
import type { CustomerAddress } from '../schema';

export interface SeedCustomer {
  email: string;
  full_name: string;
  notes: string;
  tags: string[];
  addresses: CustomerAddress[];
  created_at: Date;
  order_count: number;
  lifetime_spent: number;
  last_purchase: Date | null;
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

/** A few dozen customers of the main store; every fifth has never bought. */
export function mainStoreCustomers(): SeedCustomer[] {
  return Array.from({ length: 36 }, (_, i) => {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    const place = CITIES[i % CITIES.length]!;
    const neverBought = i % 5 === 4;
    const orders = neverBought ? 0 : 1 + ((i * 3) % 9);
    return {
      email: `${first}.${last}${i}@example.com`.toLowerCase(),
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
      order_count: orders,
      lifetime_spent: orders * (2599 + i * 137),
      last_purchase: neverBought ? null : new Date(Date.UTC(2026, i % 10, 1 + ((i * 5) % 27), 12, 30, 0)),
    };
  });
}

/** The second store's customers (store isolation shows in tests and the demo). */
export function secondStoreCustomers(): SeedCustomer[] {
  return [
    {
      email: 'outlet.buyer@example.com',
      full_name: 'Outlet Buyer',
      notes: '',
      tags: ['outlet'],
      addresses: [],
      created_at: new Date(Date.UTC(2025, 5, 1)),
      order_count: 2,
      lifetime_spent: 4200,
      last_purchase: new Date(Date.UTC(2026, 2, 3)),
    },
    {
      email: 'second.store@example.com',
      full_name: 'Second Store Customer',
      notes: '',
      tags: [],
      addresses: [],
      created_at: new Date(Date.UTC(2025, 6, 1)),
      order_count: 0,
      lifetime_spent: 0,
      last_purchase: null,
    },
  ];
}
