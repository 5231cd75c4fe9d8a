import type { ComponentType } from 'react';
import type { AccessSubject } from '../access';
import type { ApiFactory, ApiHolder } from './api-ref';
import type { SlotRef } from '../contract/refs';
import type { AnySlotFill } from './slots';

/** A subject as an object (preferred: one declaration, every gate) or its id. */
export type SubjectRef = AccessSubject | string;

/**
 * A lazy page loader: `() => import('./routes/orders-list').then((m) => m.OrdersListPage)`.
 * Each loader becomes its own chunk, so a plugin's screens load only when visited.
 * Named exports only (STYLE.md): resolve to the component, or to a module with `Component`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages take no props; any keeps loaders of memo/forwardRef components assignable
export type LazyPage = () => Promise<ComponentType<any> | { Component: ComponentType<any> }>;

/** A page of the admin (ARCHITECTURE.md "A plugin": routes). */
export interface PluginRoute {
  /**
   * Absolute path pattern under `/admin` (React Router syntax): `/admin/orders`,
   * `/admin/orders/order/:id`, `/admin/reports/*`. Public routes may sit elsewhere.
   */
  path: string;
  load: LazyPage;
  /**
   * The access subject the page needs (limited or full access). Omitted: derived from the
   * path by the spec's mapping (spec 2 §6, spec 4 §6); `null`: every signed-in user
   * (the account page).
   */
  subject?: SubjectRef | null;
  /** Only the owner (employees never see it: the Employees page). */
  ownerOnly?: boolean;
  /** No login needed (sign-up, reactivation, password reset). */
  public?: boolean;
  /** Rendered without the shell (print view, email-builder preview). */
  chromeless?: boolean;
  /** Document title while the page is open. */
  title?: string;
}

/** The header menu's groups (spec 4 §2). */
export const MENU_GROUPS = ['manage', 'apps', 'settings'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];
export const MENU_GROUP_LABELS: Record<MenuGroup, string> = {
  manage: 'Manage',
  apps: 'Apps',
  settings: 'Settings',
};

/** An entry of the header menu. Its path must be one of the registered routes. */
export interface MenuEntry {
  group: MenuGroup;
  label: string;
  /** The admin path it opens (may carry a query, e.g. `/admin/apps/installed?id=3`). */
  path: string;
  /** Defaults to the subject of the route it opens. */
  subject?: SubjectRef | null;
  ownerOnly?: boolean;
  /** Lower comes first within the group. */
  order?: number;
}

/** A hit of the global search. */
export interface SearchHit {
  id: string | number;
  title: string;
  description?: string;
  /** Admin path the hit opens, e.g. `/admin/orders/order/12` (spec 4 §2). */
  href: string;
}

/** What a search provider gets. */
export interface SearchContext {
  signal: AbortSignal;
  /** Hits wanted (spec 4 §9: 5 each). */
  limit: number;
  apis: ApiHolder;
}

/** A global-search provider (orders, customers, products, ...). */
export interface SearchProvider {
  id: string;
  /** Heading of its hits, e.g. "Orders". */
  label: string;
  /** Queried only for users with access to it (spec 4 §6). */
  subject?: SubjectRef | null;
  order?: number;
  search(query: string, context: SearchContext): Promise<SearchHit[]>;
}

/** A settings page: a route plus an entry in the Settings menu group. */
export interface SettingsPage {
  path: string;
  label: string;
  load: LazyPage;
  subject?: SubjectRef | null;
  ownerOnly?: boolean;
  order?: number;
}

/** What install hooks get. */
export interface PluginContext {
  apis: ApiHolder;
}

/** Everything a plugin gives the shell (ARCHITECTURE.md "A plugin"). Plain data. */
export interface PluginManifest {
  /** Unique, kebab-case: `orders`, `lead-capture-overlay`. */
  id: string;
  /** Human name (apps catalogue, error messages). */
  name?: string;
  routes?: readonly PluginRoute[];
  menu?: readonly MenuEntry[];
  /** Access subjects this plugin owns (standard subjects are declared by core). */
  subjects?: readonly AccessSubject[];
  apis?: readonly ApiFactory<unknown>[];
  /** Components offered to other screens' slots. */
  slots?: readonly AnySlotFill[];
  /** Slots this plugin's screens declare (render with `<Slot>`), so fills can be checked. */
  declaredSlots?: readonly (SlotRef<unknown> | string)[];
  search?: readonly SearchProvider[];
  settings?: readonly SettingsPage[];
  /** Apps that can be (un)installed (spec 4 §4). */
  onInstall?: (context: PluginContext) => void | Promise<void>;
  onUninstall?: (context: PluginContext) => void | Promise<void>;
  isInstalled?: (context: PluginContext) => boolean | Promise<boolean>;
}

/**
 * Declares a plugin. Returns its manifest unchanged (plain typed data); `createAdmin`
 * validates and assembles it.
 *
 * @example
 * export const ordersPlugin = definePlugin({
 *   id: 'orders',
 *   routes: [{ path: '/admin/orders/*', subject: SUBJECTS.orders, load: () => import('./routes').then((m) => m.OrdersPage) }],
 *   menu: [{ group: 'manage', label: 'Orders', path: '/admin/orders' }],
 *   apis: [createApiFactory(ordersApiRef, ({ get }) => createOrdersClient(get(httpApiRef)))],
 * });
 */
export function definePlugin<const TManifest extends PluginManifest>(manifest: TManifest): TManifest {
  return manifest;
}
