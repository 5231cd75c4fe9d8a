/**
 * The Invoice orders area's zod-free half of its contract: the subject, constants, labels and
 * messages (spec 2 §3 Invoice order, §4, §5, §8, §9). The admin manifest and the global search
 * provider read only this, so the shell's first load carries no schema library
 * (scripts/manifest-weight.test.ts); `./index.ts` re-exports it.
 */

export * from './shell';

/** Page size of the list; newest first (the list's and the global search's order). */
export const INVOICE_ORDERS_PAGE_SIZE = 20;

/** The storefront page an invoice email's pay link opens (`?token=` is the invoice's secret). */
export const INVOICE_PAY_PATH = '/invoice/{id}/pay';

/** Customer email suggestions: 10 results, only after more than 2 typed characters (spec 2 §9). */
export const CUSTOMER_SUGGESTIONS_LIMIT = 10;
export const CUSTOMER_SUGGESTIONS_MIN_CHARS = 3;

/** Products offered by the "add product" search. */
export const PRODUCT_SUGGESTIONS_LIMIT = 10;

/** The largest amount one field takes, in currency units (its cents fit a 32-bit integer). */
export const MAX_AMOUNT = 1_000_000;
/** MAX_AMOUNT in minor units (two-digit currencies): what the API's integer amounts may reach. */
export const MAX_AMOUNT_MINOR = MAX_AMOUNT * 100;

/** Payment types: `free` marks an invoice paid without a charge (spec 2 §4); `card` charges a card. */
export const PAYMENT_TYPES = ['free', 'card'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** States of a recorded payment: a card may wait for extra authentication (spec 2 §4). */
export const PAYMENT_STATUSES = ['succeeded', 'requires_action'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

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
  amountMinorUnits: 'Enter the amount in whole minor units (cents).',
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
  selectAtLeastOne: 'Select at least one item.',
  created: 'Invoice order created successfully.',
  updated: 'Invoice order updated successfully.',
  paid: 'Invoice order marked as paid.',
  deleted: 'Invoice order deleted successfully.',
  emailed: (email: string) => `Invoice sent to ${email}`,
  /** The pay link's text in the invoice email (issue 18 item 8). */
  payLinkLabel: 'Pay this invoice',
  customerCreated: 'Customer created successfully.',
  addressSaved: 'Address saved.',
  addressDeleted: 'Address deleted.',
} as const;

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
 * Subtotal and total of lines plus shipping and tax (the server's rule), all integer minor
 * units: exact integer sums, no rounding.
 */
export function invoiceTotals(
  items: readonly { price: number; quantity: number }[],
  shipping: number,
  tax: number,
): { subtotal: number; total: number } {
  const subtotal = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  return { subtotal, total: subtotal + shipping + tax };
}
