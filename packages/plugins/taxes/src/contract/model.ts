/**
 * The Taxes area's zod-free half of its contract: the subject, constants, messages and the
 * tax arithmetic other areas use. The admin manifest reads only this, so the shell's first
 * load carries no schema library; `./index.ts` re-exports it.
 */

export * from './shell';

/** Page size of the taxes list (spec 3 §2 "Lists: ... taxes"), by country then state. */
export const TAXES_PAGE_SIZE = 50;
export const TAXES_DEFAULT_SORT = 'country';

/** A tax rate is a percent with at most this many decimals (8.875 %): stored exactly as an integer. */
export const TAX_RATE_DECIMALS = 3;
/** Stored rate units per percent: 8.25 % is stored as 8250. */
export const TAX_RATE_SCALE = 10 ** TAX_RATE_DECIMALS;

/** Messages shown to people, verbatim where the spec gives them (the server answers the same ones). */
export const TAXES_MESSAGES = {
  countryRequired: 'Choose a country.',
  countryUnknown: 'Unknown country.',
  stateUnknown: 'Unknown state or region for this country.',
  taxInvalid: 'Tax rate must be a percent from 0 to 100 with at most 3 decimals.',
  /** spec 3 §5 "Tax: country/state pairs already used are excluded." */
  pairUsed: 'A tax for this country and state already exists.',
  /** spec 3 §8 Settings */
  saved: 'Settings successfully updated.',
  deleted: 'Tax deleted.',
  /** spec 3 §8 "Deletion confirmation" */
  confirmDelete: 'Are you sure you want to delete it?',
  notFound: 'Tax not found',
} as const;

/** The tax that applies to an address (what the `TAX_RATES` service answers). */
export interface TaxRate {
  id: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The subdivision code (`CA` of `US-CA`), or null for the whole country. */
  state: string | null;
  /** Percent, e.g. 8.25. */
  tax: number;
  /** Shipping is not taxed (spec 3 §3 Tax "shipping exemption flag"). */
  shipping_exempt: boolean;
}

/**
 * The tax of an amount, in integer minor units: `amount × tax %`, rounded once, half up.
 * Integer arithmetic on the stored rate (8.25 % → 8250), so no float drift.
 *
 * @example taxOf(1999, 8.25) // 165 (164.9175 rounded)
 */
export function taxOf(amountMinor: number, taxPercent: number): number {
  const scaled = Math.round(taxPercent * TAX_RATE_SCALE);
  const divisor = 100 * TAX_RATE_SCALE;
  return Math.floor((amountMinor * scaled + divisor / 2) / divisor);
}

/**
 * The tax of a whole order or invoice: one rounding on the taxable sum (the lines' subtotal
 * plus shipping unless the rate exempts shipping), never per line, so the tax of a document
 * is the same however its lines are split.
 */
export function documentTax(
  rate: Pick<TaxRate, 'tax' | 'shipping_exempt'> | null,
  amounts: { subtotal: number; shipping: number },
): number {
  if (!rate) return 0;
  return taxOf(amounts.subtotal + (rate.shipping_exempt ? 0 : amounts.shipping), rate.tax);
}
