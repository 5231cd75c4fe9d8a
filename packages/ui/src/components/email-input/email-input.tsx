import { forwardRef, useId, useState } from 'react';
import { useControllableState } from '../../lib/use-controllable';
import { FieldError, describedBy } from '../field/field';
import { Input } from '../input/input';
import type { InputProps } from '../input/input';
import { TagInput } from '../tag-input/tag-input';
import type { TagInputProps } from '../tag-input/tag-input';
import { INVALID_EMAIL_MESSAGE, isValidEmail, normalizeEmail, normalizeEmails } from './email';

export interface EmailInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'type'> {
  value?: string;
  defaultValue?: string;
  /** Called with the normalized address (lower-cased, no spaces, first address only). */
  onValueChange?: (value: string) => void;
  /** Message for a non-empty value that is not an address. */
  invalidMessage?: string;
}

/**
 * One email address: whitespace is dropped and letters lower-cased as you type; on blur only
 * the first address is kept and a malformed one is flagged. Empty is allowed (add `required`
 * for a mandatory field).
 */
export const EmailInput = forwardRef<HTMLInputElement, EmailInputProps>(function EmailInput(
  {
    value,
    defaultValue = '',
    onValueChange,
    invalidMessage = INVALID_EMAIL_MESSAGE,
    onBlur,
    invalid,
    ...rest
  },
  ref,
) {
  const [current, setCurrent] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const [touched, setTouched] = useState(false);
  const errorId = `sr-email-${useId()}-error`;
  const bad = touched && current !== '' && !isValidEmail(current);
  return (
    <>
      <Input
        ref={ref}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        {...rest}
        invalid={invalid || bad}
        aria-describedby={describedBy(rest['aria-describedby'], bad && errorId)}
        value={current}
        onChange={(event) => setCurrent(event.target.value.replace(/\s+/g, '').toLowerCase())}
        onBlur={(event) => {
          const normalized = normalizeEmail(current);
          if (normalized !== current) setCurrent(normalized);
          setTouched(true);
          onBlur?.(event);
        }}
      />
      <FieldError id={errorId}>{bad && invalidMessage}</FieldError>
    </>
  );
});

export type MultiEmailInputProps = Omit<TagInputProps, 'normalize' | 'validate' | 'options' | 'allowCustom'>;

/**
 * Several addresses as chips. Typing or pasting a list (commas, semicolons, spaces) keeps the
 * valid-looking addresses, lower-cased (spec 4 §5); a malformed one is refused with a message.
 */
export const MultiEmailInput = forwardRef<HTMLInputElement, MultiEmailInputProps>(function MultiEmailInput(
  { separators = [',', ';', ' '], ...rest },
  ref,
) {
  return (
    <TagInput
      ref={ref}
      separators={separators}
      normalize={(text) => normalizeEmails(text)[0] ?? text.trim().toLowerCase()}
      validate={(tag) => (isValidEmail(tag) ? null : `"${tag}" is not a valid email address.`)}
      {...rest}
    />
  );
});
