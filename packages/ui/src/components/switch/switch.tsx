import { Switch as RadixSwitch } from 'radix-ui';
import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useCheckRow } from '../checkbox/check-row';

export interface SwitchProps extends ComponentPropsWithoutRef<typeof RadixSwitch.Root> {
  /** Visible label (its accessible name); use `aria-label` when absent. */
  label?: ReactNode;
  description?: ReactNode;
}

/**
 * An on/off switch (`checked`/`defaultChecked`/`onCheckedChange`). A caller whose save fails
 * passes the old `checked` back, so the switch reverts (spec 4 §4).
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, description, className, id, ...rest },
  ref,
) {
  const row = useCheckRow('sr-switch', { id, label, description, className, disabled: rest.disabled });
  return row.wrap(
    <RadixSwitch.Root
      ref={ref}
      id={row.controlId}
      className={row.controlClassName}
      aria-describedby={row.descriptionId}
      {...rest}
    >
      <RadixSwitch.Thumb className="sr-switch__thumb" />
    </RadixSwitch.Root>,
  );
});
