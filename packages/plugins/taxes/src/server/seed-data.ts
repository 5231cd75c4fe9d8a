import type { TaxInput } from '../contract';

/**
 * Demo taxes (data only, no rules): the dev server's seed, the stories' rows and the tests'
 * expectations. California and New York have their own rate; the rest of the United States
 * none; Germany one for the whole country, shipping included.
 */
export const SEED_TAXES: (TaxInput & { state: string | null; shipping_exempt: boolean })[] = [
  { country: 'US', state: 'CA', tax: 7.25, shipping_exempt: true },
  { country: 'US', state: 'NY', tax: 8.875, shipping_exempt: false },
  { country: 'DE', state: null, tax: 19, shipping_exempt: false },
];
