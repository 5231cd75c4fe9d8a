/**
 * The zod-free half of the Orders contract (spec 2 §3–§9, spec 3 §4, §6, §8, spec 4 §4,
 * spec 1 §9): the subject with its options, enumerations, constants, messages, the slot refs
 * and the rules the admin and the server share. Other plugins' manifests read only this, so
 * the shell's first load carries no schema library; this area's own manifest and search
 * provider read only `./shell.ts` (re-exported here), so the first load carries none of the
 * rest either. `./index.ts` re-exports this beside the schemas and the contract. The shapes the API
 * answers are types derived from the schemas there (type-only imports cost nothing here).
 */
import type { FulfilmentTemplate, Order } from './index';

export * from './shell';

// ─── Access (spec 3 §6, spec 2 §6) ────────────────────────────────────────────────────────

/** The access actions each orders call needs (what the server checks, what the admin hides). */
export const ORDERS_ACTIONS = {
  edit: 'update',
  fulfil: 'fulfil',
  ship: 'ship',
  refund: 'refund',
  export: 'export',
  /** Renumber every order (no option grants it: owner and full access only). */
  renumber: 'renumber',
  /**
   * Mark an unpaid order paid (money received outside the card flow, spec 2 §4 "marking paid
   * uses a free payment type"): no limited option grants it, so owner and full access only.
   */
  pay: 'pay',
} as const;

// ─── Slots ────────────────────────────────────────────────────────────────────────────────

// ─── Constants of the API ─────────────────────────────────────────────────────────────────

/** Carriers are fetched 200 at a time (spec 2 §7 "carriers size 200"). */
export const CARRIERS_PAGE_SIZE = 200;
/** Mass-fulfilment templates: one page of 200, by title. */
export const FULFILMENT_TEMPLATES_PAGE_SIZE = 200;

/** `expand` names of an order. */
export const ORDER_EXPANDS = [
  'items',
  'fulfilments',
  'shipments',
  'restocks',
  'refunds',
  'customer',
] as const;

export type OrderExpand = (typeof ORDER_EXPANDS)[number];

/** Every expand the detail panel needs. */
export const ORDER_DETAIL_EXPAND: readonly OrderExpand[] = ORDER_EXPANDS;

// ─── Enumerations ─────────────────────────────────────────────────────────────────────────

/**
 * Order fulfilment status (spec 2 §4), codes 0-5: not fulfilled, partially sent to
 * fulfilment, sent to fulfilment, partially sent and shipped, partially shipped, shipped.
 */
export const FULFILMENT_STATUS = {
  notFulfilled: 0,
  partiallySent: 1,
  sent: 2,
  partiallySentAndShipped: 3,
  partiallyShipped: 4,
  shipped: 5,
} as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUS)[keyof typeof FULFILMENT_STATUS];
export const FULFILMENT_STATUSES = [0, 1, 2, 3, 4, 5] as const satisfies readonly FulfilmentStatus[];
export const FULFILMENT_STATUS_LABELS: Record<FulfilmentStatus, string> = {
  0: 'Not fulfilled',
  1: 'Partially sent to fulfilment',
  2: 'Sent to fulfilment',
  3: 'Partially sent and shipped',
  4: 'Partially shipped',
  5: 'Shipped',
};

/**
 * Paid status (spec 2 §4): "not paid, partially refunded, paid, refunded (codes 0, 1, -1, -2
 * as enumerated)" — the codes follow the labels in the order the spec lists them.
 */
export const PAID_STATUS = {
  notPaid: 0,
  partiallyRefunded: 1,
  paid: -1,
  refunded: -2,
} as const;
export type PaidStatus = (typeof PAID_STATUS)[keyof typeof PAID_STATUS];
export const PAID_STATUSES = [0, 1, -1, -2] as const satisfies readonly PaidStatus[];
export const PAID_STATUS_LABELS: Record<PaidStatus, string> = {
  0: 'Not paid',
  1: 'Partially refunded',
  [-1]: 'Paid',
  [-2]: 'Refunded',
};

// ─── Constants (spec 2 §9, spec 1 §9, spec 3 §9) ──────────────────────────────────────────

