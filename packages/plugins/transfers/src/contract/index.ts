/**
 * The Transfers plugin's contract (spec 2 §3 Transfer, §4, §5, §7 Transfers): what other
 * packages may know of it. The client, the server's checks, the list's filters and the API
 * reference are derived from this. Transfers read warehouses, vendors and stock from the
 * inventory plugin's contract; they declare no service of their own.
 */
import { z } from 'zod';
import { defineContract, defineEndpoint, defineResource } from '@storeroom/core/contract';
import {
  TRANSFERS_DEFAULT_SORT,
  TRANSFERS_MESSAGES,
  TRANSFERS_PAGE_SIZE,
  TRANSFERS_SUBJECT,
  TRANSFER_STATUS_LABELS,
  transferPatchKind,
} from './model';
import type { TransferPatchKind } from './model';

export * from './model';

/** One product line of a transfer as a create or full update sends it (spec 2 §3). */
export const transferLineSchema = z.object({
  sku: z
    .string({ error: TRANSFERS_MESSAGES.skuRequired })
    .trim()
    .min(1, TRANSFERS_MESSAGES.skuRequired)
    .max(200),
  title: z.string().max(500).default(''),
  variant: z.string().max(500).default(''),
  image: z.string().max(2000).nullable().default(null),
  product_id: z.number().int().nullable().default(null),
  variant_id: z.number().int().nullable().default(null),
  quantity: z
    .number({ error: TRANSFERS_MESSAGES.quantityInvalid })
    .int(TRANSFERS_MESSAGES.quantityInvalid)
    .min(1, TRANSFERS_MESSAGES.quantityInvalid),
});
export type TransferLineInput = z.input<typeof transferLineSchema>;

const locationId = z.number().int().positive().nullable().optional();

/**
 * A whole transfer: from a warehouse or a vendor, to a warehouse or a vendor, with lines. The
 * server also checks one origin and one destination that exist, each sku once, and quantities
 * within the origin warehouse's available stock (spec 2 §5).
 */
export const transferInputSchema = z.object({
  from_warehouse: locationId,
  from_vendor: locationId,
  to_warehouse: locationId,
  to_vendor: locationId,
  products: z.array(transferLineSchema).min(1, TRANSFERS_MESSAGES.productsRequired).max(1000),
});
export type TransferInput = z.input<typeof transferInputSchema>;

/** Receiving: the amounts received now, per sku (spec 2 §4); each is capped at what is left. */
export const transferReceiveSchema = z.object({
  products: z
    .array(
      z.object({
        sku: z.string().trim().min(1, TRANSFERS_MESSAGES.skuRequired),
        received: z
          .number({ error: TRANSFERS_MESSAGES.receivedInvalid })
          .int(TRANSFERS_MESSAGES.receivedInvalid)
          .min(0, TRANSFERS_MESSAGES.receivedInvalid),
      }),
    )
    .min(1, TRANSFERS_MESSAGES.productsRequired)
    .max(1000),
});
export type TransferReceive = z.input<typeof transferReceiveSchema>;

/** Archive or unarchive. */
export const transferArchiveSchema = z.object({ archived: z.boolean() });

/** What `PATCH /transfers/{id}` takes: archived, a receive, or the whole transfer (spec 2 §7). */
export type TransferUpdate = z.input<typeof transferArchiveSchema> | TransferReceive | TransferInput;

/** A PATCH body as the server reads it: its kind and that kind's parsed body. */
export type TransferPatch =
  | ({ kind: 'archive' } & z.output<typeof transferArchiveSchema>)
  | ({ kind: 'receive' } & z.output<typeof transferReceiveSchema>)
  | ({ kind: 'full' } & z.output<typeof transferInputSchema>);

const PATCH_SCHEMAS: Record<TransferPatchKind, z.ZodType> = {
  archive: transferArchiveSchema,
  receive: transferReceiveSchema,
  full: transferInputSchema,
};

/** A schema as the API reference shows a body (JSON Schema of what is sent). */
function bodyJson(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return json;
}

/**
 * The PATCH body: its keys decide the kind (`transferPatchKind`), and that kind's own schema
 * checks it, so each mistake gets its own message (a plain union would answer "Invalid input").
 */
