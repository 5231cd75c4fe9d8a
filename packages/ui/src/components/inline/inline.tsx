import { forwardRef } from 'react';
import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import type { LayoutElement, SpaceStep } from '../../lib/layout';

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** Space between children, a step of the 4 px grid (default 2 = 8 px). */
  gap?: SpaceStep;
  /** Cross-axis alignment (default `center`; `baseline` lines up text of different sizes). */
  align?: 'start' | 'center' | 'end' | 'baseline' | 'stretch';
  /** Main-axis distribution (default `start`; `between` pushes the last child to the end). */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Whether children wrap onto the next line when they do not fit (default true). */
  wrap?: boolean;
  /** The element to render (default `div`); lists and fieldsets lose their default chrome. */
  as?: LayoutElement;
}

/**
 * Children side by side with an even gap, wrapping when narrow: button rows, toolbars, a title
 * with its badges. `gap`, `align`, `justify` and `wrap` are exposed as data attributes.
 *
 * @example
 * <Inline justify="end">
 *   <Button>Cancel</Button>
 *   <Button variant="primary">Save</Button>
 * </Inline>
 */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { gap = 2, align = 'center', justify = 'start', wrap = true, as: Element = 'div', className, ...rest },
  ref,
) {
  return (
    <Element
      // One ref type for every element the primitive can render as.
      ref={ref as never}
      className={cx('sr-inline', className)}
      data-gap={gap}
      data-align={align}
      data-justify={justify}
      data-wrap={wrap ? '' : undefined}
      {...rest}
    />
  );
});
