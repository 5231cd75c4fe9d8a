/**
 * The built-in sandbox card provider (ARCHITECTURE.md "outside services ... a built-in sandbox
 * provider that behaves deterministically"): 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002
 * is declined, any other number is refused with the list of test cards. No card is charged.
 */
import { createHash } from 'node:crypto';
import { PAYMENTS_MESSAGES, SANDBOX_CARDS } from '../contract';
import type { CardProvider } from '../contract';

export const digitsOf = (number: string) => number.replace(/[\s-]/g, '');

export const sandboxProvider: CardProvider = {
  processor: 'sandbox',
  async charge(input) {
    const number = digitsOf(input.card.number);
    if (number === SANDBOX_CARDS.declined)
      return { status: 'declined', processor: 'sandbox', message: PAYMENTS_MESSAGES.declined };
    if (number !== SANDBOX_CARDS.success)
      return { status: 'declined', processor: 'sandbox', message: PAYMENTS_MESSAGES.sandboxCardsOnly };
    // Deterministic id: the same charge gives the same id (tests and demos can name it).
    const id = createHash('sha256')
      .update(`${input.amount}:${input.currency}:${input.description ?? ''}`)
      .digest('hex')
      .slice(0, 16);
    return {
      status: 'succeeded',
      id: `sandbox_ch_${id}`,
      processor: 'sandbox',
      amount: input.amount,
      currency: input.currency,
      last4: number.slice(-4),
    };
  },
  async clientToken(_settings, storeId) {
    return `sandbox_token_${storeId}`;
  },
  async hostedPaymentUrl(invoiceId) {
    return `/admin/payment/processing?sandbox_invoice=${invoiceId}`;
  },
};
