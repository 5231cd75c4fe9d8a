/**
 * A plugin's contract (ARCHITECTURE.md "A plugin"): the one declaration of what other
 * packages may know of it. Subjects, resources, domain endpoints, service and event refs and
 * slots are declared here once; the typed client, the server's route wiring and its checks,
 * the admin data hooks, the grid filters and the OpenAPI document are derived from it.
 * No React and no server code: a private app installs it with the client only.
 */
import type { z } from 'zod';
import type { AccessAction, AccessSubject } from '../access/access';
import type { FilterOperator, HttpMethod } from '../client/types';
import type { LiveEventRef } from '../live/model';
import type { EventRef, JobRef, ServiceRef, SlotRef } from './refs';

/**
 * How a filter field is typed: decides the value coercion, the input and its default operators.
 * `money`: the API compares integer minor units; the filter builder takes a decimal amount in
 * the store's currency and sends its minor units.
 */
export type FilterFieldType = 'text' | 'number' | 'money' | 'boolean' | 'select' | 'date';

/** A field a resource's search body accepts (`POST /x/search`). */
export interface FilterFieldContract {
  /** Human label (filter builder, reference). */
  label: string;
  type?: FilterFieldType;
  /** Choices of a `select` field. */
  options?: readonly { value: string; label: string }[];
  /** Operators accepted; default by type (`operatorsForType`). */
  operators?: readonly FilterOperator[];
  /**
   * Not offered in the filter builder (a filter other screens send, e.g. `ids` or a free-text
   * `query` of the search box); still accepted by the server and documented.
   */
  hidden?: boolean;
}

/** A bulk action: `POST /x/{name}` with `{ ids }`. */
export interface BulkActionContract {
  /** What the caller needs on the resource's subject. */
  action: AccessAction;
  /** The answer (default `{ affected }`). */
  response?: z.ZodType;
  summary?: string;
}

/** Which standard endpoints a resource answers; `false` removes one. */
export interface ResourceOperationsContract {
  list?: boolean;
  get?: boolean;
  create?: boolean;
  update?: boolean;
  delete?: boolean;
  /** Saved views per user (`GET|POST /x/saved-views`, `DELETE /x/saved-views/{id}`). */
  savedViews?: boolean;
}

/** A resource of the HTTP contract: list, search, get, create, update, delete, bulk, saved views. */
export interface ResourceContract {
  readonly kind?: 'resource';
  /** Path under /api/v1, e.g. `/csv` or `/apps/reviews/reviews`. */
  path: string;
  /** The subject every endpoint is checked against. */
  subject: AccessSubject;
  /** One item as the API answers it. */
  item: z.ZodType;
  /** A create body. Absent with `operations.create: false`. */
  create?: z.ZodType;
  /** An update body; default: the create body with every field optional (no defaults). */
  update?: z.ZodType;
  /** Fields of the search body. */
  filters?: Readonly<Record<string, FilterFieldContract>>;
  /** Fields `sort` accepts (`!field` is descending). */
  sort?: readonly string[];
  /** Sort when none is asked for, e.g. `!created_at`; default `id`. */
  defaultSort?: string;
  /** Page size when none is asked for (default 20; at most 200). */
  pageSize?: number;
  /** `?expand=` names. */
  expand?: readonly string[];
  /** Bulk actions by name; `delete` is implied when deleting is allowed. */
  bulk?: Readonly<Record<string, BulkActionContract>>;
  operations?: ResourceOperationsContract;
  /** The access action a write checks instead of its own name (e.g. `{ create: 'ship' }`). */
  access?: Partial<Record<'create' | 'update' | 'delete', AccessAction>>;
  /** One line for the reference. */
  summary?: string;
}

/** A domain endpoint (refund, fulfil, export, ...): one route with its checks and shapes. */
export interface EndpointContract {
  readonly kind?: 'endpoint';
  method: HttpMethod;
  /** Path under /api/v1 with `:params`, e.g. `/orders/:id/refund`. */
  path: string;
  /** The subject checked (with `signedIn`, the area it belongs to). */
  subject: AccessSubject;
  /** The action needed on the subject; default `read` for GET and `update` otherwise. */
  action?: AccessAction;
  /** Open to every signed-in owner and employee whatever their rules (never private apps). */
  signedIn?: boolean;
  /** No token is checked (sign-in, token refresh): `subject` only names the area. */
  public?: boolean;
  /**
   * The handler decides the subject from the input (an upload is checked against its upload
   * type's subject): how, in one line. `subject` names the area.
   */
  accessByInput?: string;
  /** Query parameters (a zod object); validated by the server, 422 on failure. */
  query?: z.ZodType;
  /** The JSON body; validated by the server, 422 on failure. */
  body?: z.ZodType;
  /** A multipart upload instead of JSON: the body is `FormData`, up to `maxBytes`. */
  multipart?: { maxBytes: number };
  /** The JSON answer; absent: 204 or an answer the reference leaves open. */
  response?: z.ZodType;
  /**
   * Answers a stream of server-sent events (`text/event-stream`) instead of JSON: documented,
   * checked and mounted like any endpoint, but left out of the derived client (read it with
   * the live client, e.g. `useLiveEvent`).
   */
  eventStream?: boolean;
  /** One line for the reference. */
  summary?: string;
}

