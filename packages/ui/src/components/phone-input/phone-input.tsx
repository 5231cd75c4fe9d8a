import { forwardRef, memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cx } from '../../lib/cx';
import { FieldError, describedBy, useFieldControl } from '../field/field';
import type { ControlProps } from '../field/field';
import { Input } from '../input/input';
import { Select } from '../select/select';
import {
  DEFAULT_PHONE_COUNTRY,
  PREFERRED_PHONE_COUNTRIES,
  checkPhone,
  dialCode,
  formatNational,
  parseStoredPhone,
  phoneCountries,
} from './phone';
import type { CountryCode } from './phone';

export interface PhoneInputProps extends ControlProps {
  /** Stored form `+dial.number` (e.g. `+1.2025550123`) or ''. */
  value?: string;
  defaultValue?: string;
  /**
   * Called with the stored form when the number is valid for its country, or '' when the box
   * is emptied. An invalid number is not passed on: it shows a message instead.
   */
  onValueChange?: (value: string) => void;
  defaultCountry?: CountryCode;
  preferredCountries?: CountryCode[];
  /** Message for a number that is not valid for the chosen country. */
  invalidMessage?: string;
  placeholder?: string;
}

const CountrySelect = memo(function CountrySelect({
  id,
  options,
  value,
  disabled,
  onChange,
}: {
  id: string;
  options: { value: string; label: string }[];
  value: CountryCode;
  disabled?: boolean;
  onChange: (code: CountryCode) => void;
}) {
  return (
    <Select
      aria-label="Country"
      id={id}
      options={options}
      value={value}
      disabled={disabled}
      onValueChange={(next) => onChange(next as CountryCode)}
    />
  );
});

// Created on first use, so importing the package costs nothing when no phone input renders.
let regionNames: Intl.DisplayNames | null | undefined;

function countryName(code: CountryCode): string {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      regionNames = null;
    }
  }
  return regionNames?.of(code) ?? code;
}

/**
 * A phone number with a country picker (default US; US, CA, GB, AU, MX, IN, BR listed first,
 * spec 1 §9). Digits are formatted the country's way as you type and validated for that
 * country; the value is stored as `+dial.number` (spec 3 §5).
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  {
    value,
    defaultValue,
    onValueChange,
    defaultCountry = DEFAULT_PHONE_COUNTRY,
    preferredCountries = PREFERRED_PHONE_COUNTRIES,
    invalidMessage,
    invalid,
    name,
    placeholder,
    className,
    'aria-label': ariaLabel,
    ...rest
  },
  ref,
) {
  const initial = parseStoredPhone(value ?? defaultValue, defaultCountry);
  const [country, setCountry] = useState<CountryCode>(initial.country);
  const [text, setText] = useState(initial.national);
  const [touched, setTouched] = useState(false);
  // A controlled value changed by the parent (not by typing here) replaces the text.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    const next = parseStoredPhone(value, country);
    if (checkPhone(text, country).stored !== value) {
      setCountry(next.country);
      setText(next.national);
    }
  }
  const base = `sr-phone-${useId()}`;
  const errorId = `${base}-error`;
  const check = checkPhone(text, country);
  const bad = touched && text.trim() !== '' && !check.valid;
  const message = invalidMessage ?? `Phone number is not valid for ${countryName(country)}.`;
  const control = useFieldControl({
    ...rest,
    'aria-invalid': invalid || bad || undefined,
    'aria-describedby': describedBy(rest['aria-describedby'], bad && errorId),
  });

  const options = useMemo(() => {
    const rest = phoneCountries()
      .filter((c) => !preferredCountries.includes(c))
      .sort((a, b) => countryName(a).localeCompare(countryName(b)));
    return [...preferredCountries, ...rest].map((c) => ({
      value: c,
      label: `${countryName(c)} (+${dialCode(c)})`,
    }));
  }, [preferredCountries]);

  const emit = useCallback(
    (nextText: string, nextCountry: CountryCode) => {
      if (nextText.trim() === '') onValueChange?.('');
      else {
        const result = checkPhone(nextText, nextCountry);
        if (result.valid) onValueChange?.(result.stored);
      }
    },
    [onValueChange],
  );
  // The latest typed text, for the country handler (kept stable so the long country list is
  // not re-rendered on every keystroke).
  const textRef = useRef(text);
  useEffect(() => {
    textRef.current = text;
  }, [text]);
  const onCountryChange = useCallback(
    (code: CountryCode) => {
      const formatted = formatNational(textRef.current.replace(/\D/g, ''), code);
      textRef.current = formatted;
      setCountry(code);
      setText(formatted);
      emit(formatted, code);
    },
    [emit],
  );

  return (
    <div className={cx('sr-phone-input', className)}>
      <div className="sr-phone-input__country">
        <CountrySelect
          id={`${base}-country`}
          options={options}
          value={country}
          disabled={control.disabled}
          onChange={onCountryChange}
        />
      </div>
      <Input
        ref={ref}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        name={name}
        aria-label={ariaLabel}
        placeholder={placeholder}
        prefix={`+${dialCode(country)}`}
        {...control}
        invalid={Boolean(control['aria-invalid'])}
        value={text}
        onChange={(event) => {
          let typed = event.target.value;
          let nextCountry = country;
          // A pasted international number picks its own country.
          if (typed.trim().startsWith('+')) {
            const parsed = parseStoredPhone(typed.replace('.', ''), country);
            nextCountry = parsed.country;
            typed = parsed.national || typed;
            setCountry(nextCountry);
          }
          // Deleting a formatting character must not re-add it: format only when digits grew.
          const digits = typed.replace(/\D/g, '');
          const formatted =
            digits.length > text.replace(/\D/g, '').length ? formatNational(digits, nextCountry) : typed;
          textRef.current = formatted;
          setText(formatted);
          emit(formatted, nextCountry);
        }}
        onBlur={() => setTouched(true)}
      />
      <FieldError id={errorId} className="sr-phone-input__error">
        {bad && message}
      </FieldError>
    </div>
  );
});
