import { forwardRef } from 'react';
import type { TextareaHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import { useFieldControl } from '../field/field';

export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> {
  invalid?: boolean;
  value?: string | null;
}

/** A multi-line text input. A `null` value renders as an empty string (spec 2 §5). */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { invalid, className, value, ...rest },
  ref,
) {
  const props = useFieldControl({ ...rest, 'aria-invalid': invalid || rest['aria-invalid'] || undefined });
  return (
    <textarea
      ref={ref}
      className={cx('sr-textarea', className)}
      data-invalid={props['aria-invalid'] ? '' : undefined}
      value={value === null ? '' : value}
      {...props}
    />
  );
});
