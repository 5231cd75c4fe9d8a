/**
 * The core server's own contract, zod-free half: its subjects, messages, and the route table
 * of its endpoints (method, path, subject, action). `./core-contract.ts` adds the schemas; the
 * shell's session calls (`createAuthApi`, `createAccountApi`) derive their requests from this
 * table, so the shell's first load carries no schema library.
 */
import { ACCOUNT_OWNER_SUBJECT, SUBJECTS } from '../access/subjects';
import { defineSubject } from '../access/access';

/**
 * Managing employees is the owner's alone: "Employee users never see Employees" (spec 4 §6),
 * and an employee who could edit access lists could give themselves anything. The admin
 * guards its menu entry and route with it; the server every `/employees` endpoint.
 */
export const EMPLOYEES_SUBJECT = defineSubject({ id: 'employees', label: 'Employees', ownerOnly: true });

/** Resource paths of the core server (under /api/v1). */
export const CORE_PATHS = {
  employees: '/employees',
  privateApps: '/apps/private-apps',
  files: '/files',
  emailLogs: '/email-logs',
  jobs: '/jobs',
} as const;

/** Messages the core server answers with (spec 2 §5, spec 4 §5, spec 1 §7 "Cancel flow"). */
export const CORE_MESSAGES = {
  emailInvalid: 'Email is not a valid email address.',
  emailTaken: 'This email address has already been taken.',
  fullNameRequired: 'Full name cannot be blank.',
  passwordTooShort: 'Password should contain at least 8 characters.',
  nameRequired: 'Name cannot be blank.',
  ruleInvalid: 'Rule must be 0, 1 or 2.',
  loginEmailRequired: 'Email cannot be blank.',
  loginPasswordRequired: 'Password cannot be blank.',
  refreshTokenRequired: 'Refresh token cannot be blank.',
  favouritesInvalid: 'Favourites must be admin paths.',
  oldPasswordIncorrect: 'Old password is incorrect.',
  /** Pausing needs a store password, asked of storefront visitors while paused (spec 1 §7). */
  pausePasswordRequired: 'Store password cannot be blank.',
  pausePasswordTooLong: 'Store password is too long (maximum is 100 characters).',
  selectFile: 'Select a file.',
} as const;

/** Email log statuses (spec 2 §3): queued 0 → sending 1 → sent 2. */
export const EMAIL_LOG_STATUS_LABELS: Readonly<Record<number, string>> = {
  0: 'Queued',
  1: 'Sending',
  2: 'Sent',
};

