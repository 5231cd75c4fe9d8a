import { Switch as RadixSwitch } from 'radix-ui';
import { forwardRef, useId } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { CheckRow } from '../checkbox/check-row';

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
  const generated = useId();
  const switchId = id ?? `sr-switch-${generated}`;
  const descriptionId = description ? `${switchId}-description` : undefined;
  const control = (
    <RadixSwitch.Root
      ref={ref}
      id={switchId}
      className={cx('sr-switch', !label && className)}
      aria-describedby={descriptionId}
      {...rest}
    >
      <RadixSwitch.Thumb className="sr-switch__thumb" />
    </RadixSwitch.Root>
  );
  if (!label) return control;
  return (
    <CheckRow
      control={control}
      controlId={switchId}
      label={label}
      description={description}
      descriptionId={descriptionId}
      disabled={rest.disabled}
      className={className}
    />
  );
});
