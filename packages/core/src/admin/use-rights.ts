import { can } from '../access';
import type { AccessAction, AccessSubject } from '../access';
import { usePrincipal } from './admin-context';

/** What the signed-in user may do with one subject's records. */
export interface Rights {
  canRead: boolean;
  canCreate: boolean;
  /** The `update` action. */
  canEdit: boolean;
  canDelete: boolean;
}

/**
 * Whether the signed-in user may run one action on a subject's records (`can`; nobody signed in
 * may do nothing), for a button or a read-only state. The server enforces the same rule.
 * Re-renders when the access list changes.
 *
 * @example
 * const canExport = useCan(CUSTOMERS_SUBJECT, 'export');
 * const canSave = useCan(TRANSFERS_SUBJECT, isNew ? 'create' : 'update');
 */
export function useCan(subject: AccessSubject, action: AccessAction = 'read'): boolean {
  const principal = usePrincipal();
  return principal !== null && can(principal, subject, action);
}

/**
 * The signed-in user's rights on one subject (`can` of each action; nobody signed in may do
 * nothing), for the buttons and read-only states of a screen. The server enforces the same
 * rules. Re-renders when the access list changes.
 *
 * @example
 * const { canCreate, canEdit, canDelete } = useRights(SHIPPING_SUBJECT);
 */
export function useRights(subject: AccessSubject): Rights {
  const principal = usePrincipal();
  const may = (action: AccessAction) => principal !== null && can(principal, subject, action);
  return { canRead: may('read'), canCreate: may('create'), canEdit: may('update'), canDelete: may('delete') };
}
