/**
 * The orders data module, DERIVED from the contract: one `resourceHooks` per resource and
 * small hooks for the domain endpoints. Every screen reads and changes orders through these,
 * on the resource's query keys, so the list, the detail panel, the dashboard widget and the
 * customer section share one cache. Screens never fetch.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { replaceInLists, resourceHooks, useClient } from '@storeroom/core';
import { ORDER_DETAIL_EXPAND } from '../../contract/model';
import { ORDERS_ROUTES } from '../../contract/routes';
import type { Order, ordersContract } from '../../contract';
import type { OrdersClient } from '../../client';

/**
 * The contract as the admin's client and hooks use it at run time: its routes (methods,
 * paths, filters), typed as the whole contract. The schemas stay out of what the orders list
 * loads before its first rows (issue 15 item 6); the forms that validate with them import
 * them where they are used.
 */
const contract = ORDERS_ROUTES as unknown as typeof ordersContract;

export const orders = resourceHooks(contract, 'orders');
export const fulfilmentTemplates = resourceHooks(contract, 'fulfilmentTemplates');
export const carriers = resourceHooks(contract, 'carriers');

/** The Orders client on the admin's transport (domain endpoints: fulfil, ship, refund, ...). */
export function useOrdersClient(): OrdersClient {
  return useClient(contract);
}

/** One order with everything the detail panel shows (items, fulfilments, shipments, ...). */
export function useOrder(id: number | null) {
  return orders.useItem(id, { expand: ORDER_DETAIL_EXPAND, retry: false });
}

/**
 * A domain action on one order (fulfil, ship, refund, ...): the answer (the updated order)
 * replaces the cached detail and its row in every cached list page; lists are then refetched
 * because statuses decide filters.
 */
export function useOrderAction<TArgs>(run: (client: OrdersClient, args: TArgs) => Promise<Order>) {
  const client = useOrdersClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: TArgs) => run(client, args),
    onSuccess: (order) => {
      queryClient.setQueryData(orders.keys.detail(order.id, ORDER_DETAIL_EXPAND), order);
      replaceInLists(queryClient, orders.contract, order);
      void queryClient.invalidateQueries({ queryKey: orders.keys.lists() });
      // The action is a new event of the order's history.
      void queryClient.invalidateQueries({ queryKey: timelineKey(order.id) });
    },
  });
}

/** Refetches every list and detail of orders, and their timelines (after mass actions). */
export function useInvalidateOrders() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orders.keys.all }),
      queryClient.invalidateQueries({ queryKey: timelineKey() }),
    ]);
}

/** The query key of an order's timeline (all timelines without an id). */
export const timelineKey = (orderId?: number) =>
  orderId === undefined
    ? [ORDERS_ROUTES.endpoints.timeline.path]
    : [ORDERS_ROUTES.endpoints.timeline.path, orderId];

/** The order's history (`GET /orders/{id}/timeline`, issue 18), oldest first. */
export function useOrderTimeline(orderId: number) {
  const client = useOrdersClient();
  return useQuery({
    queryKey: timelineKey(orderId),
    queryFn: ({ signal }) => client.timeline({ params: { id: orderId }, signal }),
    retry: false,
  });
}

/**
 * Carriers not deleted, by title, for the shipping modals (`GET /orders/carriers`: under the
 * orders subject, so shipping needs no settings rule). The carriers settings page refreshes it.
 */
export function useCarriers(enabled = true) {
  const client = useOrdersClient();
  return useQuery({
    // Under the carriers' lists: adding, renaming or deleting one on the settings page refreshes it.
    queryKey: [...carriers.keys.lists(), 'active'],
    queryFn: ({ signal }) => client.activeCarriers({ signal }),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * Deletes a carrier (`DELETE /carriers/{id}`, full settings access): it is marked deleted, so
 * it leaves the lists and the ship dialogs while shipments keep naming it.
 */
export function useRemoveCarrier() {
  const client = useOrdersClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.removeCarrier({ params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carriers.keys.all }),
  });
}

/**
 * Warehouses for the fulfilment modal (`GET /orders/warehouses`): empty without the inventory
 * area, and the warehouse select is then hidden.
 */
export function useWarehouses(enabled = true) {
  const client = useOrdersClient();
  return useQuery({
    queryKey: [ORDERS_ROUTES.endpoints.warehouses.path],
    queryFn: ({ signal }) => client.warehouses({ signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** Mass-fulfilment templates (spec 2 §7), one page of 200 by title, for the CSV fulfilment. */
export function useFulfilmentTemplates(enabled = true) {
  const query = fulfilmentTemplates.useList({ size: 200, sort: 'title' }, { enabled });
  return { ...query, data: query.data?.items };
}

/**
 * CSV templates of the store, newest first, for the export picker (spec 1 §9: 200 at most):
 * the orders endpoint that follows the export's own permission (issue 18), so an employee
 * with orders + allow_export and no CSV templates rule can pick one.
 */
export function useCsvTemplates(enabled = true) {
  const client = useOrdersClient();
  return useQuery({
    queryKey: [ORDERS_ROUTES.endpoints.exportTemplates.path],
    queryFn: ({ signal }) => client.exportTemplates({ signal }),
    enabled,
    // A missing CSV templates area answers 404: no retry, the dialog says so at once.
    retry: false,
    staleTime: 30_000,
  });
}
