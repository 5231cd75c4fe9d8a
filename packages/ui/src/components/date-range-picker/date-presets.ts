import { TZDate } from '@date-fns/tz';
import { endOfDay, startOfDay, subDays, subHours, subMonths, subWeeks } from 'date-fns';

/** The report and dashboard periods (spec 2 §9, spec 3 §9). */
export const DATE_PRESETS = ['1d', 'today', 'yesterday', '1w', '1m', '3m', 'custom'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const DATE_PRESET_LABELS: Record<DatePreset, string> = {
  '1d': '1d',
  today: 'Today',
  yesterday: 'Yesterday',
  '1w': '1w',
  '1m': '1m',
  '3m': '3m',
  custom: 'Custom',
};

export interface DateRange {
  from: Date;
  to: Date;
}

/** The spec's message when a custom range is reversed (spec 2 §5). */
export const DATE_RANGE_ORDER_MESSAGE = 'Date From should be less than Date To';

/**
 * The range a preset stands for, in the store's time zone (default: the browser's):
 * 1d = the last 23 hours (spec 3 §9); today and yesterday = that calendar day; 1w, 1m, 3m =
 * from the start of the day a week / month / three months ago to the end of today (the trend
 * default "last month to end of today", spec 2 §9). `custom` returns null (the user picks).
 */
export function resolveDatePreset(
  preset: DatePreset,
  now: Date = new Date(),
  timeZone?: string,
): DateRange | null {
  const at = timeZone ? new TZDate(now, timeZone) : now;
  switch (preset) {
    case '1d':
      return { from: subHours(at, 23), to: at };
    case 'today':
      return { from: startOfDay(at), to: endOfDay(at) };
    case 'yesterday': {
      const day = subDays(at, 1);
      return { from: startOfDay(day), to: endOfDay(day) };
    }
    case '1w':
      return { from: startOfDay(subWeeks(at, 1)), to: endOfDay(at) };
    case '1m':
      return { from: startOfDay(subMonths(at, 1)), to: endOfDay(at) };
    case '3m':
      return { from: startOfDay(subMonths(at, 3)), to: endOfDay(at) };
    case 'custom':
      return null;
  }
}
