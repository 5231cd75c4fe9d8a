import { Checkbox as RadixCheckbox } from 'radix-ui';
import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Check, Minus } from 'lucide-react';
import { useCheckRow } from './check-row';

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixCheckbox.Root>,
  'checked' | 'defaultChecked' | 'onCheckedChange'
> {
  /** Visible label next to the box (its accessible name); use `aria-label` when absent. */
  label?: ReactNode;
  description?: ReactNode;
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
}

/**
 * A checkbox with an optional label; `checked="indeterminate"` shows a dash (a grid's
 * "some rows selected"). State is on `data-state` (checked, unchecked, indeterminate).
 */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { label, description, className, id, ...rest },
  ref,
) {
  const row = useCheckRow('sr-checkbox', { id, label, description, className, disabled: rest.disabled });
  return row.wrap(
    <RadixCheckbox.Root
      ref={ref}
      id={row.controlId}
      className={row.controlClassName}
      aria-describedby={row.descriptionId}
      {...rest}
    >
      <RadixCheckbox.Indicator className="sr-checkbox__indicator">
        {rest.checked === 'indeterminate' ? (
          <Minus size={12} aria-hidden="true" />
        ) : (
          <Check size={12} aria-hidden="true" />
        )}
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>,
  );
});
