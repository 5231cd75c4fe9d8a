import { forwardRef, useId, useState } from 'react';
import { cx } from '../../lib/cx';
import { useControllableState } from '../../lib/use-controllable';
import { FieldError, describedBy, useFieldControl } from '../field/field';
import type { ControlProps } from '../field/field';

/** Normalizes `#abc`/`abc`/`#AABBCC` to `#aabbcc`; null when it is not a hex colour. */
export function normalizeHexColor(text: string): string | null {
  const raw = text.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{3}$/.test(raw)) return `#${[...raw].map((c) => c + c).join('')}`;
  if (/^[0-9a-f]{6}$/.test(raw)) return `#${raw}`;
  return null;
}

export interface ColorPickerProps extends Omit<ControlProps, 'name' | 'required'> {
  /** `#rrggbb`. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Quick choices shown as swatches. */
  swatches?: string[];
}

/**
 * A colour as `#rrggbb`: the system colour well, a hex text box (3 or 6 digits, `#` optional)
 * and optional swatches. A malformed hex shows a message and keeps the last good colour.
 */
export const ColorPicker = forwardRef<HTMLInputElement, ColorPickerProps>(function ColorPicker(
  {
    value,
    defaultValue = '#ffffff',
    onValueChange,
    swatches,
    invalid,
    className,
    'aria-label': ariaLabel = 'Colour',
    ...rest
  },
  ref,
) {
  const [color, setColor] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const [text, setText] = useState<string | null>(null);
  const base = `sr-color-${useId()}`;
  const bad = text !== null && normalizeHexColor(text) === null;
  const control = useFieldControl({
    ...rest,
    'aria-invalid': invalid || bad || undefined,
    'aria-describedby': describedBy(rest['aria-describedby'], bad && `${base}-error`),
  });
  const pick = (next: string) => {
    const hex = normalizeHexColor(next);
    if (hex && hex !== color) setColor(hex);
  };

  return (
    <div className={cx('sr-color-picker', className)}>
      <div className="sr-color-picker__row">
        <input
          type="color"
          className="sr-color-picker__well"
          aria-label={`${ariaLabel} picker`}
          value={normalizeHexColor(color) ?? '#ffffff'}
          disabled={control.disabled}
          onChange={(event) => {
            setText(null);
            pick(event.target.value);
          }}
        />
        <input
          ref={ref}
          className="sr-input sr-color-picker__hex"
          aria-label={ariaLabel}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          {...control}
          data-invalid={control['aria-invalid'] ? '' : undefined}
          value={text ?? color}
          onChange={(event) => {
            setText(event.target.value);
            if (normalizeHexColor(event.target.value)) pick(event.target.value);
          }}
          onBlur={() => {
            if (text !== null && normalizeHexColor(text)) setText(null);
          }}
        />
      </div>
      {swatches?.length ? (
        <div className="sr-color-picker__swatches" role="group" aria-label={`${ariaLabel} swatches`}>
          {swatches.map((swatch) => (
            <button
              key={swatch}
              type="button"
              className="sr-color-picker__swatch"
              style={{ background: swatch }}
              aria-label={swatch}
              aria-pressed={normalizeHexColor(swatch) === normalizeHexColor(color)}
              disabled={control.disabled}
              onClick={() => {
                setText(null);
                pick(swatch);
              }}
            />
          ))}
        </div>
      ) : null}
      <FieldError id={`${base}-error`}>{bad && 'Enter a colour as #RRGGBB.'}</FieldError>
    </div>
  );
});
