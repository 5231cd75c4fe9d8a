import type { PaymentProcessorId } from '../contract';

/**
 * Demo payment settings (data only, no rules): the dev server's seed, the stories' data and the
 * tests' expectations. PayPal is filled in but not enabled, so the main store's checklist still
 * asks to set up payments; Braintree keeps a private key the API never shows.
 */
export const SEED_PAYMENT_PROCESSORS: {
  processor: PaymentProcessorId;
  enabled: boolean;
  is_default: boolean;
  settings: Record<string, string>;
}[] = [
  { processor: 'paypal', enabled: false, is_default: false, settings: { email: 'payments@example.com' } },
  {
    processor: 'braintree',
    enabled: false,
    is_default: false,
    settings: { merchant_id: 'demo-merchant', public_key: 'demo-public', private_key: 'demo-private-secret' },
  },
];

export const SEED_PAYMENT_CURRENCIES = { currencies: ['USD', 'EUR'], default_currency: 'USD' };
