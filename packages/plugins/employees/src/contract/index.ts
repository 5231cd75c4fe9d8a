/**
 * The Employees plugin's contract: what other packages may know of it. Its screens use the
 * CORE server's endpoints (`/employees`, `/apps/private-apps` and its tokens), declared once in
 * the core contract (`coreContract` of `@storeroom/core/contract`); this plugin declares only
 * the owner-only subject its screens are guarded by, and re-exports the core shapes it shows.
 */
import { z } from 'zod';
import { CORE_MESSAGES, defineContract, defineEndpoint } from '@storeroom/core/contract';
import { EMPLOYEES_SUBJECT, INVITATION_STATUSES } from './model';

export * from './model';
export { coreContract } from '@storeroom/core/contract';
export type {
  EmployeeInput,
  EmployeeItem,
  PrivateAppInput,
  PrivateAppItem,
  PrivateAppTokenItem,
} from '@storeroom/core/contract';

/** Where an employee without a password stands, with their latest open link (none: nulls). */
export const invitationSchema = z.object({
  employee_id: z.number().int(),
  status: z.enum(INVITATION_STATUSES),
  sent_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type Invitation = z.output<typeof invitationSchema>;

/** What an invitation link shows before the password is set. */
export const invitationCheckSchema = z.object({
  email: z.string(),
  full_name: z.string(),
  store: z.string(),
});
export type InvitationCheck = z.output<typeof invitationCheckSchema>;

const tokenField = z.string().trim().min(1).max(200);

/**
 * The Employees contract: the owner-only subject, and the invitations (issue 18 item 15): the
 * owner invites an employee by e-mail with a one-time link that expires
 * ({@link INVITATION_TTL_HOURS}); the employee sets their password on the admin's public page
 * ({@link INVITATION_PAGE_PATH}); the owner resends or revokes. Tokens are stored hashed.
 */
export const employeesContract = defineContract({
  id: 'employees',
  subjects: { employees: EMPLOYEES_SUBJECT },
  endpoints: {
    listInvitations: defineEndpoint({
      method: 'GET',
      path: '/employee-invitations',
      subject: EMPLOYEES_SUBJECT,
      response: z.object({ items: z.array(invitationSchema) }),
      summary:
        'Employees without a password: invited (with the link’s dates), expired or not invited (owner only).',
    }),
    invite: defineEndpoint({
      method: 'POST',
      path: '/employee-invitations',
      subject: EMPLOYEES_SUBJECT,
      action: 'update',
      body: z.object({ employee_id: z.number().int().positive() }),
      response: invitationSchema,
      summary:
        'Invite (or invite again) an employee without a password: e-mails a one-time link that expires; an earlier link stops working.',
    }),
    revokeInvitation: defineEndpoint({
      method: 'DELETE',
      path: '/employee-invitations/:employeeId',
      subject: EMPLOYEES_SUBJECT,
      action: 'update',
      summary: 'Revoke the employee’s pending invitation: its link stops working at once.',
    }),
    checkInvitation: defineEndpoint({
      method: 'POST',
      path: '/employee-invitations/check',
      public: true,
      subject: EMPLOYEES_SUBJECT,
      body: z.object({ token: tokenField }),
      response: invitationCheckSchema,
      summary:
        'Public (the link’s token names the store): who the link invites; 410 with the reason when it expired or was used, 404 when unknown or revoked.',
    }),
    acceptInvitation: defineEndpoint({
      method: 'POST',
      path: '/employee-invitations/accept',
      public: true,
      subject: EMPLOYEES_SUBJECT,
      body: z.object({
        token: tokenField,
        password: z.string().min(8, CORE_MESSAGES.passwordTooShort).max(200),
      }),
      summary:
        'Public: sets the invited employee’s password and uses the link up (410 when it expired or was used, 404 when unknown or revoked).',
    }),
  },
});
