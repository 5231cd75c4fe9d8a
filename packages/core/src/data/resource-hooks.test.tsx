import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createResourceClient } from '../client/resource';
import { createMemoryHttpClient } from './memory-http-client';
import { createQueryKeys } from './query-keys';
import {
  useBulkAction,
  useCreateResource,
  useCreateSavedView,
  useRemoveResource,
  useResourceItem,
  useResourceList,
  useResourceSearch,
  useSavedViews,
  useUpdateResource,
} from './resource-hooks';

interface Product {
  id: number;
  title: string;
  price: number;
}

function setup(count = 30) {
  const http = createMemoryHttpClient({
    resources: {
      '/products': Array.from({ length: count }, (_, i) => ({
        id: i + 1,
        title: `Product ${i + 1}`,
        price: i + 1,
      })),
    },
  });
  const products = createResourceClient<Product, Omit<Product, 'id'>, Partial<Product>>(http, '/products');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { http, products, client, wrapper };
}

describe('createQueryKeys', () => {
  it('nests lists and details under the resource so prefixes reach the right entries', () => {
    const keys = createQueryKeys('orders');
    expect(keys.all).toEqual(['orders']);
    expect(keys.list({ page: 2, size: 20, sort: undefined })).toEqual([
      'orders',
      'list',
      { page: 2, size: 20 },
    ]);
    expect(keys.list({ filter: { a: 1 } }).slice(0, 2)).toEqual(keys.lists());
    expect(keys.detail(5)).toEqual(['orders', 'detail', '5']);
    expect(keys.detail(5, ['items']).slice(0, 3)).toEqual(keys.detail(5));
    expect(keys.savedViews()).toEqual(['orders', 'saved-views']);
  });
});

describe('resource hooks', () => {
  it('lists a page with _meta and searches with a cleaned filter', async () => {
    const { products, wrapper, http } = setup();
    const list = renderHook(() => useResourceList(products, { page: 2, size: 10 }), { wrapper });
    await waitFor(() => expect(list.result.current.data?.items[0]?.title).toBe('Product 11'));
    expect(list.result.current.data?._meta).toEqual({
      currentPage: 2,
      pageCount: 3,
      perPage: 10,
      totalCount: 30,
    });

    const search = renderHook(
      () => useResourceSearch(products, { price: { operator: '>', value: 25 }, title: '' }, { size: 10 }),
      { wrapper },
    );
    await waitFor(() => expect(search.result.current.data?._meta.totalCount).toBe(5));
    expect(http.log).toContain('POST /products/search');
  });

  it('does not fetch the new unsaved row (id 0)', async () => {
    const { products, wrapper, http } = setup();
    const item = renderHook(() => useResourceItem(products, 0), { wrapper });
    await new Promise((r) => setTimeout(r, 20));
    expect(item.result.current.fetchStatus).toBe('idle');
    expect(http.log).toEqual([]);
  });

  it('an update replaces the row in the cached list and refreshes the detail', async () => {
    const { products, wrapper, http } = setup();
    const view = renderHook(
      () => ({
        list: useResourceList(products, { page: 1, size: 5 }),
        item: useResourceItem(products, 3),
        update: useUpdateResource(products),
      }),
      { wrapper },
    );
    await waitFor(() => expect(view.result.current.item.data?.title).toBe('Product 3'));
    await waitFor(() => expect(view.result.current.list.data).toBeDefined());
    await act(() => view.result.current.update.mutateAsync({ id: 3, body: { title: 'Renamed' } }));
    // The cache is written at once; the hooks see it on their next render.
    await waitFor(() => expect(view.result.current.item.data?.title).toBe('Renamed'));
    await waitFor(() =>
      expect(view.result.current.list.data?.items.find((p) => p.id === 3)?.title).toBe('Renamed'),
    );
    // the lists are invalidated, so the page is fetched again
    await waitFor(() => expect(http.log.filter((l) => l === 'GET /products')).toHaveLength(2));
  });

  it('create, remove and bulk actions refetch the lists', async () => {
    const { products, wrapper } = setup(3);
    const view = renderHook(
      () => ({
        list: useResourceList(products, { size: 10 }),
        create: useCreateResource(products),
        remove: useRemoveResource(products),
        bulk: useBulkAction(products),
      }),
      { wrapper },
    );
    await waitFor(() => expect(view.result.current.list.data?._meta.totalCount).toBe(3));
    await act(() => view.result.current.create.mutateAsync({ title: 'New', price: 9 }));
    await waitFor(() => expect(view.result.current.list.data?._meta.totalCount).toBe(4));
    await act(() => view.result.current.remove.mutateAsync(1));
    await waitFor(() => expect(view.result.current.list.data?._meta.totalCount).toBe(3));
    await act(() => view.result.current.bulk.mutateAsync({ action: 'delete', ids: [2, 3] }));
    await waitFor(() => expect(view.result.current.list.data?._meta.totalCount).toBe(1));
  });

  it('saving a view refetches the saved views', async () => {
    const { products, wrapper } = setup(1);
    const view = renderHook(
      () => ({ views: useSavedViews(products), create: useCreateSavedView(products) }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(view.result.current.views.data).toEqual([]));
    await act(() => view.result.current.create.mutateAsync('{"name":"Cheap"}'));
    await waitFor(() =>
      expect(view.result.current.views.data).toEqual([{ id: 1, json: '{"name":"Cheap"}' }]),
    );
  });
});
