import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { forwardRef, useId } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { FieldError } from '../field/field';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends ComponentPropsWithoutRef<typeof RadixRadioGroup.Root> {
  options: RadioOption[];
  /** Group label (rendered as the group's accessible name). */
  label?: ReactNode;
  error?: ReactNode;
}

/** One choice among a few visible options (`value`/`defaultValue`/`onValueChange`); arrows move. */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  { options, label, error, className, orientation = 'vertical', ...rest },
  ref,
) {
  const base = `sr-radio-${useId()}`;
  return (
    <div className={cx('sr-radio-group', className)} data-invalid={error ? '' : undefined}>
      {label ? (
        <div className="sr-field__label" id={`${base}-label`}>
          {label}
        </div>
      ) : null}
      <RadixRadioGroup.Root
        ref={ref}
        className="sr-radio-group__items"
        orientation={orientation}
        data-orientation={orientation}
        aria-labelledby={label ? `${base}-label` : undefined}
        aria-describedby={error ? `${base}-error` : undefined}
        {...rest}
      >
        {options.map((option) => {
          const id = `${base}-${option.value}`;
          return (
            <div key={option.value} className="sr-check-row" data-disabled={option.disabled ? '' : undefined}>
              <RadixRadioGroup.Item
                id={id}
                value={option.value}
                disabled={option.disabled}
                className="sr-radio"
              >
                <RadixRadioGroup.Indicator className="sr-radio__indicator" />
              </RadixRadioGroup.Item>
              <div>
                <label className="sr-check-row__label" htmlFor={id}>
                  {option.label}
                </label>
                {option.description ? (
                  <div className="sr-check-row__description">{option.description}</div>
                ) : null}
              </div>
            </div>
          );
        })}
      </RadixRadioGroup.Root>
      <FieldError id={`${base}-error`}>{error}</FieldError>
    </div>
  );
});
