/**
 * The orders data module (STYLE.md rule 6): every screen reads and changes orders through
 * these hooks, on core's query keys for the `/orders` resource, so the list, the detail panel,
 * the dashboard widget and the customer section share one cache.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { httpApiRef, replaceInLists, resourceKeys, useApi, useResourceItem } from '@storeroom/core';
import type { ListResponse } from '@storeroom/core/client';
import type { OrdersClient } from '../../client';
import { ORDER_DETAIL_EXPAND } from '../../model';
import type { Order } from '../../model';
import { ordersApiRef } from '../api';

/** One order with everything the detail panel shows (items, fulfilments, shipments, ...). */
export function useOrder(id: number | null) {
  const client = useApi(ordersApiRef);
  return useResourceItem(client, id, { expand: ORDER_DETAIL_EXPAND, retry: false });
}

/**
 * A domain action on one order (fulfil, ship, refund, ...): the answer (the updated order)
 * replaces the cached detail and its row in every cached list page; lists are then refetched
 * because statuses decide filters.
 */
export function useOrderAction<TArgs>(run: (client: OrdersClient, args: TArgs) => Promise<Order>) {
  const client = useApi(ordersApiRef);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: TArgs) => run(client, args),
    onSuccess: (order) => {
      const keys = resourceKeys(client);
      queryClient.setQueryData(keys.detail(order.id, ORDER_DETAIL_EXPAND), order);
      replaceInLists(queryClient, client, order);
      void queryClient.invalidateQueries({ queryKey: keys.lists() });
    },
  });
}

/** Refetches every list and detail of orders (after mass actions). */
export function useInvalidateOrders() {
  const client = useApi(ordersApiRef);
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: resourceKeys(client).all });
}

/** Carriers for the shipping modals (spec 2 §7: carriers size 200). */
export function useCarriers(enabled = true) {
  const client = useApi(ordersApiRef);
  return useQuery({
    queryKey: ['/carriers', 'active'],
    queryFn: ({ signal }) => client.carriers.active({ signal }),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * Warehouses for the fulfilment modal. Without the inventory area the server answers an
 * empty list (or 404): the warehouse select is then hidden.
 */
export function useWarehouses(enabled = true) {
  const client = useApi(ordersApiRef);
  return useQuery({
    queryKey: ['/orders', 'warehouses'],
    queryFn: ({ signal }) => client.warehouses({ signal }).catch(() => []),
    enabled,
    staleTime: 60_000,
  });
}

/** A CSV template as the export picker needs it. */
export interface CsvTemplateChoice {
  id: number;
  title: string;
}

/** CSV templates of the store (`GET /csv`, 200, newest first), for the export picker. */
export function useCsvTemplates(enabled = true) {
  const http = useApi(httpApiRef);
  return useQuery({
    queryKey: ['/csv', 'choices'],
    queryFn: ({ signal }) =>
      http
        .request<ListResponse<CsvTemplateChoice>>('GET', '/csv', {
          query: { size: 200, sort: '!id' },
          signal,
        })
        .then((page) => page.items.map(({ id, title }) => ({ id, title }))),
    enabled,
    staleTime: 30_000,
  });
}
