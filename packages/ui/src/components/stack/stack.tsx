import { forwardRef } from 'react';
import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import type { LayoutElement, SpaceStep } from '../../lib/layout';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Space between children, a step of the 4 px grid (default 3 = 12 px). */
  gap?: SpaceStep;
  /** Cross-axis alignment of the children (default `stretch`: full width). */
  align?: 'stretch' | 'start' | 'center' | 'end';
  /**
   * Space before the children at the inline start, a step of the 4 px grid: options nested
   * under the choice they refine. Exposed as `data-indent`.
   */
  indent?: SpaceStep;
  /** The element to render (default `div`); lists and fieldsets lose their default chrome. */
  as?: LayoutElement;
}

/**
 * Children one under another with an even gap: the vertical rhythm of forms, panels and pages.
 * `gap` and `align` are exposed as `data-gap` and `data-align`; no inline styles.
 *
 * @example
 * <Stack gap={4}>
 *   <Field label="Name">...</Field>
 *   <Field label="Email">...</Field>
 * </Stack>
 */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { gap = 3, align = 'stretch', indent, as: Element = 'div', className, ...rest },
  ref,
) {
  return (
    <Element
      // One ref type for every element the primitive can render as.
      ref={ref as never}
      className={cx('sr-stack', className)}
      data-gap={gap}
      data-align={align}
      data-indent={indent}
      {...rest}
    />
  );
});
