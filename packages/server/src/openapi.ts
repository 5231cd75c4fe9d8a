/**
 * The OpenAPI 3.1 document of a server, DERIVED from its plugins' contracts (and the core's
 * own resources): every resource's standard endpoints and every domain endpoint, with their
 * schemas, the subject and action each checks (`x-storeroom-subject`, `x-storeroom-action`),
 * and the HTTP contract's list and error shapes. Served at `GET /api/v1/openapi.json`.
 */
import { z } from 'zod';
import { endpointAction, operatorsForType, pathParamNames } from '@storeroom/core/contract';
import type { EndpointContract, ResourceContract } from '@storeroom/core/contract';
import type { ActionRoute, ServerPlugin } from './plugin';
import type { AnyResource } from './resource/engine';
import { withDefaultOperations } from './resource/resource';

type Json = Record<string, unknown>;

/** Converts a zod schema; parts JSON Schema cannot say (transforms, dates) become open. */
function schemaOf(schema: z.ZodType | undefined, io: 'input' | 'output'): Json {
  if (!schema) return {};
  try {
    const out = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Json;
    delete out.$schema;
    return out;
  } catch {
    return {};
  }
}

const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Json): Json => ({ content: { 'application/json': { schema } } });

const ERRORS: Record<string, Json> = {
  '401': { description: 'Not signed in, or the token expired.', ...json(ref('Error')) },
  '403': { description: 'Permission denied.', ...json(ref('Error')) },
  '422': { description: 'Invalid input: messages per field.', ...json(ref('ValidationError')) },
};

function openApiPath(path: string): string {
  return `/api/v1${path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')}`;
}

function pathParameters(path: string): Json[] {
  return pathParamNames(path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: name === 'id' ? { type: 'integer', minimum: 1 } : { type: 'string' },
  }));
}

function queryParameters(schema: z.ZodType | undefined): Json[] {
  if (!schema) return [];
  const described = schemaOf(schema, 'input');
  const properties = (described.properties ?? {}) as Record<string, Json>;
  const required = new Set((described.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: s,
  }));
}

const LIST_PARAMETERS: Json[] = [
  { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } },
  { name: 'size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 200 } },
  {
    name: 'sort',
    in: 'query',
    description: 'Comma-separated fields; `!field` sorts descending.',
    schema: { type: 'string' },
  },
  { name: 'expand', in: 'query', description: 'Comma-separated expand names.', schema: { type: 'string' } },
];

interface Operation {
  method: string;
  path: string;
  operation: Json;
}

function access(subject: string, action: string, signedIn?: boolean): Json {
  return signedIn
    ? { 'x-storeroom-subject': subject, 'x-storeroom-signed-in': true }
    : { 'x-storeroom-subject': subject, 'x-storeroom-action': action };
}

function endpointAccess(endpoint: EndpointContract): Json {
  if (endpoint.public)
    return { 'x-storeroom-subject': endpoint.subject.id, 'x-storeroom-public': true, security: [] };
  return {
    ...access(endpoint.subject.id, endpointAction(endpoint), endpoint.signedIn),
    ...(endpoint.accessByInput ? { 'x-storeroom-access-by-input': endpoint.accessByInput } : {}),
  };
}

function endpointOperations(tag: string, name: string, endpoint: EndpointContract): Operation {
  const operation: Json = {
    operationId: `${tag}.${name}`,
    tags: [tag],
    summary: endpoint.summary ?? name,
    parameters: [...pathParameters(endpoint.path), ...queryParameters(endpoint.query)],
    ...endpointAccess(endpoint),
    responses: {
      ...(endpoint.eventStream
        ? {
            '200': {
              description: 'A stream of server-sent events (`event:` the type, `data:` JSON).',
              content: { 'text/event-stream': { schema: { type: 'string' } } },
            },
          }
        : endpoint.response
          ? { '200': { description: 'OK', ...json(schemaOf(endpoint.response, 'output')) } }
          : { '200': { description: 'OK' }, '204': { description: 'Done, nothing to answer.' } }),
      ...(pathParamNames(endpoint.path).length > 0
        ? { '404': { description: 'Not found.', ...json(ref('Error')) } }
        : {}),
      ...ERRORS,
    },
  };
  if (endpoint.multipart)
    operation.requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object' } } },
    };
  else if (endpoint.body)
    operation.requestBody = { required: true, ...json(schemaOf(endpoint.body, 'input')) };
  return { method: endpoint.method.toLowerCase(), path: openApiPath(endpoint.path), operation };
}

