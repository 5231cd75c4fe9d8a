/**
 * The core server's own contract (ARCHITECTURE.md "HTTP contract", auth-contract.md): its
 * resources (employees, private apps, files, email log) and its endpoints (sign-in, the
 * signed-in account, private-app tokens, uploads). The server implements it, the admin's
 * session calls and the employees and account plugins derive their clients from it, and the
 * OpenAPI document describes it. Import it from `@storeroom/core/contract` only where schemas
 * are wanted: the shell's first load uses the zod-free `core-model.ts`.
 */
import { z } from 'zod';
import { ACCOUNT_OWNER_SUBJECT, SUBJECTS } from '../access/subjects';
import { LIVE_PATH } from '../live/model';
import { defineContract, defineEndpoint, defineResource } from './define';
import { createEventRef } from './refs';
import {
  CORE_MESSAGES,
  CORE_PATHS,
  CORE_ROUTES,
  EMAIL_LOG_STATUS_LABELS,
  EMPLOYEES_SUBJECT,
  JOB_STATES,
} from './core-model';
import { storeSettingsEndpoints } from './store-settings';

export * from './core-model';
export * from './store-settings';

/** One rule of an access list: a subject, none 0 / limited 1 / full 2, and options under limited. */
export const accessRuleSchema = z.object({
  subject: z.string().min(1).max(100),
  rule: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: CORE_MESSAGES.ruleInvalid }),
  options: z.array(z.string().max(100)).max(50).readonly().optional(),
});

/** An access list as the API accepts it (spec 2 §3 "Employee", spec 4 §3 "Private app"). */
export const accessListSchema = z.array(accessRuleSchema).max(200);

// ---------------------------------------------------------------------------------------------
// Employees (spec 2 §3, §7): owner-only.

/** An employee as the API answers it; the password is never sent. */
export const employeeItemSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  phone: z.string().nullable(),
  enabled: z.boolean(),
  access: accessListSchema,
  created_at: z.string(),
});

/** A new employee: no access and enabled by default (spec 2 §6); an update sends any part. */
export const employeeInputSchema = z.object({
  email: z.email(CORE_MESSAGES.emailInvalid).max(255),
  full_name: z.string().trim().min(1, CORE_MESSAGES.fullNameRequired).max(255),
  phone: z.string().trim().max(50).nullable().optional(),
  enabled: z.boolean().optional(),
  access: accessListSchema.optional(),
  password: z.string().min(8, CORE_MESSAGES.passwordTooShort).max(200).optional(),
});

// ---------------------------------------------------------------------------------------------
// Private apps (spec 4 §3, §5, §7; SECURITY.md "Private apps and tokens").

/** A token as listed: never the secret, only a hint; `token` only in the answer that creates it. */
export const privateAppTokenSchema = z.object({
  id: z.number().int(),
  hint: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  token: z.string().optional(),
});

/** A private app; `tokens` with `expand=tokens` (and in the create answer, with the new secret). */
export const privateAppItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  accessRules: accessListSchema,
  created_at: z.string(),
  tokens: z.array(privateAppTokenSchema).optional(),
});

/** Create and update send only the name and the rules (spec 4 §5); new apps default to full access. */
export const privateAppInputSchema = z.object({
  name: z.string().trim().min(1, CORE_MESSAGES.nameRequired).max(255),
  accessRules: accessListSchema.optional(),
});

// ---------------------------------------------------------------------------------------------
// Files (spec 3 §7 "Files") and the email log (spec 2 §3, §7).

/** An uploaded file of the file manager. */
export const fileItemSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  name: z.string(),
  path: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});

/** What POST /files answers for each stored file. */
export const uploadedFileSchema = z.object({ id: z.number().int(), path: z.string(), name: z.string() });

