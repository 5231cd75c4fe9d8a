import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface CheckRowProps {
  /** The control (a checkbox or a switch) the label names. */
  control: ReactNode;
  controlId: string;
  label: ReactNode;
  description?: ReactNode;
  descriptionId?: string;
  disabled?: boolean;
  className?: string;
}

/** The label-and-description row shared by Checkbox and Switch (not exported from the package). */
export function CheckRow({
  control,
  controlId,
  label,
  description,
  descriptionId,
  disabled,
  className,
}: CheckRowProps) {
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
}
