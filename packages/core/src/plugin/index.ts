export { ApiRegistry, apiEntry, createApiFactory, createApiRef } from './api-ref';
export type { ApiContext, ApiEntry, ApiFactory, ApiHolder, ApiRef } from './api-ref';
export { ApiProvider, useApi, useApiHolder, useOptionalApi } from './api-provider';
export type { ApiProviderProps } from './api-provider';
export { MENU_GROUPS, MENU_GROUP_LABELS, definePlugin } from './define-plugin';
export type {
  LazyPage,
  MenuEntry,
  MenuGroup,
  PluginContext,
  PluginManifest,
  PluginRoute,
  SearchContext,
  SearchHit,
  SearchProvider,
  SettingsPage,
  SubjectRef,
} from './define-plugin';
export { CORE_SLOTS, fillSlot, slotId } from './slots';
export type { AnySlot, AnySlotFill, PropsOfSlot, SlotFill, SlotName, SlotProps, SlotRegistry } from './slots';
export { useClient } from './use-client';
export { createEventBus, createEventRef } from './events';
export type { EventBus, EventRef } from './events';
export { eventsApiRef, useEmit, useEvent } from './events-react';
