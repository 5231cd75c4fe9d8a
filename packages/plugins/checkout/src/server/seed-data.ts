import { ABANDONED_TIMEOUT_DEFAULT, CHECKOUT_FIELD_STATES } from '../contract/model';
import type { CheckoutSettings } from '../contract';

type Values = Omit<CheckoutSettings, 'updated_at'>;

/** A store's settings until it saves its own. */
export const DEFAULT_CHECKOUT_SETTINGS: Values = {
  header: { image: null },
  policies: { refund: '', privacy: '', terms: '', shipping: '' },
  google_autocomplete_key: '',
  abandoned_timeout: ABANDONED_TIMEOUT_DEFAULT,
  fields: {
    company: CHECKOUT_FIELD_STATES.optional,
    suite: CHECKOUT_FIELD_STATES.optional,
    phone: CHECKOUT_FIELD_STATES.disabled,
  },
};

/** The demo store's settings (data only): the stories' and the tests' expectations. */
export const SEED_CHECKOUT_SETTINGS: Values = {
  header: { image: null },
  policies: {
    refund: 'Returns are accepted within 30 days of delivery, unused and in their original packaging.',
    privacy: 'We use your details only to process your order and never sell them.',
    terms: '',
    shipping: 'Orders ship within 2 business days.',
  },
  google_autocomplete_key: '',
  abandoned_timeout: 120,
  fields: {
    company: CHECKOUT_FIELD_STATES.optional,
    suite: CHECKOUT_FIELD_STATES.optional,
    phone: CHECKOUT_FIELD_STATES.required,
  },
};
