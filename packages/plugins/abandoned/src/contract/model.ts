/**
 * The Abandoned checkouts area's zod-free half of its contract: the subject, enumerations,
 * constants and messages (spec 1 §3, §4, §9). The admin manifest reads only this, so the
 * shell's first load carries no schema library; `./index.ts` re-exports it.
 */

export * from './shell';

/** Abandoned timeout types (spec 1 §9): minutes 0, hours 1, days 2, weeks 3, months 4. */
export const TIMEOUT_TYPES = { minutes: 0, hours: 1, days: 2, weeks: 3, months: 4 } as const;
export type TimeoutType = (typeof TIMEOUT_TYPES)[keyof typeof TIMEOUT_TYPES];
export const TIMEOUT_TYPE_VALUES = [0, 1, 2, 3, 4] as const satisfies readonly TimeoutType[];
export const TIMEOUT_TYPE_LABELS: Record<TimeoutType, string> = {
  0: 'Minutes',
  1: 'Hours',
  2: 'Days',
  3: 'Weeks',
  4: 'Months',
};
/** Seconds in one unit of each timeout type (spec 4 §9: month = 30 days). */
export const TIMEOUT_TYPE_SECONDS: Record<TimeoutType, number> = {
  0: 60,
  1: 3600,
  2: 86_400,
  3: 604_800,
  4: 2_592_000,
};

/** Abandoned email types (spec 1 §9). */
export const EMAIL_TYPES = ['incentive', 'warning', 'reminder'] as const;
export type EmailType = (typeof EMAIL_TYPES)[number];
export const EMAIL_TYPE_LABELS: Record<EmailType, string> = {
  incentive: 'Incentive',
  warning: 'Warning',
  reminder: 'Reminder',
};

/** Email styles (spec 4 §9). */
export const EMAIL_STYLES = ['stylish', 'clean', 'minimal', 'plain'] as const;
export type EmailStyle = (typeof EMAIL_STYLES)[number];
export const EMAIL_STYLE_LABELS: Record<EmailStyle, string> = {
  stylish: 'Stylish',
  clean: 'Clean',
  minimal: 'Minimal',
  plain: 'Plain',
};

/** An email's colours (spec 1 §3 settings): the page, its border, the inner panel, the lines and the button. */
export const EMAIL_COLOUR_KEYS = [
  'main_background_color',
  'border_color',
  'inner_background_color',
  'lines_color',
  'button_color',
] as const;
export type EmailColourKey = (typeof EMAIL_COLOUR_KEYS)[number];
export const EMAIL_COLOUR_LABELS: Record<EmailColourKey, string> = {
  main_background_color: 'Background',
  border_color: 'Border',
  inner_background_color: 'Inner background',
  lines_color: 'Lines',
  button_color: 'Button',
};

/** Each style's colours: what an email shows until the merchant picks its own. */
export const EMAIL_STYLE_COLOURS: Record<EmailStyle, Record<EmailColourKey, string>> = {
  stylish: {
    main_background_color: '#f5f3ff',
    border_color: '#ddd6fe',
    inner_background_color: '#ffffff',
    lines_color: '#e9d5ff',
    button_color: '#7c3aed',
  },
  clean: {
    main_background_color: '#f0fdfa',
    border_color: '#99f6e4',
    inner_background_color: '#ffffff',
    lines_color: '#ccfbf1',
    button_color: '#0f766e',
  },
  minimal: {
    main_background_color: '#ffffff',
    border_color: '#e5e7eb',
    inner_background_color: '#ffffff',
    lines_color: '#e5e7eb',
    button_color: '#111827',
  },
  plain: {
    main_background_color: '#f3f4f6',
    border_color: '#d1d5db',
    inner_background_color: '#ffffff',
    lines_color: '#e5e7eb',
    button_color: '#1d4ed8',
  },
};

/** The products an email preview shows (spec 1 §7: products search, size 2). */
export const EMAIL_PREVIEW_PRODUCTS = 2;

