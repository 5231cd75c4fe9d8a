/**
 * Where the Orders API lives, without its schemas: each resource's path, subject, filters and
 * sort, each endpoint's method, path, subject and action. The contract (`./index.ts`) spreads
 * these into its resources and endpoints (one declaration); the admin's client and data hooks
 * read them from here, so the orders list asks for its first rows without the schema library
 * (issue 15 item 6: JS and CPU before the first rows). At run time a client needs only
 * methods and paths; its types still come from the contract's schemas.
 */
import {
  CARRIERS_SUBJECT,
  FULFILMENT_STATUSES,
  FULFILMENT_STATUS_LABELS,
  ORDER_EXPANDS,
  ORDERS_ACTIONS,
  ORDERS_DEFAULT_SORT,
  ORDERS_PAGE_SIZE,
  ORDERS_SUBJECT,
  PAID_STATUSES,
  PAID_STATUS_LABELS,
} from './model';

const select = (values: readonly number[], labels: Record<number, string>) =>
  values.map((value) => ({ value: String(value), label: labels[value]! }));

/** The orders contract's routes (the contract's `id`, resources and endpoints, schemas aside). */
export const ORDERS_ROUTES = {
  id: 'orders',
  resources: {
    orders: {
      path: '/orders',
      subject: ORDERS_SUBJECT,
      filters: {
        // `chqsearch` pre-fills it (spec 2 §2): display number, name or email.
        query: { label: 'Number, name or email', type: 'text', operators: ['='] },
        display_number: { label: 'Order number', type: 'number' },
        order_date: { label: 'Order date', type: 'date' },
        status: {
          label: 'Fulfilment status',
          type: 'select',
          options: select(FULFILMENT_STATUSES, FULFILMENT_STATUS_LABELS),
        },
        paid: { label: 'Paid status', type: 'select', options: select(PAID_STATUSES, PAID_STATUS_LABELS) },
        full_name: { label: 'Customer name', type: 'text' },
        email: { label: 'Email', type: 'text' },
        phone: { label: 'Phone', type: 'text' },
        payment_type: { label: 'Payment type', type: 'text' },
        // Minor units in the API; the filter builder takes the decimal amount.
        total: { label: 'Total', type: 'money' },
        refunded: { label: 'Refunded', type: 'money' },
        items_count: { label: 'Items', type: 'number' },
        // Filters other screens send: the customer profile's orders, a page of selected ids.
        customer_id: { label: 'Customer', type: 'number', hidden: true },
        id: { label: 'Order id', type: 'number', hidden: true },
      },
      sort: [
        'id',
        'display_number',
        'order_date',
        'status',
        'paid',
        'full_name',
        'email',
        'total',
        'refunded',
        'items_count',
      ],
      defaultSort: ORDERS_DEFAULT_SORT,
      pageSize: ORDERS_PAGE_SIZE,
      expand: ORDER_EXPANDS,
    },
    fulfilmentTemplates: { path: '/orders/mass-fulfilment-templates', subject: ORDERS_SUBJECT },
    carriers: { path: '/carriers', subject: CARRIERS_SUBJECT },
  },
  endpoints: {
    removeCarrier: { method: 'DELETE', path: '/carriers/:id', subject: CARRIERS_SUBJECT, action: 'delete' },
    activeCarriers: { method: 'GET', path: '/orders/carriers', subject: ORDERS_SUBJECT },
    warehouses: { method: 'GET', path: '/orders/warehouses', subject: ORDERS_SUBJECT },
    massFulfil: {
      method: 'POST',
      path: '/orders/mass-fulfilment',
      subject: ORDERS_SUBJECT,
      action: ORDERS_ACTIONS.fulfil,
    },
    massShip: {
      method: 'POST',
      path: '/orders/mass-shipment',
      subject: ORDERS_SUBJECT,
      action: ORDERS_ACTIONS.ship,
    },
    updateDisplayNumbers: {
      method: 'POST',
      path: '/orders/update-display-numbers',
      subject: ORDERS_SUBJECT,
      action: ORDERS_ACTIONS.renumber,
    },
    exportCsv: {
      method: 'POST',
      path: '/orders/exportcsv',
      subject: ORDERS_SUBJECT,
      action: ORDERS_ACTIONS.export,
    },
    exportTemplates: {
      method: 'GET',
      path: '/orders/export-templates',
      subject: ORDERS_SUBJECT,
      action: ORDERS_ACTIONS.export,
    },
    uploadCsv: { method: 'POST', path: '/orders/csv', subject: ORDERS_SUBJECT, action: ORDERS_ACTIONS.ship },
    checkCsv: {
      method: 'POST',
      path: '/orders/csv/check',
      subject: ORDERS_SUBJECT,
      action: ORDERS_ACTIONS.ship,
    },
    fulfil: {
      method: 'POST',
      path: '/orders/:id/fulfilments',
      subject: ORDERS_SUBJECT,
      action: ORDERS_ACTIONS.fulfil,
    },
    unfulfil: {
      method: 'DELETE',
      path: '/orders/:id/fulfilments/:fid',
      subject: ORDERS_SUBJECT,
      action: ORDERS_ACTIONS.fulfil,
    },
    ship: {
      method: 'POST',
      path: '/orders/:id/shipments',
      subject: ORDERS_SUBJECT,
      action: ORDERS_ACTIONS.ship,
    },
    updateTracking: {
      method: 'PATCH',
      path: '/orders/:id/shipments/:sid',
      subject: ORDERS_SUBJECT,
      action: ORDERS_ACTIONS.ship,
    },
    unship: {
      method: 'DELETE',
      path: '/orders/:id/shipments/:sid',
      subject: ORDERS_SUBJECT,
      action: ORDERS_ACTIONS.ship,
    },
    refund: {
      method: 'POST',
      path: '/orders/:id/refund',
      subject: ORDERS_SUBJECT,
      action: ORDERS_ACTIONS.refund,
    },
    pay: { method: 'POST', path: '/orders/:id/pay', subject: ORDERS_SUBJECT, action: ORDERS_ACTIONS.pay },
    changeCustomer: {
      method: 'PATCH',
      path: '/orders/:id/customer',
      subject: ORDERS_SUBJECT,
      action: ORDERS_ACTIONS.edit,
    },
    updateAddress: {
      method: 'PATCH',
      path: '/orders/:id/address',
      subject: ORDERS_SUBJECT,
      action: ORDERS_ACTIONS.edit,
    },
    receipt: { method: 'GET', path: '/orders/:id/receipt', subject: ORDERS_SUBJECT },
    resendReceipt: {
      method: 'POST',
      path: '/orders/:id/receipt',
      subject: ORDERS_SUBJECT,
      action: ORDERS_ACTIONS.edit,
    },
    timeline: { method: 'GET', path: '/orders/:id/timeline', subject: ORDERS_SUBJECT },
    printPage: { method: 'GET', path: '/orders/:id/page', subject: ORDERS_SUBJECT },
  },
} as const;
