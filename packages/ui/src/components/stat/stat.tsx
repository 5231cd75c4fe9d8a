import { forwardRef, useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Skeleton } from '../spinner/spinner';

export interface StatProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** What the figure counts; names the region. */
  label: ReactNode;
  /** The figure, formatted; `null` shows a dash (no figure for the period). */
  value: ReactNode;
  /** Shows a placeholder instead of the value and marks the region busy. */
  loading?: boolean;
  /** Heading level of the label (default 3: figures sit inside a titled section). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One headline figure (orders today, sales, conversion), a region named by its label, the
 * value large beneath it. Lay several out with `Grid minItemWidth="sm"`.
 *
 * @example
 * <Grid minItemWidth="sm">
 *   <Stat label="Orders" value="42" />
 *   <Stat label="Sales" value={format.money(1234.5)} />
 * </Grid>
 */
export const Stat = forwardRef<HTMLElement, StatProps>(function Stat(
  { label, value, loading = false, headingLevel = 3, className, ...rest },
  ref,
) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      ref={ref}
      className={cx('sr-stat', className)}
      aria-labelledby={id}
      aria-busy={loading || undefined}
      {...rest}
    >
      <Heading id={id} className="sr-stat__label">
        {label}
      </Heading>
      {loading ? <Skeleton /> : <p className="sr-stat__value">{value ?? '–'}</p>}
    </section>
  );
});
