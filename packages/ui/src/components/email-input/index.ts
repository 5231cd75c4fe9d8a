export { EmailInput, MultiEmailInput } from './email-input';
export type { EmailInputProps, MultiEmailInputProps } from './email-input';
export { INVALID_EMAIL_MESSAGE, isValidEmail, normalizeEmail, normalizeEmails } from './email';
