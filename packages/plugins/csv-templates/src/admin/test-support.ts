/** Sample CSV templates and an in-memory API for component tests and stories. */
import { createMemoryHttpClient } from '@storeroom/core';
import type { MemoryHttpClient } from '@storeroom/core';
import { createCsvTemplatesClient, CSV_TEMPLATES_PATH } from '../client';
import type { CsvTemplatesClient } from '../client';
import { csvTemplateInputSchema, CSV_TEMPLATE_FIELDS } from '../schema';
import type { CsvTemplateItem } from '../schema';

/** `count` templates, cycling through the three layout types. */
export function sampleTemplates(count: number): CsvTemplateItem[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: i === 0 ? 'Order lines' : `Template ${i + 1}`,
    layout_type: ((i % 3) + 1) as 1 | 2 | 3,
    columns: [
      { title: 'Order', content: ['order.display_number'] },
      { title: 'Product', content: ['item.title', 'item.variant'] },
      ...(i % 2 === 0 ? [{ title: 'Quantity', content: [CSV_TEMPLATE_FIELDS[20]] }] : []),
    ],
    created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
  }));
}

/** The memory client validating bodies with the shared schema, as the server does. */
export function memoryTemplates(items: CsvTemplateItem[]): {
  http: MemoryHttpClient;
  client: CsvTemplatesClient;
} {
  const http = createMemoryHttpClient({
    resources: { [CSV_TEMPLATES_PATH]: items },
    validate: (_path, body) => {
      const full = 'title' in body && 'columns' in body && 'layout_type' in body;
      const result = (full ? csvTemplateInputSchema : csvTemplateInputSchema.partial()).safeParse(body);
      if (result.success) return undefined;
      const errors: Record<string, string[]> = {};
      for (const issue of result.error.issues)
        (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
      return errors;
    },
  });
  return { http, client: createCsvTemplatesClient(http) };
}
