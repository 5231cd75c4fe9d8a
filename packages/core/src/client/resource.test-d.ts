// Type tests (checked by `pnpm typecheck`): the resource client keeps its item and body types.
import { expectTypeOf } from 'vitest';
import { createResourceClient } from './resource';
import type { HttpClient, ListResponse } from './types';

interface Order {
  id: number;
  total: number;
}
declare const http: HttpClient;
const orders = createResourceClient<Order, { total: number }, { total?: number }>(http, '/orders');

expectTypeOf(orders.list()).resolves.toEqualTypeOf<ListResponse<Order>>();
expectTypeOf(orders.search({ total: { operator: '>=', value: 10 } })).resolves.toEqualTypeOf<
  ListResponse<Order>
>();
expectTypeOf(orders.get(1)).resolves.toEqualTypeOf<Order>();
// @ts-expect-error: the create body is typed
void orders.create({ amount: 1 });
// @ts-expect-error: an unknown operator is refused
void orders.search({ total: { operator: 'like', value: 1 } });
void orders.update(1, {});
