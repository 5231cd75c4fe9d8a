import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { cx } from '../../lib/cx';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** An icon; a neutral inbox by default. */
  icon?: ReactNode;
  /** What to do next: a button ("Add product") or several (they sit side by side and wrap). */
  action?: ReactNode;
  /** `error` colours the icon red and announces the text (a failed load). */
  tone?: 'default' | 'error';
  /** `compact` for a card or a panel; `default` fills a page. */
  size?: 'default' | 'compact';
  /**
   * Renders the title as a heading of this level, where the empty state stands in for a
   * section's content (default: a paragraph); 1 where it is the whole page ("not found").
   */
  headingLevel?: 1 | 2 | 3 | 4;
  className?: string;
}

/**
 * What an empty list, a search with no results or a failed load shows instead of content:
 * an icon, a title, a line of explanation and the action that fills it. `tone` and `size` are
 * exposed as `data-tone` and `data-size`.
 *
 * @example
 * <EmptyState
 *   title="No products yet"
 *   description="Add your first product to start selling."
 *   action={<Button variant="primary">Add product</Button>}
 * />
 */
export function EmptyState({
  title,
  description,
  icon,
  action,
  tone = 'default',
  size = 'default',
  headingLevel,
  className,
}: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div
      className={cx('sr-empty-state', className)}
      data-tone={tone}
      data-size={size}
      role={tone === 'error' ? 'alert' : undefined}
    >
      <div className="sr-empty-state__icon" aria-hidden="true">
        {icon ?? <Inbox size={size === 'compact' ? 24 : 32} />}
      </div>
      <Title className="sr-empty-state__title">{title}</Title>
      {description ? <p className="sr-empty-state__description">{description}</p> : null}
      {action ? <div className="sr-empty-state__action">{action}</div> : null}
    </div>
  );
}
