/**
 * The Invoice orders area's schemas, constants and messages (spec 2 §3 Invoice order, §4
 * invoice order states, §5, §7 Invoice orders, §8, §9), shared by the admin plugin, the typed
 * client and the server part (no React here). Money is in major units on the wire (19.99),
 * rounded to cents; the server stores cents.
 */
import { z } from 'zod';

export * from './constants';
export { INVOICE_ORDERS_SUBJECT } from './access';

/** Page size of the list; newest first. */
export const INVOICE_ORDERS_PAGE_SIZE = 20;
export const CUSTOMER_SUGGESTIONS_MIN_CHARS = 3;
/** The largest amount one field takes (cents fit a 32-bit integer). */
export const MAX_AMOUNT = 1_000_000;

/** Payment types: `free` marks an invoice paid without a charge (spec 2 §4); `card` charges a card. */
export const PAYMENT_TYPES = ['free', 'card'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * Test cards of the built-in sandbox card provider (deterministic, ARCHITECTURE.md "Reference
 * server"): the first asks for extra authentication, then the repeat call with the payment
 * intent id completes (spec 2 §4); the second is declined; any other valid number succeeds.
 */
export const SANDBOX_CARDS = {
  requiresAction: '4000002760003184',
  declined: '4000000000000002',
  succeeds: '4242424242424242',
} as const;

/** Messages shown to people, verbatim where the spec gives them (spec 2 §5, §8). */
export const INVOICE_ORDERS_MESSAGES = {
  paidNotDeleted: (ids: readonly number[]) =>
    `Paid Invoice Orders: ${ids.join(', ')} are not deleted. You can not delete paid invoice orders.`,
  quantityRequired: 'Product quantity is required.',
  itemsRequired: 'Add at least one item.',
  titleRequired: 'Item title cannot be blank.',
  amountInvalid: 'Enter an amount of 0 or more.',
  amountTooLarge: `The amount can be at most ${MAX_AMOUNT}.`,
  emailInvalid: 'Please enter a valid email address.',
  customerNotFound: 'Customer not found.',
  productNotFound: 'Product not found.',
  alreadyPaid: 'This invoice order is already paid.',
  paidLocked: 'A paid invoice order can not be changed.',
  addressLocked: 'The address of a paid invoice order can not be changed.',
  addressMissing: 'This invoice order has no address.',
  addressExists: 'This invoice order already has an address.',
  noRecipient: 'The invoice order has no email to send to.',
  cardInvalid: 'Card number is invalid.',
  cardExpiry: 'Card expiry is invalid.',
  cardCvc: 'Card security code is invalid.',
  cardRequired: 'Enter the card details.',
  cardDeclined: 'Your card was declined.',
  intentMismatch: 'The payment could not be confirmed. Please start the payment again.',
  created: 'Invoice order created successfully.',
  updated: 'Invoice order updated successfully.',
  paid: 'Invoice order marked as paid.',
  deleted: 'Invoice order deleted successfully.',
  emailed: (email: string) => `Invoice sent to ${email}`,
  customerCreated: 'Customer created successfully.',
  addressSaved: 'Address saved.',
  addressDeleted: 'Address deleted.',
} as const;

/** Rounds money to cents. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

const amount = z
  .number({ error: INVOICE_ORDERS_MESSAGES.amountInvalid })
  .finite(INVOICE_ORDERS_MESSAGES.amountInvalid)
  .min(0, INVOICE_ORDERS_MESSAGES.amountInvalid)
  .max(MAX_AMOUNT, INVOICE_ORDERS_MESSAGES.amountTooLarge)
  .transform(roundMoney);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Customer email input: lower-cased, whitespace removed, standard pattern; empty allowed (spec 2 §5). */
export const emailSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toLowerCase())
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), INVOICE_ORDERS_MESSAGES.emailInvalid);

/** One line: a catalogue product or a custom item ("create custom item", spec 2 §2). */
export const invoiceItemSchema = z.object({
  product_id: z.number().int().positive().nullable().default(null),
  variant: z.string().trim().max(200).default(''),
  title: z.string().trim().min(1, INVOICE_ORDERS_MESSAGES.titleRequired).max(300),
  price: amount,
  quantity: z
    .number({ error: INVOICE_ORDERS_MESSAGES.quantityRequired })
    .int(INVOICE_ORDERS_MESSAGES.quantityRequired)
    .min(1, INVOICE_ORDERS_MESSAGES.quantityRequired)
    .max(100_000),
});
export type InvoiceItem = z.output<typeof invoiceItemSchema>;
export type InvoiceItemInput = z.input<typeof invoiceItemSchema>;

/** The customer of an invoice: an existing one by id, or one found or created by email. */
export const invoiceCustomerSchema = z.union([
  z.object({ id: z.number().int().positive() }),
  z.object({
    email: emailSchema.refine((v) => v !== '', INVOICE_ORDERS_MESSAGES.emailInvalid),
    full_name: z.string().trim().max(200).default(''),
  }),
]);

/** What a create sends (spec 2 §7: items, customer, shipping, tax). */
export const invoiceOrderInputSchema = z.object({
  items: z
    .array(invoiceItemSchema, { error: INVOICE_ORDERS_MESSAGES.itemsRequired })
    .min(1, INVOICE_ORDERS_MESSAGES.itemsRequired)
    .max(500),
  customer: invoiceCustomerSchema.nullable().default(null),
  email: emailSchema.default(''),
  shipping: z.object({ price: amount }).default({ price: 0 }),
  tax: amount.default(0),
});
export type InvoiceOrderInput = z.input<typeof invoiceOrderInputSchema>;

