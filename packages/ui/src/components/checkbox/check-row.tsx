import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface CheckRowOptions {
  /** The control's id (default: a generated one with `prefix`). */
  id?: string;
  /** Visible label (the control's accessible name); without one the control stands alone. */
  label?: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  /** The row's class with a label, the control's without. */
  className?: string;
}

/**
 * The label-and-description row shared by Checkbox and Switch (not exported from the
 * package): the control's ids and class, and `wrap(control)`, which puts the control in its
 * labelled row (or answers it alone when there is no label).
 */
export function useCheckRow(
  prefix: string,
  { id, label, description, disabled, className }: CheckRowOptions,
) {
  const generated = useId();
  const controlId = id ?? `${prefix}-${generated}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  return {
    controlId,
    descriptionId,
    controlClassName: cx(prefix, !label && className),
    wrap(control: ReactNode) {
      if (!label) return control;
      return (
        <div className={cx('sr-check-row', className)} data-disabled={disabled ? '' : undefined}>
          {control}
          <div>
            <label className="sr-check-row__label" htmlFor={controlId}>
              {label}
            </label>
            {description ? (
              <div className="sr-check-row__description" id={descriptionId}>
                {description}
              </div>
            ) : null}
          </div>
        </div>
      );
    },
  };
}
