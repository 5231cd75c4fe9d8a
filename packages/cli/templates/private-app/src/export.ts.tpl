import { createHttpClient } from '@storeroom/core/client';
import Papa from 'papaparse';
import { create__PASCAL__Client } from '__PKG__/client';
import type { Config } from './config';

/** Page size of the export: the API's largest page. */
const PAGE_SIZE = 200;

/**
 * Exports every __TITLE__ item to CSV, page by page, through the plugin's client (derived
 * from its contract by `storeroom create plugin`) with the private app's token. Adapt the
 * filter and columns to what you need.
 */
export async function export__PASCAL__Csv(config: Config, filter: Record<string, string> = {}): Promise<string> {
  const http = createHttpClient({ baseUrl: `${config.url}/api/v1`, tokens: config.token });
  const client = create__PASCAL__Client(http);
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const answer = await client.items.search(filter, { page, size: PAGE_SIZE, sort: 'id' });
    rows.push(...answer.items);
    if (page >= answer._meta.pageCount) break;
  }
  const columns = rows.length > 0 ? Object.keys(rows[0]!).filter((key) => typeof rows[0]![key] !== 'object') : ['id'];
  return Papa.unparse({ fields: columns, data: rows.map((row) => columns.map((column) => row[column] ?? '')) });
}
