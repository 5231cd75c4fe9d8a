import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, Spinner } from '@storeroom/ui';
import { ApiError } from '../client/types';
import { errorMessages } from '../notifications/errors';

/** What a resource page needs of a resource: its one-item query (`resourceHooks(...).useItem`). */
export interface ResourcePageSource<TItem> {
  useItem(id: number | string | null | undefined): UseQueryResult<TItem, Error>;
}

export interface ResourcePageProps<TItem> {
  /** `resourceHooks(contract, 'name')` (or anything with its `useItem`). */
  resource: ResourcePageSource<TItem>;
  /** The item's id; `0`, `'0'` or null is a new, unsaved item (spec 2 §2: id 0). */
  id: number | string | null;
  /** What one item is called, lower case ("template", "collection"): loading and error texts. */
  noun: string;
  /** Where the page leads back to (the list). */
  backTo: { href: string; label: string };
  /** The title when the item does not exist (a spec's message; default "<Noun> not found"). */
  notFound?: string;
  /**
   * The failed load's title as a heading of this level: 1 where the frame is the whole page
   * (no `Page` around it with its own title); default a plain title.
   */
  headingLevel?: 1 | 2 | 3 | 4;
  /** The form, given the loaded item (`undefined` for a new one); remounted per id. */
  children(item: TItem | undefined): ReactNode;
}

const isNewId = (id: number | string | null) => id === null || String(id) === '0';
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An edit page's frame (issue 15: one primitive for every editor): loading, not found, a
 * failed load with its messages, then the form, keyed by id so it starts from that item's
 * values. Pair it with `useResourceForm` for saving, server errors and the unsaved guard.
 *
 * @example
 * <ResourcePage resource={templates} id={id} noun="template" backTo={{ href: '/admin/csv', label: 'Back to CSV templates' }}>
 *   {(item) => <TemplateForm item={item} />}
 * </ResourcePage>
 */
export function ResourcePage<TItem>({
  resource,
  id,
  noun,
  backTo,
  notFound,
  headingLevel,
  children,
}: ResourcePageProps<TItem>) {
  const isNew = isNewId(id);
  const query = resource.useItem(isNew ? null : id);
  if (!isNew && query.isPending) {
    return <Spinner label={`Loading ${noun}`} />;
  }
  if (!isNew && query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <EmptyState
        tone="error"
        headingLevel={headingLevel}
        title={missing ? (notFound ?? `${capitalised(noun)} not found`) : `Could not load the ${noun}`}
        description={errorMessages(query.error).join(' ')}
        action={<RouterLink to={backTo.href}>{backTo.label}</RouterLink>}
      />
    );
  }
  return <Fragment key={String(id ?? 0)}>{children(isNew ? undefined : query.data)}</Fragment>;
}
