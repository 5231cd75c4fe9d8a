/**
 * The typed client of the CSV templates API (spec 1 §7: CRUD and search at /csv). No React:
 * private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const templates = await createCsvTemplatesClient(http).list({ size: 50 });
 */
import { createResourceClient } from '@storeroom/core/client';
import type { HttpClient, ResourceClient } from '@storeroom/core/client';
import type { CsvTemplateInput, CsvTemplateItem } from './schema';

/** Resource path under /api/v1. */
export const CSV_TEMPLATES_PATH = '/csv';

export type CsvTemplatesClient = ResourceClient<CsvTemplateItem, CsvTemplateInput, Partial<CsvTemplateInput>>;

export function createCsvTemplatesClient(http: HttpClient): CsvTemplatesClient {
  return createResourceClient<CsvTemplateItem, CsvTemplateInput, Partial<CsvTemplateInput>>(
    http,
    CSV_TEMPLATES_PATH,
  );
}
