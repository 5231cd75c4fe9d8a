/**
 * The Account area's zod-free half of its contract: the owner-only subject, enumerations,
 * constants, messages and pure helpers (spec 1 §2–§9, spec 4 §9). The admin manifest reads
 * only this, so the shell's first load carries no schema library; `./index.ts` re-exports it.
 */

export * from './shell';

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
  overdueInvoice: 'An invoice of your plan is overdue: pay it to keep your store open.',
  planInvalid: 'Choose one of the plans.',
  planChanged: 'Your plan has been changed.',
  trialEnded: 'Your trial has ended. Thank you for staying with us.',
  trialAlreadyEnded: 'Your trial has already ended.',
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

/** Cancel flow step 1 options (spec 1 §4). */
export const CANCEL_REASONS = [
  { id: 'too_expensive', label: 'It is too expensive' },
  { id: 'missing_features', label: 'It is missing features I need' },
  { id: 'taking_a_break', label: 'I am taking a break' },
  { id: 'switching', label: 'I am switching to another platform' },
  { id: 'other', label: 'Other' },
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number]['id'];

/** Where Keep sends the owner (spec 1 §4). */
export const CANCEL_OFFER_PATH = '/admin/site/cancel-offer';
export const ACCOUNT_PAGE_PATH = '/admin/site/account';
export const CONTACT_PAGE_PATH = '/admin/contact';
export const BILLING_INVOICE_PATH = '/admin/site/invoice';

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
