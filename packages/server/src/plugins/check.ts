/**
 * The server-side checks of plugins' doors, run before anything starts (createServer) and by
 * `storeroom doctor`: a domain route must not take a resource's own door or another route's,
 * and every door names a subject its plugin declares. Hono matches in registration order, so
 * without these a second `GET /loyalty/:id` would silently win or lose.
 */
import { STANDARD_SUBJECTS } from '@storeroom/core/access';
import type { ActionRoute, ServerPlugin } from '../plugin';
import type { AnyResource } from '../resource/engine';
import { validateResource } from '../resource/engine';
import { withDefaultOperations } from '../resource/resource';

/** One door: a method and a path, and who mounts it (for the message). */
interface Door {
  method: string;
  path: string;
  owner: string;
}

/** A path's shape: `:params` are one wildcard whatever their names (`/x/:id` = `/x/:itemId`). */
function shapeOf(path: string): string {
  return path
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? ':' : segment))
    .join('/');
}

/** The doors the resource engine mounts for a resource (its operations and bulk actions). */
export function resourceDoors(r: AnyResource, owner: string): Door[] {
  const ops = withDefaultOperations(r.operations);
  const base = `/${r.name}`;
  const of = `${owner}resource "${r.name}"`;
  const doors: Door[] = [];
  const add = (method: string, path: string, what: string) =>
    doors.push({ method, path, owner: `${of} (${what})` });
  if (ops.list) {
    add('GET', base, 'list');
    add('POST', `${base}/search`, 'search');
  }
  if (ops.savedViews) {
    add('GET', `${base}/saved-views`, 'saved views');
    add('POST', `${base}/saved-views`, 'saved views');
    add('DELETE', `${base}/saved-views/:id`, 'saved views');
  }
  if (ops.get) add('GET', `${base}/:id`, 'get one item');
  if (ops.create) add('POST', base, 'create');
  if (ops.update) add('PATCH', `${base}/:id`, 'update');
  if (ops.delete) {
    add('DELETE', `${base}/:id`, 'delete');
    add('POST', `${base}/delete`, 'bulk delete');
  }
  for (const name of Object.keys(r.actions ?? {})) add('POST', `${base}/${name}`, `bulk ${name}`);
  return doors;
}

/**
 * Everything that stops the server at start-up, as messages naming the plugin and the door:
 * ids used twice, resources without a subject or declared twice, a contract not implemented
 * exactly (each endpoint, resource and job once, nothing outside it), routes without a
 * subject, and the door problems of `routeProblems`. `storeroom doctor` reports the same list.
 *
 * @example
 * const problems = checkServerPlugins([loyaltyServerPlugin]);
 * // ['Plugin "loyalty": route GET /loyalty/:id takes the door of plugin "loyalty"\'s resource "loyalty" (get one item), ...']
 */
export function checkServerPlugins(
  plugins: readonly ServerPlugin[],
  core: { resources?: readonly AnyResource[]; routes?: readonly ActionRoute<unknown>[] } = {},
): string[] {
  const problems: string[] = [];
  const ids = new Set<string>(['core']);
  const names = new Set((core.resources ?? []).map((r) => r.name));
  for (const plugin of plugins) {
    if (!plugin.id || ids.has(plugin.id)) problems.push(`Plugin id "${plugin.id}" is missing or used twice.`);
    ids.add(plugin.id);
    for (const r of plugin.resources ?? []) {
      try {
        validateResource(r);
      } catch (error) {
        problems.push(`Plugin "${plugin.id}": ${(error as Error).message}`);
        continue;
      }
      if (names.has(r.name)) problems.push(`Resource "${r.name}" is declared twice.`);
      names.add(r.name);
    }
    if (plugin.contract) problems.push(...contractProblems(plugin));
    else if (plugin.jobs?.length)
      problems.push(`Plugin "${plugin.id}" implements jobs but has no contract to declare them.`);
    for (const route of plugin.routes ?? []) {
      if (!route.subject || typeof route.subject.id !== 'string')
        problems.push(
          `Route ${route.method} ${route.path} of plugin "${plugin.id}" has no access subject: every route must declare one.`,
        );
      if (typeof route.path !== 'string' || !route.path.startsWith('/'))
        problems.push(`Route path "${route.path}" of plugin "${plugin.id}" must start with "/".`);
    }
  }
  // (door checks need valid resources: a broken one was reported above)
  if (problems.length > 0) return problems;
  return routeProblems(plugins, core);
}

/**
 * A plugin with a contract implements exactly it: each contract endpoint and resource once,
 * and no route or resource the contract does not declare (so the client, the checks and the
 * OpenAPI document can never disagree with what is mounted).
 */
