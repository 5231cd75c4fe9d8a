/** The standard address pattern (spec 2 §5): local part, @, a dotted domain. */
const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** Whether the text looks like one email address. */
export function isValidEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}

function tokens(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((t) => t.toLowerCase())
    .filter(Boolean);
}

/**
 * The single-address rule (spec 2 §5, spec 4 §5): lower-cased, whitespace removed, and only
 * the first address kept when several were pasted.
 */
export function normalizeEmail(text: string): string {
  const all = tokens(text);
  return all.find(isValidEmail) ?? all[0] ?? '';
}

/** The multi-address rule (spec 4 §5): every valid-looking address, lower-cased, once. */
export function normalizeEmails(text: string): string[] {
  return [...new Set(tokens(text).filter(isValidEmail))];
}

/** Message shown for an address that does not look valid. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
