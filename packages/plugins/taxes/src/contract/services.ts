/**
 * What the Taxes server part offers the other plugins: the `TAX_RATES` service. Zod-free and
 * server-free: any plugin's server part imports it from `@storeroom/plugin-taxes/contract`.
 * A consumer must behave sensibly when no provider is registered (`ctx.use(ref)` answers
 * `undefined`): no taxes area, no computed tax.
 */
import { createServiceRef } from '@storeroom/core/contract';
import type { TaxRate } from './model';

export interface TaxRatesService {
  /**
   * The tax of the caller's store for an address: the state's own tax if there is one, else
   * the whole country's, else null. `state` may be the subdivision code (`CA`) or its name
   * (`California`), in any case; `country` is ISO 3166-1 alpha-2.
   *
   * @example
   * const rate = await ctx.use(TAX_RATES)?.rateFor('US', 'CA');
   * const tax = documentTax(rate ?? null, { subtotal, shipping });
   */
  rateFor(country: string, state?: string | null): Promise<TaxRate | null>;
}

export const TAX_RATES = createServiceRef<TaxRatesService>('taxes.rates');
