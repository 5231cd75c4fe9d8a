/**
 * The typed client of the Orders API (spec 2 §7 Orders; spec 3 §7 order actions). No React:
 * private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const orders = createOrdersClient(http);
 * const page = await orders.search({ status: [0, 1] }, { size: 20, sort: '!order_date' });
 * await orders.fulfil(page.items[0]!.id, { items: [{ item_id: 7, quantity: 1 }], warehouse_id: 1 });
 */
import { createResourceClient } from '@storeroom/core/client';
import type { GetOptions, HttpClient, ListResponse, ResourceClient } from '@storeroom/core/client';
import type {
  AddressBody,
  Carrier,
  CarrierInput,
  CustomerBody,
  CustomerChangeResult,
  DisplayNumbersResult,
  ExportBody,
  ExportResult,
  FulfilBody,
  FulfilmentTemplate,
  FulfilmentTemplateInput,
  MassResult,
  Order,
  OrderPrintPage,
  OrderReceipt,
  OrderUpdate,
  RefundBody,
  ShipBody,
  TrackingBody,
  UnfulfilBody,
  UnshipBody,
  Warehouse,
} from './schema';
import { CARRIERS_PAGE_SIZE, ORDER_DETAIL_EXPAND } from './contract/model';

/** Resource path under /api/v1. */
export const ORDERS_PATH = '/orders';
/** Carriers resource path (spec 2 §7 "carriers size 200"). */
export const CARRIERS_PATH = '/carriers';
/** Mass-fulfilment templates (spec 2 §7): saved CSV column mappings for `POST /orders/csv`. */
export const FULFILMENT_TEMPLATES_PATH = '/orders/mass-fulfilment-templates';

type Opts = { signal?: AbortSignal };

/** Orders: the standard resource calls (list, search, get, update, saved views) plus the domain actions. */
export interface OrdersClient extends ResourceClient<Order, never, OrderUpdate> {
  /** `GET /orders/{id}` with every detail expand (items, fulfilments, shipments, restocks, refunds, customer). */
  detail(id: number | string, options?: GetOptions): Promise<Order>;
  /** `PATCH /orders/{id}`: notes (needs allow_edit). */
  patch(id: number, body: OrderUpdate, options?: Opts): Promise<Order>;
  /** `POST /orders/{id}/fulfilments`: mark sent to fulfilment; answers the order (detail expand). */
  fulfil(id: number, body: FulfilBody, options?: Opts): Promise<Order>;
  /** `DELETE /orders/{id}/fulfilments/{fid}`: un-mark fulfilled (all, or `items` only). */
  unfulfil(id: number, fulfilmentId: number, body?: UnfulfilBody, options?: Opts): Promise<Order>;
  /** `POST /orders/{id}/shipments`: mark shipped. */
  ship(id: number, body: ShipBody, options?: Opts): Promise<Order>;
  /** `PATCH /orders/{id}/shipments/{sid}`: edit tracking. */
  updateTracking(id: number, shipmentId: number, body: TrackingBody, options?: Opts): Promise<Order>;
  /** `DELETE /orders/{id}/shipments/{sid}`: un-mark shipped (all, or `items` only). */
  unship(id: number, shipmentId: number, body?: UnshipBody, options?: Opts): Promise<Order>;
  /** `POST /orders/{id}/refund`: refund, optionally restock shipped items, notify. */
  refund(id: number, body: RefundBody, options?: Opts): Promise<Order>;
  /** `GET /orders/{id}/receipt`: the receipt email as it would be sent. */
  receipt(id: number, options?: Opts): Promise<OrderReceipt>;
  /** `POST /orders/{id}/receipt`: resends the receipt to the order's email. */
  resendReceipt(id: number, options?: Opts): Promise<{ message: string }>;
  /** `PATCH /orders/{id}/customer`: customer email change (spec 2 §4); may answer `needs_choice`. */
  changeCustomer(id: number, body: CustomerBody, options?: Opts): Promise<CustomerChangeResult>;
  /** `PATCH /orders/{id}/address`: shipping and/or billing address (needs allow_edit). */
  updateAddress(id: number, body: AddressBody, options?: Opts): Promise<Order>;
  /** `GET /orders/{id or display number}/page`: print view data. */
  page(idOrNumber: number | string, options?: Opts): Promise<OrderPrintPage>;
  /** `POST /orders/mass-fulfilment`: sends everything left of these orders to fulfilment. */
  massFulfil(ids: readonly number[], warehouseId?: number | null, options?: Opts): Promise<MassResult>;
  /**
   * `POST /orders/mass-shipment`: marks everything left of these orders shipped; `warehouseId`
   * is where items that track inventory are fulfilled from first (else they are skipped).
   */
  massShip(ids: readonly number[], options?: Opts & { warehouseId?: number | null }): Promise<MassResult>;
  /** `POST /orders/update-display-numbers`: renumbers every order from `start`, oldest first (full access). */
  updateDisplayNumbers(start: number, options?: Opts): Promise<DisplayNumbersResult>;
  /** `POST /orders/csv` (multipart `file`, optional `template_id`): CSV mass fulfilment. */
  uploadCsv(file: Blob, options?: Opts & { templateId?: number; filename?: string }): Promise<MassResult>;
  /** `POST /orders/exportcsv`: CSV through a CSV template; small exports inline, large ones emailed. */
  exportCsv(body: ExportBody, options?: Opts): Promise<ExportResult>;
  /** `GET /orders/warehouses`: warehouses for the fulfilment modal (empty without inventory). */
  warehouses(options?: Opts): Promise<Warehouse[]>;
  /** Mass-fulfilment templates (list, get, create, update, delete; writing needs full access). */
  fulfilmentTemplates: ResourceClient<
    FulfilmentTemplate,
    FulfilmentTemplateInput,
    Partial<FulfilmentTemplateInput>
  >;
  /** Carriers (`/carriers`, 200 a page). */
  carriers: ResourceClient<Carrier, CarrierInput, Partial<CarrierInput>> & {
    /** Every carrier not deleted, by title (one page of 200). */
    active(options?: Opts): Promise<Carrier[]>;
  };
}

