/**
 * The Account area's schemas, enumerations, constants and messages (spec 1 §2–§9, spec 4 §9),
 * shared by the admin plugin, the typed client and the server part (no React here).
 */
import { z } from 'zod';

export { BILLING_SUBJECT } from './access';

/** Spec 1 §8, verbatim. */
export const ACCOUNT_MESSAGES = {
  passwordsDontMatch: "Passwords don't match",
  correctErrors: 'Please, correct errors and try again.',
  passwordChanged: 'Password changed successfully',
  emailChanged: 'Email changed successfully.',
  profileSaved: 'Account information saved successfully.',
  saveFailed: 'Error while saving account information',
  loadFailed: 'Error happened while loading your account information',
  photoUploaded: 'Profile image uploaded successfully.',
  cardCreated: 'Payment method created successfully.',
  cardUpdated: 'Payment method updated successfully.',
  cardDeleted: 'Card deleted successfully.',
  /** Spec 1 §5: a primary card cannot be deleted; the message says what to do instead. */
  primaryCardDelete:
    'A primary card cannot be deleted. Please add a new card, make it primary, then delete the old one.',
  cardDeclined: 'Your card was declined.',
  cardNumberInvalid: 'Your card number is incorrect.',
  cardExpired: 'Your card has expired.',
  cardCvcInvalid: 'Your card’s security code is incorrect.',
  cardNameRequired: 'Name on card cannot be blank.',
  cardAuthFailed: 'We are unable to authenticate your payment method. Please choose a different one.',
  noPrimaryCard: 'Add a payment card first.',
  invoicePaid: 'Invoice paid successfully.',
  invoiceNotRetryable: 'Only an invoice whose payment failed can be retried.',
  feedbackSent: 'Feedback was sent successfully',
  feedbackFailed: 'Error happened while sending your feedback.',
  feedbackRequired: 'Message cannot be blank.',
  subjectRequired: 'Subject cannot be blank.',
  generic: 'Something went wrong, please contact support or try again later.',
  reasonRequired: 'Please choose an option.',
  storePasswordRequired: 'Store password cannot be blank.',
  accountPaused: 'Your account has been paused.',
  accountDeleted: 'Your account has been deleted.',
} as const;

/** Invoice status labels (spec 1 §4), keyed by the API's status. */
export const INVOICE_STATUSES = ['not_paid', 'paid', 'paid_refunded', 'payment_failed', 'refund'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  not_paid: 'Not Paid',
  paid: 'Paid',
  paid_refunded: 'Paid & Refunded',
  payment_failed: 'Payment Failed',
  refund: 'Refund invoice',
};

/** Invoice year filter: the current year and 5 previous years (spec 1 §9). */
export const INVOICE_YEARS_BACK = 5;
/** Overdue invoice deadline: 14 days after the invoice date (spec 4 §9). */
export const OVERDUE_INVOICE_DAYS = 14;

/** The years the invoice filter offers, newest first. */
export function invoiceYears(now: Date = new Date()): number[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: INVOICE_YEARS_BACK + 1 }, (_, i) => year - i);
}

/** Spec 1 §4: the plan of a paused account is shown as Paused Plan. */
export const PAUSED_PLAN_NAME = 'Paused Plan';

/** Plan (spec 1 §3); `price` is per cycle, in cents. */
export interface Plan {
  id: number;
  name: string;
  free_sites: number;
  additional_cost: number;
  days_in_cycle: number;
  price: number;
}

/** The plans on offer (GET /plans). */
export const PLANS: readonly Plan[] = [
  { id: 1, name: 'Basic', free_sites: 1, additional_cost: 1000, days_in_cycle: 30, price: 2900 },
  { id: 2, name: 'Professional', free_sites: 3, additional_cost: 800, days_in_cycle: 30, price: 7900 },
  {
    id: 3,
    name: 'Professional Yearly',
    free_sites: 3,
    additional_cost: 800,
    days_in_cycle: 365,
    price: 79000,
  },
];

/** GET /plans/current: the account's plan as the account page shows it. */
export interface CurrentPlan extends Plan {
  is_paused: boolean;
  on_trial: boolean;
}

