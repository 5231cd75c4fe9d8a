/**
 * Assembly and start-up validation of plugin manifests (no React rendering here): routes,
 * menu, subjects, APIs, slots and search are built from the registered plugins alone.
 */
import { matchPath } from 'react-router';
import { ACCOUNT_OWNER_SUBJECT, STANDARD_SUBJECTS, mergeSubjects } from '../access';
import type { AccessSubject } from '../access';
import type { ApiFactory } from '../plugin/api-ref';
import type {
  LazyPage,
  MenuGroup,
  PluginManifest,
  SearchProvider,
  SubjectRef,
} from '../plugin/define-plugin';
import { CORE_SLOTS, slotId } from '../plugin/slots';
import type { AnySlotFill } from '../plugin/slots';
import { manifestShapeIssues } from './manifest-shape';
import { normalisePath } from './paths';

export interface ResolvedRoute {
  pluginId: string;
  path: string;
  /** `null`: every signed-in user (or a public route). */
  subject: AccessSubject | null;
  ownerOnly: boolean;
  public: boolean;
  chromeless: boolean;
  title?: string;
  load: LazyPage;
}

export interface ResolvedMenuEntry {
  pluginId: string;
  group: MenuGroup;
  label: string;
  path: string;
  subject: AccessSubject | null;
  ownerOnly: boolean;
  order: number;
}

export interface ResolvedSlotFill {
  pluginId: string;
  fill: AnySlotFill;
  subject: AccessSubject | null;
}

export interface ResolvedSearchProvider {
  pluginId: string;
  provider: SearchProvider;
  subject: AccessSubject | null;
}

/** Everything the shell needs, assembled from the plugins. */
export interface AdminModel {
  plugins: readonly PluginManifest[];
  routes: readonly ResolvedRoute[];
  menu: readonly ResolvedMenuEntry[];
  subjects: ReadonlyMap<string, AccessSubject>;
  apis: readonly ApiFactory<unknown>[];
  slots: ReadonlyMap<string, readonly ResolvedSlotFill[]>;
  search: readonly ResolvedSearchProvider[];
  warnings: readonly string[];
}

/** Thrown by `createAdmin` when manifests are invalid; every problem names its plugin. */
export class AdminConfigError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`Invalid admin configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'AdminConfigError';
    this.problems = problems;
  }
}

function describePlugin(manifest: unknown, index: number): string {
  const id =
    typeof manifest === 'object' && manifest !== null ? (manifest as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id ? `Plugin "${id}"` : `Plugin #${index + 1} (no id)`;
}

function subjectId(ref: SubjectRef): string {
  return typeof ref === 'string' ? ref : ref.id;
}

/** Options of {@link assembleAdmin}. */
export interface AssembleOptions {
  /** Routes core itself provides (login, fallbacks); plugin routes win where paths collide. */
  builtinRoutes?: readonly ResolvedRoute[];
}

/**
 * Validates the manifests and assembles the admin. Throws {@link AdminConfigError} listing
 * every problem (each naming its plugin); returns non-fatal problems as `warnings`.
 */
