import { forwardRef } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card; names the section for screen readers. */
  title?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Controls at the right of the header (a menu, a link). */
  actions?: ReactNode;
  footer?: ReactNode;
  /** Removes the inner padding (for grids and lists that run edge to edge). */
  flush?: boolean;
}

/** A bordered surface grouping related content (dashboard widget, order panel section). */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { title, headingLevel = 2, actions, footer, flush = false, className, children, ...rest },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section ref={ref} className={cx('sr-card', className)} data-flush={flush ? '' : undefined} {...rest}>
      {title || actions ? (
        <header className="sr-card__header">
          {title ? <Heading className="sr-card__title">{title}</Heading> : <span />}
          {actions ? <div className="sr-card__actions">{actions}</div> : null}
        </header>
      ) : null}
      <div className="sr-card__body">{children}</div>
      {footer ? <footer className="sr-card__footer">{footer}</footer> : null}
    </section>
  );
});
