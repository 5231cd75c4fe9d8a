/**
 * The typed client DERIVED from a contract: one `ResourceClient` per resource and one
 * function per domain endpoint, on any transport (the admin's session client, a private app's
 * token client, an in-process test server). Nothing here is written per endpoint.
 */
import type { z } from 'zod';
import { createResourceClient } from '../client/resource';
import type { ResourceClient } from '../client/resource';
import type { HttpClient, QueryValue } from '../client/types';
import { pathParamNames } from './define';
import type { EndpointContract, PathParamNames, PluginContract, ResourceContract } from './define';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}`: nothing to add to the input
type Nothing = {};

/** The create body of a resource contract. */
export type CreateOf<TResource extends ResourceContract> = TResource['create'] extends z.ZodType
  ? z.input<TResource['create']>
  : never;

/** The update body of a resource contract (default: any part of the create body). */
export type UpdateOf<TResource extends ResourceContract> = TResource['update'] extends z.ZodType
  ? z.input<TResource['update']>
  : TResource['create'] extends z.ZodType
    ? Partial<z.input<TResource['create']>>
    : never;

/** The client of one resource contract: items, create and update bodies typed from its schemas. */
export type ResourceClientOf<TResource extends ResourceContract> = ResourceClient<
  z.output<TResource['item']>,
  CreateOf<TResource>,
  UpdateOf<TResource>
>;

/** The item type of a resource contract. */
export type ItemOf<TResource extends ResourceContract> = z.output<TResource['item']>;

type ParamsInput<TEndpoint extends EndpointContract> = [PathParamNames<TEndpoint['path']>] extends [never]
  ? Nothing
  : { params: Record<PathParamNames<TEndpoint['path']>, string | number> };

type BodyInput<TEndpoint extends EndpointContract> = TEndpoint['multipart'] extends object
  ? { body: FormData }
  : TEndpoint['body'] extends z.ZodType
    ? { body: z.input<TEndpoint['body']> }
    : Nothing;

type QueryInput<TEndpoint extends EndpointContract> = TEndpoint['query'] extends z.ZodType
  ? Nothing extends z.input<TEndpoint['query']>
    ? { query?: z.input<TEndpoint['query']> }
    : { query: z.input<TEndpoint['query']> }
  : Nothing;

/** What calling an endpoint takes: its path params, body and query, typed from the contract. */
export type EndpointInput<TEndpoint extends EndpointContract> = ParamsInput<TEndpoint> &
  BodyInput<TEndpoint> &
  QueryInput<TEndpoint> & { signal?: AbortSignal };

/** What an endpoint answers: its response schema's output (`unknown` when it declares none). */
export type EndpointOutput<TEndpoint extends EndpointContract> = TEndpoint['response'] extends z.ZodType
  ? z.output<TEndpoint['response']>
  : unknown;

/** One endpoint as a function; the input may be left out when nothing in it is required. */
export type EndpointCall<TEndpoint extends EndpointContract> =
  Nothing extends Omit<EndpointInput<TEndpoint>, 'signal'>
    ? (input?: EndpointInput<TEndpoint>) => Promise<EndpointOutput<TEndpoint>>
    : (input: EndpointInput<TEndpoint>) => Promise<EndpointOutput<TEndpoint>>;

type ResourcesOf<TContract extends PluginContract> =
  TContract['resources'] extends Readonly<Record<string, ResourceContract>>
    ? { readonly [K in keyof TContract['resources']]: ResourceClientOf<TContract['resources'][K]> }
    : Nothing;

type EndpointsOf<TContract extends PluginContract> =
  TContract['endpoints'] extends Readonly<Record<string, EndpointContract>>
    ? {
        readonly [
          K in keyof TContract['endpoints'] as TContract['endpoints'][K] extends { eventStream: true }
            ? never
            : K
        ]: EndpointCall<TContract['endpoints'][K]>;
      }
    : Nothing;

/** The typed client of a contract: `client.<resource>.list()`, `client.<endpoint>({ params, body })`. */
export type ContractClient<TContract extends PluginContract> = ResourcesOf<TContract> &
  EndpointsOf<TContract>;

/** A path with its `:params` filled in (each encoded); a missing param is a programming error. */
export function fillPath(
  path: string,
  params: Readonly<Record<string, string | number>> | undefined,
): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter "${name}" for ${path}.`);
    return encodeURIComponent(String(value));
  });
}

function endpointCall(http: HttpClient, endpoint: EndpointContract) {
  const names = pathParamNames(endpoint.path);
  return (
    input: {
      params?: Record<string, string | number>;
      body?: unknown;
      query?: unknown;
      signal?: AbortSignal;
    } = {},
  ) => {
    const path = names.length > 0 ? fillPath(endpoint.path, input.params) : endpoint.path;
    return http.request(endpoint.method, path, {
      query: input.query as Record<string, QueryValue> | undefined,
      body: input.body,
      signal: input.signal,
    });
  };
}

/**
 * Builds the typed client of a contract on a transport.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const orders = createClient(ordersContract, http);
 * const page = await orders.orders.search({ status: [1] }, { sort: '!order_date' });
 * await orders.refund({ params: { id: 12 }, body: { amount: 500 } });
 */
export function createClient<const TContract extends PluginContract>(
  contract: TContract,
  http: HttpClient,
): ContractClient<TContract> {
  const client: Record<string, unknown> = {};
  for (const [name, resource] of Object.entries(contract.resources ?? {}))
    client[name] = createResourceClient(http, resource.path);
  for (const [name, endpoint] of Object.entries(contract.endpoints ?? {}))
    if (!endpoint.eventStream) client[name] = endpointCall(http, endpoint);
  return client as ContractClient<TContract>;
}

const cache = new WeakMap<HttpClient, WeakMap<PluginContract, unknown>>();

/**
 * The client of a contract on a transport, made once per pair (screens and hooks share it, so
 * query keys and identities stay stable).
 */
export function clientFor<const TContract extends PluginContract>(
  contract: TContract,
  http: HttpClient,
): ContractClient<TContract> {
  let byContract = cache.get(http);
  if (!byContract) cache.set(http, (byContract = new WeakMap()));
  let client = byContract.get(contract) as ContractClient<TContract> | undefined;
  if (!client) byContract.set(contract, (client = createClient(contract, http)));
  return client;
}
