/**
 * The Abandoned checkouts plugin's contract: what other packages may know of it. Recovery
 * campaigns (spec 1 §3 Abandoned campaign, §7 Abandoned checkouts), their statistics and logs,
 * and the storefront's public "checkout started" call. The typed client (`src/client.ts`), the
 * server's route wiring and checks, the admin data hooks and the API reference
 * (`GET /api/v1/openapi.json`) are derived from it. Another plugin imports this entry
 * (`@storeroom/plugin-abandoned/contract`) and nothing else of this package.
 */
import { z } from 'zod';
import {
  createJobRef,
  createLiveEventRef,
  defineContract,
  defineEndpoint,
  defineResource,
} from '@storeroom/core/contract';
import {
  ABANDONED_MESSAGES,
  ABANDONED_SUBJECT,
  CAMPAIGNS_DEFAULT_SORT,
  CAMPAIGNS_PAGE_SIZE,
  EMAIL_PREVIEW_PRODUCTS,
  EMAIL_STYLES,
  EMAIL_TYPES,
  LOG_GRID_PAGE_SIZE,
  LOG_PAGE_SIZE,
  MAX_EMAILS,
} from './model';

export * from './model';

const M = ABANDONED_MESSAGES;

/** A timeout type (spec 1 §9), one of `TIMEOUT_TYPE_VALUES`. */
const timeoutType = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

const colour = z
  .string(M.colourInvalid)
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, M.colourInvalid);

/** One staged email of a campaign (spec 1 §3): what the wizard returns, plus its timeout. */
export const campaignEmailSchema = z.object({
  template_type: z.enum(EMAIL_TYPES),
  template_style: z.enum(EMAIL_STYLES),
  subject: z.string(M.subjectRequired).trim().min(1, M.subjectRequired).max(200),
  timeout_type: timeoutType,
  /** Seconds after the checkout was abandoned (at least a minute). */
  timeout: z
    .number(M.timeoutInvalid)
    .int(M.timeoutInvalid)
    .min(60, M.timeoutInvalid)
    .max(365 * 86_400),
  settings: z
    .object({
      headline: z.string().trim().max(200).default(''),
      body: z.string().trim().max(5000).default(''),
      button: z.string().trim().max(100).default(''),
      /** The name the email shows; empty: the store's name. */
      store_name: z.string().trim().max(200, M.storeNameTooLong).optional(),
      /** Colours as #RRGGBB; one left out is the style's (`EMAIL_STYLE_COLOURS`). */
      main_background_color: colour.optional(),
      border_color: colour.optional(),
      inner_background_color: colour.optional(),
      lines_color: colour.optional(),
      button_color: colour.optional(),
    })
    .default({ headline: '', body: '', button: '' }),
});
export type CampaignEmailInput = z.input<typeof campaignEmailSchema>;
export type CampaignEmail = z.output<typeof campaignEmailSchema>;

const emailsSchema = z.array(campaignEmailSchema).min(1, M.emailsRequired).max(MAX_EMAILS, M.emailsTooMany);

/** What a create sends (spec 1 §3 Abandoned campaign); the editor's form checks it too. */
export const campaignInputSchema = z.object({
  title: z.string(M.titleRequired).trim().min(1, M.titleRequired).max(200, M.titleTooLong),
  is_published: z.boolean().default(false),
  from_name: z.string(M.fromNameRequired).trim().min(1, M.fromNameRequired).max(200),
  from_email: z.email(M.fromEmailInvalid).trim().toLowerCase(),
  emails: emailsSchema,
});
export type CampaignInput = z.input<typeof campaignInputSchema>;

/**
 * What `POST /abandoned-checkouts` takes: the sender may be left out, and then is the default
 * one (spec 1 §9: the store's name; support@ its custom domain, else its subdomain on the mail
 * domain). A sender that is sent must be valid.
 */