/** Everything a plugin lets others know. */
export interface PluginContract {
  /** The plugin id (`orders`, `csv-templates`). */
  id: string;
  /**
   * Subjects this plugin uses: standard ones (with the options whose actions this plugin
   * owns) and its own. The assembled admin and server merge them by id.
   */
  subjects?: Readonly<Record<string, AccessSubject>>;
  resources?: Readonly<Record<string, ResourceContract>>;
  endpoints?: Readonly<Record<string, EndpointContract>>;
  /** Services the server part provides. */
  services?: Readonly<Record<string, ServiceRef<unknown>>>;
  /** Events the server part publishes. */
  events?: Readonly<Record<string, EventRef<unknown>>>;
  /** Slots the admin screens render. */
  slots?: Readonly<Record<string, SlotRef<unknown>>>;
  /** Live events the server part publishes on `GET /api/v1/live` (`createLiveEventRef`). */
  live?: Readonly<Record<string, LiveEventRef<unknown>>>;
  /** Background jobs the server part runs (each implemented once with `implementJob`). */
  jobs?: Readonly<Record<string, JobRef<any, any>>>; // eslint-disable-line @typescript-eslint/no-explicit-any -- jobs of any input and result
}

const PATH = /^\/[a-z0-9][a-z0-9-]*(\/(:[A-Za-z_][A-Za-z0-9_]*|[a-z0-9][a-z0-9._-]*))*$/;

/**
 * Declares a resource of a contract. Returns it unchanged, typed.
 *
 * @example
 * templates: defineResource({ path: '/csv', subject: SUBJECTS.csv, item: templateSchema, create: templateInput })
 */
export function defineResource<const T extends ResourceContract>(
  resource: T,
): T & { readonly kind: 'resource' } {
  return { ...resource, kind: 'resource' };
}

/**
 * Declares a domain endpoint of a contract. Returns it unchanged, typed.
 *
 * @example
 * refund: defineEndpoint({ method: 'POST', path: '/orders/:id/refund', subject: ordersSubject, action: 'refund', body: refundBody, response: orderSchema })
 */
export function defineEndpoint<const T extends EndpointContract>(
  endpoint: T,
): T & { readonly kind: 'endpoint' } {
  return { ...endpoint, kind: 'endpoint' };
}

/**
 * Declares a plugin's contract. Checks at once what would otherwise fail later: paths,
 * names a client would confuse (a resource and an endpoint of the same name), and a subject
 * on every door.
 *
 * @example
 * export const csvTemplatesContract = defineContract({
 *   id: 'csv-templates',
 *   subjects: { csv: SUBJECTS.csv },
 *   resources: { templates: defineResource({ path: '/csv', subject: SUBJECTS.csv, item, create }) },
 * });
 */
export function defineContract<const T extends PluginContract>(contract: T): T {
  const names = new Set<string>();
  for (const [name, resource] of Object.entries(contract.resources ?? {})) {
    if (!PATH.test(resource.path) || resource.path.includes(':'))
      throw new Error(
        `Contract "${contract.id}": resource "${name}" has an invalid path "${resource.path}".`,
      );
    if (!resource.subject?.id)
      throw new Error(`Contract "${contract.id}": resource "${name}" has no subject.`);
    names.add(name);
  }
  for (const [name, endpoint] of Object.entries(contract.endpoints ?? {})) {
    if (names.has(name))
      throw new Error(`Contract "${contract.id}": "${name}" names both a resource and an endpoint.`);
    if (!PATH.test(endpoint.path))
      throw new Error(
        `Contract "${contract.id}": endpoint "${name}" has an invalid path "${endpoint.path}".`,
      );
    if (!endpoint.subject?.id)
      throw new Error(`Contract "${contract.id}": endpoint "${name}" has no subject.`);
  }
  return contract;
}

/** The `:params` of a path as a type: `'/orders/:id/refund'` → `'id'`. */
export type PathParamNames<TPath extends string> = TPath extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParamNames<`/${Rest}`>
  : TPath extends `${string}:${infer Param}`
    ? Param
    : never;

/** The `:params` of a path. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!);
}

/** Operators a filter field accepts by default. */
export function operatorsForType(type: FilterFieldType | undefined): readonly FilterOperator[] {
  switch (type) {
    case 'number':
    case 'money':
    case 'date':
      return ['=', '!=', '>', '<', '>=', '<='];
    case 'boolean':
    case 'select':
      return ['=', '!='];
    default:
      return ['contains', 'notcontains', '=', '!='];
  }
}

/** The default action of an endpoint: `read` for GET, `update` otherwise. */
export function endpointAction(endpoint: EndpointContract): AccessAction {
  return endpoint.action ?? (endpoint.method === 'GET' ? 'read' : 'update');
}
