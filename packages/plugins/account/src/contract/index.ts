/**
 * The Account plugin's contract (spec 1 §7 "Account and billing", "Cancel flow", "Contact"):
 * plans, payment cards, invoices, the cancel funnel and feedback, all owner-only but feedback.
 * The profile, photo, signature, pause and delete calls are the CORE server's (`coreContract`
 * of `@storeroom/core/contract`). The client, the server's checks and the API reference are
 * derived from this.
 */
import { z } from 'zod';
import { defineContract, defineEndpoint } from '@storeroom/core/contract';
import { ACCOUNT_MESSAGES, BILLING_SUBJECT, CANCEL_REASONS, INVOICE_STATUSES } from './model';
import type { CancelReason } from './model';

export * from './model';

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    _meta: z.object({
      currentPage: z.number().int(),
      pageCount: z.number().int(),
      perPage: z.number().int(),
      totalCount: z.number().int(),
    }),
  });

/** A plan on offer (spec 1 §3; rows the server owns, `GET /plans`); `price` is per cycle, in cents. */
export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  free_sites: z.number().int(),
  additional_cost: z.number().int(),
  days_in_cycle: z.number().int(),
  price: z.number().int(),
});
export type Plan = z.output<typeof planSchema>;

/** GET /plans/current: the account's plan as the account page shows it. */
export const currentPlanSchema = planSchema.extend({ is_paused: z.boolean(), on_trial: z.boolean() });
export type CurrentPlan = z.output<typeof currentPlanSchema>;

/**
 * PATCH /plans/current: the plan to move to. The plans are rows the server owns (`GET /plans`),
 * so whether the id names one of them is the server's check (same message, 422).
 */
export const changePlanSchema = z.object({
  plan_id: z
    .number({ error: ACCOUNT_MESSAGES.planInvalid })
    .int(ACCOUNT_MESSAGES.planInvalid)
    .positive(ACCOUNT_MESSAGES.planInvalid),
});
export type ChangePlanInput = z.input<typeof changePlanSchema>;

/** A stored payment card (spec 1 §3 payment_methods): only brand, last4 and expiry are kept. */
export const paymentMethodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  primary: z.boolean(),
  /** `requires_action` until the extra authentication is confirmed (spec 1 §4 "Card step"). */
  status: z.enum(['active', 'requires_action']),
  created_at: z.string(),
});
export type PaymentMethod = z.output<typeof paymentMethodSchema>;

/** The card form (numbers go to the card provider only; spec 1 §5 card rules). */
export const cardInputSchema = z.object({
  name: z.string().trim().min(1, ACCOUNT_MESSAGES.cardNameRequired).max(100),
  number: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, ACCOUNT_MESSAGES.cardNumberInvalid)),
  exp_month: z.coerce
    .number()
    .int()
    .min(1, ACCOUNT_MESSAGES.cardExpired)
    .max(12, ACCOUNT_MESSAGES.cardExpired),
  exp_year: z.coerce.number().int().min(2000, ACCOUNT_MESSAGES.cardExpired).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, ACCOUNT_MESSAGES.cardCvcInvalid),
});
export type CardInput = z.input<typeof cardInputSchema>;

/** POST /payment-methods: 201 saved, or 202 when the card needs extra authentication. */
export const cardCreateResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('succeeded'), message: z.string(), item: paymentMethodSchema }),
  z.object({ status: z.literal('requires_action'), client_secret: z.string(), item: paymentMethodSchema }),
]);
export type CardCreateResult = z.output<typeof cardCreateResultSchema>;

export const confirmPaymentSchema = z.object({
  payment_method_id: z.number().int().positive(),
  client_secret: z.string().min(1).max(200),
});

/** An invoice (spec 1 §3: paid, is_refund; the rest is what the billing page shows). */
export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  date: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  description: z.string(),
  paid: z.boolean(),
  is_refund: z.boolean(),
  status: z.enum(INVOICE_STATUSES),
  /** Date after which an unpaid invoice is overdue (14 days after `date`). */
  due_date: z.string().nullable(),
  overdue: z.boolean(),
  card: z.string().nullable(),
});
export type Invoice = z.output<typeof invoiceSchema>;

const YEAR_INVALID = 'Year must be a year between 2000 and 2100.';

/** GET /invoices?year=: one year's invoices (spec 1 §9: the current and 5 previous years). */
export const invoicesQuerySchema = z.object({
  year: z.coerce
    .number({ error: YEAR_INVALID })
    .int(YEAR_INVALID)
    .min(2000, YEAR_INVALID)
    .max(2100, YEAR_INVALID)
    .optional(),
});

export const invoiceSearchSchema = z.object({
  start: z.iso.date({ error: 'Start must be a date (YYYY-MM-DD).' }).optional(),
  end: z.iso.date({ error: 'End must be a date (YYYY-MM-DD).' }).optional(),
  paid: z.boolean().optional(),
});
export type InvoiceSearch = z.input<typeof invoiceSearchSchema>;

/** GET /cancelation-funnel/settings. */
export const cancelFunnelSettingsSchema = z.object({
  reasons: z.array(z.object({ id: z.string(), label: z.string() })),
  /** The done-for-you app's offer; when present, Keep leads to the cancel-offer page (spec 1 §4). */
  done_for_you: z.object({ title: z.string(), description: z.string(), price: z.number().int() }).nullable(),
});
export type CancelFunnelSettings = z.output<typeof cancelFunnelSettingsSchema>;

