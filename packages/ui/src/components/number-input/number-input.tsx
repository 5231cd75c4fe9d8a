import { forwardRef, useState } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useControllableState } from '../../lib/use-controllable';
import { Input } from '../input/input';
import { clampNumber, formatNumber, parseNumberText, roundTo, sanitizeNumberText } from './number-format';

export interface NumberInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'prefix' | 'min' | 'max' | 'step'
> {
  value?: number | null;
  defaultValue?: number | null;
  /** Called with the committed number (clamped and rounded), or null when emptied. */
  onValueChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  /** Digits after the decimal point (default 2; 0 for integers). */
  decimals?: number;
  /** Arrow Up/Down step (default 1). */
  step?: number;
  prefix?: ReactNode;
  suffix?: ReactNode;
  invalid?: boolean;
}

/**
 * A numeric text input following spec 2 §5: only digits, an optional sign (when `min` allows
 * negatives), a decimal point and `decimals` places (2 by default) can be typed; on blur,
 * Enter or arrow keys the value is clamped to `min`/`max` and shown with fixed decimals.
 */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  {
    value,
    defaultValue = null,
    onValueChange,
    min,
    max,
    decimals = 2,
    step = 1,
    onBlur,
    onKeyDown,
    onFocus,
    ...rest
  },
  ref,
) {
  const [committed, commitValue] = useControllableState<number | null>({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  const [draft, setDraft] = useState<string | null>(null);
  const allowNegative = min === undefined || min < 0;
  const text = draft ?? formatNumber(committed, decimals);

  const commit = (next: number | null) => {
    const final = next === null ? null : roundTo(clampNumber(next, min, max), decimals);
    setDraft(null);
    if (final !== committed) commitValue(final);
  };

  return (
    <Input
      ref={ref}
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      role="spinbutton"
      aria-valuenow={committed ?? undefined}
      aria-valuemin={min}
      aria-valuemax={max}
      {...rest}
      value={text}
      onFocus={(event) => {
        setDraft(formatNumber(committed, decimals));
        onFocus?.(event);
      }}
      onChange={(event) => setDraft(sanitizeNumberText(event.target.value, { decimals, allowNegative }))}
      onBlur={(event) => {
        if (draft !== null) commit(parseNumberText(draft));
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && draft !== null) {
          commit(parseNumberText(draft));
        } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
          event.preventDefault();
          const base = (draft !== null ? parseNumberText(draft) : committed) ?? 0;
          const next = roundTo(
            clampNumber(base + (event.key === 'ArrowUp' ? step : -step), min, max),
            decimals,
          );
          commitValue(next);
          setDraft(formatNumber(next, decimals));
        }
        onKeyDown?.(event);
      }}
    />
  );
});
