import { useAtomValue } from 'jotai/react';
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { ACCESS_LEVEL, hasOption, levelOf } from '../access';
import type { AccessSubject, Principal } from '../access';
import type { Account, StoreContext } from '../client/account';
import { createFormatter } from '../format/format';
import type { Formatter } from '../format/format';
import { principalOf } from '../session/session';
import type { Session, SessionState } from '../session/session';
import type { AdminModel } from './assemble';

export interface AdminContextValue {
  model: AdminModel;
  session: Session;
}

const AdminContext = createContext<AdminContextValue | null>(null);

export function AdminContextProvider({
  value,
  children,
}: {
  value: AdminContextValue;
  children?: ReactNode;
}) {
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>;
}

/** The assembled admin and its session. */
export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('This component must be rendered inside createAdmin (or <AdminTestProvider>).');
  return value;
}

/** The session state (status and account); re-renders when it changes. */
export function useSessionState(): SessionState {
  const { session } = useAdmin();
  return useAtomValue(session.stateAtom, { store: session.store });
}

/** The signed-in account, or null. */
export function useAccount(): Account | null {
  return useSessionState().account;
}

/** The current store's settings (time zone default UTC, currency, weight unit). */
export function useStoreContext(): StoreContext | null {
  return useAccount()?.store ?? null;
}

/** Formatting bound to the store's time zone, currency and locale (spec 2 §9). */
export function useFormat(): Formatter {
  const store = useStoreContext();
  return useMemo(
    () => createFormatter({ timezone: store?.timezone, currency: store?.currency, locale: store?.locale }),
    [store?.timezone, store?.currency, store?.locale],
  );
}

/** Who is signed in, for the access model (null when nobody is). */
export function usePrincipal(): Principal | null {
  const account = useAccount();
  return useMemo(() => principalOf(account), [account]);
}

// The assembled subject (every plugin's options merged), whichever copy the caller holds.
function useSubject(subject: AccessSubject | string): AccessSubject {
  const { model } = useAdmin();
  const id = typeof subject === 'string' ? subject : subject.id;
  return model.subjects.get(id) ?? (typeof subject === 'string' ? { id, label: id } : subject);
}

/**
 * The subjects employees and private apps can get rules for: core's standard ones and every
 * registered plugin's own, each with the options every plugin's contract declares on it
 * (owner-only subjects left out). Access editors list these.
 */
export function useSubjects(): readonly AccessSubject[] {
  const { model } = useAdmin();
  return useMemo(() => [...model.subjects.values()].filter((s) => !s.ownerOnly), [model]);
}

/** Whether a principal may open something guarded by `subject` (limited or full access). */
export function hasAccess(
  principal: Principal | null,
  subject: AccessSubject | null,
  ownerOnly = false,
  option?: string,
): boolean {
  if (!principal) return false;
  if (principal.kind === 'owner') return true;
  if (ownerOnly || subject?.ownerOnly) return false;
  if (!subject) return true;
  if (levelOf(principal, subject) < ACCESS_LEVEL.limited) return false;
  return option ? hasOption(principal, subject, option) : true;
}

/**
 * Whether the signed-in user has (at least limited) access to a subject and, when given, one
 * of its options (e.g. orders' `allow_refunds`). Re-renders when the access list changes.
 *
 * @example
 * const canRefund = usePermission(SUBJECTS.orders, 'allow_refunds');
 */
export function usePermission(subject: AccessSubject | string, option?: string): boolean {
  const principal = usePrincipal();
  const resolved = useSubject(subject);
  return hasAccess(principal, resolved, false, option);
}

export interface CanProps {
  subject: AccessSubject | string;
  /** A limited rule's option the children need (e.g. `allow_export`). */
  option?: string;
  /** Rendered without access (default nothing). */
  fallback?: ReactNode;
  children?: ReactNode;
}

/**
 * Renders its children only with access.
 *
 * @example
 * <Can subject={SUBJECTS.orders} option="allow_export"><ExportButton /></Can>
 */
export function Can({ subject, option, fallback = null, children }: CanProps) {
  return usePermission(subject, option) ? <>{children}</> : <>{fallback}</>;
}
