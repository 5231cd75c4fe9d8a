import type { CSSProperties } from 'react';
import { cx } from '../../lib/cx';

export interface SpinnerProps {
  /** Announced to screen readers (default "Loading"). */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A busy indicator with a polite status announcement, named by its label ("Loading orders"). */
export function Spinner({ label = 'Loading', size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={cx('sr-spinner', className)} data-size={size}>
      <span className="sr-spinner__circle" aria-hidden="true" />
      <span className="sr-visually-hidden">{label}</span>
    </span>
  );
}

export interface SkeletonProps {
  /** CSS width (default 100%). */
  width?: number | string;
  /** CSS height (default one text line). */
  height?: number | string;
  /** Number of stacked lines. */
  lines?: number;
  circle?: boolean;
  className?: string;
}

/** A grey placeholder of the content's shape while it loads; hidden from screen readers. */
export function Skeleton({
  width = '100%',
  height = '1em',
  lines = 1,
  circle = false,
  className,
}: SkeletonProps) {
  const style: CSSProperties = {
    width: typeof width === 'number' ? `${width}px` : width,
    height: typeof height === 'number' ? `${height}px` : height,
  };
  return (
    <span className={cx('sr-skeleton-group', className)} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <span
          key={i}
          className="sr-skeleton"
          data-circle={circle ? '' : undefined}
          // The last of several lines is shorter, as a paragraph's last line is.
          style={lines > 1 && i === lines - 1 ? { ...style, width: '60%' } : style}
        />
      ))}
    </span>
  );
}
