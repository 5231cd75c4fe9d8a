/**
 * The typed client of the Hello API. No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const items = await createHelloClient(http).list({ size: 50 });
 */
import { createResourceClient } from '@storeroom/core/client';
import type { HttpClient, ResourceClient } from '@storeroom/core/client';
import type { HelloInput, HelloItem, HelloSettings } from './schema';

/** Resource path under /api/v1. */
export const HELLO_PATH = '/hello';

export type HelloClient = ResourceClient<HelloItem, HelloInput, Partial<HelloInput>>;

export function createHelloClient(http: HttpClient): HelloClient {
  return createResourceClient<HelloItem, HelloInput, Partial<HelloInput>>(http, HELLO_PATH);
}

/** Path of the settings endpoints (a domain action pair, not a resource). */
export const HELLO_SETTINGS_PATH = '/hello-settings';

/** The Hello settings API: read and save the store's greeting. */
export interface HelloSettingsClient {
  get(): Promise<HelloSettings>;
  save(settings: HelloSettings): Promise<HelloSettings>;
}

export function createHelloSettingsClient(http: HttpClient): HelloSettingsClient {
  return {
    get: () => http.request<HelloSettings>('GET', HELLO_SETTINGS_PATH),
    save: (settings) => http.request<HelloSettings>('PATCH', HELLO_SETTINGS_PATH, { body: settings }),
  };
}
