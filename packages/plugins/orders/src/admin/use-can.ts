import { useCan } from '@storeroom/core';
import type { AccessAction } from '@storeroom/core/access';
import { ORDERS_SUBJECT } from '../contract/model';

/**
 * Whether the signed-in user may run an orders action (`ORDERS_ACTIONS`): the check the server
 * makes on the same subject, so the admin hides exactly what the server would refuse
 * (spec 2 §6, spec 3 §6).
 */
export function useCanOrders(action: AccessAction): boolean {
  return useCan(ORDERS_SUBJECT, action);
}
