/**
 * The typed client of the Products API (spec 2 §7 Products, spec 3 §7 Product settings). No
 * React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const products = createProductsClient(http);
 * const drafts = await products.search({ is_draft: true }, { size: 50 });
 */
import { createResourceClient } from '@storeroom/core/client';
import type { HttpClient, ResourceClient } from '@storeroom/core/client';
import { PRODUCT_EXPAND } from './constants';
import type {
  ProductInput,
  ProductItem,
  ProductLookup,
  ProductSettings,
  ProductSettingsPatch,
} from './schema';

/** Resource path under /api/v1. */
export const PRODUCTS_PATH = '/products';
export const PRODUCT_SETTINGS_PATH = '/product-settings';

/** A stored file as `POST /files` answers. */
export interface UploadedImage {
  id: number;
  path: string;
  name: string;
}

export interface ProductsClient extends ResourceClient<ProductItem, ProductInput, Partial<ProductInput>> {
  /** One product with variants, options, textareas and images (the editor's load). */
  getFull(id: number, options?: { signal?: AbortSignal }): Promise<ProductItem>;
  /** Templates (spec 2 §7: search is_template true, expanded). */
  templates(options?: { signal?: AbortSignal }): Promise<ProductItem[]>;
  /** Tags, types and vendors used by the store's products. */
  lookup(options?: { signal?: AbortSignal }): Promise<ProductLookup>;
  /** Product settings as the editor needs them (products access). */
  settings(options?: { signal?: AbortSignal }): Promise<ProductSettings>;
  /** Uploads images first (spec 2 §4 save flow) as one of the product upload types. */
  upload(files: readonly File[], type: string): Promise<UploadedImage[]>;
}

export function createProductsClient(http: HttpClient): ProductsClient {
  const base = createResourceClient<ProductItem, ProductInput, Partial<ProductInput>>(http, PRODUCTS_PATH);
  return {
    ...base,
    getFull: (id, options) => base.get(id, { expand: [...PRODUCT_EXPAND], signal: options?.signal }),
    templates: async (options) =>
      (
        await base.search(
          { is_template: true },
          { size: 200, sort: 'template_name', expand: [...PRODUCT_EXPAND], signal: options?.signal },
        )
      ).items,
    lookup: (options) =>
      http.request<ProductLookup>('GET', `${PRODUCTS_PATH}/lookup`, { signal: options?.signal }),
    settings: (options) =>
      http.request<ProductSettings>('GET', `${PRODUCTS_PATH}/settings`, { signal: options?.signal }),
    upload(files, type) {
      const form = new FormData();
      for (const file of files) form.append('files[]', file, file.name);
      form.append('type', type);
      return http.request<UploadedImage[]>('POST', '/files', { body: form });
    },
  };
}

/** The product settings page's calls (settings access). */
export interface ProductSettingsClient {
  get(options?: { signal?: AbortSignal }): Promise<ProductSettings>;
  update(body: ProductSettingsPatch): Promise<ProductSettings>;
  /** How many products hold content under a tab. */
  tabUsage(tab: string, options?: { signal?: AbortSignal }): Promise<{ tab: string; count: number }>;
  renameTab(oldTab: string, newTab: string): Promise<ProductSettings>;
}

export function createProductSettingsClient(http: HttpClient): ProductSettingsClient {
  return {
    get: (options) =>
      http.request<ProductSettings>('GET', PRODUCT_SETTINGS_PATH, { signal: options?.signal }),
    update: (body) => http.request<ProductSettings>('PATCH', PRODUCT_SETTINGS_PATH, { body }),
    tabUsage: (tab, options) =>
      http.request<{ tab: string; count: number }>('GET', `${PRODUCT_SETTINGS_PATH}/tabusage`, {
        query: { tab },
        signal: options?.signal,
      }),
    renameTab: (oldTab, newTab) =>
      http.request<ProductSettings>('PATCH', `${PRODUCT_SETTINGS_PATH}/tabname`, {
        body: { oldTab, newTab },
      }),
  };
}
