import { forwardRef } from 'react';
import { NumberInput } from '../number-input/number-input';
import type { NumberInputProps } from '../number-input/number-input';
import { currencySymbol } from './money';

export interface MoneyInputProps extends Omit<NumberInputProps, 'prefix' | 'suffix'> {
  /** ISO code; decides the symbol and its side (USD/CAD/default `$`, EUR `€` after, GBP `£`). */
  currency?: string;
}

/** A NumberInput for amounts: 2 decimals, not negative by default, currency symbol in the box. */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { currency, min = 0, ...rest },
  ref,
) {
  const { symbol, position } = currencySymbol(currency);
  return (
    <NumberInput
      ref={ref}
      min={min}
      decimals={2}
      {...rest}
      prefix={position === 'before' ? symbol : undefined}
      suffix={position === 'after' ? symbol : undefined}
    />
  );
});
