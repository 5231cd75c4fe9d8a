import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessages } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import { EmptyState, Spinner } from '@storeroom/ui';
import { ACCOUNT_MESSAGES } from '../../contract';

export interface QueryContentProps<TData> {
  query: UseQueryResult<TData>;
  /** Names the loading status for screen readers ("Loading cards"). */
  loadingLabel: string;
  /** The title when the server answers 404 (default: the load-failed message). */
  notFoundTitle?: string;
  /** A way on from a failed load (a link back). */
  errorAction?: ReactNode;
  children: (data: TData) => ReactNode;
}

/**
 * What every account section and page shows while its data loads or when loading fails
 * (spec 1 §8: the failure's own message, else the generic one); the content once it is there.
 */
export function QueryContent<TData>({
  query,
  loadingLabel,
  notFoundTitle,
  errorAction,
  children,
}: QueryContentProps<TData>) {
  if (query.isPending)
    return (
      <div role="status" aria-label={loadingLabel}>
        <Spinner />
      </div>
    );
  if (query.isError) {
    const notFound = notFoundTitle && query.error instanceof ApiError && query.error.status === 404;
    return (
      <EmptyState
        tone="error"
        title={notFound ? notFoundTitle : ACCOUNT_MESSAGES.loadFailed}
        description={errorMessages(query.error)[0] ?? ACCOUNT_MESSAGES.generic}
        action={errorAction}
      />
    );
  }
  return <>{children(query.data)}</>;
}
