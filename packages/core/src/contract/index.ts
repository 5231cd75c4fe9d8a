/**
 * @storeroom/core/contract: what a plugin declares once (subjects, resources, endpoints,
 * service/event/slot refs) and the typed client derived from it. No React, no server code:
 * plugins' `./contract` entries, private apps and the server all build on it.
 */
export {
  defineContract,
  defineEndpoint,
  defineResource,
  endpointAction,
  operatorsForType,
  pathParamNames,
} from './define';
export type {
  BulkActionContract,
  EndpointContract,
  FilterFieldContract,
  FilterFieldType,
  PathParamNames,
  PluginContract,
  ResourceContract,
  ResourceOperationsContract,
} from './define';
export { clientFor, createClient, fillPath } from './client';
export type {
  ContractClient,
  CreateOf,
  EndpointCall,
  EndpointInput,
  EndpointOutput,
  ItemOf,
  ResourceClientOf,
  UpdateOf,
} from './client';
export { createEventRef, createJobRef, createServiceRef, createSlotRef } from './refs';
export type { EventRef, JobRef, ServiceRef, SlotRef } from './refs';
export { JOB_LIVE_EVENT, LIVE_PATH, createLiveEventRef } from '../live/model';
export type { LiveEventPayload, LiveEventRef } from '../live/model';
export { mergeSubjects, withOptions } from '../access/access';
export * from './core-contract';
