/**
 * Card processing behind a provider interface (ARCHITECTURE.md "Reference server": outside
 * services sit behind providers with a deterministic sandbox). Only brand, last4 and expiry
 * ever leave the provider; the full number and the security code are never stored.
 */
import { createHash } from 'node:crypto';
import { ACCOUNT_MESSAGES, cardBrand, luhnValid } from '../contract';

/** What is kept of a card. */
export interface CardSummary {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface CardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** The outcome of saving a card (spec 1 §4 "Card step"). */
export type CardSetupResult =
  | { status: 'succeeded'; card: CardSummary }
  | { status: 'requires_action'; card: CardSummary; client_secret: string }
  | { status: 'declined'; field: 'number' | 'exp_month' | 'cvc'; message: string };

export type ChargeResult = { ok: true } | { ok: false; message: string };

export interface CardProvider {
  /** Shown in the admin beside the card form ("sandbox" for the built-in one). */
  label: string;
  setup(card: CardDetails, now: Date): Promise<CardSetupResult>;
  /** Completes the extra authentication of a `requires_action` setup. */
  confirm(clientSecret: string, card: CardSummary): Promise<boolean>;
  /** Charges a stored card. */
  charge(card: CardSummary, amount: number): Promise<ChargeResult>;
}

/** Sandbox test numbers (deterministic). */
export const SANDBOX_CARDS = {
  /** Succeeds at once. */
  visa: '4242424242424242',
  /** Succeeds; a second good card for tests and demos. */
  mastercard: '5555555555554444',
  /** Needs extra authentication (requires_action), confirmed by a repeat call. */
  authenticate: '4000002760003184',
  /** Declined. */
  declined: '4000000000000002',
  /** Saved fine, but every charge fails. */
  chargeFails: '4000000000000341',
} as const;

function secretFor(card: CardSummary): string {
  const digest = createHash('sha256')
    .update(`${card.brand}:${card.last4}:${card.exp_month}:${card.exp_year}`)
    .digest('hex');
  return `seti_sandbox_${digest.slice(0, 24)}`;
}

/**
 * The built-in sandbox: numbers ending 3184 need extra authentication, 0002 are declined,
 * 0341 save but fail every charge; any other Luhn-valid, unexpired card succeeds.
 */
export const sandboxCardProvider: CardProvider = {
  label: 'sandbox',
  async setup(details, now) {
    if (!luhnValid(details.number))
      return { status: 'declined', field: 'number', message: ACCOUNT_MESSAGES.cardNumberInvalid };
    const year = now.getUTCFullYear();
    const month = now.getUTCMonth() + 1;
    if (details.exp_year < year || (details.exp_year === year && details.exp_month < month))
      return { status: 'declined', field: 'exp_month', message: ACCOUNT_MESSAGES.cardExpired };
    const card: CardSummary = {
      brand: cardBrand(details.number),
      last4: details.number.slice(-4),
      exp_month: details.exp_month,
      exp_year: details.exp_year,
    };
    if (card.last4 === '0002')
      return { status: 'declined', field: 'number', message: ACCOUNT_MESSAGES.cardDeclined };
    if (card.last4 === '3184') return { status: 'requires_action', card, client_secret: secretFor(card) };
    return { status: 'succeeded', card };
  },
  async confirm(clientSecret, card) {
    return clientSecret === secretFor(card);
  },
  async charge(card) {
    return card.last4 === '0341' ? { ok: false, message: ACCOUNT_MESSAGES.cardDeclined } : { ok: true };
  },
};
