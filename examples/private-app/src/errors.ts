import { ApiError } from '@storeroom/core/client';

/** A message a person can act on, for the errors a private app meets. */
export function explain(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  switch (error.status) {
    case 401:
      return 'The store refused the token (401): check STOREROOM_TOKEN, or create a new token in the admin (Apps → Private apps).';
    case 403:
      return "This private app's access rules do not allow this (403): give it access to the area in the admin (Apps → Private apps).";
    case 422:
      return `The store refused the data (422):\n${Object.entries(error.errors ?? {})
        .map(([field, messages]) => `  ${field}: ${messages.join(' ')}`)
        .join('\n')}`;
    case 0:
      return `Could not reach the store: ${error.message}. Check STOREROOM_URL.`;
    default:
      return `The store answered ${error.status}: ${error.message}`;
  }
}