export const campaignCreateSchema = campaignInputSchema.extend({
  from_name: campaignInputSchema.shape.from_name.optional(),
  from_email: campaignInputSchema.shape.from_email.optional(),
});
export type CampaignCreate = z.input<typeof campaignCreateSchema>;

/** `GET /abandoned-checkouts/default-sender`: the sender a new campaign starts with (spec 1 §9). */
export const defaultSenderSchema = z.object({ from_name: z.string(), from_email: z.string() });
export type DefaultSender = z.output<typeof defaultSenderSchema>;

/** What an update sends: any part. */
export const campaignUpdateSchema = z.object({
  title: campaignInputSchema.shape.title.optional(),
  is_published: z.boolean().optional(),
  from_name: campaignInputSchema.shape.from_name.optional(),
  from_email: campaignInputSchema.shape.from_email.optional(),
  emails: emailsSchema.optional(),
});
export type CampaignUpdate = z.input<typeof campaignUpdateSchema>;

/** A campaign's statistics (money in minor units of the store's currency). */
export const campaignStatsSchema = z.object({
  /** Checkouts the campaign mailed at least once. */
  checkouts: z.number().int(),
  /** Emails sent. */
  sent: z.number().int(),
  /** Of those, the ones opened (their tracking image was loaded at least once). */
  opened: z.number().int(),
  /** Mailed checkouts recovered by an order afterwards, and their carts' value. */
  recovered: z.number().int(),
  recovered_value: z.number().int(),
});
export type CampaignStats = z.output<typeof campaignStatsSchema>;

/** A campaign as the API answers it; `stats` with `?expand=stats`. */
export const campaignSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  is_published: z.boolean(),
  from_name: z.string(),
  from_email: z.string(),
  emails: z.array(
    z.object({
      template_type: z.enum(EMAIL_TYPES),
      template_style: z.enum(EMAIL_STYLES),
      subject: z.string(),
      timeout_type: timeoutType,
      timeout: z.number().int(),
      settings: z.object({
        headline: z.string(),
        body: z.string(),
        button: z.string(),
        // Campaigns saved before these existed have none.
        store_name: z.string().optional(),
        main_background_color: z.string().optional(),
        border_color: z.string().optional(),
        inner_background_color: z.string().optional(),
        lines_color: z.string().optional(),
        button_color: z.string().optional(),
      }),
    }),
  ),
  stats: campaignStatsSchema.optional(),
  created_at: z.string(),
});
export type Campaign = z.output<typeof campaignSchema>;

const cartItemSchema = z.object({
  title: z.string().trim().min(1).max(300),
  quantity: z.number().int().min(1).max(10_000),
  /** Unit price, minor units. */
  price: z.number().int().min(0),
});

/** The storefront's "checkout started" (public): the store by subdomain, the session, the buyer, the cart. */
export const checkoutEventSchema = z.object({
  store: z.string(M.storeNotFound).trim().min(1, M.storeNotFound).max(100),
  session: z.string(M.sessionInvalid).regex(/^[A-Za-z0-9_-]{8,64}$/, M.sessionInvalid),
  email: z.email(M.emailInvalid).trim().toLowerCase(),
  /** The buyer's name, when the checkout form has it (the logs show it, spec 1 §3 log entry). */
  full_name: z.string(M.fullNameTooLong).trim().max(200, M.fullNameTooLong).optional(),
  items: z.array(cartItemSchema, M.cartInvalid).min(1, M.cartInvalid).max(100, M.cartInvalid),
  /** The cart's total, minor units. */
  total: z.number(M.totalInvalid).int(M.totalInvalid).min(0, M.totalInvalid),
  /**
   * When the checkout started, if the storefront reports it late (ISO); now when absent.
   * Kept within the last 30 days and never in the future.
   */
  started_at: z.iso.datetime({ offset: true }).optional(),
});
export type CheckoutEventInput = z.input<typeof checkoutEventSchema>;

/**
 * An abandoned (or recovered) checkout as the logs show it (spec 1 §3 log entry: the
 * customer's full name, the cart's e-mail, the campaign).
 */