/** A stored payment card (spec 1 §3 payment_methods): only brand, last4 and expiry are kept. */
export interface PaymentMethod extends Record<string, unknown> {
  id: number;
  name: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  primary: boolean;
  /** `requires_action` until the extra authentication is confirmed (spec 1 §4 "Card step"). */
  status: 'active' | 'requires_action';
  created_at: string;
}

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

/** POST /payment-methods answer. */
export type CardCreateResult =
  | { status: 'succeeded'; message: string; item: PaymentMethod }
  | { status: 'requires_action'; client_secret: string; item: PaymentMethod };

export const confirmPaymentSchema = z.object({
  payment_method_id: z.number().int().positive(),
  client_secret: z.string().min(1).max(200),
});

/** An invoice (spec 1 §3: paid, is_refund; the rest is what the billing page shows). */
export interface Invoice extends Record<string, unknown> {
  id: number;
  number: string;
  date: string;
  amount: number;
  currency: string;
  description: string;
  paid: boolean;
  is_refund: boolean;
  status: InvoiceStatus;
  /** Date after which an unpaid invoice is overdue (14 days after `date`). */
  due_date: string | null;
  overdue: boolean;
  card: string | null;
}

export const invoiceSearchSchema = z.object({
  start: z.iso.date({ error: 'Start must be a date (YYYY-MM-DD).' }).optional(),
  end: z.iso.date({ error: 'End must be a date (YYYY-MM-DD).' }).optional(),
  paid: z.boolean().optional(),
});
export type InvoiceSearch = z.input<typeof invoiceSearchSchema>;

/** Cancel flow step 1 options (spec 1 §4). */
export const CANCEL_REASONS = [
  { id: 'too_expensive', label: 'It is too expensive' },
  { id: 'missing_features', label: 'It is missing features I need' },
  { id: 'taking_a_break', label: 'I am taking a break' },
  { id: 'switching', label: 'I am switching to another platform' },
  { id: 'other', label: 'Other' },
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number]['id'];

/** GET /cancelation-funnel/settings. */
export interface CancelFunnelSettings {
  reasons: { id: string; label: string }[];
  /** The done-for-you app's offer; when present, Keep leads to the cancel-offer page (spec 1 §4). */
  done_for_you: { title: string; description: string; price: number } | null;
}

export const keepAccountSchema = z.object({
  reason: z.enum(CANCEL_REASONS.map((r) => r.id) as [CancelReason, ...CancelReason[]], {
    error: ACCOUNT_MESSAGES.reasonRequired,
  }),
});

/** Where Keep sends the owner (spec 1 §4). */
export const CANCEL_OFFER_PATH = '/admin/site/cancel-offer';
export const ACCOUNT_PAGE_PATH = '/admin/site/account';
export const CONTACT_PAGE_PATH = '/admin/contact';
export const BILLING_INVOICE_PATH = '/admin/site/invoice';

/** The feedback model of POST /admin/contact/create. */
export const feedbackSchema = z.object({
  subject: z.string().trim().min(1, ACCOUNT_MESSAGES.subjectRequired).max(200),
  message: z.string().trim().min(1, ACCOUNT_MESSAGES.feedbackRequired).max(5000),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;

/** The profile form (spec 1 §2, §5): a new password must equal its confirmation. */
export const profileFormSchema = z
  .object({
    full_name: z.string().trim().min(1, 'Full name cannot be blank.').max(255),
    email: z.email('Email is not a valid email address.'),
    address: z.string().max(500),
    phone: z.string().max(50),
    old_password: z.string(),
    password: z.string(),
    password_confirm: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.password === '' && v.password_confirm === '') return;
    if (v.password.length < 8)
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'Password should contain at least 8 characters.',
      });
    if (v.password !== v.password_confirm)
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirm'],
        message: ACCOUNT_MESSAGES.passwordsDontMatch,
      });
    if (v.old_password === '')
      ctx.addIssue({ code: 'custom', path: ['old_password'], message: 'Old password cannot be blank.' });
  });
export type ProfileFormValues = z.input<typeof profileFormSchema>;

/** Card brand from the number's prefix. */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^6(011|5)/.test(number)) return 'Discover';
  return 'Card';
}

/** The Luhn check every card number passes. */
export function luhnValid(number: string): boolean {
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