export function createOrdersClient(http: HttpClient): OrdersClient {
  const base = createResourceClient<Order, never, OrderUpdate>(http, ORDERS_PATH);
  const carriers = createResourceClient<Carrier, CarrierInput, Partial<CarrierInput>>(http, CARRIERS_PATH);
  const one = (id: number | string) => `${ORDERS_PATH}/${encodeURIComponent(String(id))}`;
  const send = <T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown, o?: Opts) =>
    http.request<T>(method, path, { body, signal: o?.signal });
  return {
    ...base,
    detail: (id, options) => base.get(id, { expand: ORDER_DETAIL_EXPAND, ...options }),
    patch: (id, body, o) => send('PATCH', one(id), body, o),
    fulfil: (id, body, o) => send('POST', `${one(id)}/fulfilments`, body, o),
    unfulfil: (id, fid, body, o) => send('DELETE', `${one(id)}/fulfilments/${fid}`, body, o),
    ship: (id, body, o) => send('POST', `${one(id)}/shipments`, body, o),
    updateTracking: (id, sid, body, o) => send('PATCH', `${one(id)}/shipments/${sid}`, body, o),
    unship: (id, sid, body, o) => send('DELETE', `${one(id)}/shipments/${sid}`, body, o),
    refund: (id, body, o) => send('POST', `${one(id)}/refund`, body, o),
    receipt: (id, o) => send('GET', `${one(id)}/receipt`, undefined, o),
    resendReceipt: (id, o) => send('POST', `${one(id)}/receipt`, {}, o),
    changeCustomer: (id, body, o) => send('PATCH', `${one(id)}/customer`, body, o),
    updateAddress: (id, body, o) => send('PATCH', `${one(id)}/address`, body, o),
    page: (idOrNumber, o) => send('GET', `${one(idOrNumber)}/page`, undefined, o),
    massFulfil: (ids, warehouseId, o) =>
      send(
        'POST',
        `${ORDERS_PATH}/mass-fulfilment`,
        { ids: [...ids], warehouse_id: warehouseId ?? undefined },
        o,
      ),
    massShip: (ids, o) =>
      send(
        'POST',
        `${ORDERS_PATH}/mass-shipment`,
        { ids: [...ids], warehouse_id: o?.warehouseId ?? undefined },
        o,
      ),
    updateDisplayNumbers: (start, o) => send('POST', `${ORDERS_PATH}/update-display-numbers`, { start }, o),
    uploadCsv: (file, o) => {
      const form = new FormData();
      form.append('file', file, o?.filename ?? (file instanceof File ? file.name : 'orders.csv'));
      if (o?.templateId !== undefined) form.append('template_id', String(o.templateId));
      return send('POST', `${ORDERS_PATH}/csv`, form, o);
    },
    exportCsv: (body, o) => send('POST', `${ORDERS_PATH}/exportcsv`, body, o),
    warehouses: (o) => send('GET', `${ORDERS_PATH}/warehouses`, undefined, o),
    fulfilmentTemplates: createResourceClient<
      FulfilmentTemplate,
      FulfilmentTemplateInput,
      Partial<FulfilmentTemplateInput>
    >(http, FULFILMENT_TEMPLATES_PATH),
    carriers: {
      ...carriers,
      active: async (o) => {
        const page = await http.request<ListResponse<Carrier>>('POST', `${CARRIERS_PATH}/search`, {
          query: { size: CARRIERS_PAGE_SIZE, sort: 'title' },
          body: { is_deleted: false },
          signal: o?.signal,
        });
        return page.items;
      },
    },
  };
}