function contractProblems(plugin: ServerPlugin): string[] {
  const problems: string[] = [];
  const contract = plugin.contract!;
  const where = `Plugin "${plugin.id}"`;
  if (contract.id !== plugin.id) problems.push(`${where} carries the contract of "${contract.id}".`);
  const routes = (plugin.routes ?? []) as ActionRoute<unknown>[];
  for (const [name, endpoint] of Object.entries(contract.endpoints ?? {})) {
    const n = routes.filter((r) => r.endpoint === endpoint).length;
    if (n !== 1)
      problems.push(`${where}: contract endpoint "${name}" is implemented ${n} times (once expected).`);
  }
  const declared = new Set<unknown>(Object.values(contract.endpoints ?? {}));
  for (const route of routes)
    if (!route.endpoint || !declared.has(route.endpoint))
      problems.push(
        `${where}: route ${route.method} ${route.path} is not in its contract (declare it in the contract's endpoints and use implement()).`,
      );
  const jobs = plugin.jobs ?? [];
  for (const [name, ref] of Object.entries(contract.jobs ?? {})) {
    const n = jobs.filter((j) => j.ref.id === ref.id).length;
    if (n !== 1) problems.push(`${where}: contract job "${name}" is implemented ${n} times (once expected).`);
  }
  const declaredJobs = new Set(Object.values(contract.jobs ?? {}).map((ref) => ref.id));
  for (const job of jobs)
    if (!declaredJobs.has(job.ref.id))
      problems.push(`${where}: job "${job.ref.id}" is not in its contract (declare it in contract.jobs).`);
  const resources = plugin.resources ?? [];
  for (const [name, rc] of Object.entries(contract.resources ?? {})) {
    const n = resources.filter((r) => r.contract === rc).length;
    if (n !== 1)
      problems.push(`${where}: contract resource "${name}" is implemented ${n} times (once expected).`);
  }
  const declaredResources = new Set<unknown>(Object.values(contract.resources ?? {}));
  for (const r of resources)
    if (!r.contract || !declaredResources.has(r.contract))
      problems.push(`${where}: resource "${r.name}" is not in its contract (use resource(contract, ...)).`);
  return problems;
}

/**
 * Problems with the plugins' server doors, each naming the plugin and the route: a domain
 * route on a resource's own door, two routes on one door, and a route or resource guarded by
 * a subject that is neither standard nor declared in the plugin's contract. `core` holds the
 * doors mounted before the plugins' (the core's own routes and resources).
 */
export function routeProblems(
  plugins: readonly ServerPlugin[],
  core: { resources?: readonly AnyResource[]; routes?: readonly ActionRoute<unknown>[] } = {},
): string[] {
  const problems: string[] = [];
  const taken = new Map<string, Door>();
  const key = (door: { method: string; path: string }) => `${door.method} ${shapeOf(door.path)}`;
  for (const route of core.routes ?? [])
    taken.set(key(route), { method: route.method, path: route.path, owner: "the core's route" });
  for (const r of core.resources ?? [])
    for (const door of resourceDoors(r, "the core's ")) taken.set(key(door), door);
  for (const plugin of plugins)
    for (const r of plugin.resources ?? [])
      for (const door of resourceDoors(r, `plugin "${plugin.id}"'s `)) taken.set(key(door), door);

  const standard = new Set(STANDARD_SUBJECTS.map((s) => s.id));
  for (const plugin of plugins) {
    const where = `Plugin "${plugin.id}"`;
    const routes = (plugin.routes ?? []) as ActionRoute<unknown>[];
    for (const route of routes) {
      if (typeof route.path !== 'string' || !route.path.startsWith('/')) continue;
      const door = { method: route.method, path: route.path, owner: `plugin "${plugin.id}"'s route` };
      const other = taken.get(key(door));
      if (other)
        problems.push(
          !other.owner.endsWith("'s route") || other.owner.startsWith('the core')
            ? `${where}: route ${route.method} ${route.path} takes the door of ${other.owner}, ${other.method} ${other.path}. Give the route its own path (e.g. ${route.path.replace(/\/+$/, '')}/details) or turn that operation off on the resource (operations: { ... false }).`
            : `${where}: route ${route.method} ${route.path} is declared twice (also ${other.owner} ${other.method} ${other.path}). Keep one.`,
        );
      else taken.set(key(door), door);
    }
    // A subject nobody declares has no label or options: no one could be granted it.
    const declared = new Set(Object.values(plugin.contract?.subjects ?? {}).map((s) => s.id));
    if (!plugin.contract) continue;
    const guarded: { what: string; id: string | undefined }[] = [
      ...routes.map((r) => ({ what: `route ${r.method} ${r.path}`, id: r.subject?.id })),
      ...(plugin.resources ?? []).map((r) => ({ what: `resource "${r.name}"`, id: r.subject?.id })),
    ];
    for (const { what, id } of guarded)
      if (typeof id === 'string' && !standard.has(id) && !declared.has(id))
        problems.push(
          `${where}: ${what} is guarded by subject "${id}", which its contract does not declare. Add it to the contract's subjects (or use a standard subject).`,
        );
  }
  return problems;
}