/** One message of the email log; `body` and `events` with `expand=body,events`. */
export const emailLogItemSchema = z.object({
  id: z.number().int(),
  to_email: z.string(),
  subject: z.string(),
  status: z.number().int(),
  created_at: z.string(),
  body: z.string().optional(),
  events: z
    .array(z.object({ status: z.number().int(), at: z.string(), message: z.string().optional() }))
    .optional(),
});

// ---------------------------------------------------------------------------------------------
// Background jobs (exports, imports, mail): what the caller who enqueued one can read.

/** A job's progress: `done` of `total`, and the current step. */
export const jobProgressSchema = z.object({ done: z.number(), total: z.number(), step: z.string() });

/** `GET /jobs/{id}` (and the live channel's `job` events): the job as its caller sees it. */
export const jobViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(JOB_STATES),
  progress: jobProgressSchema.nullable(),
  result: z.unknown(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

/** What an endpoint that starts a job answers: the job's id, to follow with `GET /jobs/{id}`. */
export const jobStartedSchema = z.object({ id: z.string() });

// ---------------------------------------------------------------------------------------------
// Sign-in and the signed-in account (auth-contract.md; spec 1 §7 "Account and billing").

/**
 * The token answer of sign-in, refresh and store switching. With `X-Storeroom-Session: cookie`
 * (the admin) the refresh token is set as an HttpOnly cookie and left out of the answer.
 */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
  token_type: z.string(),
  /** Seconds. */
  expires_in: z.number(),
});

export const loginBodySchema = z.object({
  email: z.string().min(1, CORE_MESSAGES.loginEmailRequired).max(255),
  password: z.string().min(1, CORE_MESSAGES.loginPasswordRequired).max(200),
});

/**
 * Refresh and logout: the refresh token in the body (bearer clients), or none when it is the
 * HttpOnly cookie's (the admin, which then sends `X-Storeroom-Session: cookie`).
 */
export const refreshBodySchema = z.object({
  refresh_token: z.string().min(1, CORE_MESSAGES.refreshTokenRequired).max(200).optional(),
});

/** The account's profile (spec 1 §3 "Account"). */
export const accountProfileSchema = z.object({
  full_name: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
  signature: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
});

/** One store the account can open (spec 1 §3 `Account.stores`). */
export const accountStoreSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subdomain: z.string(),
  current: z.boolean(),
});

/** The current store's settings that change behaviour everywhere (ARCHITECTURE.md "Stores"). */
export const storeContextSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subdomain: z.string(),
  /** IANA time zone; default "UTC" (spec 1 §9). */
  timezone: z.string(),
  /** ISO currency code, e.g. "USD". */
  currency: z.string(),
  /** BCP 47 locale money is formatted in, e.g. "en-US" (older servers send none: en-US). */
  locale: z.string().optional(),
  weight_unit: z.string(),
});

/** `GET /account`: the signed-in owner or employee (auth contract). */
export const accountSchema = z.object({
  id: z.number().int(),
  is_employee: z.boolean(),
  disabled: z.boolean(),
  is_paused: z.boolean(),
  plan_id: z.number().int().nullable(),
  created_at: z.string(),
  on_trial: z.boolean(),
  profile: accountProfileSchema,
  /** `[]` for the owner; employees: one rule per subject. */
  access: accessListSchema,
  /** Admin paths of the header favourites (spec 4 §4). */
  menu: z.object({ favourites: z.array(z.string()) }),
  stores: z.array(accountStoreSchema),
  store: storeContextSchema,
});

/** `PATCH /account`: profile fields (a new password needs the old one) or the header favourites. */
export const accountUpdateSchema = z.object({
  profile: z
    .object({
      full_name: z.string().trim().min(1, CORE_MESSAGES.fullNameRequired).max(255).optional(),
      email: z.email(CORE_MESSAGES.emailInvalid).max(255).optional(),
      address: z.string().max(500).nullable().optional(),
      phone: z.string().max(50).nullable().optional(),
      password: z.string().min(8, CORE_MESSAGES.passwordTooShort).max(200).optional(),
      old_password: z.string().max(200).optional(),
    })
    .optional(),
  menu: z
    .object({
      favourites: z
        .array(
          z
            .string()
            .regex(/^\/admin(\/[A-Za-z0-9/_-]*)?(\?[A-Za-z0-9=&_-]*)?$/, CORE_MESSAGES.favouritesInvalid),
        )
        .max(50),
    })
    .optional(),
});

