/**
 * An in-memory Account client for component tests and stories: the sandbox card rules
 * (…3184 needs authentication, …0002 is declined), one primary card, invoices by year.
 */
import { ApiError } from '@storeroom/core/client';
import type { Account, AccountUpdate } from '@storeroom/core/client';
import { TEST_OWNER_ACCOUNT } from '@storeroom/core/testing';
import type { AccountClient } from '../client';
import { ACCOUNT_MESSAGES, CANCEL_REASONS, PAUSED_PLAN_NAME, PLANS } from '../schema';
import type { CancelFunnelSettings, Invoice, InvoiceStatus, PaymentMethod } from '../schema';

/** The clock of tests and stories: invoices are made relative to it. */
export const TEST_NOW = new Date('2026-11-22T12:00:00Z');

const list = <T>(items: T[]) => ({
  items,
  _meta: { currentPage: 1, pageCount: 1, perPage: Math.max(items.length, 1), totalCount: items.length },
});

export function sampleCards(): PaymentMethod[] {
  return [
    {
      id: 1,
      name: 'Olivia Owner',
      brand: 'Visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2029,
      primary: true,
      status: 'active',
      created_at: '2026-01-05T10:00:00.000Z',
    },
  ];
}

/** Invoices of 2026 and 2025 with every status. */
export function sampleInvoices(): Invoice[] {
  const statuses: [string, InvoiceStatus, number][] = [
    ['2026-11-01T09:00:00.000Z', 'not_paid', 7900],
    ['2026-10-01T09:00:00.000Z', 'payment_failed', 7900],
    ['2026-09-01T09:00:00.000Z', 'paid', 7900],
    ['2025-09-15T09:00:00.000Z', 'refund', -7900],
    ['2025-09-01T09:00:00.000Z', 'paid_refunded', 7900],
    ['2025-08-01T09:00:00.000Z', 'paid', 7900],
  ];
  return statuses.map(([date, status, amount], i) => {
    const unpaid = status === 'not_paid' || status === 'payment_failed';
    const due = unpaid ? new Date(new Date(date).getTime() + 14 * 86_400_000).toISOString() : null;
    return {
      id: i + 1,
      number: `INV-${String(100 - i).padStart(5, '0')}`,
      date,
      amount,
      currency: 'USD',
      description: status === 'refund' ? 'Refund of INV-00096' : 'Professional plan',
      paid: status === 'paid' || status === 'paid_refunded',
      is_refund: status === 'refund',
      status,
      due_date: due,
      overdue: due !== null && TEST_NOW.getTime() > new Date(due).getTime(),
      card: status === 'paid' || status === 'paid_refunded' ? 'Visa •••• 4242' : null,
    };
  });
}

export const SAMPLE_OFFER: NonNullable<CancelFunnelSettings['done_for_you']> = {
  title: 'Let our experts run your store',
  description: 'Our done-for-you team sets up your products, theme and marketing for you.',
  price: 9900,
};

export interface FakeAccountState {
  account: Account;
  cards: PaymentMethod[];
  invoices: Invoice[];
  doneForYou: CancelFunnelSettings['done_for_you'];
  feedback: { subject: string; message: string }[];
  updates: AccountUpdate[];
  kept: string[];
  deleted: boolean;
  /** The owner's password (profile changes and pausing check it). */
  password: string;
  /** Makes `sendFeedback` fail (a provider outage). */
  feedbackFails: boolean;
}

export interface FakeAccountApi {
  client: AccountClient;
  state: FakeAccountState;
}

function invalid(errors: Record<string, string[]>): ApiError {
  return new ApiError(422, Object.values(errors)[0]![0]!, errors);
}

