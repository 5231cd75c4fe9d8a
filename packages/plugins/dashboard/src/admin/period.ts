import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { resolveDatePreset } from '@storeroom/ui';
import type { DateRangeValue } from '@storeroom/ui';
import type { StatisticsRange } from '../contract';

function startOfLocalDay(iso: string, timeZone: string): TZDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  return new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), timeZone);
}

/**
 * The unix-second range [from, to) the statistics calls get for a picked period, in the
 * store's time zone: presets resolve at `now` (1d = the last 23 hours up to now; the others
 * end at the end of their last day); a custom range runs from the start of its first day to
 * the end of its last day. Null when a custom day is missing.
 */
export function statisticsRange(value: DateRangeValue, now: Date, timeZone: string): StatisticsRange | null {
  if (value.preset !== 'custom') {
    const range = resolveDatePreset(value.preset, now, timeZone);
    if (!range) return null;
    return { from: Math.floor(range.from.getTime() / 1000), to: Math.floor(range.to.getTime() / 1000) + 1 };
  }
  const from = startOfLocalDay(value.from, timeZone);
  const last = startOfLocalDay(value.to, timeZone);
  if (!from || !last) return null;
  return { from: Math.floor(from.getTime() / 1000), to: Math.floor(addDays(last, 1).getTime() / 1000) };
}
