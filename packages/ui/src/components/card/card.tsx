import { forwardRef, useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card; names the section (a region landmark) for screen readers. */
  title?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** A line under the title (what the section is for). */
  description?: ReactNode;
  /** Controls at the right of the header (a menu, a link, buttons). */
  actions?: ReactNode;
  footer?: ReactNode;
  /** Removes the inner padding (for grids and lists that run edge to edge). */
  flush?: boolean;
  /**
   * `outlined` (default): a bordered surface. `plain`: no border, background or padding, for a
   * titled section of a page that should not look boxed.
   */
  variant?: 'outlined' | 'plain';
}

/**
 * A titled section of a screen: dashboard widget, order panel section, editor section. With
 * a title it is a region named by it (unless `aria-label` or `aria-labelledby` is given).
 * `variant` and `flush` are exposed as `data-variant` and `data-flush`.
 *
 * @example
 * <Card title="Shipping" description="Where the order goes." actions={<Button>Edit</Button>}>
 *   ...
 * </Card>
 */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  {
    title,
    headingLevel = 2,
    description,
    actions,
    footer,
    flush = false,
    variant = 'outlined',
    className,
    children,
    ...rest
  },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const named = rest['aria-label'] !== undefined || rest['aria-labelledby'] !== undefined;
  return (
    <section
      ref={ref}
      className={cx('sr-card', className)}
      data-variant={variant}
      data-flush={flush ? '' : undefined}
      aria-labelledby={title && !named ? titleId : undefined}
      {...rest}
    >
      {title || actions || description ? (
        <header className="sr-card__header">
          <div className="sr-card__heading">
            {title ? (
              <Heading className="sr-card__title" id={titleId}>
                {title}
              </Heading>
            ) : null}
            {description ? <p className="sr-card__description">{description}</p> : null}
          </div>
          {actions ? <div className="sr-card__actions">{actions}</div> : null}
        </header>
      ) : null}
      <div className="sr-card__body">{children}</div>
      {footer ? <footer className="sr-card__footer">{footer}</footer> : null}
    </section>
  );
});