/** Orders page size: default 20, choices 20, 50, 100, 150, 200. */
export const ORDERS_PAGE_SIZE = 20;
export const ORDERS_PAGE_SIZES = [20, 50, 100, 150, 200] as const;
/** Bulk actions fetch pages of 200. */
export const ORDERS_BULK_PAGE_SIZE = 200;
/** Last orders on the dashboard: 5, newest first. */
export const LAST_ORDERS_LIMIT = 5;
/** Template export ids are offset by 1000 (spec 2 §9). */
export const TEMPLATE_EXPORT_ID_OFFSET = 1000;
/** CSV mass fulfilment: maximum file size, 10 MB (spec 2 §5, §9). */
export const CSV_MAX_BYTES = 10 * 1024 * 1024;
/** CSV mass fulfilment: columns order id, tracking number, carrier (spec 2 §5). */
export const CSV_MIN_COLUMNS = 3;
/** Print view popup size (spec 2 §2). */
export const PRINT_POPUP = { width: 670, height: 900 } as const;
/** Export file type (spec 2 §9). */
export const EXPORT_MIME = 'text/csv;charset=utf-8';
/** The longest tracking number a shipment takes (the API body and CSV lines alike). */
export const TRACKING_NUMBER_MAX = 200;
/** Customer email suggestions: 10 results after more than 2 typed characters (spec 2 §9). */
export const CUSTOMER_SUGGESTIONS = { size: 10, minChars: 3 } as const;

// ─── Messages (verbatim) ──────────────────────────────────────────────────────────────────

export const ORDERS_MESSAGES = {
  // spec 2 §5
  refundRequired: "Refund value isn't filled.",
  quantityRequired: 'Product quantity is required.',
  carrierRequired: 'Select a Carrier field is required.',
  warehouseRequired: 'Error. Warehouse can not be empty.',
  quantityEmpty: 'Error. Quantity can not be empty.',
  csvNotProvided: 'CSV File not provided',
  csvColumns: 'CSV File must contain at least 3 columns: Orders ID, Tracking number, Shipping carrier',
  csvTooLarge: 'File "{name}" is too large. We allow a maximum of 10 MB per file to be uploaded.',
  csvWarnings: 'CSV file processed but with some issues',
  dateRange: 'Date From should be less than Date To',
  // spec 2 §8
  orderNotFound: 'Error happened: Order not found.',
  // spec 3 §8 (order messages)
  customerUpdated: 'Customer details successfully updated.',
  fulfilled: 'Selected products are sent to fulfillment successfully.',
  shipped: 'Selected products marked as shipped successfully.',
  shipmentsModified: 'Shipments modified successfully.',
  movedBack: 'Selected products moved back successfully.',
  allFulfilled: 'All products are sent to fulfillment successfully.',
  allShipped: 'All products marked as shipped successfully.',
  refunded: 'Refunded successfully.',
  receiptResent: 'Order receipt has been successfully resent',
  // Not worded by the spec: marking an unpaid order paid (spec 2 §4).
  markedPaid: 'Order #{number} marked as paid.',
  alreadyPaid: 'This order is already paid.',
  markPaidConfirm: 'Mark order #{number} as paid? Gift cards it bought are issued and mailed to {email}.',
  // spec 1 §8
  reportEmailed: 'Report will be sent to your email',
  // Not worded by the spec: refusals of the state machine.
  quantityTooLarge: 'Quantity can not be more than {max}.',
  refundTooLarge: 'Refund can not be more than {max}.',
  refundPositive: 'Refund must be greater than 0.',
  refundMinorUnits: 'Refund must be a whole number of minor units (cents).',
  nothingToFulfil: 'All products are already sent to fulfillment.',
  nothingToShip: 'There are no products sent to fulfillment to ship.',
  itemNotFound: 'Order item not found.',
  fulfilmentNotFound: 'Fulfillment not found.',
  shipmentNotFound: 'Shipment not found.',
  fulfilmentShipped: 'Un-mark shipped products of this fulfillment first.',
  shipmentRestocked: 'Restocked products can not be moved back.',
  restockTooLarge: 'Restock quantity can not be more than {max}.',
  unknownWarehouse: 'Warehouse not found.',
  templateColumn: 'Column must be a whole number from 1 to 50.',
  templateColumnsDiffer: 'Order id, tracking number and carrier must be in different columns.',
  fulfilmentTemplateNotFound: 'Mass fulfillment template not found.',
  templateCsvColumns: 'CSV File must contain at least {count} columns for the template "{title}".',
  giftCardNotShipped: '"{title}" is a gift card: gift cards are not shipped.',
  displayNumberStart: 'Start number must be a whole number from 1 to 1000000000.',
  displayNumbersUpdated: 'Order numbers updated successfully.',
  unknownCarrier: 'Carrier not found.',
  templateNotFound: 'CSV template not found.',
  templatesUnavailable: 'CSV templates are not available.',
  noOrdersSelected: 'Orders are not selected.',
  emailRequired: 'Email can not be empty.',
  emailInvalid: 'Email is not valid.',
  customerChoice:
    'No customer has this email. Replace the email of the current customer or create a new customer?',
  titleRequired: 'Title can not be empty.',
  csvOrderNotFound: 'Line {line}: order "{order}" not found.',
  csvCarrierNotFound: 'Line {line}: carrier "{carrier}" not found.',
  csvLineEmpty: 'Line {line}: order id or tracking number is empty.',
  csvLineFailed: 'Line {line}: {message}',
  csvGiftCardsOnly:
    'Line {line}: order "{order}" had only gift cards left. They are sent to fulfillment, but tracking number "{tracking}" was not used because gift cards are not shipped.',
  massFailed: 'Order #{number}: {message}',
  csvNothingToApply: 'No line of the file can be applied.',
  csvConfirm:
    'Fulfil {orders} with the tracking numbers and carriers of the file? Their products are marked shipped.',
  csvConfirmSkipped: '{lines} with issues will be skipped.',
  trackingTooLong: 'Tracking number can not be longer than {max} characters.',
  // spec 3 §5 (carrier form), typo included.
  carrierFormInvalid: 'Please correct form errors ant try again',
  // Not worded by the spec: the carriers settings page.
  carrierSaved: 'Carrier saved.',
  carrierDeleted: 'Carrier deleted.',
  carrierTitleTaken: 'A carrier with this title already exists.',
} as const;

