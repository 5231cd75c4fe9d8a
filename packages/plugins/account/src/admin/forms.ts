/** The account page's forms (zod; loaded with the screens, never by the manifest). */
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../contract';

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