/** An address card (the placeholders of spec 2 §3 Email template model). */
export const addressSchema = z.object({
  first_name: z.string().trim().max(100).default(''),
  last_name: z.string().trim().max(100).default(''),
  company: z.string().trim().max(200).default(''),
  street: z.string().trim().max(200).default(''),
  suite: z.string().trim().max(200).default(''),
  city: z.string().trim().max(100).default(''),
  state: z.string().trim().max(100).default(''),
  zip: z.string().trim().max(20).default(''),
  country: z.string().trim().max(2).default(''),
  phone: z.string().trim().max(40).default(''),
});
export type Address = z.output<typeof addressSchema>;
export type AddressInput = z.input<typeof addressSchema>;

/** `POST|PATCH /invoice-orders/{id}/address` (spec 2 §5: billing copies shipping while same-billing is on). */
export const addressInputSchema = z.object({
  shipping: addressSchema,
  billing: addressSchema.optional(),
  same_billing: z.boolean().default(true),
});
export type AddressBody = z.input<typeof addressInputSchema>;

/**
 * The addresses to store: billing is a copy of shipping while same-billing is on; otherwise
 * billing keeps its own fields, with the first and last name taken from shipping when left
 * empty (spec 2 §5).
 */
export function resolveAddresses(body: z.output<typeof addressInputSchema>): {
  shipping: Address;
  billing: Address;
  same_billing: boolean;
} {
  const { shipping, same_billing } = body;
  if (same_billing || !body.billing) return { shipping, billing: { ...shipping }, same_billing: true };
  const billing = {
    ...body.billing,
    first_name: body.billing.first_name || shipping.first_name,
    last_name: body.billing.last_name || shipping.last_name,
  };
  return { shipping, billing, same_billing: false };
}

/** Card details for the sandbox provider. */
export const cardSchema = z.object({
  number: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine(luhnValid, INVOICE_ORDERS_MESSAGES.cardInvalid),
  exp_month: z
    .number()
    .int()
    .min(1, INVOICE_ORDERS_MESSAGES.cardExpiry)
    .max(12, INVOICE_ORDERS_MESSAGES.cardExpiry),
  exp_year: z
    .number()
    .int()
    .min(2000, INVOICE_ORDERS_MESSAGES.cardExpiry)
    .max(2100, INVOICE_ORDERS_MESSAGES.cardExpiry),
  cvc: z.string().regex(/^[0-9]{3,4}$/, INVOICE_ORDERS_MESSAGES.cardCvc),
});
export type CardInput = z.input<typeof cardSchema>;

/** Card numbers: 12 to 19 digits passing the Luhn check. */
export function luhnValid(number: string): boolean {
  if (!/^[0-9]{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * `POST /invoice-orders/{id}/pay` (spec 2 §7 payment_type): `free` marks it paid; `card`
 * charges the card, and after a `requires_action` answer the repeat call carries
 * `payment_intent_id` (spec 2 §4).
 */
export const payInputSchema = z.discriminatedUnion('payment_type', [
  z.object({ payment_type: z.literal('free') }),
  z.object({
    payment_type: z.literal('card'),
    card: cardSchema.optional(),
    payment_intent_id: z.string().min(1).max(200).optional(),
  }),
]);
export type PayInput = z.input<typeof payInputSchema>;

/** `POST /invoice-orders/{id}/email`: the recipient (default: the invoice's email). */
export const emailInputSchema = z.object({
  email: emailSchema.optional(),
  message: z.string().max(5000).default(''),
});
export type EmailInput = z.input<typeof emailInputSchema>;

/** The payment recorded on an invoice. */
export interface InvoicePayment {
  type: PaymentType;
  status: 'succeeded' | 'requires_action';
  last4?: string;
  payment_intent_id?: string;
  provider?: string;
}

/** An invoice order as the API returns it (spec 2 §3). */
export interface InvoiceOrderItem extends Record<string, unknown> {
  id: number;
  paid: boolean;
  items: InvoiceItem[];
  customer: { id: number } | null;
  email: string;
  address: { id: number; shipping: Address; billing: Address; same_billing: boolean } | null;
  shipping: { price: number };
  tax: number;
  subtotal: number;
  total: number;
  payment: InvoicePayment | null;
  paid_at: string | null;
  created_at: string;
}

/** The answer of a pay call. */
export type PayResult =
  | { status: 'succeeded'; invoice: InvoiceOrderItem }
  | { status: 'requires_action'; payment_intent_id: string; invoice: InvoiceOrderItem };

/** `GET /invoice-orders/{id}/page`: what the customer's invoice page shows. */
export interface InvoicePage {
  id: number;
  store: { title: string; currency: string };
  paid: boolean;
  /** When it was paid, and how (`null` while unpaid). */
  paid_at: string | null;
  payment: { type: PaymentType; last4?: string } | null;
  /** The invoice's customer; name and email are empty when the customers area does not know it. */
  customer: { id: number; full_name: string; email: string } | null;
  email: string;
  items: InvoiceItem[];
  shipping: { price: number };
  tax: number;
  subtotal: number;
  total: number;
  address: InvoiceOrderItem['address'];
  created_at: string;
}

/** Subtotal and total of lines plus shipping and tax, computed in cents (the server's rule). */
export function invoiceTotals(
  items: readonly { price: number; quantity: number }[],
  shipping: number,
  tax: number,
): { subtotal: number; total: number } {
  const subtotalCents = items.reduce((sum, i) => sum + Math.round(i.price * 100) * i.quantity, 0);
  const totalCents = subtotalCents + Math.round(shipping * 100) + Math.round(tax * 100);
  return { subtotal: subtotalCents / 100, total: totalCents / 100 };
}