/** What the document needs of a resource, from its contract or (core resources) its definition. */
interface ResourceShape {
  path: string;
  subject: string;
  item?: z.ZodType;
  create?: z.ZodType;
  update?: z.ZodType;
  filters: Record<string, { type?: string; operators?: readonly string[]; label?: string }>;
  sort: readonly string[];
  expand: readonly string[];
  bulk: Record<string, string>;
  operations: Required<NonNullable<ResourceContract['operations']>>;
  access: Partial<Record<'create' | 'update' | 'delete', string>>;
}

function shapeOf(def: AnyResource): ResourceShape {
  const c = def.contract;
  const operations = withDefaultOperations(def.operations);
  const bulk: Record<string, string> = {};
  if (operations.delete) bulk.delete = def.access?.delete ?? 'delete';
  for (const [name, action] of Object.entries(def.actions ?? {}))
    bulk[name] = (action as { action: string }).action;
  return {
    path: `/${def.name}`,
    subject: def.subject.id,
    item: c?.item,
    create: operations.create ? def.schema : undefined,
    update: operations.update ? (c?.update ?? def.updateSchema ?? def.schema.partial()) : undefined,
    filters:
      c?.filters ??
      Object.fromEntries([...(def.filterable ?? []), ...Object.keys(def.filters ?? {})].map((f) => [f, {}])),
    sort: c?.sort ?? def.sortable ?? [],
    expand: c?.expand ?? Object.keys(def.expand ?? {}),
    bulk,
    operations,
    access: def.access ?? {},
  };
}

function resourceOperations(tag: string, name: string, r: ResourceShape): Operation[] {
  const base = openApiPath(r.path);
  const item = r.item ? schemaOf(r.item, 'output') : { type: 'object' };
  const list = {
    type: 'object',
    properties: { items: { type: 'array', items: item }, _meta: ref('ListMeta') },
    required: ['items', '_meta'],
  };
  const idParam = pathParameters('/:id');
  const ops: Operation[] = [];
  const op = (
    method: string,
    path: string,
    id: string,
    summary: string,
    action: string,
    extra: Json,
  ): void => {
    ops.push({
      method,
      path,
      operation: {
        operationId: `${tag}.${name}.${id}`,
        tags: [tag],
        summary,
        ...access(r.subject, action),
        ...extra,
      },
    });
  };
  const ok = (schema: Json) => ({ '200': { description: 'OK', ...json(schema) }, ...ERRORS });
  const filterBody: Json = {
    type: 'object',
    description:
      'Each field: a value (equality), a list (any of), or `{ operator, value }` (or a list of them, all must hold).',
    properties: Object.fromEntries(
      Object.entries(r.filters).map(([field, f]) => [
        field,
        {
          description: f.label ?? field,
          'x-storeroom-operators': f.operators ?? operatorsForType(f.type as never),
        },
      ]),
    ),
    additionalProperties: false,
  };
  if (r.operations.list) {
    op('get', base, 'list', `List ${name}`, 'read', { parameters: LIST_PARAMETERS, responses: ok(list) });
    op('post', `${base}/search`, 'search', `Search ${name}`, 'read', {
      parameters: LIST_PARAMETERS,
      requestBody: { required: true, ...json(filterBody) },
      responses: ok(list),
    });
  }
  if (r.operations.savedViews) {
    op('get', `${base}/saved-views`, 'savedViews.list', 'Saved views of the list', 'read', {
      responses: ok({ type: 'array', items: ref('SavedView') }),
    });
    op('post', `${base}/saved-views`, 'savedViews.create', 'Save a view', 'read', {
      requestBody: { required: true, ...json({ type: 'object', properties: { json: { type: 'string' } } }) },
      responses: { '201': { description: 'Created', ...json(ref('SavedView')) }, ...ERRORS },
    });
    op('delete', `${base}/saved-views/{id}`, 'savedViews.remove', 'Delete a saved view', 'read', {
      parameters: idParam,
      responses: { '204': { description: 'Deleted' }, '404': { description: 'Not found.' }, ...ERRORS },
    });
  }
  if (r.operations.get)
    op('get', `${base}/{id}`, 'get', `One of ${name}`, 'read', {
      parameters: [...idParam, LIST_PARAMETERS[3]!],
      responses: { ...ok(item), '404': { description: 'Not found.', ...json(ref('Error')) } },
    });
  if (r.operations.create && r.create)
    op('post', base, 'create', `Create one of ${name}`, r.access.create ?? 'create', {
      requestBody: { required: true, ...json(schemaOf(r.create, 'input')) },
      responses: { '201': { description: 'Created', ...json(item) }, ...ERRORS },
    });
  if (r.operations.update && r.update)
    op('patch', `${base}/{id}`, 'update', `Change one of ${name}`, r.access.update ?? 'update', {
      parameters: idParam,
      requestBody: { required: true, ...json(schemaOf(r.update, 'input')) },
      responses: { ...ok(item), '404': { description: 'Not found.', ...json(ref('Error')) } },
    });
  if (r.operations.delete)
    op('delete', `${base}/{id}`, 'delete', `Delete one of ${name}`, r.access.delete ?? 'delete', {
      parameters: idParam,
      responses: {
        '204': { description: 'Deleted' },
        '404': { description: 'Not found.', ...json(ref('Error')) },
        ...ERRORS,
      },
    });
  for (const [action, needs] of Object.entries(r.bulk))
    op('post', `${base}/${action}`, `bulk.${action}`, `Bulk ${action}`, needs, {
      requestBody: { required: true, ...json(ref('Ids')) },
      responses: ok({ type: 'object' }),
    });
  return ops;
}