export const checkoutSchema = z.object({
  id: z.number().int(),
  /** The buyer's name as the storefront reported it ('' when it did not). */
  full_name: z.string(),
  email: z.string(),
  items: z.array(cartItemSchema),
  total: z.number().int(),
  created_at: z.string(),
  recovered_at: z.string().nullable(),
  /** Emails of any campaign sent for it. */
  emails_sent: z.number().int(),
  last_sent_at: z.string().nullable(),
  /** The campaign that mailed it last (null when none did). */
  campaign_id: z.number().int().nullable(),
  campaign: z.string().nullable(),
});
export type Checkout = z.output<typeof checkoutSchema>;

/**
 * `PATCH /abandoned-checkouts/logs/{id}` (spec 1 §7 "PATCH /{id}" of the logs): marks a
 * checkout recovered by hand (an order taken by phone; its stages still to come are not sent)
 * or back to unrecovered, and corrects the buyer's name.
 */
export const checkoutUpdateSchema = z.object({
  recovered: z.boolean(M.recoveredInvalid).optional(),
  full_name: checkoutEventSchema.shape.full_name,
});
export type CheckoutUpdate = z.input<typeof checkoutUpdateSchema>;

/** What an export call answers: the spec's message and the job to follow (`GET /jobs/{id}`). */
export const exportStartedSchema = z.object({ message: z.string(), id: z.string() });

/** Which log an export writes. */
export type CheckoutLogKind = 'recovered' | 'unrecovered';

/** What the export job answers once done: the stored CSV and whether its link was mailed. */
export interface CheckoutsExportResult {
  /** Where to download the CSV (`/uploads/...`). */
  url: string;
  filename: string;
  /** Data rows (checkouts) in the file. */
  rows: number;
  /** Whether the link was mailed to the caller. */
  emailed: boolean;
}

/** `POST /abandoned-checkouts/logs-recovered/export` and `/logs-unrecovered/export` start it. */
export const EXPORT_CHECKOUTS_JOB = createJobRef<{ kind: CheckoutLogKind }, CheckoutsExportResult>(
  'abandoned.export-checkouts',
);

/** One email sent for a checkout (the campaign log). */
export const sendLogSchema = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  checkout_id: z.number().int(),
  stage: z.number().int(),
  template_type: z.enum(EMAIL_TYPES),
  email: z.string(),
  subject: z.string(),
  sent_at: z.string(),
  /** When the recipient first opened it (its tracking image loaded), null until then. */
  opened_at: z.string().nullable(),
  email_log_id: z.number().int().nullable(),
});
export type SendLog = z.output<typeof sendLogSchema>;

/** A real calendar day, `YYYY-MM-DD` (one message, whatever is wrong with it). */
const isoDate = z.string(M.dateInvalid).refine((v) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const day = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
}, M.dateInvalid);

/** A statistics range, inclusive days (spec 1 §7 `{start_date, end_date}`); both optional. */
export const statsRangeSchema = z.object({
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
});

/** A page of a log: `page` from 1; `size` defaults to the spec's sizes. */
const pageQuery = (size: number) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(200).default(size),
  });
export const logPageQuerySchema = pageQuery(LOG_PAGE_SIZE);
export const gridPageQuerySchema = pageQuery(LOG_GRID_PAGE_SIZE);

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    _meta: z.object({
      currentPage: z.number().int(),
      pageCount: z.number().int(),
      perPage: z.number().int(),
      totalCount: z.number().int(),
    }),
  });
export const checkoutPageSchema = pageOf(checkoutSchema);
export type CheckoutPage = z.output<typeof checkoutPageSchema>;
export const sendLogPageSchema = pageOf(sendLogSchema);
export type SendLogPage = z.output<typeof sendLogPageSchema>;

/**
 * An email as a test sends it (spec 3 §5 "Abandoned timeout minimum 1 (0 in test mode)"): its
 * timeout may be 0, since a test is mailed at once whatever the timeout.
 */
