import { Select as RadixSelect } from 'radix-ui';
import { forwardRef } from 'react';
import type { ReactNode } from 'react';
import { Check, ChevronDown } from 'lucide-react';
import { cx } from '../../lib/cx';
import { useFieldControl } from '../field/field';
import type { ControlProps } from '../field/field';

export interface SelectOption {
  /** Non-empty string (an empty value means "nothing selected"). */
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps extends ControlProps {
  options: SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
}

/**
 * A single choice from a list (listbox popup). Keyboard: Space/Enter/arrows open it, typing
 * jumps to an option. Inside a `Field` it is labelled by the field's label.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    options,
    value,
    defaultValue,
    onValueChange,
    placeholder = 'Select…',
    name,
    className,
    invalid,
    'aria-label': ariaLabel,
    ...rest
  },
  ref,
) {
  const control = useFieldControl({ ...rest, 'aria-invalid': invalid || undefined });
  return (
    <RadixSelect.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      disabled={control.disabled}
      required={control.required}
      name={name}
    >
      <RadixSelect.Trigger
        ref={ref}
        id={control.id}
        className={cx('sr-select', className)}
        aria-label={ariaLabel}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid']}
        data-invalid={control['aria-invalid'] ? '' : undefined}
      >
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon className="sr-select__icon">
          <ChevronDown size={16} aria-hidden="true" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content className="sr-select__content" position="popper" sideOffset={4}>
          <RadixSelect.Viewport className="sr-select__viewport">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className="sr-select__item"
              >
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className="sr-select__indicator">
                  <Check size={14} aria-hidden="true" />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
});
