/**
 * Card payments behind a small provider interface (ARCHITECTURE.md "Reference server": outside
 * services sit behind provider interfaces with a deterministic, labelled sandbox). A real
 * processor plugs in through `createInvoiceOrdersServerPlugin({ cardProvider })`.
 */
import { SANDBOX_CARDS } from '../contract/model';

export interface CardCharge {
  /** Amount in cents. */
  amount: number;
  currency: string;
  /** Used to make intent ids deterministic and traceable. */
  reference: string;
  card?: { number: string; exp_month: number; exp_year: number; cvc: string };
  /** The intent of an earlier `requires_action` answer, confirmed now (spec 2 §4). */
  payment_intent_id?: string;
}

export type CardChargeResult =
  | { status: 'succeeded'; last4: string; payment_intent_id: string }
  | { status: 'requires_action'; last4: string; payment_intent_id: string }
  | { status: 'declined'; message: string };

export interface CardProvider {
  /** Shown in the admin next to the card form ("sandbox" for the built-in one). */
  readonly name: string;
  charge(charge: CardCharge): Promise<CardChargeResult>;
}

/**
 * The built-in sandbox: card 4000 0027 6000 3184 asks for extra authentication (answer
 * `requires_action` with an intent id; the repeat call with that id succeeds), 4000 0000 0000
 * 0002 is declined, any other valid card succeeds. Same input, same answer.
 */
export const sandboxCardProvider: CardProvider = {
  name: 'sandbox',
  async charge(charge) {
    if (charge.payment_intent_id) {
      return charge.payment_intent_id.startsWith('pi_sandbox_')
        ? { status: 'succeeded', last4: '3184', payment_intent_id: charge.payment_intent_id }
        : { status: 'declined', message: 'Unknown payment intent.' };
    }
    const number = charge.card?.number ?? '';
    const last4 = number.slice(-4);
    if (number === SANDBOX_CARDS.declined) return { status: 'declined', message: 'Your card was declined.' };
    if (number === SANDBOX_CARDS.requiresAction)
      return { status: 'requires_action', last4, payment_intent_id: `pi_sandbox_${charge.reference}` };
    return { status: 'succeeded', last4, payment_intent_id: `pi_sandbox_${charge.reference}_direct` };
  },
};