export interface OpenApiOptions {
  title?: string;
  version?: string;
  /** The core server's own domain actions (private-app tokens, ...). */
  coreRoutes?: readonly ActionRoute<unknown>[];
  /** The core contract's endpoints: those not among `coreRoutes` (sign-in, uploads) are documented from it. */
  coreEndpoints?: Readonly<Record<string, EndpointContract>>;
}

function routeEndpoint(route: ActionRoute<unknown>): EndpointContract {
  return (
    route.endpoint ?? {
      method: route.method,
      path: route.path,
      subject: route.subject,
      action: route.action,
      signedIn: route.signedIn,
      body: route.body as z.ZodType | undefined,
      query: route.query,
      multipart: route.multipart,
    }
  );
}

/** Builds the document from the server's plugins and core resources. */
export function buildOpenApiDocument(
  plugins: readonly ServerPlugin[],
  coreResources: readonly AnyResource[],
  options: OpenApiOptions = {},
): Json {
  const operations: Operation[] = [];
  const tags: Json[] = [
    { name: 'core', description: 'The core server: employees, private apps, files, email log.' },
  ];
  coreResources.forEach((def) =>
    operations.push(...resourceOperations('core', def.name.replace(/\//g, '.'), shapeOf(def))),
  );
  for (const route of options.coreRoutes ?? [])
    operations.push(endpointOperations('core', `${route.method} ${route.path}`, routeEndpoint(route)));
  const documented = (method: string, path: string) =>
    operations.some((o) => o.method === method.toLowerCase() && o.path === openApiPath(path));
  for (const [name, endpoint] of Object.entries(options.coreEndpoints ?? {}))
    if (!documented(endpoint.method, endpoint.path))
      operations.push(endpointOperations('core', name, endpoint));
  for (const plugin of plugins) {
    tags.push({ name: plugin.id });
    const named = new Map<AnyResource, string>();
    for (const [name, contract] of Object.entries(plugin.contract?.resources ?? {})) {
      const def = plugin.resources?.find((r) => r.contract === contract);
      if (def) named.set(def, name);
    }
    for (const def of plugin.resources ?? [])
      operations.push(
        ...resourceOperations(plugin.id, named.get(def) ?? def.name.replace(/\//g, '.'), shapeOf(def)),
      );
    const contractEndpoints = new Map(
      Object.entries(plugin.contract?.endpoints ?? {}).map(([n, e]) => [e, n]),
    );
    for (const route of (plugin.routes ?? []) as ActionRoute<unknown>[]) {
      const endpoint = routeEndpoint(route);
      const name =
        (route.endpoint && contractEndpoints.get(route.endpoint)) ?? `${route.method} ${route.path}`;
      operations.push(endpointOperations(plugin.id, name, endpoint));
    }
  }
  const paths: Record<string, Json> = {};
  for (const { method, path, operation } of operations) (paths[path] ??= {})[method] = operation;
  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Storeroom API',
      version: options.version ?? '1',
      description:
        'The store API: resources (list, search, get, create, update, delete, bulk actions, saved views) and domain endpoints of every installed plugin. Send `Authorization: Bearer <token>`.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    tags,
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Error: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
        ValidationError: {
          type: 'object',
          properties: {
            errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          },
          required: ['errors'],
        },
        ListMeta: {
          type: 'object',
          properties: {
            currentPage: { type: 'integer' },
            pageCount: { type: 'integer' },
            perPage: { type: 'integer' },
            totalCount: { type: 'integer' },
          },
          required: ['currentPage', 'pageCount', 'perPage', 'totalCount'],
        },
        SavedView: {
          type: 'object',
          properties: { id: { type: 'integer' }, json: { type: 'string' } },
          required: ['id', 'json'],
        },
        Ids: {
          type: 'object',
          properties: {
            ids: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: 1000 },
          },
          required: ['ids'],
        },
      },
    },
  };
}
