/**
 * The typed client of the Collections API (spec 1 §7 Collections). No React: private apps and
 * scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const collections = createCollectionsClient(http);
 * await collections.bulk('publish', [3, 4]);
 */
import { createResourceClient } from '@storeroom/core/client';
import type { HttpClient, ListResponse, ResourceClient } from '@storeroom/core/client';
import { COLLECTION_IMAGE_UPLOAD_TYPE, COLLECTION_PRODUCTS_FETCH_SIZE } from './contract/model';
import type { CollectionInput, CollectionItem, CollectionProduct } from './contract';

/** Resource path under /api/v1. */
export const COLLECTIONS_PATH = '/collections';
/** The products API the picker searches (the products plugin's resource, over HTTP only). */
export const PRODUCTS_SEARCH_PATH = '/products/search';
/** Uploads (core): `POST /files` multipart with `type`. */
export const FILES_PATH = '/files';

/** A stored upload as `POST /files` answers it. */
export interface UploadedImage {
  id: number;
  path: string;
  name: string;
}

export interface CollectionsClient extends ResourceClient<
  CollectionItem,
  CollectionInput,
  Partial<CollectionInput>
> {
  /** `GET /collections/{id}/products`: the products of a collection now (manual or by rules). */
  products(
    id: number,
    options?: { page?: number; size?: number; signal?: AbortSignal },
  ): Promise<ListResponse<CollectionProduct>>;
  /**
   * The product picker's search: `POST /products/search` with a title filter (templates left
   * out), 200 at a time
   * (spec 1 §9). Answers an empty page when the store has no products API.
   */
  searchProducts(
    text: string,
    options?: { page?: number; size?: number; signal?: AbortSignal },
  ): Promise<ListResponse<CollectionProduct>>;
  /** Uploads images for a collection (type collection_images; 10 MB each, spec 1 §5). */
  uploadImages(files: readonly File[], options?: { signal?: AbortSignal }): Promise<UploadedImage[]>;
}

export function createCollectionsClient(http: HttpClient): CollectionsClient {
  const base = createResourceClient<CollectionItem, CollectionInput, Partial<CollectionInput>>(
    http,
    COLLECTIONS_PATH,
  );
  return {
    ...base,
    products: (id, options = {}) =>
      http.request<ListResponse<CollectionProduct>>('GET', `${COLLECTIONS_PATH}/${id}/products`, {
        query: { page: options.page, size: options.size ?? COLLECTION_PRODUCTS_FETCH_SIZE },
        signal: options.signal,
      }),
    searchProducts: (text, options = {}) =>
      http.request<ListResponse<CollectionProduct>>('POST', PRODUCTS_SEARCH_PATH, {
        query: { page: options.page, size: options.size ?? COLLECTION_PRODUCTS_FETCH_SIZE },
        // Templates are not products of the catalogue (spec 2 §4): never offer them.
        body: {
          is_template: false,
          ...(text.trim() === '' ? {} : { title: { operator: 'contains', value: text.trim() } }),
        },
        signal: options.signal,
      }),
    uploadImages: (files, options = {}) => {
      const form = new FormData();
      form.append('type', COLLECTION_IMAGE_UPLOAD_TYPE);
      for (const file of files) form.append('files[]', file);
      return http.request<UploadedImage[]>('POST', FILES_PATH, { body: form, signal: options.signal });
    },
  };
}
