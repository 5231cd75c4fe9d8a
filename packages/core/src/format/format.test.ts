import { describe, expect, it } from 'vitest';
import {
  bestTimeUnit,
  createFormatter,
  currencySymbol,
  dayPart,
  formatDate,
  formatDateTime,
  formatMoney,
  formatRelativeDay,
  formatTime,
  fromSeconds,
  greeting,
  toSeconds,
} from './format';

// 2026-03-01T02:30:15Z: still Feb 28 in New York.
const instant = Date.UTC(2026, 2, 1, 2, 30, 15);

describe('formatting', () => {
  it('shows MM/DD/YYYY and HH:mm:ss in the store time zone, UTC by default', () => {
    expect(formatDate(instant)).toBe('03/01/2026');
    expect(formatTime(instant)).toBe('02:30:15');
    expect(formatDate(instant, 'America/New_York')).toBe('02/28/2026');
    expect(formatTime(instant, 'America/New_York')).toBe('21:30:15');
    expect(formatDateTime('2026-03-01T02:30:15Z', 'Europe/Moscow')).toBe('03/01/2026 05:30:15');
    expect(formatDate(instant, 'Not/AZone')).toBe('03/01/2026');
    expect(formatDate('garbage')).toBe('');
  });

  it('writes midnight as 00, pads every field and follows daylight saving time', () => {
    expect(formatDateTime('2026-07-04T04:00:00Z', 'America/New_York')).toBe('07/04/2026 00:00:00');
    expect(formatDateTime('2026-01-05T05:04:03Z', 'America/New_York')).toBe('01/05/2026 00:04:03');
    // New York leaves daylight saving time on 2026-11-01 at 06:00 UTC (02:00 → 01:00).
    expect(formatTime('2026-11-01T05:30:00Z', 'America/New_York')).toBe('01:30:00');
    expect(formatTime('2026-11-01T06:30:00Z', 'America/New_York')).toBe('01:30:00');
    expect(formatDateTime('2026-12-31T23:59:59Z', 'Asia/Tokyo')).toBe('01/01/2027 08:59:59');
    // A zone kept between calls gives the same answers (formatters are reused per zone).
    expect(formatDate(instant, 'America/New_York')).toBe('02/28/2026');
  });

  it('accepts unix seconds', () => {
    expect(formatDate(instant / 1000)).toBe('03/01/2026');
  });

  it('says Today, Tomorrow and Yesterday by calendar day in the time zone', () => {
    const now = Date.UTC(2026, 2, 1, 12);
    expect(formatRelativeDay(Date.UTC(2026, 2, 1, 0, 5), 'UTC', now)).toBe('Today');
    expect(formatRelativeDay(Date.UTC(2026, 2, 2, 23), 'UTC', now)).toBe('Tomorrow');
    expect(formatRelativeDay(Date.UTC(2026, 1, 28, 1), 'UTC', now)).toBe('Yesterday');
    expect(formatRelativeDay(Date.UTC(2026, 1, 20), 'UTC', now)).toBe('02/20/2026');
    // 02:30 UTC on Mar 1 is the previous evening in New York, where "now" is Mar 1.
    expect(formatRelativeDay(instant, 'America/New_York', now)).toBe('Yesterday');
  });

  it('uses the spec currency symbols', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('CAD')).toBe('$');
    expect(currencySymbol('JPY')).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('GBP')).toBe('£');
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney('9.99', 'GBP')).toBe('£9.99');
    expect(formatMoney(12, 'EUR')).toBe('12.00 €');
    expect(formatMoney(-3, 'CAD')).toBe('-$3.00');
  });

  it('greets by hour: 0–4 night, 5–11 morning, 12–16 afternoon, 17–24 evening', () => {
    expect([0, 4, 5, 11, 12, 16, 17, 23].map(dayPart)).toEqual([
      'night',
      'night',
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ]);
    expect(greeting(Date.UTC(2026, 0, 1, 9), 'UTC')).toBe('Good morning');
    expect(greeting(Date.UTC(2026, 0, 1, 9), 'America/Los_Angeles')).toBe('Good night');
  });

  it('converts time units (a month is 30 days)', () => {
    expect(toSeconds(1, 'minute')).toBe(60);
    expect(toSeconds(1, 'hour')).toBe(3600);
    expect(toSeconds(1, 'day')).toBe(86400);
    expect(toSeconds(1, 'week')).toBe(604800);
    expect(toSeconds(1, 'month')).toBe(30 * 86400);
    expect(fromSeconds(1200, 'minute')).toBe(20);
    expect(bestTimeUnit(1036800)).toEqual({ amount: 12, unit: 'day' });
    expect(bestTimeUnit(1200)).toEqual({ amount: 20, unit: 'minute' });
  });

  it('binds a formatter to the store settings', () => {
    const f = createFormatter({ timezone: 'America/New_York', currency: 'EUR' });
    expect(f.date(instant)).toBe('02/28/2026');
    expect(f.money(5)).toBe('5.00 €');
    expect(createFormatter().timeZone).toBe('UTC');
  });
});
