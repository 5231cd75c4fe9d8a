import { describe, expect, it } from 'vitest';
import { bucketOf, bucketStarts, fillBuckets, localDays } from './buckets';

const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);

describe('statistics buckets', () => {
  it('starts days at the store’s midnight across the summer-time change (Berlin, 29 March 2020)', () => {
    const range = { from: at('2020-03-27T23:00:00Z'), to: at('2020-03-30T22:00:00Z') };
    expect(bucketOf(range)).toBe('day');
    expect(bucketStarts(range, 'day', 'Europe/Berlin')).toEqual([
      at('2020-03-27T23:00:00Z'),
      at('2020-03-28T23:00:00Z'),
      at('2020-03-29T22:00:00Z'), // the 23-hour day ends an hour earlier in UTC
    ]);
  });

  it('gives the short day 23 hourly buckets', () => {
    const range = localDays(Date.parse('2020-03-29T12:00:00Z'), 'Europe/Berlin', 0, 1);
    expect(range).toEqual({ from: at('2020-03-28T23:00:00Z'), to: at('2020-03-29T22:00:00Z') });
    expect(bucketOf(range)).toBe('hour');
    expect(bucketStarts(range, 'hour', 'Europe/Berlin')).toHaveLength(23);
  });

  it('aligns hours to the zone’s offset (Kolkata is UTC+5:30)', () => {
    const range = { from: at('2020-01-14T00:00:00Z'), to: at('2020-01-14T02:00:00Z') };
    expect(bucketStarts(range, 'hour', 'Asia/Kolkata')).toEqual([
      at('2020-01-13T23:30:00Z'),
      at('2020-01-14T00:30:00Z'),
      at('2020-01-14T01:30:00Z'),
    ]);
  });

  it('sums points into the bucket they fall in and drops points before the first', () => {
    const starts = [100, 200, 300];
    expect(
      fillBuckets(starts, [
        { time: 50, value: 9 },
        { time: 100, value: 1 },
        { time: 199, value: 2 },
        { time: 250, value: 3 },
        { time: 999, value: 4 },
      ]),
    ).toEqual([
      { time: 100, value: 3 },
      { time: 200, value: 3 },
      { time: 300, value: 4 },
    ]);
  });
});
