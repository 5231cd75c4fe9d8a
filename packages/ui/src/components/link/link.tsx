import { forwardRef } from 'react';
import type { AnchorHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Opens in a new tab with `rel="noopener noreferrer"` and says so to screen readers. */
  external?: boolean;
  variant?: 'default' | 'muted';
}

/**
 * A styled anchor. Routers wrap it (the core passes its own navigation through `onClick`),
 * the ui package knows nothing of routes.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { external = false, variant = 'default', className, children, target, rel, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      className={cx('sr-link', className)}
      data-variant={variant}
      target={external ? '_blank' : target}
      rel={external ? 'noopener noreferrer' : rel}
      {...rest}
    >
      {children}
      {external ? ' ' : null}
      {external ? <span className="sr-visually-hidden">(opens in a new tab)</span> : null}
    </a>
  );
});