export function fakeAccountClient(options: Partial<FakeAccountState> = {}): FakeAccountApi {
  const state: FakeAccountState = {
    account: TEST_OWNER_ACCOUNT,
    cards: sampleCards(),
    invoices: sampleInvoices(),
    doneForYou: SAMPLE_OFFER,
    feedback: [],
    updates: [],
    kept: [],
    deleted: false,
    password: 'storeroom-owner',
    feedbackFails: false,
    ...options,
  };
  let nextId = 100;
  const card = (id: number) => {
    const found = state.cards.find((c) => c.id === id);
    if (!found) throw new ApiError(404, 'Not found');
    return found;
  };
  const setPrimary = (id: number) => {
    state.cards = state.cards.map((c) => ({ ...c, primary: c.id === id }));
  };
  const client: AccountClient = {
    async updateProfile(body) {
      state.updates.push(body);
      const { password, old_password, ...profile } = body.profile ?? {};
      if (password !== undefined) {
        if (old_password !== state.password)
          throw invalid({ 'profile.old_password': ['Old password is incorrect.'] });
        state.password = password;
      }
      state.account = { ...state.account, profile: { ...state.account.profile, ...profile } };
      return state.account;
    },
    async uploadPhoto() {
      state.account = {
        ...state.account,
        profile: { ...state.account.profile, photo: '/uploads/photo.png' },
      };
      return state.account;
    },
    plans: async () => list([...PLANS]),
    async currentPlan() {
      const plan = PLANS.find((p) => p.id === state.account.plan_id) ?? PLANS[0]!;
      return {
        ...plan,
        name: state.account.is_paused ? PAUSED_PLAN_NAME : plan.name,
        is_paused: state.account.is_paused,
        on_trial: state.account.on_trial,
      };
    },
    cards: async () => list(state.cards),
    async addCard(input) {
      const number = String(input.number).replace(/\D/g, '');
      if (number.endsWith('0002')) throw invalid({ number: [ACCOUNT_MESSAGES.cardDeclined] });
      const item: PaymentMethod = {
        id: nextId++,
        name: input.name,
        brand: number.startsWith('5') ? 'Mastercard' : 'Visa',
        last4: number.slice(-4),
        exp_month: Number(input.exp_month),
        exp_year: Number(input.exp_year),
        primary: false,
        status: number.endsWith('3184') ? 'requires_action' : 'active',
        created_at: TEST_NOW.toISOString(),
      };
      state.cards = [...state.cards, item];
      if (item.status === 'requires_action')
        return { status: 'requires_action', client_secret: `seti_sandbox_${item.id}`, item };
      if (!state.cards.some((c) => c.primary)) setPrimary(item.id);
      return { status: 'succeeded', message: ACCOUNT_MESSAGES.cardCreated, item: card(item.id) };
    },
    async confirmCard(id, secret) {
      const found = card(id);
      if (secret !== `seti_sandbox_${id}`) throw invalid({ number: [ACCOUNT_MESSAGES.cardAuthFailed] });
      state.cards = state.cards.map((c) => (c.id === found.id ? { ...c, status: 'active' } : c));
      return { message: ACCOUNT_MESSAGES.cardCreated, item: card(id) };
    },
    async makePrimary(id) {
      card(id);
      setPrimary(id);
      return { message: ACCOUNT_MESSAGES.cardUpdated, ...list(state.cards) };
    },
    async deleteCard(id) {
      if (card(id).primary) throw invalid({ primary: [ACCOUNT_MESSAGES.primaryCardDelete] });
      state.cards = state.cards.filter((c) => c.id !== id);
      return { message: ACCOUNT_MESSAGES.cardDeleted };
    },
    invoices: async ({ year } = {}) =>
      list(state.invoices.filter((i) => year === undefined || i.date.startsWith(`${year}-`))),
    searchInvoices: async () => list(state.invoices),
    async invoice(id) {
      const found = state.invoices.find((i) => i.id === id);
      if (!found) throw new ApiError(404, 'Not found');
      return found;
    },
    async retryInvoice(id) {
      const found = state.invoices.find((i) => i.id === id);
      if (!found) throw new ApiError(404, 'Not found');
      const paid: Invoice = { ...found, status: 'paid', paid: true, overdue: false, due_date: null };
      state.invoices = state.invoices.map((i) => (i.id === id ? paid : i));
      return { message: ACCOUNT_MESSAGES.invoicePaid, item: paid };
    },
    cancelSettings: async () => ({
      reasons: CANCEL_REASONS.map((r) => ({ id: r.id, label: r.label })),
      done_for_you: state.doneForYou,
    }),
    async pause(password) {
      if (password !== state.password) throw invalid({ fes_password: ['Store password is incorrect.'] });
      state.account = { ...state.account, is_paused: true };
      return state.account;
    },
    async unpause() {
      state.account = { ...state.account, is_paused: false };
      return state.account;
    },
    async keep(reason) {
      state.kept.push(reason);
      return { redirect_to: state.doneForYou ? '/admin/site/cancel-offer' : '/admin' };
    },
    async deleteAccount() {
      state.deleted = true;
    },
    async sendFeedback(feedback) {
      if (state.feedbackFails) throw new ApiError(502, ACCOUNT_MESSAGES.feedbackFailed);
      state.feedback.push({ subject: String(feedback.subject), message: String(feedback.message) });
      return { message: ACCOUNT_MESSAGES.feedbackSent };
    },
  };
  return { client, state };
}

/** A client whose calls never answer (loading states). */
export function pendingAccountClient(): AccountClient {
  const never = () => new Promise<never>(() => undefined);
  return new Proxy({} as AccountClient, { get: () => never });
}

/** A client whose calls all fail (error states). */
export function failingAccountClient(): AccountClient {
  const fail = () =>
    Promise.reject(new ApiError(500, 'Something went wrong, please contact support or try again later.'));
  return new Proxy({} as AccountClient, { get: () => fail });
}
