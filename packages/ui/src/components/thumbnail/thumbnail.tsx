import { forwardRef } from 'react';
import type { ImgHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';

export interface ThumbnailProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'width' | 'height'
> {
  /** The picture; without one a neutral square keeps the rows of a list aligned. */
  src?: string | null;
  /** What the picture shows (its accessible name); required with a `src`. */
  alt: string;
  /** `sm` 32 px, `md` (default) 48 px, `lg` 80 px square. */
  size?: 'sm' | 'md' | 'lg';
}

const PIXELS = { sm: 32, md: 48, lg: 80 } as const;

/**
 * A small square picture of a record (a product in an order, a variant in a list), cropped to
 * fill its square. Without a picture it renders an empty square hidden from screen readers.
 * `size` is exposed as `data-size`.
 *
 * @example
 * <Inline align="start">
 *   <Thumbnail src={item.image} alt={item.title} />
 *   <span>{item.title}</span>
 * </Inline>
 */
export const Thumbnail = forwardRef<HTMLElement, ThumbnailProps>(function Thumbnail(
  { src, alt, size = 'md', className, ...rest },
  ref,
) {
  if (!src)
    return (
      <span
        ref={ref}
        aria-hidden="true"
        className={cx('sr-thumbnail', className)}
        data-size={size}
        data-empty=""
      />
    );
  return (
    <img
      ref={ref as never}
      src={src}
      alt={alt}
      width={PIXELS[size]}
      height={PIXELS[size]}
      className={cx('sr-thumbnail', className)}
      data-size={size}
      {...rest}
    />
  );
});
