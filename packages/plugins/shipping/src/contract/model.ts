/**
 * The Shipping area's zod-free half of its contract: the subject, enumerations, constants
 * and messages. The admin manifest reads only this, so the shell's first load carries no
 * schema library; `./index.ts` re-exports it.
 */

export * from './shell';

/** Shipping exception types (spec 3 §3 Shipping zone): weight 1, cart items 2, order total 3. */
export const SHIPPING_EXCEPTION_TYPES = { weight: 1, cart_items: 2, order_total: 3 } as const;
export type ShippingExceptionType = (typeof SHIPPING_EXCEPTION_TYPES)[keyof typeof SHIPPING_EXCEPTION_TYPES];
export const SHIPPING_EXCEPTION_TYPE_LABELS: Record<ShippingExceptionType, string> = {
  1: 'Weight',
  2: 'Cart items',
  3: 'Order total',
};

/** Page size of the zones grid (spec 3 §2: a grid with paging), ordered by name. */
export const SHIPPING_PAGE_SIZE = 20;
export const SHIPPING_DEFAULT_SORT = 'name';

/** Messages shown to people, verbatim where the spec gives them (the server answers the same ones). */
export const SHIPPING_MESSAGES = {
  nameRequired: 'Name cannot be blank.',
  nameTooLong: 'Name can have at most 200 characters.',
  descriptionTooLong: 'Description can have at most 2000 characters.',
  rateInvalid: 'Rate must be a whole amount of at least 0.',
  limitInvalid: 'Must be a number of at least 0.',
  /** spec 3 §5 */
  exceptionMaxBelowMin: 'Shipping exception max must not be less than min.',
  countryRequired: 'Choose a country.',
  countryUnknown: 'Unknown country.',
  stateUnknown: 'Unknown state or region for this country.',
  additionalRateNameRequired: 'Name cannot be blank.',
  /** spec 3 §8 Settings */
  saved: 'Settings successfully updated.',
  deleted: 'Shipping zone deleted.',
  notFound: 'Shipping zone not found',
} as const;