/** The email wizard (spec 1 §4): type, then style, then copy; copy runs subject, headline, body, button. */
export const WIZARD_STEPS = ['type', 'style', 'copy'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const WIZARD_COPY_STEPS = ['subject', 'headline', 'body', 'button'] as const;
export type WizardCopyStep = (typeof WIZARD_COPY_STEPS)[number];
/** The wizard's defaults (spec 1 §4): type reminder, style plain. */
export const WIZARD_DEFAULTS = { template_type: 'reminder', template_style: 'plain' } as const;

/** Spec 1 §9 abandoned defaults: the first email after 1200 s (minutes). */
export const FIRST_EMAIL_TIMEOUT = 1200;
/** Each later email: days, 86400 s times the number of emails already there (spec 1 §9). */
export function defaultTimeoutFor(existingEmails: number): { timeout_type: TimeoutType; timeout: number } {
  return existingEmails === 0
    ? { timeout_type: TIMEOUT_TYPES.minutes, timeout: FIRST_EMAIL_TIMEOUT }
    : { timeout_type: TIMEOUT_TYPES.days, timeout: 86_400 * existingEmails };
}

/** The timeout in whole units of its type (the editor's number field). */
export function timeoutAmount(timeout: number, type: TimeoutType): number {
  return Math.round(timeout / TIMEOUT_TYPE_SECONDS[type]);
}

/**
 * The product's mail domain (spec 1 §9: a campaign's default sender is the store's subdomain on
 * it, or support@ the store's custom domain).
 */
export const PRODUCT_MAIL_DOMAIN = 'mail.storeroom.test';

/** The default sender's address (spec 1 §9): support@ the custom domain, else the subdomain on the mail domain. */
export function defaultSenderEmail(subdomain: string, customDomain: string | null): string {
  return customDomain ? `support@${customDomain}` : `${subdomain}@${PRODUCT_MAIL_DOMAIN}`;
}

/** Campaigns list page size (not in the spec) and the log sizes (spec 1 §9). */
export const CAMPAIGNS_PAGE_SIZE = 20;
export const CAMPAIGNS_DEFAULT_SORT = '!id';
export const LOG_PAGE_SIZE = 100;
export const LOG_GRID_PAGE_SIZE = 50;

/** Tracking-image loads a minute per client IP (not in the spec; a mail client loads each once). */
export const OPENS_PER_MINUTE = 120;

/** Storefront calls a minute per client IP (not in the spec; as the dashboard's visits). */
export const CHECKOUT_EVENTS_PER_MINUTE = 60;

/** Messages shown to people, verbatim: the spec's (§4, §8) and this area's own. */
export const ABANDONED_MESSAGES = {
  activated: 'Campaign activated.',
  deactivated: 'Campaign deactivated.',
  deleted: 'Campaign deleted successfully.',
  created: 'Campaign created successfully.',
  updated: 'Campaign updated successfully.',
  testSent: 'Test email sent.',
  titleRequired: 'Title cannot be blank.',
  titleTooLong: 'Title can have at most 200 characters.',
  fromNameRequired: 'From name cannot be blank.',
  fromEmailInvalid: 'From email is not a valid email address.',
  emailInvalid: 'Email is not a valid email address.',
  subjectRequired: 'Subject cannot be blank.',
  timeoutInvalid: 'Timeout must be at least 1 minute.',
  emailsTooMany: 'A campaign has at most 3 emails.',
  emailsRequired: 'Add at least one email.',
  stageInvalid: 'Choose one of the campaign’s emails.',
  dateInvalid: 'Date must be YYYY-MM-DD.',
  storeNotFound: 'Store not found.',
  sessionInvalid: 'Session must be 8 to 64 letters, digits, "-" or "_".',
  cartInvalid: 'The cart must have 1 to 100 items.',
  totalInvalid: 'Total must be a whole number of minor units, 0 or more.',
  fullNameTooLong: 'Full name can have at most 200 characters.',
  recoveredInvalid: 'Recovered must be true or false.',
  /** spec 1 §8, when a CSV export is emailed. */
  exportQueued: 'Report will be sent to your email',
  markedRecovered: 'Checkout marked as recovered.',
  markedUnrecovered: 'Checkout marked as unrecovered.',
  colourInvalid: 'Enter a colour as #RRGGBB.',
  /** spec 1 §8, when the wizard's preview cannot be drawn. */
  previewFailed: 'Error loading email template',
  /** spec 1 §8, when the store has fewer products than the preview shows. */
  previewFewProducts:
    'Because you have less then 2 products in your store the email preview may not display correctly.',
  storeNameTooLong: 'Store name can have at most 200 characters.',
  /** Not worded by the spec: the orders migration (spec 1 §7 "POST and GET /orders/migrate"). */
  migrateStarted: 'Matching past orders to abandoned checkouts.',
  migrateRunning: 'Past orders are already being matched.',
} as const;

/** At most one email of each type (spec 1 §9 names three). */
export const MAX_EMAILS = EMAIL_TYPES.length;
