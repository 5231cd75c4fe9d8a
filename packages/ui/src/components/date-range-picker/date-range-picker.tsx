import { ToggleGroup } from 'radix-ui';
import { useId, useState } from 'react';
import { cx } from '../../lib/cx';
import { useControllableState } from '../../lib/use-controllable';
import { DateInput } from '../date-input/date-input';
import { parseIsoDate, toIsoDate } from '../date-input/dates';
import { FieldError } from '../field/field';
import {
  DATE_PRESETS,
  DATE_PRESET_LABELS,
  DATE_RANGE_ORDER_MESSAGE,
  resolveDatePreset,
} from './date-presets';
import type { DatePreset } from './date-presets';

export interface DateRangeValue {
  preset: DatePreset;
  /** `yyyy-MM-dd` of the first day (for presets: the resolved range's first day). */
  from: string;
  /** `yyyy-MM-dd` of the last day. */
  to: string;
}

export interface DateRangePickerProps {
  value?: DateRangeValue;
  defaultValue?: DateRangeValue;
  /** Called with a consistent range only; a reversed custom range shows a message instead. */
  onValueChange?: (value: DateRangeValue) => void;
  /** Which presets to offer (default all: 1d, today, yesterday, 1w, 1m, 3m, custom). */
  presets?: readonly DatePreset[];
  /** The store time zone presets resolve in (default the browser's). */
  timeZone?: string;
  /** Message for From after To (default: spec 2 §5 "Date From should be less than Date To"). */
  orderMessage?: string;
  /** Accessible name of the whole control. */
  label?: string;
  /** "Now", for stories and tests. */
  now?: Date;
  disabled?: boolean;
  className?: string;
}

/** The range of a preset as a DateRangeValue (`custom` keeps the given days). */
export function dateRangeFromPreset(
  preset: DatePreset,
  now?: Date,
  timeZone?: string,
  custom?: DateRangeValue,
): DateRangeValue {
  const range = resolveDatePreset(preset, now, timeZone);
  if (!range) return { preset, from: custom?.from ?? '', to: custom?.to ?? '' };
  return { preset, from: toIsoDate(range.from), to: toIsoDate(range.to) };
}

/**
 * A period picker: preset buttons (1d, Today, Yesterday, 1w, 1m, 3m, Custom); Custom shows
 * From and To date inputs (MM/DD/YYYY). Default period: 1m (spec 2 §9).
 */
export function DateRangePicker({
  value,
  defaultValue,
  onValueChange,
  presets = DATE_PRESETS,
  timeZone,
  orderMessage = DATE_RANGE_ORDER_MESSAGE,
  label = 'Period',
  now,
  disabled = false,
  className,
}: DateRangePickerProps) {
  const [current, setCurrent] = useControllableState<DateRangeValue>({
    value,
    defaultValue: defaultValue ?? dateRangeFromPreset('1m', now, timeZone),
    onChange: onValueChange,
  });
  const [draft, setDraft] = useState<{ from: string; to: string } | null>(null);
  const base = `sr-range-${useId()}`;
  const custom = current.preset === 'custom';
  const from = draft?.from ?? current.from;
  const to = draft?.to ?? current.to;
  const fromDate = parseIsoDate(from);
  const toDate = parseIsoDate(to);
  const reversed = Boolean(fromDate && toDate && fromDate > toDate);

  const setCustom = (next: { from: string; to: string }) => {
    const a = parseIsoDate(next.from);
    const b = parseIsoDate(next.to);
    if (a && b && a <= b) {
      setDraft(null);
      setCurrent({ preset: 'custom', ...next });
    } else {
      setDraft(next);
    }
  };

  return (
    <div
      className={cx('sr-date-range', className)}
      role="group"
      aria-label={label}
      data-preset={current.preset}
    >
      <ToggleGroup.Root
        type="single"
        className="sr-segmented"
        aria-label={`${label} presets`}
        value={current.preset}
        disabled={disabled}
        onValueChange={(next) => {
          if (!next) return; // a pressed preset stays pressed
          setDraft(null);
          setCurrent(dateRangeFromPreset(next as DatePreset, now, timeZone, current));
        }}
      >
        {presets.map((preset) => (
          <ToggleGroup.Item key={preset} value={preset} className="sr-segmented__item">
            {DATE_PRESET_LABELS[preset]}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      {custom ? (
        <div className="sr-date-range__custom">
          <DateInput
            aria-label="Date From"
            value={from}
            disabled={disabled}
            invalid={reversed}
            aria-describedby={reversed ? `${base}-error` : undefined}
            onValueChange={(next) => setCustom({ from: next, to })}
          />
          <span aria-hidden="true">–</span>
          <DateInput
            aria-label="Date To"
            value={to}
            disabled={disabled}
            invalid={reversed}
            aria-describedby={reversed ? `${base}-error` : undefined}
            onValueChange={(next) => setCustom({ from, to: next })}
          />
          <FieldError id={`${base}-error`} className="sr-date-range__error">
            {reversed && orderMessage}
          </FieldError>
        </div>
      ) : null}
    </div>
  );
}
