import { forwardRef } from 'react';
import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import type { LayoutElement, SpaceStep } from '../../lib/layout';

/** Column counts a Grid can have. */
export type GridColumnCount = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Columns per screen width: `base` on phones, `md` from 768 px (the content breakpoint,
 * spec 2 §9), `lg` from 1200 px. A missing step keeps the narrower one's count.
 */
export interface GridResponsiveColumns {
  base?: GridColumnCount;
  md?: GridColumnCount;
  lg?: GridColumnCount;
}

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** A fixed column count, or counts per screen width (default 1). Ignored with `minItemWidth`. */
  columns?: GridColumnCount | GridResponsiveColumns;
  /**
   * As many columns as fit, each at least this wide (`sm` 10rem, `md` 14rem, `lg` 18rem): the
   * grid adapts to its own width, so it also fits a side panel or a dialog.
   */
  minItemWidth?: 'sm' | 'md' | 'lg';
  /** Space between cells, a step of the 4 px grid (default 4 = 16 px). */
  gap?: SpaceStep;
  /** Vertical alignment of the cells in a row (default `stretch`: equal heights). */
  align?: 'stretch' | 'start' | 'center' | 'end';
  /** The element to render (default `div`); lists lose their bullets and indent. */
  as?: LayoutElement;
}

/**
 * A grid of equal columns: form fields side by side, dashboard cards, address blocks.
 * Responsive through CSS (`data-columns`, `data-columns-md`, `data-columns-lg`,
 * `data-min-item-width`), never through inline styles or JavaScript media queries.
 *
 * @example
 * <Grid columns={{ base: 1, md: 2 }}>
 *   <Field label="First name">...</Field>
 *   <Field label="Last name">...</Field>
 * </Grid>
 */
export const Grid = forwardRef<HTMLElement, GridProps>(function Grid(
  { columns = 1, minItemWidth, gap = 4, align = 'stretch', as: Element = 'div', className, ...rest },
  ref,
) {
  const counts: GridResponsiveColumns = typeof columns === 'number' ? { base: columns } : columns;
  const fixed = minItemWidth === undefined;
  return (
    <Element
      // One ref type for every element the primitive can render as.
      ref={ref as never}
      className={cx('sr-grid', className)}
      data-columns={fixed ? (counts.base ?? 1) : undefined}
      data-columns-md={fixed ? counts.md : undefined}
      data-columns-lg={fixed ? counts.lg : undefined}
      data-min-item-width={minItemWidth}
      data-gap={gap}
      data-align={align}
      {...rest}
    />
  );
});