export const switchStoreBodySchema = z.object({ store_id: z.number().int().positive() });

/**
 * Pausing needs a store password, `fes_password` (spec 1 §7 "Cancel flow"): the storefront asks
 * visitors for it while the account is paused (the general settings' storefront password).
 */
export const pauseAccountBodySchema = z.object({
  fes_password: z
    .string({ error: CORE_MESSAGES.pausePasswordRequired })
    .trim()
    .min(1, CORE_MESSAGES.pausePasswordRequired)
    .max(100, CORE_MESSAGES.pausePasswordTooLong),
});

/** `GET /account/support-info`. */
export const supportInfoSchema = z.object({ email: z.string(), phone: z.string(), hours: z.string() });

/** A notice the header shows above every page (spec 4 §9: overdue invoices, expiring domains). */
export const accountNoticeSchema = z.object({
  /** Stable per kind (`account.overdue-invoice`): the same notice is not shown twice. */
  id: z.string(),
  tone: z.enum(['info', 'warning', 'danger']),
  message: z.string(),
  /** Where to act on it (an admin path). */
  href: z.string().optional(),
  /** The link's text (default: the message is the link). */
  action: z.string().optional(),
});
export type AccountNotice = z.output<typeof accountNoticeSchema>;
export const accountNoticesSchema = z.object({ items: z.array(accountNoticeSchema) });

/**
 * `GET /account/notices` asks every area: subscribers add what the caller should know now,
 * for the caller's store (`ctx.caller` tells owner from employee; billing notices are the
 * owner's). Run on every header load: keep subscribers to one cheap query.
 */
export interface AccountNoticesState {
  notices: AccountNotice[];
}
export const ACCOUNT_NOTICES = createEventRef<AccountNoticesState>('core.account-notices');

/** What the health endpoints answer: `ok`, or (503) `unavailable` with the reason. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  reason: z.string().optional(),
});

// Health for load balancers and orchestrators: public, no token.
const HEALTH_ROUTE = { method: 'GET', public: true, subject: ACCOUNT_OWNER_SUBJECT } as const;

/**
 * The core server's contract. Its resources are implemented with `resource(coreContract.resources.x, ...)`
 * by @storeroom/server; other plugins read them with `useClient(coreContract)` or
 * `resourceHooks(coreContract, 'employees')`.
 *
 * @example
 * const core = createClient(coreContract, http);
 * const { items } = await core.employees.list({ size: 100 });
 * const token = await core.createPrivateAppToken({ params: { id: 3 } });
 */