export const testEmailSchema = campaignEmailSchema.extend({
  timeout: z
    .number(M.timeoutInvalid)
    .int(M.timeoutInvalid)
    .min(0, M.timeoutInvalid)
    .max(365 * 86_400),
});

export const sendTestEmailSchema = z.object({
  /** The campaign whose email is sent (saved or as edited: `emails` and sender win). */
  campaign_id: z.number().int().optional(),
  from_name: z.string().trim().max(200).optional(),
  stage: z.number(M.stageInvalid).int(M.stageInvalid).min(0, M.stageInvalid).default(0),
  /** The emails as edited (a timeout of 0 is allowed here: test mode). */
  emails: z.array(testEmailSchema).max(MAX_EMAILS, M.emailsTooMany).optional(),
  to: z.email(M.emailInvalid).trim().toLowerCase(),
});
export type SendTestEmail = z.input<typeof sendTestEmailSchema>;

/**
 * What the wizard's preview sends (spec 1 §7: the products search with is_template false,
 * is_giftcard false, size 2 gives its cart): an email and the products it shows.
 */
export const emailPreviewSchema = z.object({
  email: campaignEmailSchema,
  from_name: z.string().trim().max(200).optional(),
  from_email: z.string().trim().max(200).optional(),
  items: z
    .array(z.object({ title: z.string().trim().max(500), price: z.number().int().min(0) }))
    .max(EMAIL_PREVIEW_PRODUCTS)
    .default([]),
});
export type EmailPreview = z.input<typeof emailPreviewSchema>;

/** What the orders migration found (spec 1 §7 "POST and GET /orders/migrate"). */
export interface MigrateOrdersResult {
  /** Open checkouts looked at. */
  checked: number;
  /** Of those, the ones an order placed after them recovered (now marked so). */
  recovered: number;
}

/**
 * The orders migration job: the open checkouts whose buyer placed an order after them
 * (orders recorded before the campaigns, or before this area, existed) are marked recovered at
 * that order's time. Idempotent: a second run finds them recovered and changes nothing.
 */
export const MIGRATE_ORDERS_JOB = createJobRef<Record<string, never>, MigrateOrdersResult>(
  'abandoned.migrate-orders',
);

/** The states of the orders migration: never run, or its job's. */
export const MIGRATION_STATES = ['never', 'queued', 'active', 'completed', 'failed'] as const;
export type MigrationState = (typeof MIGRATION_STATES)[number];

