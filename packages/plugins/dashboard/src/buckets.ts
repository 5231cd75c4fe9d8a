/**
 * Time buckets of the dashboard series (spec 2 §3 "Dashboard series"): hours for ranges up to
 * a day, days otherwise, both in the store's time zone (spec 2 §9), so a bucket starts at the
 * store's local midnight or full hour, summer-time changes included.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, addHours, startOfDay, startOfHour } from 'date-fns';
import { HOURLY_RANGE_SECONDS } from './contract/model';
import type { Bucket, SeriesPoint, StatisticsRange } from './contract/model';

/** Hours for ranges up to 25 hours, days otherwise. */
export function bucketOf(range: StatisticsRange): Bucket {
  return range.to - range.from <= HOURLY_RANGE_SECONDS ? 'hour' : 'day';
}

/** Start (unix seconds) of every bucket touching [from, to), in the time zone. */
export function bucketStarts(range: StatisticsRange, bucket: Bucket, timeZone: string): number[] {
  const first = new TZDate(range.from * 1000, timeZone);
  let at = bucket === 'hour' ? startOfHour(first) : startOfDay(first);
  const starts: number[] = [];
  while (at.getTime() < range.to * 1000) {
    starts.push(Math.floor(at.getTime() / 1000));
    at = bucket === 'hour' ? addHours(at, 1) : addDays(at, 1);
  }
  return starts;
}

/**
 * Sums values into the buckets: each point goes to the last bucket starting at or before
 * it. Points before the first bucket are dropped (they are outside the range).
 */
export function fillBuckets(starts: readonly number[], points: Iterable<SeriesPoint>): SeriesPoint[] {
  const values = starts.map(() => 0);
  for (const point of points) {
    let lo = 0;
    let hi = starts.length - 1;
    let index = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]! <= point.time) {
        index = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (index >= 0) values[index]! += point.value;
  }
  return starts.map((time, i) => ({ time, value: values[i]! }));
}

/** [start of the day, start of the next day) of a local day `daysAgo` days before now. */
export function localDays(now: number, timeZone: string, daysAgo: number, days: number): StatisticsRange {
  const today = startOfDay(new TZDate(now, timeZone));
  const from = addDays(today, -daysAgo);
  const to = addDays(from, days);
  return { from: Math.floor(from.getTime() / 1000), to: Math.floor(to.getTime() / 1000) };
}