export const coreContract = defineContract({
  id: 'core',
  subjects: { employees: EMPLOYEES_SUBJECT, account_owner: ACCOUNT_OWNER_SUBJECT },
  resources: {
    employees: defineResource({
      path: CORE_PATHS.employees,
      subject: EMPLOYEES_SUBJECT,
      summary: 'Employees of the store (spec 2 §3, §7): owner only.',
      item: employeeItemSchema,
      create: employeeInputSchema,
      filters: {
        id: { label: 'Id', type: 'number' },
        email: { label: 'Email', type: 'text' },
        full_name: { label: 'Full name', type: 'text' },
        phone: { label: 'Phone', type: 'text' },
        enabled: { label: 'Enabled', type: 'boolean' },
        created_at: { label: 'Created', type: 'date' },
        // The list's search box: name or e-mail.
        query: { label: 'Search', type: 'text', hidden: true },
      },
      sort: ['id', 'email', 'full_name', 'phone', 'enabled', 'created_at'],
      defaultSort: 'id',
    }),
    privateApps: defineResource({
      path: CORE_PATHS.privateApps,
      subject: SUBJECTS.apps,
      summary:
        'Private apps (spec 4 §3, §7): people only; every write needs the app within the caller’s own access.',
      item: privateAppItemSchema,
      create: privateAppInputSchema,
      filters: {
        id: { label: 'Id', type: 'number' },
        name: { label: 'Name', type: 'text' },
        created_at: { label: 'Created', type: 'date' },
      },
      sort: ['id', 'name', 'created_at'],
      defaultSort: 'id',
      // spec 4 §7: the list expands tokens and accessRules (accessRules are always present).
      expand: ['accessRules', 'tokens'],
    }),
    files: defineResource({
      path: CORE_PATHS.files,
      subject: SUBJECTS.files,
      summary: 'The file manager’s list (spec 3 §7 "Files"); uploads and deletes are endpoints.',
      item: fileItemSchema,
      filters: {
        id: { label: 'Id', type: 'number' },
        type: { label: 'Type', type: 'text' },
        name: { label: 'Name', type: 'text' },
        path: { label: 'Path', type: 'text' },
        content_type: { label: 'Content type', type: 'text' },
        size: { label: 'Size', type: 'number' },
        created_at: { label: 'Uploaded', type: 'date' },
      },
      sort: ['id', 'type', 'name', 'path', 'content_type', 'size', 'created_at'],
      defaultSort: '!id',
      pageSize: 30,
      operations: { delete: false, savedViews: false },
    }),
    emailLogs: defineResource({
      path: CORE_PATHS.emailLogs,
      subject: SUBJECTS.settings,
      summary: 'The email log (spec 2 §3, §7): read-only; `expand=body,events`.',
      item: emailLogItemSchema,
      filters: {
        id: { label: 'Id', type: 'number' },
        to_email: { label: 'To', type: 'text' },
        subject: { label: 'Subject', type: 'text' },
        body: { label: 'Message', type: 'text' },
        status: {
          label: 'Status',
          type: 'select',
          options: Object.entries(EMAIL_LOG_STATUS_LABELS).map(([value, label]) => ({ value, label })),
        },
        created_at: { label: 'Created', type: 'date' },
      },
      sort: ['id', 'to_email', 'subject', 'body', 'status', 'created_at'],
      defaultSort: '!id',
      expand: ['body', 'events'],
      operations: { delete: false, savedViews: false },
    }),
  },
  endpoints: {
    // The store profile (spec 3 "General settings"): core data any plugin may read.
    ...storeSettingsEndpoints,
    login: defineEndpoint({ ...CORE_ROUTES.login, body: loginBodySchema, response: tokenResponseSchema }),
    refresh: defineEndpoint({
      ...CORE_ROUTES.refresh,
      body: refreshBodySchema,
      response: tokenResponseSchema,
    }),
    logout: defineEndpoint({ ...CORE_ROUTES.logout, body: refreshBodySchema }),
    getAccount: defineEndpoint({ ...CORE_ROUTES.getAccount, response: accountSchema }),
    updateAccount: defineEndpoint({
      ...CORE_ROUTES.updateAccount,
      body: accountUpdateSchema,
      response: accountSchema,
    }),
    uploadPhoto: defineEndpoint({ ...CORE_ROUTES.uploadPhoto, response: accountSchema }),
    uploadSignature: defineEndpoint({ ...CORE_ROUTES.uploadSignature, response: accountSchema }),
    listStores: defineEndpoint({
      ...CORE_ROUTES.listStores,
      response: z.object({ items: z.array(accountStoreSchema) }),
    }),
    switchStore: defineEndpoint({
      ...CORE_ROUTES.switchStore,
      body: switchStoreBodySchema,
      response: tokenResponseSchema,
    }),
    supportInfo: defineEndpoint({ ...CORE_ROUTES.supportInfo, response: supportInfoSchema }),
    accountNotices: defineEndpoint({ ...CORE_ROUTES.accountNotices, response: accountNoticesSchema }),
    deleteAccount: defineEndpoint({ ...CORE_ROUTES.deleteAccount }),
    pauseAccount: defineEndpoint({
      ...CORE_ROUTES.pauseAccount,
      body: pauseAccountBodySchema,
      response: accountSchema,
    }),
    unpauseAccount: defineEndpoint({ ...CORE_ROUTES.unpauseAccount, response: accountSchema }),
    uploadFiles: defineEndpoint({
      method: 'POST',
      path: CORE_PATHS.files,
      subject: SUBJECTS.files,
      action: 'create',
      accessByInput:
        'Checked against the subject of the upload type (`?type=`, or the form’s `type` sent before the files), before the body is read.',
      // The body limit is the server's (the largest upload type's 20 files of 20 MB).
      multipart: { maxBytes: 20 * 20 * 1024 * 1024 + 1024 * 1024 },
      // The upload type may be named in the address instead of the form.
      query: z.object({ type: z.string().max(64).optional() }),
      response: z.array(uploadedFileSchema),
      summary:
        'Upload files (multipart `type`, then `files[]`; or `?type=` and `files[]`), streamed: the upload type’s access and the declared size are checked before the body is read (403/413), each file’s size and content (magic bytes) while it streams (422), private apps included.',
    }),
    deleteFile: defineEndpoint({
      method: 'DELETE',
      path: `${CORE_PATHS.files}/:id`,
      subject: SUBJECTS.files,
      action: 'delete',
      accessByInput: 'Checked against the subject of the stored file’s upload type.',
      summary: 'Delete an uploaded file: checked against its upload type’s subject.',
    }),
    createPrivateAppToken: defineEndpoint({
      ...CORE_ROUTES.createPrivateAppToken,
      response: privateAppTokenSchema,
    }),
    revokePrivateAppToken: defineEndpoint({ ...CORE_ROUTES.revokePrivateAppToken }),
    live: defineEndpoint({
      method: 'GET',
      path: LIVE_PATH,
      subject: ACCOUNT_OWNER_SUBJECT,
      eventStream: true,
      accessByInput:
        'Every signed-in caller, private apps included; each event reaches only the callers its audience allows (a subject and action by their rules, one account, or the whole store).',
      summary:
        'The live channel: server-sent events of the caller’s store (heartbeat comments, a `retry:` hint); the stream ends when the access token expires or the server drains.',
    }),
    getJob: defineEndpoint({ ...CORE_ROUTES.getJob, response: jobViewSchema }),
    health: defineEndpoint({
      ...HEALTH_ROUTE,
      path: '/health',
      response: healthSchema,
      summary: 'The process answers (public; kept for existing monitors: use /health/live).',
    }),
    healthLive: defineEndpoint({
      ...HEALTH_ROUTE,
      path: '/health/live',
      response: healthSchema,
      summary: 'Liveness (public): the process answers; touches nothing else.',
    }),
    healthReady: defineEndpoint({
      ...HEALTH_ROUTE,
      path: '/health/ready',
      response: healthSchema,
      summary:
        'Readiness (public): the database answers and every migration is applied; 503 with a reason while starting, draining or otherwise.',
    }),
  },
});

/** Types of the core contract's shapes. */
export type AccessRuleInput = z.input<typeof accessRuleSchema>;
export type EmployeeItem = z.output<typeof employeeItemSchema>;
export type EmployeeInput = z.input<typeof employeeInputSchema>;
export type PrivateAppItem = z.output<typeof privateAppItemSchema>;
export type PrivateAppInput = z.input<typeof privateAppInputSchema>;
export type PrivateAppTokenItem = z.output<typeof privateAppTokenSchema>;
export type FileItem = z.output<typeof fileItemSchema>;
export type EmailLogItem = z.output<typeof emailLogItemSchema>;
