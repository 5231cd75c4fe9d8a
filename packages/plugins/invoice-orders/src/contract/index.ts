/**
 * The Invoice orders plugin's contract (spec 2 §3 Invoice order, §4, §7 Invoice orders, §8):
 * what other packages may know of it. The typed client, the server's route wiring and checks,
 * the list's filters, the admin data hooks and the API reference are derived from this.
 *
 * Money is integer minor units of the store's currency on the wire and in the table (1999 is
 * $19.99 in USD); the admin's inputs show decimal amounts.
 */
import { z } from 'zod';
import { defineContract, defineEndpoint, defineResource } from '@storeroom/core/contract';
import { POSTAL_ADDRESS, POSTAL_ADDRESS_INPUT } from '@storeroom/plugin-customers/contract';
import {
  INVOICE_ORDERS_DEFAULT_SORT,
  INVOICE_ORDERS_MESSAGES,
  INVOICE_ORDERS_PAGE_SIZE,
  INVOICE_ORDERS_SUBJECT,
  INVOICE_PAID_LABELS,
  MAX_AMOUNT_MINOR,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  luhnValid,
} from './model';

export * from './model';

/** Money sent: integer minor units of the store's currency, 0 up to MAX_AMOUNT units. */
const amount = z
  .number({ error: INVOICE_ORDERS_MESSAGES.amountInvalid })
  .int(INVOICE_ORDERS_MESSAGES.amountMinorUnits)
  .min(0, INVOICE_ORDERS_MESSAGES.amountInvalid)
  .max(MAX_AMOUNT_MINOR, INVOICE_ORDERS_MESSAGES.amountTooLarge)
  .describe("Integer minor units of the store's currency (cents for USD)");
/** Money answered: integer minor units of the store's currency. */
const minor = z.number().int().describe("Integer minor units of the store's currency (cents for USD)");

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Customer email input: lower-cased, whitespace removed, standard pattern; empty allowed (spec 2 §5). */
export const emailSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toLowerCase())
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), INVOICE_ORDERS_MESSAGES.emailInvalid);

// ---------------------------------------------------------------------------------------------
// What callers send

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

/** A customer found or created by email ("create customer", spec 2 §2). */
export const newCustomerSchema = z.object({
  email: emailSchema.refine((v) => v !== '', INVOICE_ORDERS_MESSAGES.emailInvalid),
  full_name: z.string().trim().max(200).default(''),
});

/** The customer of an invoice: an existing one by id, or one found or created by email. */
export const invoiceCustomerSchema = z.union([
  z.object({ id: z.number().int().positive() }),
  newCustomerSchema,
]);

/** What a create sends (spec 2 §7: items, customer, shipping, tax). The total is computed by the server. */
export const invoiceOrderInputSchema = z.object({
  items: z
    .array(invoiceItemSchema, { error: INVOICE_ORDERS_MESSAGES.itemsRequired })
    .min(1, INVOICE_ORDERS_MESSAGES.itemsRequired)
    .max(500),
  customer: invoiceCustomerSchema.nullable().default(null),
  email: emailSchema.default(''),
  shipping: z.object({ price: amount }).default({ price: 0 }),
  /**
   * The tax amount, used while the invoice has no address. Once it has one and the store runs
   * the taxes area, the server computes the tax from the store's tax for the shipping address
   * (`tax_rate` in the answer) and this value is not used.
   */
  tax: amount.default(0),
});
export type InvoiceOrderInput = z.input<typeof invoiceOrderInputSchema>;

/** What a PATCH sends: any part of a create; a part left out keeps its value (refused once paid). */
export const invoiceOrderUpdateSchema = z.object({
  items: invoiceOrderInputSchema.shape.items.optional(),
  customer: invoiceOrderInputSchema.shape.customer.removeDefault().optional(),
  email: invoiceOrderInputSchema.shape.email.removeDefault().optional(),
  shipping: invoiceOrderInputSchema.shape.shipping.removeDefault().optional(),
  tax: invoiceOrderInputSchema.shape.tax.removeDefault().optional(),
});
export type InvoiceOrderUpdate = z.input<typeof invoiceOrderUpdateSchema>;

/** An address card (the placeholders of spec 2 §3 Email template model). */
export const addressSchema = z.object({
  first_name: z.string().trim().max(100).default(''),
  last_name: z.string().trim().max(100).default(''),
  ...POSTAL_ADDRESS_INPUT,
  country: z.string().trim().max(2).default(''),
  phone: z.string().trim().max(40).default(''),
});
export type Address = z.output<typeof addressSchema>;
export type AddressInput = z.input<typeof addressSchema>;

/** `POST /invoice-orders/{id}/address` (spec 2 §5: billing copies shipping while same-billing is on). */
export const addressInputSchema = z.object({
  shipping: addressSchema,
  billing: addressSchema.optional(),
  same_billing: z.boolean().default(true),
});
export type AddressBody = z.input<typeof addressInputSchema>;

