export { AdminConfigError, assembleAdmin } from './assemble';
export type {
  AdminModel,
  AssembleOptions,
  ResolvedMenuEntry,
  ResolvedRoute,
  ResolvedSearchProvider,
  ResolvedSlotFill,
} from './assemble';
export { AdminProviders, buildRoutes, createAdmin, memoryStorage } from './create-admin';
export type { Admin, CreateAdminOptions } from './create-admin';
export { StartupErrorPage, renderAdmin } from './render-admin';
export {
  useSubjects,
  Can,
  hasAccess,
  useAccount,
  useAdmin,
  useFormat,
  usePermission,
  usePrincipal,
  useSessionState,
  useStoreContext,
} from './admin-context';
export type { AdminContextValue, CanProps } from './admin-context';
export { useCan, useRights } from './use-rights';
export type { Rights } from './use-rights';
export { Slot, SlotErrorBoundary } from './slot';
export type { SlotElementProps } from './slot';
export { useAppInstall, useInstalledApps } from './app-install';
export { findRegisteredRoute, useAvailableRoutes, useRouteAvailable } from './use-route';