/** `GET` and `POST /abandoned-checkouts/orders/migrate`: the last (or running) migration. */
export const migrationSchema = z.object({
  state: z.enum(MIGRATION_STATES),
  /** Its job (`GET /jobs/{id}`, and the live channel's job events), null when never run. */
  job_id: z.string().nullable(),
  /** Checkouts looked at of all to look at. */
  done: z.number().int(),
  total: z.number().int(),
  /** What it found: checkouts looked at, and the ones now marked recovered. */
  checked: z.number().int(),
  recovered: z.number().int(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** On the POST: the message to show (started, or already running). */
  message: z.string().optional(),
});
export type Migration = z.output<typeof migrationSchema>;

/**
 * The orders migration as it moves (queued, each batch, done or failed), on the live channel to
 * everyone who may read the area (the job's own events reach only the one who started it), so a
 * limited viewer follows a run without polling.
 */
export const MIGRATION_LIVE_EVENT = createLiveEventRef<Migration>('abandoned.migration');

/**
 * A campaign published (created published, or switched on): queues its stages for the store's
 * open checkouts, each counted from the later of the checkout's start and `published_at`.
 */
export const QUEUE_CAMPAIGN_JOB = createJobRef<
  { campaign_id: number; published_at: string },
  { checkouts: number; queued: number }
>('abandoned.queue-campaign');

/** The stage job: one email of one campaign for one checkout, sent once. */
export const SEND_STAGE_JOB = createJobRef<
  { checkout_id: number; campaign_id: number; stage: number },
  { sent: boolean; reason?: string }
>('abandoned.send-stage');

const idParam = { params: z.object({ id: z.string() }) };

export const abandonedContract = defineContract({
  id: 'abandoned',
  subjects: { abandoned: ABANDONED_SUBJECT },
  resources: {
    // spec 1 §7: GET and POST /abandoned-checkouts; GET, PATCH, DELETE /abandoned-checkouts/{id}.
    campaigns: defineResource({
      path: '/abandoned-checkouts',
      subject: ABANDONED_SUBJECT,
      summary: 'Abandoned-checkout recovery campaigns; `expand=stats` adds each one’s statistics.',
      item: campaignSchema,
      create: campaignCreateSchema,
      update: campaignUpdateSchema,
      filters: {
        title: { label: 'Title', type: 'text' },
        is_published: { label: 'Active', type: 'boolean' },
      },
      sort: ['id', 'title', 'created_at'],
      defaultSort: CAMPAIGNS_DEFAULT_SORT,
      pageSize: CAMPAIGNS_PAGE_SIZE,
      expand: ['stats'],
      operations: { savedViews: false },
    }),
  },
  endpoints: {
    defaultSender: defineEndpoint({
      method: 'GET',
      path: '/abandoned-checkouts/default-sender',
      subject: ABANDONED_SUBJECT,
      action: 'read',
      response: defaultSenderSchema,
      summary:
        'The sender a new campaign gets when it names none (spec 1 §9): the store’s name, and support@ its primary custom domain or its subdomain on the product mail domain.',
    }),
    previewEmail: defineEndpoint({
      method: 'POST',
      path: '/abandoned-checkouts/preview',
      subject: ABANDONED_SUBJECT,
      action: 'read',
      body: emailPreviewSchema,
      response: z.object({ html: z.string() }),
      summary:
        'An email as it is mailed (its copy, store name and colours, the sender), with the given products as its cart; nothing is sent or saved.',
    }),
    sendTestEmail: defineEndpoint({
      method: 'POST',
      path: '/abandoned-checkouts/send-test-email',
      subject: ABANDONED_SUBJECT,
      action: 'update',
      body: sendTestEmailSchema,
      response: z.object({ email_log_id: z.number().int(), message: z.string() }),
      summary: 'Sends one email of a campaign, with a sample cart, to `to` (it lands in the email log).',
    }),
    stats: defineEndpoint({
      method: 'POST',
      path: '/abandoned-checkouts/stats',
      subject: ABANDONED_SUBJECT,
      action: 'read',
      body: statsRangeSchema,
      response: campaignStatsSchema.extend({
        abandoned: z.number().int(),
        abandoned_value: z.number().int(),
        /** Each campaign's own figures in the range (a campaign with none is left out). */
        campaigns: z.array(campaignStatsSchema.extend({ campaign_id: z.number().int() })),
      }),
      summary:
        'Statistics of every campaign in the range (days in the store’s time zone): abandoned, mailed, sent, opened, recovered and value, in total and per campaign.',
    }),
    campaignStats: defineEndpoint({
      method: 'POST',
      path: '/abandoned-checkouts/:id/stats',
      subject: ABANDONED_SUBJECT,
      action: 'read',
      ...idParam,
      body: statsRangeSchema,
      response: campaignStatsSchema,
      summary: 'One campaign’s statistics in the range.',
    }),
    log: defineEndpoint({
      method: 'POST',
      path: '/abandoned-checkouts/log',
      subject: ABANDONED_SUBJECT,
      action: 'read',
      query: logPageQuerySchema,
      response: sendLogPageSchema,
      summary: 'Every email sent by the campaigns, newest first (100 a page).',
    }),
    campaignLog: defineEndpoint({
      method: 'POST',
      path: '/abandoned-checkouts/:id/log',
      subject: ABANDONED_SUBJECT,
      action: 'read',
      ...idParam,
      query: logPageQuerySchema,
      response: sendLogPageSchema,
      summary: 'The emails one campaign sent, newest first (100 a page).',
    }),
    logsRecovered: defineEndpoint({
      method: 'POST',
      path: '/abandoned-checkouts/logs-recovered',
      subject: ABANDONED_SUBJECT,
      action: 'read',
      query: gridPageQuerySchema,
      response: checkoutPageSchema,
      summary: 'Checkouts recovered by an order, newest first (50 a page).',
    }),
    logsUnrecovered: defineEndpoint({
      method: 'POST',
      path: '/abandoned-checkouts/logs-unrecovered',
      subject: ABANDONED_SUBJECT,
      action: 'read',
      query: gridPageQuerySchema,
      response: checkoutPageSchema,
      summary: 'Abandoned checkouts not recovered, newest first (50 a page).',
    }),
    exportRecovered: defineEndpoint({
      method: 'POST',
      path: '/abandoned-checkouts/logs-recovered/export',
      subject: ABANDONED_SUBJECT,
      action: 'read',
      response: exportStartedSchema,
      summary:
        'Starts a job that writes the recovered checkouts as CSV, stores it and mails its link to the caller (spec 1 §8 "Report will be sent to your email").',
    }),
    exportUnrecovered: defineEndpoint({
      method: 'POST',
      path: '/abandoned-checkouts/logs-unrecovered/export',
      subject: ABANDONED_SUBJECT,
      action: 'read',
      response: exportStartedSchema,
      summary:
        'Starts a job that writes the unrecovered checkouts as CSV, stores it and mails its link to the caller.',
    }),
    updateCheckout: defineEndpoint({
      method: 'PATCH',
      path: '/abandoned-checkouts/logs/:id',
      subject: ABANDONED_SUBJECT,
      action: 'update',
      ...idParam,
      body: checkoutUpdateSchema,
      response: checkoutSchema,
      summary:
        'Marks a checkout recovered by hand (its stages still to come are not sent) or unrecovered again; corrects the buyer’s name.',
    }),
    migrateOrders: defineEndpoint({
      method: 'POST',
      path: '/abandoned-checkouts/orders/migrate',
      subject: ABANDONED_SUBJECT,
      action: 'update',
      response: migrationSchema,
      summary:
        'Starts the orders migration (spec 1 §7): a job marks recovered the open checkouts whose buyer placed an order after them (orders recorded before the campaigns existed), at that order’s time; a second run changes nothing twice. While one runs, answers it instead of starting another.',
    }),
    migrationStatus: defineEndpoint({
      method: 'GET',
      path: '/abandoned-checkouts/orders/migrate',
      subject: ABANDONED_SUBJECT,
      action: 'read',
      response: migrationSchema,
      summary:
        'The last (or running) orders migration: its state, job, progress (checkouts done of total), when it ran and what it found.',
    }),
    recordOpen: defineEndpoint({
      method: 'GET',
      path: '/storefront/abandoned-opens/:store/:token',
      public: true,
      subject: ABANDONED_SUBJECT,
      params: z.object({ store: z.string(), token: z.string() }),
      summary:
        'Public, the tracking image of a recovery email (`store`: the store’s subdomain; `token`: the email’s): records the first time it is opened and answers a 1×1 GIF, whatever the token. Limited per client IP (429).',
    }),
    recordCheckout: defineEndpoint({
      method: 'POST',
      path: '/storefront/checkouts',
      public: true,
      subject: ABANDONED_SUBJECT,
      body: checkoutEventSchema,
      summary:
        'Public, for storefronts: records "checkout started" with the buyer’s email and cart for the store named by `store` (its subdomain); 204. The published campaigns’ emails are queued at their timeouts; an order for the same email recovers it. Limited per client IP (429).',
    }),
  },
  jobs: {
    sendStage: SEND_STAGE_JOB,
    exportCheckouts: EXPORT_CHECKOUTS_JOB,
    migrateOrders: MIGRATE_ORDERS_JOB,
    queueCampaign: QUEUE_CAMPAIGN_JOB,
  },
});