/** Part of an address card: only the fields sent change (no defaults, unlike `addressSchema`). */
const card = addressSchema.shape;
export const addressPartSchema = z.object({
  first_name: card.first_name.removeDefault().optional(),
  last_name: card.last_name.removeDefault().optional(),
  company: card.company.removeDefault().optional(),
  street: card.street.removeDefault().optional(),
  suite: card.suite.removeDefault().optional(),
  city: card.city.removeDefault().optional(),
  state: card.state.removeDefault().optional(),
  zip: card.zip.removeDefault().optional(),
  country: card.country.removeDefault().optional(),
  phone: card.phone.removeDefault().optional(),
});

/** `PATCH /invoice-orders/{id}/address`: the fields to change; the rest is kept. */
export const addressPatchSchema = z.object({
  shipping: addressPartSchema.optional(),
  billing: addressPartSchema.optional(),
  same_billing: z.boolean().optional(),
});
export type AddressPatch = z.input<typeof addressPatchSchema>;

/** Card details for the card provider (the sandbox by default). */
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

/** `POST /invoice-orders/{id}/email`: the recipient (default: the invoice's email) and a message. */
export const emailInputSchema = z.object({
  email: emailSchema.optional(),
  message: z.string().max(5000).default(''),
});
export type EmailInput = z.input<typeof emailInputSchema>;

/** `POST /invoice-orders/delete`: the invoices to delete (paid ones stay, spec 2 §8). */
export const invoiceIdsSchema = z.object({
  ids: z
    .array(z.coerce.number().int().positive().max(2_147_483_647))
    .min(1, INVOICE_ORDERS_MESSAGES.selectAtLeastOne)
    .max(1000),
});

// ---------------------------------------------------------------------------------------------
// What the server answers

/** A line as the API answers it. */
export const invoiceLineSchema = z.object({
  product_id: z.number().int().nullable(),
  variant: z.string(),
  title: z.string(),
  price: minor,
  quantity: z.number().int(),
});

const addressCardSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  ...POSTAL_ADDRESS,
  country: z.string(),
  phone: z.string(),
});

/** The address of an invoice: shipping and billing cards (its id is the invoice's). */
export const invoiceAddressSchema = z.object({
  id: z.number().int(),
  shipping: addressCardSchema,
  billing: addressCardSchema,
  same_billing: z.boolean(),
});
export type InvoiceAddress = z.output<typeof invoiceAddressSchema>;

/** The payment recorded on an invoice. */
export const invoicePaymentSchema = z.object({
  type: z.enum(PAYMENT_TYPES),
  status: z.enum(PAYMENT_STATUSES),
  last4: z.string().optional(),
  payment_intent_id: z.string().optional(),
  provider: z.string().optional(),
});
export type InvoicePayment = z.output<typeof invoicePaymentSchema>;

/**
 * The store's tax the server applied to an invoice (through the taxes area's `TAX_RATES`, for
 * the invoice's shipping address): the rate in percent and whether shipping is exempt. `null`
 * (or absent) when the tax is the amount the caller sent: no address, or no taxes area.
 */
export const invoiceTaxRateSchema = z.object({
  country: z.string(),
  state: z.string().nullable(),
  tax: z.number(),
  shipping_exempt: z.boolean(),
});
export type InvoiceTaxRate = z.output<typeof invoiceTaxRateSchema>;

/** An invoice order as the API answers it (spec 2 §3). */
export const invoiceOrderItemSchema = z.object({
  id: z.number().int(),
  paid: z.boolean(),
  items: z.array(invoiceLineSchema),
  customer: z.object({ id: z.number().int() }).nullable(),
  email: z.string(),
  address: invoiceAddressSchema.nullable(),
  shipping: z.object({ price: minor }),
  tax: minor,
  /** The tax rule the tax was computed with (see `invoiceTaxRateSchema`). */
  tax_rate: invoiceTaxRateSchema.nullable().optional(),
  subtotal: minor,
  total: minor,
  payment: invoicePaymentSchema.nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type InvoiceOrderItem = z.output<typeof invoiceOrderItemSchema>;

/** The answer of a pay call: paid, or waiting for the card's extra authentication. */
export const payResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('succeeded'), invoice: invoiceOrderItemSchema }),
  z.object({
    status: z.literal('requires_action'),
    payment_intent_id: z.string(),
    invoice: invoiceOrderItemSchema,
  }),
]);
export type PayResult = z.output<typeof payResultSchema>;

