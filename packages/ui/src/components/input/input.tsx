import { forwardRef } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useFieldControl } from '../field/field';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  /** Content shown inside the box before the text (an icon, a currency symbol). */
  prefix?: ReactNode;
  /** Content shown inside the box after the text. */
  suffix?: ReactNode;
  /** Marks the input invalid (also set by an enclosing Field with an error). */
  invalid?: boolean;
}

/** A single-line text input. Inside a `Field` it is labelled and described automatically. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { prefix, suffix, invalid, className, type = 'text', ...rest },
  ref,
) {
  const props = useFieldControl({ ...rest, 'aria-invalid': invalid || rest['aria-invalid'] || undefined });
  const input = (
    <input
      ref={ref}
      type={type}
      className={cx('sr-input', !prefix && !suffix && className)}
      data-invalid={props['aria-invalid'] ? '' : undefined}
      {...props}
    />
  );
  if (!prefix && !suffix) return input;
  return (
    <span
      className={cx('sr-input-group', className)}
      data-invalid={props['aria-invalid'] ? '' : undefined}
      data-disabled={props.disabled ? '' : undefined}
    >
      {prefix ? <span className="sr-input-group__affix">{prefix}</span> : null}
      {input}
      {suffix ? <span className="sr-input-group__affix">{suffix}</span> : null}
    </span>
  );
});
