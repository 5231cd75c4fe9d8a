/**
 * What the Payments server part offers the other plugins: the `PAYMENTS` service (charge a
 * card through the store's default processor) and the `CardProvider` interface a real card
 * processor implements. Zod-free and server-free: any plugin's server part imports it from
 * `@storeroom/plugin-payments/contract`. A consumer must behave sensibly when no provider is
 * registered (`ctx.use(PAYMENTS)` answers `undefined`): no payments area, no card payments.
 */
import { createServiceRef } from '@storeroom/core/contract';
import type { PaymentProcessorId } from './model';

/** A card as the customer typed it. */
export interface CardInput {
  /** Digits; spaces and dashes are ignored. */
  number: string;
  exp_month?: number;
  exp_year?: number;
  cvc?: string;
}

/** What a charge asks for: an amount in integer minor units of `currency`. */
export interface ChargeInput {
  amount: number;
  /** One of the store's accepted currencies; absent: its default currency. */
  currency?: string;
  card: CardInput;
  description?: string;
}

export type ChargeResult =
  | {
      status: 'succeeded';
      /** The processor's charge id. */
      id: string;
      processor: PaymentProcessorId;
      amount: number;
      currency: string;
      last4: string;
    }
  | {
      status: 'declined' | 'failed';
      processor: PaymentProcessorId | null;
      /** A message for the customer. */
      message: string;
    };

/**
 * A card processor behind the provider interface (ARCHITECTURE.md "outside services"). The
 * built-in one is the sandbox; real ones plug in by configuration
 * (`createPaymentsServerPlugin({ providers: [...] })`).
 */
export interface CardProvider {
  processor: PaymentProcessorId;
  /** Charges a card with the processor's stored settings (secrets included). */
  charge(
    input: Required<Pick<ChargeInput, 'amount' | 'currency'>> & ChargeInput,
    settings: Record<string, string>,
  ): Promise<ChargeResult>;
  /** A client token for the card entry script ("Payment token GET", spec 2 §7). */
  clientToken(settings: Record<string, string>, storeId: number): Promise<string>;
  /** The hosted payment page of an invoice ("nmiurl GET with invoice_id", spec 2 §7). */
  hostedPaymentUrl?(invoiceId: number, settings: Record<string, string>): Promise<string>;
}

export interface PaymentsService {
  /** The store's default processor among the enabled ones, or null when none is enabled. */
  defaultProcessor(): Promise<PaymentProcessorId | null>;
  /**
   * Charges a card through the store's default processor. Never throws for a declined card or a
   * missing processor: the result says so, with a message for the customer.
   *
   * @example
   * const result = await ctx.use(PAYMENTS)?.charge({ amount: 1999, card: { number: '4242 4242 4242 4242' } });
   * if (result?.status !== 'succeeded') throw invalidField('card', result?.message ?? 'Payments are not available.');
   */
  charge(input: ChargeInput): Promise<ChargeResult>;
}

export const PAYMENTS = createServiceRef<PaymentsService>('payments.payments');
