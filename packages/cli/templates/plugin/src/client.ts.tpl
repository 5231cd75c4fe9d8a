/**
 * The typed client of the __TITLE__ API. No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const items = await create__PASCAL__Client(http).list({ size: 50 });
 */
import { createResourceClient } from '@storeroom/core/client';
import type { HttpClient, ResourceClient } from '@storeroom/core/client';
import type { __PASCAL__Input, __PASCAL__Item } from './schema';

/** Resource path under /api/v1. */
export const __CONST___PATH = '/__ID__';

export type __PASCAL__Client = ResourceClient<__PASCAL__Item, __PASCAL__Input, Partial<__PASCAL__Input>>;

export function create__PASCAL__Client(http: HttpClient): __PASCAL__Client {
  return createResourceClient<__PASCAL__Item, __PASCAL__Input, Partial<__PASCAL__Input>>(http, __CONST___PATH);
}
