/**
 * The CSV templates plugin's contract (spec 1 §3 CSV template, §7 CSV templates: CRUD and
 * search at /csv): what other packages may know of it. The client, the server's checks, the
 * list's filters and the API reference are derived from this.
 */
import { z } from 'zod';
import { createServiceRef, defineContract, defineResource } from '@storeroom/core/contract';
import {
  CSV_LAYOUT_LABELS,
  CSV_LAYOUT_TYPES,
  CSV_TEMPLATE_FIELDS,
  CSV_TEMPLATES_DEFAULT_SORT,
  CSV_TEMPLATES_MESSAGES,
  CSV_TEMPLATES_PAGE_SIZE,
  CSV_TEMPLATES_SUBJECT,
} from './model';
import type { CsvTemplatesService } from './model';

export * from './model';

export const csvTemplateColumnSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, CSV_TEMPLATES_MESSAGES.columnTitleRequired)
    .max(200, CSV_TEMPLATES_MESSAGES.titleTooLong),
  content: z.array(z.enum(CSV_TEMPLATE_FIELDS)).min(1, CSV_TEMPLATES_MESSAGES.columnContentEmpty).max(20),
});
export type CsvTemplateColumn = z.output<typeof csvTemplateColumnSchema>;

const layoutSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: CSV_TEMPLATES_MESSAGES.layoutInvalid,
});

/** What a create sends (an update sends any part of it). */
export const csvTemplateInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, CSV_TEMPLATES_MESSAGES.titleRequired)
    .max(200, CSV_TEMPLATES_MESSAGES.titleTooLong),
  // spec 1 §5: a template needs at least one column.
  columns: z
    .array(csvTemplateColumnSchema, { error: CSV_TEMPLATES_MESSAGES.columnsEmpty })
    .min(1, CSV_TEMPLATES_MESSAGES.columnsEmpty)
    .max(100),
  layout_type: layoutSchema,
});
export type CsvTemplateInput = z.input<typeof csvTemplateInputSchema>;

/** A CSV template as the API answers it (spec 1 §3). */
export const csvTemplateItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  columns: z.array(z.object({ title: z.string(), content: z.array(z.enum(CSV_TEMPLATE_FIELDS)) })),
  layout_type: layoutSchema,
  created_at: z.string(),
});
export type CsvTemplateItem = z.output<typeof csvTemplateItemSchema>;

/** The orders export reads a template through this (spec 2 §7 exportcsv template_id). */
export const CSV_TEMPLATES = createServiceRef<CsvTemplatesService>('csv-templates');

export const csvTemplatesContract = defineContract({
  id: 'csv-templates',
  subjects: { csv: CSV_TEMPLATES_SUBJECT },
  resources: {
    templates: defineResource({
      path: '/csv',
      subject: CSV_TEMPLATES_SUBJECT,
      summary: 'CSV export templates of the orders export (spec 1 §3).',
      item: csvTemplateItemSchema,
      create: csvTemplateInputSchema,
      filters: {
        title: { label: 'Title', type: 'text' },
        layout_type: {
          label: 'Layout',
          type: 'select',
          options: CSV_LAYOUT_TYPES.map((value) => ({
            value: String(value),
            label: CSV_LAYOUT_LABELS[value],
          })),
        },
        query: { label: 'Search', type: 'text', hidden: true },
      },
      sort: ['id', 'title', 'layout_type', 'created_at'],
      // spec 1 §9: CSV list newest first.
      defaultSort: CSV_TEMPLATES_DEFAULT_SORT,
      pageSize: CSV_TEMPLATES_PAGE_SIZE,
    }),
  },
  services: { templates: CSV_TEMPLATES },
});