/** Fills `{name}` placeholders of a message. */
export function formatMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

/** Address fields (spec 1 §3 Customer address). */
export const ADDRESS_FIELDS = [
  'full_name',
  'company',
  'street',
  'suite',
  'city',
  'state',
  'zip',
  'country',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** How to resolve an email that no customer has (spec 2 §4: "ask to replace or create new"). */
export const CUSTOMER_CHOICES = ['replace', 'create'] as const;
export type CustomerChoice = (typeof CUSTOMER_CHOICES)[number];

/** The highest CSV column a mass-fulfilment template may name (1-based). */
export const FULFILMENT_TEMPLATE_MAX_COLUMN = 50;

/** The three columns of a template differ (a column cannot hold two things). */
export function templateColumnsDiffer(
  t: Pick<FulfilmentTemplate, 'order_column' | 'tracking_column' | 'carrier_column'>,
): boolean {
  return new Set([t.order_column, t.tracking_column, t.carrier_column]).size === 3;
}

// ─── Rules shared by the admin and the server ─────────────────────────────────────────────

// Money in orders is integer minor units of the order's currency (cents for USD): totals,
// refunds and their differences are exact integer arithmetic, no rounding step is needed.

/**
 * Default refund (spec 2 §5): total minus already refunded, in minor units ("rounded to
 * cents" holds by construction).
 */
export function defaultRefund(order: Pick<Order, 'total' | 'refunded'>): number {
  return Math.max(0, order.total - order.refunded);
}

/**
 * Why a refund of `amount` minor units cannot be made when `left` are still refundable, or
 * null when it can: it must be a whole positive number of minor units and at most `left`.
 */
export function refundProblem(amount: number, left: number): 'positive' | 'tooLarge' | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'positive';
  if (amount > left) return 'tooLarge';
  return null;
}

/**
 * The fulfilment status of an order from its item quantities (spec 2 §4), in one place:
 * `ordered`, `sent` (sent to fulfilment, shipped ones included) and `shipped` are totals
 * over the order's items.
 */
export function fulfilmentStatusOf(totals: {
  ordered: number;
  sent: number;
  shipped: number;
}): FulfilmentStatus {
  const { ordered, sent, shipped } = totals;
  if (ordered <= 0) return FULFILMENT_STATUS.notFulfilled;
  if (shipped >= ordered) return FULFILMENT_STATUS.shipped;
  if (shipped > 0)
    return sent >= ordered ? FULFILMENT_STATUS.partiallyShipped : FULFILMENT_STATUS.partiallySentAndShipped;
  if (sent >= ordered) return FULFILMENT_STATUS.sent;
  if (sent > 0) return FULFILMENT_STATUS.partiallySent;
  return FULFILMENT_STATUS.notFulfilled;
}

/** The paid status after refunds: refunded when nothing is left, else partially refunded. */
export function paidStatusOf(order: { paid: PaidStatus; total: number; refunded: number }): PaidStatus {
  if (order.paid === PAID_STATUS.notPaid) return PAID_STATUS.notPaid;
  if (order.refunded <= 0) return PAID_STATUS.paid;
  return order.total - order.refunded <= 0 ? PAID_STATUS.refunded : PAID_STATUS.partiallyRefunded;
}
