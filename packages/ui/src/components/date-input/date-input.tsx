import { forwardRef, useId, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { Calendar } from 'lucide-react';
import { cx } from '../../lib/cx';
import { useControllableState } from '../../lib/use-controllable';
import { FieldError, describedBy, useFieldControl } from '../field/field';
import type { ControlProps } from '../field/field';
import { Popover } from '../popover/popover';
import {
  INVALID_DATE_MESSAGE,
  formatUsDate,
  maskUsDate,
  parseIsoDate,
  parseUsDate,
  toIsoDate,
} from './dates';

export interface DateInputProps extends ControlProps {
  /** The date as `yyyy-MM-dd` (the wire format), or '' for none. */
  value?: string;
  defaultValue?: string;
  /** Called with `yyyy-MM-dd` for a real date or '' when emptied; a bad date is not passed on. */
  onValueChange?: (value: string) => void;
  /** Earliest and latest allowed dates, `yyyy-MM-dd`. */
  min?: string;
  max?: string;
  invalidMessage?: string;
}

/**
 * A date typed as MM/DD/YYYY (slashes are inserted) or picked from a calendar. The value is
 * the wire format `yyyy-MM-dd` (spec 3 §5); an impossible date shows a message.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  {
    value,
    defaultValue = '',
    onValueChange,
    min,
    max,
    invalidMessage = INVALID_DATE_MESSAGE,
    invalid,
    name,
    className,
    'aria-label': ariaLabel,
    ...rest
  },
  ref,
) {
  const [current, setCurrent] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const currentDate = parseIsoDate(current);
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const base = `sr-date-${useId()}`;
  const minDate = parseIsoDate(min);
  const maxDate = parseIsoDate(max);
  const shown = text ?? (currentDate ? formatUsDate(currentDate) : '');
  const typedDate = text !== null ? parseUsDate(text) : currentDate;
  const outOfRange = Boolean(
    typedDate && ((minDate && typedDate < minDate) || (maxDate && typedDate > maxDate)),
  );
  const bad = (text !== null && text !== '' && text.length === 10 && !typedDate) || outOfRange;
  const control = useFieldControl({
    ...rest,
    'aria-invalid': invalid || bad || undefined,
    'aria-describedby': describedBy(rest['aria-describedby'], bad && `${base}-error`),
  });

  const commitText = (t: string) => {
    if (t === '') {
      setText(null);
      if (current !== '') setCurrent('');
      return;
    }
    const date = parseUsDate(t);
    if (date && !((minDate && date < minDate) || (maxDate && date > maxDate))) {
      setText(null);
      const iso = toIsoDate(date);
      if (iso !== current) setCurrent(iso);
    }
  };

  return (
    <div className={cx('sr-date-input', className)}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Anchor asChild>
          <div
            className="sr-input-group"
            data-invalid={control['aria-invalid'] ? '' : undefined}
            data-disabled={control.disabled ? '' : undefined}
          >
            <input
              ref={ref}
              className="sr-input"
              inputMode="numeric"
              placeholder="MM/DD/YYYY"
              autoComplete="off"
              name={name}
              aria-label={ariaLabel}
              {...control}
              value={shown}
              onChange={(event) => {
                const masked = maskUsDate(event.target.value);
                setText(masked);
                if (masked.length === 10 || masked === '') commitText(masked);
              }}
              onBlur={() => {
                if (text !== null) commitText(text);
              }}
            />
            <Popover.Trigger asChild>
              <button
                type="button"
                className="sr-date-input__button"
                aria-label="Choose date"
                disabled={control.disabled}
              >
                <Calendar size={14} aria-hidden="true" />
              </button>
            </Popover.Trigger>
          </div>
        </Popover.Anchor>
        <Popover.Content aria-label="Calendar">
          <DayPicker
            mode="single"
            selected={currentDate ?? undefined}
            defaultMonth={currentDate ?? undefined}
            disabled={[...(minDate ? [{ before: minDate }] : []), ...(maxDate ? [{ after: maxDate }] : [])]}
            onSelect={(date) => {
              if (date) {
                setText(null);
                setCurrent(toIsoDate(date));
              }
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Root>
      <FieldError id={`${base}-error`}>{bad && invalidMessage}</FieldError>
    </div>
  );
});
