import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button, EmptyState, Spinner } from '@storeroom/ui';
import { errorMessages } from '../notifications/errors';

export interface QueryStateProps<TData> {
  /** A TanStack query (a data hook's result). */
  query: UseQueryResult<TData, Error>;
  /** The spinner's name for screen readers while it loads ("Loading checkout settings"). */
  loading: string;
  /** The title when the load failed; the error's messages are its description. */
  failed: string;
  /** Offers "Try again" after a failed load. */
  retry?: boolean;
  /** What the loaded data shows. */
  children(data: TData): ReactNode;
}

/**
 * One query's three states on a screen: a spinner while it loads, the failure with its
 * messages (and "Try again" with `retry`), then the data. For settings pages and panels that
 * load one thing; an editor of a resource item uses `ResourcePage`.
 *
 * @example
 * <QueryState query={useCheckoutSettings()} loading="Loading checkout settings"
 *   failed="Could not load the checkout settings">
 *   {(settings) => <CheckoutForm settings={settings} />}
 * </QueryState>
 */
export function QueryState<TData>({
  query,
  loading,
  failed,
  retry = false,
  children,
}: QueryStateProps<TData>) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={loading}>
        <Spinner />
      </div>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        tone="error"
        title={failed}
        description={errorMessages(query.error).join(' ')}
        action={retry ? <Button onClick={() => void query.refetch()}>Try again</Button> : undefined}
      />
    );
  }
  return <>{children(query.data)}</>;
}
