import { createHttpClient } from '@storeroom/core/client';
import Papa from 'papaparse';
import { createHelloClient } from '@storeroom/example-hello-plugin/client';
import type { Config } from './config';

/** Page size of the export: the API's largest page. */
const PAGE_SIZE = 200;

/**
 * Exports every Hello item to CSV, page by page, through the plugin's typed client with
 * the private app's token. Adapt the filter and columns to what you need.
 */
export async function exportHelloCsv(config: Config, filter: Record<string, string> = {}): Promise<string> {
  const http = createHttpClient({ baseUrl: `${config.url}/api/v1`, tokens: config.token });
  const client = createHelloClient(http);
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const answer = await client.search(filter, { page, size: PAGE_SIZE, sort: 'id' });
    rows.push(...answer.items);
    if (page >= answer._meta.pageCount) break;
  }
  const columns =
    rows.length > 0 ? Object.keys(rows[0]!).filter((key) => typeof rows[0]![key] !== 'object') : ['id'];
  return Papa.unparse({
    fields: columns,
    data: rows.map((row) => columns.map((column) => row[column] ?? '')),
  });
}
