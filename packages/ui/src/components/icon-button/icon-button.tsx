import { forwardRef } from 'react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** Required: an icon has no text, so the label is the button's accessible name. */
  label: string;
  icon: ReactNode;
  variant?: 'default' | 'ghost' | 'danger';
  size?: 'sm' | 'md';
}

/** A square button showing only an icon; `label` names it for screen readers and as title. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', size = 'md', type = 'button', className, title, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={title ?? label}
      className={cx('sr-icon-button', className)}
      data-variant={variant}
      data-size={size}
      {...rest}
    >
      <span aria-hidden="true" className="sr-icon-button__icon">
        {icon}
      </span>
    </button>
  );
});
