/**
 * The typed client of the Account API (spec 1 §7 "Account and billing", "Cancel flow",
 * "Contact"). No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const { items } = await createAccountClient(http).invoices({ year: 2026 });
 */
import type { Account, AccountUpdate, HttpClient, ListResponse } from '@storeroom/core/client';
import type {
  CancelFunnelSettings,
  CancelReason,
  CardCreateResult,
  CardInput,
  CurrentPlan,
  FeedbackInput,
  Invoice,
  InvoiceSearch,
  PaymentMethod,
  Plan,
} from './schema';

export const PLANS_PATH = '/plans';
export const PAYMENT_METHODS_PATH = '/payment-methods';
export const INVOICES_PATH = '/invoices';
export const CONTACT_PATH = '/admin/contact/create';

export interface AccountClient {
  /** `PATCH /account` (the core's profile call: name, address, email, password with old_password). */
  updateProfile(body: AccountUpdate): Promise<Account>;
  /** `POST /account/photo` (multipart `file`). */
  uploadPhoto(file: Blob, filename?: string): Promise<Account>;
  plans(): Promise<ListResponse<Plan>>;
  currentPlan(): Promise<CurrentPlan>;
  cards(): Promise<ListResponse<PaymentMethod>>;
  /** Saves a card; may answer `requires_action` with a client secret (spec 1 §4 "Card step"). */
  addCard(card: CardInput): Promise<CardCreateResult>;
  /** `POST /account/confirm-payment`: finishes the extra authentication. */
  confirmCard(
    paymentMethodId: number,
    clientSecret: string,
  ): Promise<{ message: string; item: PaymentMethod }>;
  makePrimary(id: number): Promise<ListResponse<PaymentMethod> & { message: string }>;
  deleteCard(id: number): Promise<{ message: string }>;
  invoices(params?: { year?: number }): Promise<ListResponse<Invoice>>;
  searchInvoices(filter: InvoiceSearch): Promise<ListResponse<Invoice>>;
  invoice(id: number): Promise<Invoice>;
  retryInvoice(id: number): Promise<{ message: string; item: Invoice }>;
  cancelSettings(): Promise<CancelFunnelSettings>;
  /** `POST /pause-account` (the owner only). */
  pause(storePassword: string): Promise<Account>;
  unpause(): Promise<Account>;
  keep(reason: CancelReason): Promise<{ redirect_to: string }>;
  /** `DELETE /account` (the owner only). */
  deleteAccount(): Promise<void>;
  sendFeedback(feedback: FeedbackInput): Promise<{ message: string }>;
}

export function createAccountClient(http: HttpClient): AccountClient {
  return {
    updateProfile: (body) => http.request('PATCH', '/account', { body }),
    uploadPhoto(file, filename = 'photo.png') {
      const form = new FormData();
      form.append('file', file, filename);
      return http.request('POST', '/account/photo', { body: form });
    },
    plans: () => http.request('GET', PLANS_PATH),
    currentPlan: () => http.request('GET', `${PLANS_PATH}/current`),
    cards: () => http.request('GET', PAYMENT_METHODS_PATH),
    addCard: (card) => http.request('POST', PAYMENT_METHODS_PATH, { body: card }),
    confirmCard: (payment_method_id, client_secret) =>
      http.request('POST', '/account/confirm-payment', { body: { payment_method_id, client_secret } }),
    makePrimary: (id) => http.request('POST', `${PAYMENT_METHODS_PATH}/${id}/primary`, { body: {} }),
    deleteCard: (id) => http.request('DELETE', `${PAYMENT_METHODS_PATH}/${id}`),
    invoices: (params = {}) => http.request('GET', INVOICES_PATH, { query: { year: params.year } }),
    searchInvoices: (filter) => http.request('POST', `${INVOICES_PATH}/search`, { body: filter }),
    invoice: (id) => http.request('GET', `${INVOICES_PATH}/${id}`),
    retryInvoice: (id) => http.request('POST', `${INVOICES_PATH}/${id}/retry`, { body: {} }),
    cancelSettings: () => http.request('GET', '/cancelation-funnel/settings'),
    pause: (fes_password) => http.request('POST', '/pause-account', { body: { fes_password } }),
    unpause: () => http.request('POST', '/unpause-account', { body: {} }),
    keep: (reason) => http.request('POST', '/keep-account', { body: { reason } }),
    deleteAccount: () => http.request('DELETE', '/account'),
    sendFeedback: (feedback) => http.request('POST', CONTACT_PATH, { body: feedback }),
  };
}