/** `GET /invoice-orders/{id}/page`: what the customer's invoice page shows. */
export const invoicePageSchema = z.object({
  id: z.number().int(),
  store: z.object({ title: z.string(), currency: z.string() }),
  paid: z.boolean(),
  /** When it was paid (`null` while unpaid). */
  paid_at: z.string().nullable(),
  /** How it was paid; never a payment intent id. */
  payment: z.object({ type: z.enum(PAYMENT_TYPES), last4: z.string().optional() }).nullable(),
  /** The invoice's customer; name and email are empty when the customers area does not know it. */
  customer: z.object({ id: z.number().int(), full_name: z.string(), email: z.string() }).nullable(),
  email: z.string(),
  items: z.array(invoiceLineSchema),
  shipping: z.object({ price: minor }),
  tax: minor,
  tax_rate: invoiceTaxRateSchema.nullable().optional(),
  subtotal: minor,
  total: minor,
  address: invoiceAddressSchema.nullable(),
  created_at: z.string(),
});
export type InvoicePage = z.output<typeof invoicePageSchema>;

// ---------------------------------------------------------------------------------------------
// The contract

const S = INVOICE_ORDERS_SUBJECT;
const ONE = '/invoice-orders/:id';

export const invoiceOrdersContract = defineContract({
  id: 'invoice-orders',
  subjects: { invoice_orders: INVOICE_ORDERS_SUBJECT },
  resources: {
    invoices: defineResource({
      path: '/invoice-orders',
      subject: S,
      summary:
        'Invoice orders (spec 2 §3): lines, customer, shipping, tax; the total is computed by the server.',
      item: invoiceOrderItemSchema,
      create: invoiceOrderInputSchema,
      update: invoiceOrderUpdateSchema,
      filters: {
        // The search box: the invoice number (`12` or `#12`) or part of the email.
        query: { label: 'Number or email', type: 'text', operators: ['='] },
        paid: {
          label: 'Paid status',
          type: 'select',
          options: [
            { value: 'false', label: INVOICE_PAID_LABELS.false },
            { value: 'true', label: INVOICE_PAID_LABELS.true },
          ],
        },
        email: { label: 'Email', type: 'text' },
        created_at: { label: 'Date', type: 'date' },
        id: { label: 'Invoice number', type: 'number', hidden: true },
        customer_id: { label: 'Customer', type: 'number', hidden: true },
      },
      sort: ['id', 'paid', 'email', 'total', 'created_at', 'paid_at'],
      defaultSort: INVOICE_ORDERS_DEFAULT_SORT,
      pageSize: INVOICE_ORDERS_PAGE_SIZE,
      // Deleting is a domain endpoint (`remove`, `bulkDelete`): paid invoices stay (spec 2 §8).
      operations: { delete: false },
    }),
  },
  endpoints: {
    pay: defineEndpoint({
      method: 'POST',
      path: `${ONE}/pay`,
      subject: S,
      action: 'update',
      summary:
        'Pays an unpaid invoice: free (mark as paid) or by card; a card may answer requires_action, then the repeat call carries payment_intent_id (spec 2 §4). 409 once paid, 402 when declined.',
      body: payInputSchema,
      response: payResultSchema,
    }),
    email: defineEndpoint({
      method: 'POST',
      path: `${ONE}/email`,
      subject: S,
      action: 'update',
      summary:
        'Sends the invoice email (to the invoice email unless another is given); the email log records it.',
      body: emailInputSchema,
      response: z.object({ message: z.string(), email_log_id: z.number().int() }),
    }),
    page: defineEndpoint({
      method: 'GET',
      path: `${ONE}/page`,
      subject: S,
      action: 'read',
      summary: 'The invoice page: store, customer, addresses, lines, totals and how it was paid.',
      response: invoicePageSchema,
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: ONE,
      subject: S,
      action: 'delete',
      summary: 'Deletes an unpaid invoice; a paid one stays and answers 422 with the spec 2 §8 message.',
    }),
    bulkDelete: defineEndpoint({
      method: 'POST',
      path: '/invoice-orders/delete',
      subject: S,
      action: 'delete',
      summary:
        'Deletes the unpaid invoices of `ids`; when some are paid they stay and the answer is 422 with the spec 2 §8 message, `affected` and `not_deleted`.',
      body: invoiceIdsSchema,
      response: z.object({ affected: z.number().int() }),
    }),
    createAddress: defineEndpoint({
      method: 'POST',
      path: `${ONE}/address`,
      subject: S,
      action: 'update',
      summary: 'Adds the address of an unpaid invoice (billing copies shipping while same_billing).',
      body: addressInputSchema,
      response: invoiceAddressSchema,
    }),
    updateAddress: defineEndpoint({
      method: 'PATCH',
      path: `${ONE}/address`,
      subject: S,
      action: 'update',
      summary: 'Changes the address of an unpaid invoice.',
      body: addressPatchSchema,
      response: invoiceAddressSchema,
    }),
    deleteAddress: defineEndpoint({
      method: 'DELETE',
      path: `${ONE}/address`,
      subject: S,
      action: 'update',
      summary: 'Removes the address of an unpaid invoice.',
    }),
  },
});
