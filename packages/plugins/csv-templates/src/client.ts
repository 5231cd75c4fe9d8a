/**
 * The typed client of the Csv templates API. No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const items = await createCsvTemplatesClient(http).list({ size: 50 });
 */
import { createResourceClient } from '@storeroom/core/client';
import type { HttpClient, ResourceClient } from '@storeroom/core/client';
import type { CsvTemplatesInput, CsvTemplatesItem } from './schema';

/** Resource path under /api/v1. */
export const CSV_TEMPLATES_PATH = '/csv-templates';

export type CsvTemplatesClient = ResourceClient<CsvTemplatesItem, CsvTemplatesInput, Partial<CsvTemplatesInput>>;

export function createCsvTemplatesClient(http: HttpClient): CsvTemplatesClient {
  return createResourceClient<CsvTemplatesItem, CsvTemplatesInput, Partial<CsvTemplatesInput>>(http, CSV_TEMPLATES_PATH);
}
