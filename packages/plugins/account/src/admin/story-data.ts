/**
 * Data for stories (Storybook runs in a browser, no server): the plugin's own demo data (the
 * seed's cards, invoices and offer, no rules) served by a memory server of the account
 * contract's endpoints (canned answers by endpoint name).
 */
import { ApiError } from '@storeroom/core/client';
import { contractMemoryHttp } from '@storeroom/core/testing';
import { accountContract, CANCEL_REASONS, PAUSED_PLAN_NAME } from '../contract';
import type { CancelFunnelSettings, Invoice, PaymentMethod } from '../contract';
import { toInvoice } from '../server/invoice-item';
import { DEMO_INVOICE_PLAN, LAUNCH_PLANS } from '../server/plans';
import { SEED_DONE_FOR_YOU, seedInvoices, TEST_NOW } from '../server/seed-data';

/** The clock of stories and tests: the demo invoices are made relative to it. */
export { TEST_NOW } from '../server/seed-data';

export const STORY_CARDS: PaymentMethod[] = [
  {
    id: 1,
    name: 'Olivia Owner',
    brand: 'Visa',
    last4: '4242',
    exp_month: 12,
    exp_year: TEST_NOW.getUTCFullYear() + 3,
    primary: true,
    status: 'active',
    created_at: '2026-01-05T10:00:00.000Z',
  },
];

export const STORY_INVOICES: Invoice[] = seedInvoices(TEST_NOW, 'INV')
  .map((row, i) => toInvoice({ ...row, id: i + 1 }, 'USD', TEST_NOW))
  .reverse();

const list = <T>(items: T[]) => ({
  items,
  _meta: { currentPage: 1, pageCount: 1, perPage: Math.max(items.length, 1), totalCount: items.length },
});

export interface StoryAccountOptions {
  cards?: PaymentMethod[];
  invoices?: Invoice[];
  doneForYou?: CancelFunnelSettings['done_for_you'];
  paused?: boolean;
  /** On trial: the plan shows the Trial badge and the Finish trial button. */
  trial?: boolean;
}

/** The account contract's endpoints answering the demo data (no rules: stories only render). */
export function accountHttp(options: StoryAccountOptions = {}) {
  const cards = options.cards ?? STORY_CARDS;
  const invoices = options.invoices ?? STORY_INVOICES;
  const plan = DEMO_INVOICE_PLAN;
  return contractMemoryHttp(
    accountContract,
    {},
    {
      endpoints: {
        listPlans: () => list([...LAUNCH_PLANS]),
        currentPlan: () => ({
          ...plan,
          name: options.paused ? PAUSED_PLAN_NAME : plan.name,
          is_paused: options.paused ?? false,
          on_trial: options.trial ?? false,
        }),
        listCards: () => list(cards),
        listInvoices: ({ query }) =>
          list(invoices.filter((i) => !query?.year || i.date.startsWith(`${String(query.year)}-`))),
        getInvoice: ({ params }) => {
          const found = invoices.find((i) => String(i.id) === params.id);
          if (!found) throw new ApiError(404, 'Not found');
          return found;
        },
        cancelSettings: () => ({
          reasons: CANCEL_REASONS.map((r) => ({ id: r.id, label: r.label })),
          done_for_you: options.doneForYou === undefined ? SEED_DONE_FOR_YOU : options.doneForYou,
        }),
      },
    },
  );
}
