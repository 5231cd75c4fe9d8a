import type { InferSelectModel, SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { z as zod } from 'zod';
import type { AccessAction, AccessSubject } from '@storeroom/core/access';
import type { ResourceContract, ResourceOperationsContract } from '@storeroom/core/contract';
import type { ActionContext } from '../context';
import type { StoreInsert, StoreTable } from '../tenancy';

/** A bulk action: `POST /{name}/{action}` with `{ ids }` (e.g. publish, unpublish). */
export interface BulkAction<TTable extends StoreTable> {
  /** What the caller needs on the resource's subject (`update` for publish, `delete`, `export`, ...). */
  action: AccessAction;
  /**
   * Runs in one transaction. `ids` are already limited to the caller's store rows
   * (unknown or foreign ids are dropped). Returns the response body (default `{ affected }`).
   */
  run(rows: InferSelectModel<TTable>[], ctx: ActionContext): Promise<unknown>;
}

/** How a resource answers one endpoint family; `false` removes the endpoint (the contract's own list). */
export type ResourceOperations = ResourceOperationsContract;

/** A resource's endpoint families with the defaults filled in: every one is on unless switched off. */
export function withDefaultOperations(operations: ResourceOperations = {}): Required<ResourceOperations> {
  return { list: true, get: true, create: true, update: true, delete: true, savedViews: true, ...operations };
}

/**
 * A resource: a store table + zod schema that the engine turns into the standard endpoints
 * (ARCHITECTURE.md "HTTP contract"). Column keys of the table are the item's field names.
 *
 * @typeParam TTable - the Drizzle table (with `id` and `store_id`).
 * @typeParam TSchema - the create schema (a zod object); updates use its `.partial()`.
 */
export interface ResourceDefinition<
  TTable extends StoreTable = StoreTable,
  TSchema extends z.ZodObject = z.ZodObject,
  TItem = Record<string, unknown>,
> {
  /** Path under /api/v1, e.g. `employees` or `apps/private-apps`. */
  name: string;
  table: TTable;
  /** Validates create bodies (unknown keys are dropped); 422 `{ errors }` on failure. */
  schema: TSchema;
  /** Validates update bodies; default: `schema` with every field optional and defaults removed (a PATCH never resets a field it leaves out). */
  updateSchema?: z.ZodObject;
  /** The access subject every endpoint is checked against. Required: there is no default. */
  subject: AccessSubject;
  /** Columns never sent (password hashes, storage keys). `store_id` is always hidden. */
  hidden?: readonly (keyof InferSelectModel<TTable> & string)[];
  /** Turns a row into the item sent to clients; default: the row without hidden columns. */
  toItem?(row: InferSelectModel<TTable>, ctx: ActionContext): TItem;
  /** Columns a search body may filter on; default: every visible non-JSON column. */
  filterable?: readonly string[];
  /**
   * Filter keys that are not columns (a free-text `query`, a tag list): return a condition or
   * nothing. May be async (e.g. a filter that asks another plugin's contract for ids).
   */
  filters?: Record<
    string,
    (value: unknown, ctx: ActionContext) => SQL | undefined | Promise<SQL | undefined>
  >;
  /** Columns `sort` accepts; default: every visible non-JSON column. */
  sortable?: readonly string[];
  /** Sort when none is asked for, e.g. `!created_at`; default `id`. */
  defaultSort?: string;
  /** Page size when none is asked for (default 20); the maximum is 200. */
  pageSize?: number;
  /** `?expand=` loaders: each sets its field on the items (one query for the whole page). */
  expand?: Record<
    string,
    (items: TItem[], rows: InferSelectModel<TTable>[], ctx: ActionContext) => Promise<void>
  >;
  operations?: ResourceOperations;
  /**
   * The access action a write endpoint checks on `subject` instead of its own name (default
   * `create`, `update`, `delete`; bulk delete follows `delete`). Lets a limited rule's option
   * open the writes, e.g. `{ create: 'ship', update: 'ship', delete: 'ship' }`.
   */
  access?: Partial<Record<'create' | 'update' | 'delete', AccessAction>>;
  /** Turns validated create input into the row to insert (hash a password, fill defaults); runs in the transaction. */
  beforeCreate?(
    input: z.output<TSchema>,
    ctx: ActionContext,
  ): Promise<StoreInsert<TTable>> | StoreInsert<TTable>;
  /** After the insert, in the same transaction; may return the item to answer with (e.g. with a one-time secret). */
  afterCreate?(row: InferSelectModel<TTable>, ctx: ActionContext): Promise<TItem | void> | TItem | void;
  /** Turns validated update input into the values to set; runs in the transaction with the current row. */
  beforeUpdate?(
    input: Partial<z.output<TSchema>>,
    existing: InferSelectModel<TTable>,
    ctx: ActionContext,
  ): Promise<Partial<StoreInsert<TTable>>> | Partial<StoreInsert<TTable>>;
  /** Before a row is deleted (single or bulk), in the transaction; throw to refuse. */
  beforeDelete?(row: InferSelectModel<TTable>, ctx: ActionContext): Promise<void> | void;
  /** Bulk actions by name; `delete` is built in when deleting is allowed. */
  actions?: Record<string, BulkAction<TTable>>;
  /** The contract this resource implements (set by `resource(contract, ...)`; the OpenAPI document reads it). */
  contract?: ResourceContract;
}

/** The create schema a resource contract implies (an empty object for a read-only resource). */
export type CreateSchemaOf<TContract extends ResourceContract> = TContract['create'] extends z.ZodObject
  ? TContract['create']
  : z.ZodObject;

/** The bulk actions a contract names (other than the built-in `delete`), each with its `run`. */
type ContractActions<TContract extends ResourceContract, TTable extends StoreTable> = {
  [K in Exclude<keyof NonNullable<TContract['bulk']>, 'delete'> & string]: BulkAction<TTable>['run'];
};

/** What a resource implementing a contract still says: its table and how rows become items. */
export type ResourceImplementation<
  TContract extends ResourceContract,
  TTable extends StoreTable,
  TItem,
> = Omit<
  ResourceDefinition<TTable, CreateSchemaOf<TContract>, TItem>,
  | 'name'
  | 'schema'
  | 'updateSchema'
  | 'subject'
  | 'filterable'
  | 'sortable'
  | 'defaultSort'
  | 'pageSize'
  | 'operations'
  | 'access'
  | 'actions'
  | 'contract'
> &
  ([keyof ContractActions<TContract, TTable>] extends [never]
    ? { actions?: never }
    : { actions: ContractActions<TContract, TTable> });

/**
 * Declares a resource: a store table and its zod schema become list, search, get, create,
 * update, delete, bulk actions and saved views, each checked against `subject`.
 *
 * @example
 * const collections = pgTable('collections', {
 *   id: serial('id').primaryKey(),
 *   store_id: integer('store_id').notNull(),
 *   title: text('title').notNull(),
 *   is_draft: boolean('is_draft').notNull().default(true),
 * });
 * export const collectionsResource = resource({
 *   name: 'collections',
 *   table: collections,
 *   schema: z.object({ title: z.string().min(1), is_draft: z.boolean().optional() }),
 *   subject: SUBJECTS.products_and_collections,
 *   defaultSort: '!id',
 *   actions: {
 *     publish: { action: 'update', run: (rows, ctx) => ctx.scope(collections).update(rows.map((r) => r.id), { is_draft: false }) },
 *   },
 * });
 */
export function resource<
  TTable extends StoreTable,
  TSchema extends z.ZodObject,
  TItem = Record<string, unknown>,
>(definition: ResourceDefinition<TTable, TSchema, TItem>): ResourceDefinition<TTable, TSchema, TItem>;
/**
 * Implements a resource of a contract: path, subject, schemas, filter and sort fields, page
 * size, bulk action names and their access come from the contract; the table, `toItem`,
 * custom filters, expands, hooks and each bulk action's `run` are written here. Filter fields
 * of the contract that are not custom filters must be columns (checked at start-up).
 *
 * @example
 * export const templatesResource = resource(csvTemplatesContract.resources.templates, {
 *   table: csvTemplatesTable,
 *   toItem: (row) => ({ ...row, created_at: row.created_at.toISOString() }),
 *   filters: { query: (value) => containsFilter(csvTemplatesTable.title, value) },
 * });
 */
export function resource<const TContract extends ResourceContract, TTable extends StoreTable>(
  contract: TContract,
  implementation: ResourceImplementation<TContract, TTable, z.output<TContract['item']>>,
): ResourceDefinition<TTable, CreateSchemaOf<TContract>, z.output<TContract['item']>>;
export function resource(
  first: ResourceDefinition | ResourceContract,
  implementation?: ResourceImplementation<ResourceContract, StoreTable, unknown>,
): ResourceDefinition {
  if (!implementation) return first as ResourceDefinition;
  const contract = first as ResourceContract;
  const custom = new Set(Object.keys(implementation.filters ?? {}));
  const ops = contract.operations ?? {};
  const actions: Record<string, BulkAction<StoreTable>> = {};
  for (const [name, bulk] of Object.entries(contract.bulk ?? {})) {
    if (name === 'delete') continue;
    const run = (implementation.actions as Record<string, BulkAction<StoreTable>['run']> | undefined)?.[name];
    if (!run)
      throw new Error(`Resource "${contract.path}": the contract's bulk action "${name}" has no run.`);
    actions[name] = { action: bulk.action, run };
  }
  const updateSchema = contract.update as z.ZodObject | undefined;
  return {
    ...(implementation as object),
    name: contract.path.replace(/^\//, ''),
    subject: contract.subject,
    schema: (contract.create as z.ZodObject | undefined) ?? zod.object({}),
    ...(updateSchema ? { updateSchema } : {}),
    filterable: Object.keys(contract.filters ?? {}).filter((f) => !custom.has(f)),
    sortable: contract.sort ?? ['id'],
    defaultSort: contract.defaultSort ?? 'id',
    pageSize: contract.pageSize ?? 20,
    operations: {
      ...ops,
      ...(contract.create ? {} : { create: false }),
      ...(contract.create || contract.update ? {} : { update: false }),
    },
    ...(contract.access ? { access: contract.access } : {}),
    actions,
    contract,
  } as unknown as ResourceDefinition;
}

/** Names a bulk action may not take: they are other endpoints. */
export const RESERVED_ACTIONS = new Set(['search', 'saved-views']);