export function assembleAdmin(plugins: readonly PluginManifest[], options: AssembleOptions = {}): AdminModel {
  const problems: string[] = [];
  const warnings: string[] = [];

  // 1. Shape of each manifest.
  const valid: PluginManifest[] = [];
  plugins.forEach((plugin, index) => {
    const issues = manifestShapeIssues(plugin);
    if (issues.length > 0) {
      for (const issue of issues)
        problems.push(
          `${describePlugin(plugin, index)}: ${issue.path ? `${issue.path}: ` : ''}${issue.message}`,
        );
      return;
    }
    valid.push(plugin);
  });

  // 2. Unique plugin ids.
  const seenIds = new Set<string>();
  for (const plugin of valid) {
    if (seenIds.has(plugin.id))
      problems.push(`Plugin "${plugin.id}": duplicate plugin id "${plugin.id}" (registered twice).`);
    seenIds.add(plugin.id);
  }

  // 3. Subjects: core's standard ones plus each plugin's own.
  const subjects = new Map<string, AccessSubject>();
  const subjectOwner = new Map<string, string>();
  for (const s of [...STANDARD_SUBJECTS, ACCOUNT_OWNER_SUBJECT]) {
    subjects.set(s.id, s);
    subjectOwner.set(s.id, 'core');
  }
  for (const plugin of valid) {
    for (const s of plugin.subjects ?? []) {
      const owner = subjectOwner.get(s.id);
      if (owner === 'core') {
        // A standard subject re-declared by a plugin's contract: a reference to it, with the
        // options whose actions that plugin owns (orders' allow_refunds on `orders`).
        subjects.set(s.id, mergeSubjects([subjects.get(s.id)!, s])[0]!);
        continue;
      }
      if (owner && owner !== plugin.id) {
        problems.push(`Plugin "${plugin.id}": subject "${s.id}" is already declared by plugin "${owner}".`);
        continue;
      }
      subjects.set(s.id, s);
      subjectOwner.set(s.id, plugin.id);
    }
  }
  const resolveSubject = (pluginId: string, where: string, ref: SubjectRef): AccessSubject | null => {
    const found = subjects.get(subjectId(ref));
    if (!found) {
      problems.push(
        `Plugin "${pluginId}": ${where} uses subject "${subjectId(ref)}", which no plugin declares (add it to a plugin's \`subjects\`).`,
      );
      return null;
    }
    return found;
  };

  // 4. Routes (settings pages are routes too); duplicates across plugins are errors.
  const routes: ResolvedRoute[] = [];
  const routeOwner = new Map<string, string>();
  for (const plugin of valid) {
    const declared = [
      ...(plugin.routes ?? []),
      ...(plugin.settings ?? []).map((s) => ({
        path: s.path,
        load: s.load,
        subject: s.subject,
        ownerOnly: s.ownerOnly,
        title: s.label,
      })),
    ];
    for (const route of declared) {
      const key = normalisePath(route.path);
      const owner = routeOwner.get(key);
      if (owner) {
        problems.push(
          owner === plugin.id
            ? `Plugin "${plugin.id}": duplicate route "${route.path}".`
            : `Plugin "${plugin.id}": duplicate route "${route.path}" (already registered by plugin "${owner}").`,
        );
        continue;
      }
      routeOwner.set(key, plugin.id);
      const isPublic = 'public' in route && route.public === true;
      let subject: AccessSubject | null = null;
      if (!isPublic) {
        if (route.subject === null) subject = null;
        else if (route.subject !== undefined)
          subject = resolveSubject(plugin.id, `route "${route.path}"`, route.subject);
        else
          // A route names its subject (core keeps no table of plugin paths).
          problems.push(
            `Plugin "${plugin.id}": route "${route.path}" needs a \`subject\` (use null for every signed-in user).`,
          );
      }
      routes.push({
        pluginId: plugin.id,
        path: route.path,
        subject,
        ownerOnly: route.ownerOnly === true,
        public: isPublic,
        chromeless: 'chromeless' in route && route.chromeless === true,
        title: route.title,
        load: route.load,
      });
    }
  }
  for (const builtin of options.builtinRoutes ?? []) {
    if (!routeOwner.has(normalisePath(builtin.path))) routes.push(builtin);
  }

  const findRoute = (path: string): ResolvedRoute | undefined => {
    const pathname = normalisePath(path);
    return routes.find((r) => matchPath({ path: r.path, end: true }, pathname) !== null);
  };

  // 5. Menu: every entry opens a registered route.
  const menu: ResolvedMenuEntry[] = [];
  for (const plugin of valid) {
    const entries = [
      ...(plugin.menu ?? []),
      ...(plugin.settings ?? []).map((s) => ({
        group: 'settings' as const,
        label: s.label,
        path: s.path,
        subject: s.subject,
        ownerOnly: s.ownerOnly,
        order: s.order,
      })),
    ];
    for (const entry of entries) {
      const route = findRoute(entry.path);
      if (!route) {
        problems.push(
          `Plugin "${plugin.id}": menu entry "${entry.label}" points to "${entry.path}", which no plugin registers as a route.`,
        );
        continue;
      }
      const subject =
        entry.subject === undefined
          ? route.subject
          : entry.subject === null
            ? null
            : resolveSubject(plugin.id, `menu entry "${entry.label}"`, entry.subject);
      menu.push({
        pluginId: plugin.id,
        group: entry.group,
        label: entry.label,
        path: entry.path,
        subject,
        ownerOnly: entry.ownerOnly === true || route.ownerOnly,
        order: entry.order ?? 0,
      });
    }
  }
  // Stable: by order, then registration order (Array.prototype.sort is stable).
  menu.sort((a, b) => a.order - b.order);

  // 6. APIs: one implementation per ref id.
  const apis: ApiFactory<unknown>[] = [];
  const apiOwner = new Map<string, string>();
  for (const plugin of valid) {
    for (const api of plugin.apis ?? []) {
      const owner = apiOwner.get(api.ref.id);
      if (owner) {
        problems.push(
          `Plugin "${plugin.id}": API "${api.ref.id}" is already registered by plugin "${owner}".`,
        );
        continue;
      }
      apiOwner.set(api.ref.id, plugin.id);
      apis.push(api);
    }
  }

  // 7. Slots: fills of undeclared slots are warnings (the slot may come with a later plugin).
  const declaredSlots = new Set<string>([
    ...CORE_SLOTS,
    ...valid.flatMap((p) => (p.declaredSlots ?? []).map((s) => (typeof s === 'string' ? s : slotId(s)))),
  ]);
  const slotLists = new Map<string, ResolvedSlotFill[]>();
  const orderOf = (fill: AnySlotFill) => fill.order ?? 0;
  for (const plugin of valid) {
    for (const fill of plugin.slots ?? []) {
      if (!declaredSlots.has(fill.slot)) {
        warnings.push(
          `Plugin "${plugin.id}": slot fill "${fill.id}" fills "${fill.slot}", which no screen declares.`,
        );
      }
      const subject = fill.subject ? resolveSubject(plugin.id, `slot fill "${fill.id}"`, fill.subject) : null;
      const list = slotLists.get(fill.slot) ?? [];
      list.push({ pluginId: plugin.id, fill, subject });
      slotLists.set(fill.slot, list);
    }
  }
  for (const list of slotLists.values()) list.sort((a, b) => orderOf(a.fill) - orderOf(b.fill));

  // 8. Search providers.
  const search: ResolvedSearchProvider[] = [];
  for (const plugin of valid) {
    for (const provider of plugin.search ?? []) {
      const subject =
        provider.subject === undefined || provider.subject === null
          ? null
          : resolveSubject(plugin.id, `search provider "${provider.id}"`, provider.subject);
      search.push({ pluginId: plugin.id, provider, subject });
    }
  }
  search.sort((a, b) => (a.provider.order ?? 0) - (b.provider.order ?? 0));

  if (problems.length) throw new AdminConfigError(problems);
  return { plugins: valid, routes, menu, subjects, apis, slots: slotLists, search, warnings };
}
