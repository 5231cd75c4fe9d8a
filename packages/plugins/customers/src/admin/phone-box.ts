import { checkPhone, parseStoredPhone } from '@storeroom/ui';

/**
 * Whether the phone box still holds the number it last reported. The box (`PhoneInput`)
 * reports valid numbers only, so after an invalid one is typed the form would otherwise save
 * the previous number (or none) silently; spec 3 §5 wants it refused. `box` is the box's
 * input element (its ref); `value` the last reported `+dial.number` ('' for empty).
 */
export function phoneBoxHolds(box: HTMLInputElement | null, value: string): boolean {
  // The text, read in the reported number's country, must give that number back. (Not the
  // box's aria-invalid: a field error set by the form marks it too, and would stick.)
  if (!box) return true;
  const text = box.value;
  if (text.trim() === '') return value === '';
  return value !== '' && checkPhone(text, parseStoredPhone(value).country).stored === value;
}
