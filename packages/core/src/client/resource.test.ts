import { describe, expect, it, vi } from 'vitest';
import { cleanSearchFilter, createResourceClient } from './resource';
import { ApiError } from './types';
import type { HttpClient, HttpMethod, RequestOptions } from './types';

interface Call {
  method: HttpMethod;
  path: string;
  options: RequestOptions | undefined;
}

function fakeHttp(answer: (call: Call) => unknown = () => ({})) {
  const calls: Call[] = [];
  const http: HttpClient = {
    request: vi.fn(async (method: HttpMethod, path: string, options?: RequestOptions) => {
      const call = { method, path, options };
      calls.push(call);
      const result = answer(call);
      if (result instanceof Error) throw result;
      return result;
    }) as HttpClient['request'],
  };
  return { http, calls };
}

interface Order {
  id: number;
  name: string;
}

describe('createResourceClient', () => {
  it('lists with page, size, sort and expand in the query and returns the typed _meta', async () => {
    const page = {
      items: [{ id: 1, name: 'A' }],
      _meta: { currentPage: 2, pageCount: 3, perPage: 20, totalCount: 41 },
    };
    const { http, calls } = fakeHttp(() => page);
    const orders = createResourceClient<Order>(http, '/orders');
    const result = await orders.list({
      page: 2,
      size: 20,
      sort: '!order_date',
      expand: ['customer', 'items'],
    });
    expect(result._meta.totalCount).toBe(41);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: '/orders',
      options: { query: { page: 2, size: 20, sort: '!order_date', expand: ['customer', 'items'] } },
    });
  });

  it('leaves out an empty sort and an empty expand', async () => {
    const { http, calls } = fakeHttp(() => ({ items: [], _meta: {} }));
    await createResourceClient<Order>(http, 'orders/').list({ sort: '', expand: [] });
    expect(calls[0]!.path).toBe('/orders');
    expect(calls[0]!.options?.query).toEqual({
      page: undefined,
      size: undefined,
      sort: undefined,
      expand: undefined,
    });
  });

  it('searches with a cleaned body: empty arrays, empty strings and valueless operators are dropped', async () => {
    const { http, calls } = fakeHttp(() => ({ items: [], _meta: {} }));
    await createResourceClient<Order>(http, '/products').search(
      {
        title: '',
        tags: [],
        vendor: ['Acme'],
        is_draft: false,
        price: { operator: '>=', value: 10 },
        weight: { operator: '<', value: '' },
        stock: [
          { operator: '>', value: 1 },
          { operator: '<', value: null },
        ],
        sku: { operator: 'contains', value: null },
      },
      { page: 1, size: 50 },
    );
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.path).toBe('/products/search');
    expect(calls[0]!.options?.query).toMatchObject({ page: 1, size: 50 });
    expect(calls[0]!.options?.body).toEqual({
      vendor: ['Acme'],
      is_draft: false,
      price: { operator: '>=', value: 10 },
      stock: [{ operator: '>', value: 1 }],
    });
  });

  it('gets one item with expand, creates, updates with PATCH and removes', async () => {
    const { http, calls } = fakeHttp(({ method }) => (method === 'DELETE' ? null : { id: 7, name: 'x' }));
    const orders = createResourceClient<Order, { name: string }, { name?: string }>(http, '/orders');
    await orders.get(7, { expand: ['items'] });
    await orders.create({ name: 'x' });
    await orders.update(7, { name: 'y' });
    await expect(orders.remove(7)).resolves.toBeUndefined();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /orders/7',
      'POST /orders',
      'PATCH /orders/7',
      'DELETE /orders/7',
    ]);
    expect(calls[0]!.options?.query).toEqual({ expand: ['items'] });
    expect(calls[1]!.options?.body).toEqual({ name: 'x' });
    expect(calls[2]!.options?.body).toEqual({ name: 'y' });
  });

  it('sends bulk actions as POST /x/{action} with { ids } and refuses an unsafe action name', async () => {
    const { http, calls } = fakeHttp(() => ({ ok: true }));
    const products = createResourceClient<Order>(http, '/products');
    await products.bulk('publish', [1, 2, 3]);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/products/publish',
      options: { body: { ids: [1, 2, 3] } },
    });
    await expect(products.bulk('../admin', [1])).rejects.toThrow('Invalid bulk action name');
    expect(calls).toHaveLength(1);
  });

  it('lists, creates and deletes saved views', async () => {
    const { http, calls } = fakeHttp(({ method }) => {
      if (method === 'GET') return { items: [{ id: 1, json: '{}' }], _meta: {} };
      if (method === 'POST') return { id: 2, json: '{"a":1}' };
      return null;
    });
    const products = createResourceClient<Order>(http, '/products');
    await expect(products.savedViews.list()).resolves.toEqual([{ id: 1, json: '{}' }]);
    await expect(products.savedViews.create('{"a":1}')).resolves.toEqual({ id: 2, json: '{"a":1}' });
    await products.savedViews.remove(2);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /products/saved-views',
      'POST /products/saved-views',
      'DELETE /products/saved-views/2',
    ]);
    expect(calls[1]!.options?.body).toEqual({ json: '{"a":1}' });
  });

  it('rejects with the transport error (status and field errors kept)', async () => {
    const error = new ApiError(422, 'Validation failed', { name: ['Name cannot be blank.'] });
    const { http } = fakeHttp(() => error);
    const failure = await createResourceClient<Order>(http, '/orders')
      .create({ name: '' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(422);
    expect((failure as ApiError).messages).toEqual(['Name cannot be blank.']);
  });

  it('passes the abort signal to the transport', async () => {
    const { http, calls } = fakeHttp(() => ({ items: [], _meta: {} }));
    const controller = new AbortController();
    await createResourceClient<Order>(http, '/orders').search({}, { signal: controller.signal });
    expect(calls[0]!.options?.signal).toBe(controller.signal);
  });
});

describe('cleanSearchFilter', () => {
  it('keeps zero, false and null plain values', () => {
    expect(cleanSearchFilter({ a: 0, b: false, c: null, d: undefined as never })).toEqual({
      a: 0,
      b: false,
      c: null,
    });
  });
});
