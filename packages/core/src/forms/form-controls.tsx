import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { ComponentProps, ReactNode } from 'react';
import {
  Checkbox,
  DateInput,
  FormErrors,
  Inline,
  MoneyInput,
  NumberInput,
  Select,
  Stack,
  Switch,
} from '@storeroom/ui';
import type {
  CheckboxProps,
  DateInputProps,
  MoneyInputProps,
  NumberInputProps,
  SwitchProps,
} from '@storeroom/ui';

/** Which value of which form a bound control edits. */
export interface FormControlBinding<TValues extends FieldValues, TName extends FieldPath<TValues>> {
  control: Control<TValues>;
  name: TName;
}

type Bound<TProps> = Omit<TProps, 'name' | 'value' | 'defaultValue' | 'onValueChange'>;

/**
 * A MoneyInput bound to a form's value in minor units; clearing it sets 0. Put it in a Field,
 * which gives it its label and error.
 *
 * @example
 * <Field label="Rate" error={errors.rate?.message}>
 *   <FormMoneyInput control={form.control} name="rate" currency={format.currency} />
 * </Field>
 */
export function FormMoneyInput<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  ...props
}: FormControlBinding<TValues, TName> & Bound<MoneyInputProps>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MoneyInput
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value ?? null}
          onValueChange={(value) => field.onChange(value ?? 0)}
        />
      )}
    />
  );
}

/** A NumberInput bound to a form's number; clearing it sets 0. */
export function FormNumberInput<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  ...props
}: FormControlBinding<TValues, TName> & Bound<NumberInputProps>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value ?? null}
          onValueChange={(value) => field.onChange(value ?? 0)}
        />
      )}
    />
  );
}

/**
 * A Select bound to a form's value. `numeric`: the form holds a number (an enumeration's code),
 * shown as its string and chosen back as a number. `nullAs`: the option that stands for no value
 * (a Select's value cannot be empty), chosen back as `null`. `onValueChange` runs after the
 * form's value is set, with the chosen option's value (for fields that follow the choice).
 */
export function FormSelect<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  numeric = false,
  nullAs,
  onValueChange,
  ...props
}: FormControlBinding<TValues, TName> &
  Bound<ComponentProps<typeof Select>> & {
    numeric?: boolean;
    nullAs?: string;
    onValueChange?: (value: string) => void;
  }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          {...props}
          ref={field.ref}
          name={field.name}
          value={nullAs !== undefined && field.value == null ? nullAs : String(field.value ?? '')}
          onValueChange={(value) => {
            field.onChange(value === nullAs ? null : numeric ? Number(value) : value);
            onValueChange?.(value);
          }}
        />
      )}
    />
  );
}

/**
 * A DateInput bound to a form's YYYY-MM-DD text. An emptied date sets `empty` ('' by default;
 * `null` where the contract sends no date as null).
 */
export function FormDateInput<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  empty = '',
  ...props
}: FormControlBinding<TValues, TName> & Bound<DateInputProps> & { empty?: '' | null }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateInput
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onValueChange={(value) => field.onChange(value === '' ? empty : value)}
        />
      )}
    />
  );
}

/** A Checkbox bound to a form's boolean (ticked is `true`, anything else `false`). */
export function FormCheckbox<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  ...props
}: FormControlBinding<TValues, TName> & Omit<CheckboxProps, 'name' | 'checked' | 'onCheckedChange'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          {...props}
          ref={field.ref}
          name={field.name}
          checked={field.value ?? false}
          onCheckedChange={(checked) => field.onChange(checked === true)}
        />
      )}
    />
  );
}

/** A Switch bound to a form's boolean. */
export function FormSwitch<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  ...props
}: FormControlBinding<TValues, TName> & Omit<SwitchProps, 'name' | 'checked' | 'onCheckedChange'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          {...props}
          ref={field.ref}
          name={field.name}
          checked={field.value ?? false}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );
}

/**
 * A fieldset of checkboxes bound to a form's list of chosen values, kept in the options' order.
 * `inline` lays them out in a row; `error` shows under them.
 *
 * @example
 * <FormCheckboxGroup control={form.control} name="currencies" legend="Accepted currencies"
 *   options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
 */
export function FormCheckboxGroup<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TValue extends string = string,
>({
  control,
  name,
  legend,
  options,
  disabled,
  inline = false,
  error,
}: FormControlBinding<TValues, TName> & {
  legend: ReactNode;
  options: readonly { value: TValue; label: ReactNode }[];
  disabled?: boolean;
  inline?: boolean;
  error?: string;
}) {
  const Layout = inline ? Inline : Stack;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const chosen: readonly TValue[] = field.value ?? [];
        return (
          <fieldset>
            <legend>{legend}</legend>
            <Layout gap={inline ? 3 : 1}>
              {options.map((option) => (
                <Checkbox
                  key={option.value}
                  label={option.label}
                  checked={chosen.includes(option.value)}
                  disabled={disabled}
                  onCheckedChange={(checked) =>
                    field.onChange(
                      options
                        .map((o) => o.value)
                        .filter((value) =>
                          value === option.value ? checked === true : chosen.includes(value),
                        ),
                    )
                  }
                />
              ))}
            </Layout>
            {error ? <FormErrors messages={[error]} /> : null}
          </fieldset>
        );
      }}
    />
  );
}