export const transferUpdateSchema = z
  .unknown()
  .transform((body, ctx) => {
    const kind = transferPatchKind(body);
    const result = PATCH_SCHEMAS[kind].safeParse(body);
    if (!result.success) {
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return { kind, ...(result.data as object) } as TransferPatch;
  })
  .meta({
    description:
      'One of: `{ archived }` (archive or unarchive); `{ products: [{ sku, received }] }` (receive: adds to what arrived, capped at quantity − received, and moves the stock); or the whole transfer as a create sends it (only while nothing was received).',
    anyOf: [transferArchiveSchema, transferReceiveSchema, transferInputSchema].map(bodyJson),
  }) as unknown as z.ZodType<TransferPatch, TransferUpdate>;

/** A product line as the API answers it. */
export const transferLineItemSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  title: z.string(),
  variant: z.string(),
  image: z.string().nullable(),
  product_id: z.number().int().nullable(),
  variant_id: z.number().int().nullable(),
  quantity: z.number().int(),
  received: z.number().int(),
});
export type TransferLine = z.output<typeof transferLineItemSchema>;

const statusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** A transfer as the API answers it (`products` with `expand=products`, and on create and update). */
export const transferSchema = z.object({
  id: z.number().int(),
  from_warehouse: z.number().int().nullable(),
  from_vendor: z.number().int().nullable(),
  to_warehouse: z.number().int().nullable(),
  to_vendor: z.number().int().nullable(),
  archived: z.boolean(),
  status: statusSchema,
  /** Total quantity of the lines. */
  quantity: z.number().int(),
  /** Total received so far. */
  received: z.number().int(),
  created_at: z.string(),
  products: z.array(transferLineItemSchema).optional(),
});
export type Transfer = z.output<typeof transferSchema>;

/** A transfer with its lines, as a create or an update answers it. */
const transferWithLinesSchema = transferSchema.extend({ products: z.array(transferLineItemSchema) });

export const transfersContract = defineContract({
  id: 'transfers',
  subjects: { products_and_collections: TRANSFERS_SUBJECT },
  resources: {
    /**
     * Transfers. Creating and updating are the endpoints below (lines, stock checks,
     * receiving); the engine answers the list, search, item, delete, archive/unarchive and
     * saved views. The derived resource client reaches the same URLs.
     */
    transfers: defineResource({
      path: '/transfers',
      subject: TRANSFERS_SUBJECT,
      summary: 'Stock transfers from a warehouse or vendor to a warehouse or vendor (spec 2 §3).',
      item: transferSchema,
      create: transferInputSchema,
      update: transferUpdateSchema,
      filters: {
        status: {
          label: 'Status',
          type: 'select',
          options: Object.entries(TRANSFER_STATUS_LABELS).map(([value, label]) => ({ value, label })),
        },
        archived: { label: 'Archived', type: 'boolean' },
        // Options are the store's warehouses and vendors (the screen reads them from inventory).
        from_warehouse: { label: 'From warehouse', type: 'select' },
        to_warehouse: { label: 'To warehouse', type: 'select' },
        from_vendor: { label: 'From vendor', type: 'select' },
        to_vendor: { label: 'To vendor', type: 'select' },
        quantity: { label: 'Quantity', type: 'number' },
        received: { label: 'Received', type: 'number' },
        created_at: { label: 'Created', type: 'date' },
        id: { label: 'Transfer', type: 'number', hidden: true },
      },
      sort: [
        'id',
        'status',
        'archived',
        'quantity',
        'received',
        'created_at',
        'from_warehouse',
        'from_vendor',
        'to_warehouse',
        'to_vendor',
      ],
      defaultSort: TRANSFERS_DEFAULT_SORT,
      pageSize: TRANSFERS_PAGE_SIZE,
      expand: ['products'],
      bulk: {
        archive: { action: 'update', summary: 'Archives the transfers.' },
        unarchive: { action: 'update', summary: 'Unarchives the transfers.' },
      },
      operations: { create: false, update: false },
    }),
  },
  endpoints: {
    createTransfer: defineEndpoint({
      method: 'POST',
      path: '/transfers',
      subject: TRANSFERS_SUBJECT,
      action: 'create',
      summary:
        'Creates a transfer in transit (201): one origin and one destination, lines with a sku, quantities within the origin warehouse’s available stock.',
      body: transferInputSchema,
      response: transferWithLinesSchema,
    }),
    updateTransfer: defineEndpoint({
      method: 'PATCH',
      path: '/transfers/:id',
      subject: TRANSFERS_SUBJECT,
      action: 'update',
      summary: 'Archives, receives (moving the stock) or replaces a transfer; answers it with its lines.',
      body: transferUpdateSchema,
      response: transferWithLinesSchema,
    }),
  },
});
