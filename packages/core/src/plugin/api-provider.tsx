import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { ApiRegistry } from './api-ref';
import type { ApiEntry, ApiFactory, ApiHolder, ApiRef } from './api-ref';

const ApiContext = createContext<ApiHolder | null>(null);

export interface ApiProviderProps {
  /** A ready registry (createAdmin passes its own). */
  registry?: ApiHolder;
  /** Implementations by ref (fakes in tests and stories): `[[ordersApiRef, fakeOrders]]`. */
  apis?: readonly ApiEntry<unknown>[];
  /** Factories, built on first use. */
  factories?: readonly ApiFactory<unknown>[];
  children?: ReactNode;
}

/**
 * Makes APIs available to `useApi`. Nested providers add to (and override) the outer one,
 * so a story can replace one API and keep the rest.
 *
 * @example
 * <ApiProvider apis={[[ordersApiRef, fakeOrders]]}><OrdersPage /></ApiProvider>
 */
export function ApiProvider({ registry, apis, factories, children }: ApiProviderProps) {
  const parent = useContext(ApiContext);
  const value = useMemo<ApiHolder>(
    () => registry ?? new ApiRegistry(factories ?? [], apis ?? [], parent ?? undefined),
    [registry, apis, factories, parent],
  );
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

/** The registry in scope (for code that needs several APIs or a non-hook call). */
export function useApiHolder(): ApiHolder {
  const holder = useContext(ApiContext);
  if (!holder) throw new Error('useApi must be used inside <ApiProvider> (createAdmin provides one).');
  return holder;
}

/**
 * The implementation registered under `ref`.
 *
 * @example
 * const orders = useApi(ordersApiRef);
 */
export function useApi<T>(ref: ApiRef<T>): T {
  return useApiHolder().get(ref);
}

/** The implementation under `ref`, or undefined when none is registered (no provider needed). */
export function useOptionalApi<T>(ref: ApiRef<T>): T | undefined {
  const holder = useContext(ApiContext);
  return holder?.has(ref) ? holder.get(ref) : undefined;
}