export const keepAccountSchema = z.object({
  reason: z.enum(CANCEL_REASONS.map((r) => r.id) as [CancelReason, ...CancelReason[]], {
    error: ACCOUNT_MESSAGES.reasonRequired,
  }),
});

/** The feedback model of POST /admin/contact/create. */
export const feedbackSchema = z.object({
  subject: z.string().trim().min(1, ACCOUNT_MESSAGES.subjectRequired).max(200),
  message: z.string().trim().min(1, ACCOUNT_MESSAGES.feedbackRequired).max(5000),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;

const messageSchema = z.object({ message: z.string() });
const owner = { subject: BILLING_SUBJECT } as const;

export const accountContract = defineContract({
  id: 'account',
  subjects: { account_owner: BILLING_SUBJECT },
  endpoints: {
    listPlans: defineEndpoint({
      method: 'GET',
      path: '/plans',
      ...owner,
      response: listOf(planSchema),
      summary: 'The plans on offer (rows the server owns), by id.',
    }),
    currentPlan: defineEndpoint({
      method: 'GET',
      path: '/plans/current',
      ...owner,
      response: currentPlanSchema,
      summary: 'The account’s plan; named "Paused Plan" while the account is paused (spec 1 §4).',
    }),
    changePlan: defineEndpoint({
      method: 'PATCH',
      path: '/plans/current',
      ...owner,
      body: changePlanSchema,
      response: currentPlanSchema,
      summary:
        'Moves the account to another plan; its price applies from the next invoice (the trial, if any, goes on).',
    }),
    finishTrial: defineEndpoint({
      method: 'POST',
      path: '/account/finish-trial',
      ...owner,
      body: z.object({}),
      response: messageSchema.extend({ plan: currentPlanSchema, invoice: invoiceSchema }),
      summary:
        'Ends the trial now (spec 1 §7): the primary card pays the plan’s first cycle, a paid invoice records it. A declined card changes nothing.',
    }),
    listCards: defineEndpoint({
      method: 'GET',
      path: '/payment-methods',
      ...owner,
      response: listOf(paymentMethodSchema),
      summary: 'The payment cards.',
    }),
    addCard: defineEndpoint({
      method: 'POST',
      path: '/payment-methods',
      ...owner,
      action: 'create',
      body: cardInputSchema,
      response: cardCreateResultSchema,
      summary:
        'Save a card through the card provider: 201 saved, 202 when it needs extra authentication, 422 declined.',
    }),
    confirmCard: defineEndpoint({
      method: 'POST',
      path: '/account/confirm-payment',
      ...owner,
      action: 'create',
      body: confirmPaymentSchema,
      response: messageSchema.extend({ item: paymentMethodSchema }),
      summary: 'Finish a card’s extra authentication with its client secret.',
    }),
    makePrimary: defineEndpoint({
      method: 'POST',
      path: '/payment-methods/:id/primary',
      ...owner,
      body: z.object({}),
      response: listOf(paymentMethodSchema).extend({ message: z.string() }),
      summary: 'Make a card the primary one (exactly one primary at a time).',
    }),
    deleteCard: defineEndpoint({
      method: 'DELETE',
      path: '/payment-methods/:id',
      ...owner,
      action: 'delete',
      response: messageSchema,
      summary: 'Delete a card; a primary card cannot be deleted (422).',
    }),
    listInvoices: defineEndpoint({
      method: 'GET',
      path: '/invoices',
      ...owner,
      query: invoicesQuerySchema,
      response: listOf(invoiceSchema),
      summary: 'Invoices, newest first; `year` limits them to one year.',
    }),
    searchInvoices: defineEndpoint({
      method: 'POST',
      path: '/invoices/search',
      ...owner,
      action: 'read',
      body: invoiceSearchSchema,
      response: listOf(invoiceSchema),
      summary: 'Invoices between two dates (inclusive) and by paid state.',
    }),
    getInvoice: defineEndpoint({
      method: 'GET',
      path: '/invoices/:id',
      ...owner,
      response: invoiceSchema,
      summary: 'One invoice.',
    }),
    retryInvoice: defineEndpoint({
      method: 'POST',
      path: '/invoices/:id/retry',
      ...owner,
      body: z.object({}),
      response: messageSchema.extend({ item: invoiceSchema }),
      summary: 'Charge the primary card for an invoice whose payment failed.',
    }),
    cancelSettings: defineEndpoint({
      method: 'GET',
      path: '/cancelation-funnel/settings',
      ...owner,
      response: cancelFunnelSettingsSchema,
      summary: 'The cancel flow’s reasons and the done-for-you offer.',
    }),
    keepAccount: defineEndpoint({
      method: 'POST',
      path: '/keep-account',
      ...owner,
      body: keepAccountSchema,
      response: z.object({ redirect_to: z.string() }),
      summary: 'Keep the account (with the reason to cancel): where to go next (spec 1 §4).',
    }),
    sendFeedback: defineEndpoint({
      method: 'POST',
      path: '/admin/contact/create',
      subject: BILLING_SUBJECT,
      // Any signed-in owner or employee may write to the provider (not private apps).
      signedIn: true,
      action: 'create',
      body: feedbackSchema,
      response: messageSchema,
      summary: 'Feedback to the provider’s support (spec 1 §7 "Contact").',
    }),
  },
});
