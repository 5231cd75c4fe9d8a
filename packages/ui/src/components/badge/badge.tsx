import { forwardRef } from 'react';
import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'primary';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** Adds a leading dot, the status-pill look (Paid, Pending, Refunded, ...). */
  dot?: boolean;
}

/** A small label for counts, tags and statuses; `tone` is exposed as `data-tone`. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', dot = false, className, children, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      className={cx('sr-badge', className)}
      data-tone={tone}
      data-dot={dot ? '' : undefined}
      {...rest}
    >
      {dot ? <span className="sr-badge__dot" aria-hidden="true" /> : null}
      {children}
    </span>
  );
});

export interface StatusPillProps extends Omit<BadgeProps, 'tone' | 'dot'> {
  /** The status value, e.g. `paid`; looked up in `tones`, shown through `labels`. */
  status: string;
  /** Status → tone map; unknown statuses are neutral. */
  tones?: Record<string, BadgeTone>;
  /** Status → display text; defaults to the status with its first letter upper-cased. */
  labels?: Record<string, string>;
}

const defaultTones: Record<string, BadgeTone> = {
  active: 'success',
  approved: 'success',
  paid: 'success',
  published: 'success',
  shipped: 'success',
  pending: 'warning',
  draft: 'neutral',
  hidden: 'neutral',
  failed: 'danger',
  refunded: 'danger',
  cancelled: 'danger',
};

/** A status badge with a dot: maps a status value to a tone and a label. */
export function StatusPill({ status, tones = defaultTones, labels, ...rest }: StatusPillProps) {
  const text =
    labels?.[status] ?? (status ? status[0]!.toUpperCase() + status.slice(1).replace(/_/g, ' ') : '');
  return (
    <Badge tone={tones[status] ?? 'neutral'} dot data-status={status} {...rest}>
      {text}
    </Badge>
  );
}
