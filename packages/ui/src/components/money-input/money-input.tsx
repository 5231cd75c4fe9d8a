import { forwardRef, useCallback } from 'react';
import { NumberInput } from '../number-input/number-input';
import type { NumberInputProps } from '../number-input/number-input';
import { currencySymbol, decimalToMinor, minorDigits, minorToDecimal } from './money';

export interface MoneyInputProps extends Omit<
  NumberInputProps,
  'prefix' | 'suffix' | 'decimals' | 'value' | 'defaultValue' | 'onValueChange' | 'min' | 'max' | 'step'
> {
  /** ISO code; decides the symbol and its side (USD/CAD/default `$`, EUR `€` after, GBP `£`) and the digits. */
  currency?: string;
  /** Integer minor units of the currency (`1999` is $19.99), or null when empty. */
  value?: number | null;
  /** Uncontrolled start value, in minor units. */
  defaultValue?: number | null;
  /** Called with the committed amount in integer minor units, or null when emptied. */
  onValueChange?: (minor: number | null) => void;
  /** Lowest amount in minor units (default 0: not negative). */
  min?: number;
  /** Highest amount in minor units. */
  max?: number;
  /** Arrow Up/Down step in minor units (default one whole unit of the currency). */
  step?: number;
}

const toDecimal = (minor: number | null | undefined, digits: number) =>
  minor === null || minor === undefined ? minor : minorToDecimal(minor, digits);

/**
 * An amount input: people type a decimal amount in the currency (its minor digits: 2 for USD,
 * 0 for JPY), the value in and out is integer minor units, as the API holds money. The
 * currency symbol sits in the box.
 */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { currency, min = 0, max, step, value, defaultValue, onValueChange, ...rest },
  ref,
) {
  const { symbol, position } = currencySymbol(currency);
  const digits = minorDigits(currency);
  const change = useCallback(
    (next: number | null) => onValueChange?.(next === null ? null : decimalToMinor(next, digits)),
    [onValueChange, digits],
  );
  return (
    <NumberInput
      ref={ref}
      decimals={digits}
      {...rest}
      min={minorToDecimal(min, digits)}
      max={max === undefined ? undefined : minorToDecimal(max, digits)}
      step={step === undefined ? 1 : minorToDecimal(step, digits)}
      {...(value !== undefined ? { value: toDecimal(value, digits) } : {})}
      defaultValue={toDecimal(defaultValue, digits) ?? null}
      onValueChange={change}
      prefix={position === 'before' ? symbol : undefined}
      suffix={position === 'after' ? symbol : undefined}
    />
  );
});
