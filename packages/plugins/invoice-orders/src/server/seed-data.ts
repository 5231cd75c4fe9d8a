/**
 * Deterministic demo invoice orders: paid and unpaid, with and without addresses, custom
 * items only (a catalogue product of one store is not another's). Data only: the seed links
 * each to a customer through the customers plugin's directory when it is registered, and
 * stories build their rows from the same data.
 */
import type { Address, InvoiceItem, InvoicePayment } from '../contract';
import type { StoredAddress } from './tables';

const PEOPLE = [
  ['Grace', 'Hopper'],
  ['Alan', 'Turing'],
  ['Ada', 'Lovelace'],
  ['Edsger', 'Dijkstra'],
  ['Barbara', 'Liskov'],
  ['Donald', 'Knuth'],
] as const;

const LINES: InvoiceItem[] = [
  { product_id: null, variant: '', title: 'Custom engraving', price: 1500, quantity: 1 },
  { product_id: null, variant: 'Large / Blue', title: 'Wholesale T-shirt', price: 850, quantity: 24 },
  { product_id: null, variant: '', title: 'Design consultation (hour)', price: 6000, quantity: 2 },
  { product_id: null, variant: '750 ml', title: 'Ceramic vase', price: 4299, quantity: 3 },
  { product_id: null, variant: '', title: 'Gift wrapping', price: 425, quantity: 5 },
];

/** Demo invoices per store: a dozen in the main store, two in the second. */
export const SEED_INVOICE_COUNTS = [12, 2] as const;

export interface SeedInvoice {
  /** The customer the invoice is for (found or created in the customers directory). */
  customer: { email: string; full_name: string };
  email: string;
  items: InvoiceItem[];
  shipping: number;
  tax: number;
  paid: boolean;
  payment: InvoicePayment | null;
  address: StoredAddress | null;
  created_at: Date;
}

function addressOf(first: string, last: string, i: number): Address {
  return {
    first_name: first,
    last_name: last,
    company: i % 3 === 0 ? `${last} Studio` : '',
    street: `${100 + i * 7} Market Street`,
    suite: i % 2 === 0 ? `Suite ${i + 1}` : '',
    city: 'San Francisco',
    state: 'CA',
    zip: `9410${i % 10}`,
    country: 'US',
    phone: '',
  };
}

/** `count` invoices, oldest first: every third one paid (free or sandbox card), most with an address. */
export function seedInvoices(count: number): SeedInvoice[] {
  const start = Date.UTC(2026, 9, 1, 12);
  return Array.from({ length: count }, (_, i) => {
    const [first, last] = PEOPLE[i % PEOPLE.length]!;
    const email = `${first.toLowerCase()}.${last.toLowerCase()}@invoices.example`;
    const paid = i % 3 === 1;
    const shipping = addressOf(first, last, i);
    return {
      customer: { email, full_name: `${first} ${last}` },
      email,
      items: [LINES[i % LINES.length]!, ...(i % 2 === 0 ? [LINES[(i + 2) % LINES.length]!] : [])],
      // Integer minor units (cents).
      shipping: i % 4 === 0 ? 0 : 995,
      tax: (i + 1) * 137,
      paid,
      payment: paid
        ? i % 2 === 0
          ? { type: 'free', status: 'succeeded' }
          : {
              type: 'card',
              status: 'succeeded',
              last4: '4242',
              provider: 'sandbox',
              payment_intent_id: `pi_sandbox_seed_${i}`,
            }
        : null,
      address: i % 5 === 4 ? null : { shipping, billing: { ...shipping }, same_billing: true },
      created_at: new Date(start + i * 86_400_000),
    };
  });
}
