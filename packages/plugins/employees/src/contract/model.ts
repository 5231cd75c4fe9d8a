/**
 * The Employees area's zod-free half of its contract: the owner-only subject, constants and
 * messages (spec 2 §3, §6, §8, §9; spec 4 §3, §5, §8). The admin manifest reads only this, so
 * the shell's first load carries no schema library; `./index.ts` re-exports it.
 */
export * from './shell';

/** Page size of the employees list (spec 2 §9: "Employees 100"). */
export const EMPLOYEES_PAGE_SIZE = 100;

/** Labels of the three rules (spec 2 §3 "Employee": none, limited, full). */
export const ACCESS_RULE_LABELS = { none: 'No access', limited: 'Limited', full: 'Full access' } as const;

/** Messages shown to people. Field messages are the server's, so both sides read alike. */
export const EMPLOYEES_MESSAGES = {
  emailInvalid: 'Email is not a valid email address.',
  fullNameRequired: 'Full name cannot be blank.',
  passwordTooShort: 'Password should contain at least 8 characters.',
  created: 'Employee created successfully.',
  updated: 'Employee updated successfully.',
  deleted: 'Employee deleted successfully.',
  // spec 2 §8: the generic confirmation of a deletion.
  confirmDelete: 'Are you sure you want to delete it?',
} as const;

/** Messages of private apps, verbatim from spec 4 §8. */
export const PRIVATE_APP_MESSAGES = {
  nameRequired: 'Name cannot be blank.',
  created: 'Your Private App created successfully',
  updated: 'Private app successfully updated.',
  deleted: 'Private app deleted successfully.',
  confirmDelete: (name: string) =>
    `This action will delete your private app. Are you sure you want to delete "${name}"?`,
  tokenIssued: 'Token issued. Copy it now: it is shown only once.',
  tokenRevoked: 'Token revoked.',
  confirmRevoke: 'Revoke this token? Apps using it stop working at once.',
  // Not in the spec: the server refuses these changes (SECURITY.md "Private apps and tokens").
  beyondYourAccess:
    'This app has more access than you have: only the store owner can change it, delete it or manage its tokens.',
} as const;

/** How long an invitation link works: 7 days (issue 18 item 15; Shopify's staff invites too). */
export const INVITATION_TTL_HOURS = 7 * 24;

/**
 * Where an employee without a password stands: invited (the link works), the link expired, or
 * not invited (never, or the link was revoked). Employees with a password are not listed.
 */
export const INVITATION_STATUSES = ['invited', 'expired', 'not_invited'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  invited: 'Invited',
  expired: 'Invitation expired',
  not_invited: 'Not invited',
};

/** Messages of invitations ('Invite was successfully sent.' is spec 4 §8's; the rest are not in the spec). */
export const INVITATION_MESSAGES = {
  sent: 'Invite was successfully sent.',
  revoked: 'Invitation revoked.',
  confirmRevoke: 'Revoke this invitation? Its link stops working at once.',
  alreadyActive: 'This employee has already set a password.',
  noPending: 'This employee has no pending invitation.',
  invalid: 'This invitation link is not valid. Ask the store owner to send a new one.',
  expired: 'This invitation link has expired. Ask the store owner to send a new one.',
  used: 'This invitation has already been accepted. Log in with your email and password.',
  accepted: 'Your password is set. You can log in now.',
  passwordsDontMatch: "Passwords don't match",
  mailSubject: (store: string) => `You are invited to ${store}`,
} as const;
