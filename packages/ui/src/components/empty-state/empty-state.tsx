import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { cx } from '../../lib/cx';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** An icon; a neutral inbox by default. */
  icon?: ReactNode;
  /** A call to action (e.g. "Add product" button). */
  action?: ReactNode;
  /** `error` colours the icon red and announces the text (a failed load). */
  tone?: 'default' | 'error';
  className?: string;
}

/** What an empty list, a search with no results or a failed load shows instead of content. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  tone = 'default',
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cx('sr-empty-state', className)}
      data-tone={tone}
      role={tone === 'error' ? 'alert' : undefined}
    >
      <div className="sr-empty-state__icon" aria-hidden="true">
        {icon ?? <Inbox size={32} />}
      </div>
      <p className="sr-empty-state__title">{title}</p>
      {description ? <p className="sr-empty-state__description">{description}</p> : null}
      {action ? <div className="sr-empty-state__action">{action}</div> : null}
    </div>
  );
}