/** The states of a background job (`GET /jobs/{id}`): queued → active → completed or failed. */
export const JOB_STATES = ['queued', 'active', 'completed', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** How far a running job is: `done` of `total` units, and what it is doing now. */
export interface JobProgress {
  done: number;
  total: number;
  /** What the job is doing, e.g. "Writing rows". */
  step: string;
}

/**
 * A background job as its caller sees it (`GET /api/v1/jobs/{id}`, and the live channel's
 * `job` events). `result` is the job's answer once completed (e.g. `{ fileId, url, rows }` of
 * an export); `error` the last failure's message once failed.
 */
export interface JobView<TResult = unknown> {
  id: string;
  /** The job's name as declared by its ref, e.g. `orders.export`. */
  name: string;
  state: JobState;
  progress: JobProgress | null;
  result: TResult | null;
  error: string | null;
  /** ISO date-times. */
  createdAt: string;
  finishedAt: string | null;
}

/** Whether a job will change no more (completed or failed). */
export function isJobFinished(job: Pick<JobView, 'state'>): boolean {
  return job.state === 'completed' || job.state === 'failed';
}

const signedIn = { subject: ACCOUNT_OWNER_SUBJECT, signedIn: true } as const;
// The account itself: deleting or pausing it is the owner's alone (spec 1 §4, §6).
const ownerOnly = { subject: ACCOUNT_OWNER_SUBJECT, action: 'delete' } as const;

/**
 * The core's domain endpoints without their schemas: one row per endpoint. Sign-in, refresh
 * and logout are public (they carry no bearer token); the core mounts them itself.
 */
export const CORE_ROUTES = {
  login: {
    method: 'POST',
    path: '/auth/login',
    // Public: no token is checked; the subject only names the area.
    public: true,
    subject: ACCOUNT_OWNER_SUBJECT,
    summary:
      'Sign in (public): an access token and a refresh token (auth contract); with `X-Storeroom-Session: cookie` the refresh token is an HttpOnly cookie instead.',
  },
  refresh: {
    method: 'POST',
    path: '/auth/refresh',
    // Public: no token is checked; the subject only names the area.
    public: true,
    subject: ACCOUNT_OWNER_SUBJECT,
    summary:
      'Rotate a refresh token (public; the body’s, or the cookie’s with `X-Storeroom-Session: cookie`): new tokens; a reused one revokes its family.',
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    // Public: no token is checked; the subject only names the area.
    public: true,
    subject: ACCOUNT_OWNER_SUBJECT,
    summary: 'Revoke a refresh token’s family (public; the body’s or the cookie’s) and clear the cookie.',
  },
  getAccount: {
    method: 'GET',
    path: '/account',
    ...signedIn,
    summary: 'The signed-in owner or employee: profile, access, menu, stores, current store.',
  },
  updateAccount: {
    method: 'PATCH',
    path: '/account',
    ...signedIn,
    summary: 'Change the profile (a new password needs the old one) or the header favourites.',
  },
  uploadPhoto: {
    method: 'POST',
    path: '/account/photo',
    ...signedIn,
    multipart: { maxBytes: 11 * 1024 * 1024 },
    summary: 'Upload the profile photo (multipart `file`, an image up to 10 MB).',
  },
  uploadSignature: {
    method: 'POST',
    path: '/account/signature',
    ...signedIn,
    multipart: { maxBytes: 11 * 1024 * 1024 },
    summary: 'Upload the signature (multipart `file`, an image up to 10 MB).',
  },
  listStores: {
    method: 'GET',
    path: '/account/stores',
    ...signedIn,
    summary: 'The stores the signed-in user can open.',
  },
  switchStore: {
    method: 'POST',
    path: '/account/stores',
    ...signedIn,
    summary: 'Switch store: tokens for another store of the account.',
  },
  supportInfo: {
    method: 'GET',
    path: '/account/support-info',
    ...signedIn,
    summary: 'How to reach support.',
  },
  accountNotices: {
    method: 'GET',
    path: '/account/notices',
    ...signedIn,
    summary:
      'What the header tells the signed-in user before anything else (an overdue invoice, a domain about to expire): each area adds its own through the ACCOUNT_NOTICES event.',
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/account',
    ...ownerOnly,
    summary: 'Delete the account and its stores (owner only).',
  },
  pauseAccount: {
    method: 'POST',
    path: '/pause-account',
    ...ownerOnly,
    summary: 'Pause the account; needs the store password `fes_password` (owner only).',
  },
  unpauseAccount: {
    method: 'POST',
    path: '/unpause-account',
    ...ownerOnly,
    summary: 'Resume a paused account (owner only).',
  },
  createPrivateAppToken: {
    method: 'POST',
    path: '/apps/private-apps/:id/tokens',
    subject: SUBJECTS.apps,
    action: 'update',
    summary: 'A new token of a private app; its secret is in this answer only (spec 4 §3).',
  },
  getJob: {
    method: 'GET',
    path: '/jobs/:id',
    ...signedIn,
    summary:
      'A background job the caller enqueued (the owner: any job of the store), with its progress and result; 404 otherwise. Private apps read their own jobs.',
  },
  revokePrivateAppToken: {
    method: 'DELETE',
    path: '/apps/private-apps/:id/tokens/:tokenId',
    subject: SUBJECTS.apps,
    action: 'update',
    summary: 'Revoke a private app token at once.',
  },
} as const;
