import { describe, expect, it } from 'vitest';
import {
  bestTimeUnit,
  createFormatter,
  currencyExponent,
  currencyExponentSql,
  currencySymbol,
  dayPart,
  formatDate,
  formatDateTime,
  formatMoney,
  formatRelativeDay,
  formatTime,
  fromMinorUnits,
  fromSeconds,
  greeting,
  minorUnitsToDecimal,
  toMinorUnits,
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
  });

  it('formats minor units in the currency and locale', () => {
    expect(formatMoney(123450, { currency: 'USD' })).toBe('$1,234.50');
    expect(formatMoney(999, { currency: 'GBP' })).toBe('£9.99');
    expect(formatMoney(1200, { currency: 'EUR' })).toBe('12.00 €');
    expect(formatMoney(-300, { currency: 'CAD' })).toBe('-$3.00');
    expect(formatMoney(-300, { currency: 'EUR' })).toBe('-3.00 €');
    expect(formatMoney(1234, { currency: 'AUD' })).toBe('$12.34');
    expect(formatMoney(123456, { currency: 'EUR', locale: 'de-DE' })).toBe('1.234,56\u00a0€');
    expect(formatMoney(1500, { currency: 'JPY' })).toBe('¥1,500');
    expect(formatMoney(1500, { currency: 'KWD' })).toBe('KWD\u00a01.500');
    expect(formatMoney(5, {})).toBe('$0.05');
    expect(formatMoney(null, { currency: 'USD' })).toBe('$0.00');
    expect(formatMoney(100, { currency: 'not a code', locale: 'not a locale' })).toBe('$1.00');
  });

  it('reads currency exponents and converts decimal amounts to minor units exactly', () => {
    expect([currencyExponent('USD'), currencyExponent('JPY'), currencyExponent('KWD')]).toEqual([2, 0, 3]);
    expect(currencyExponent('nope')).toBe(2);
    expect(toMinorUnits('1234.5', 'USD')).toBe(123450);
    expect(toMinorUnits(1.005, 'USD')).toBe(101);
    expect(toMinorUnits(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinorUnits('-2.345', 'EUR')).toBe(-235);
    expect(toMinorUnits('12', 'JPY')).toBe(12);
    expect(toMinorUnits('12.5', 'JPY')).toBe(13);
    expect(toMinorUnits('1.2345', 'KWD')).toBe(1235);
    expect(toMinorUnits('.5', 'USD')).toBe(50);
    expect(toMinorUnits('abc', 'USD')).toBeNull();
    expect(toMinorUnits('1,234.50', 'USD')).toBeNull();
    expect(toMinorUnits('', 'USD')).toBeNull();
    expect(fromMinorUnits(123450, 'USD')).toBe(1234.5);
    expect(minorUnitsToDecimal(123450, 'USD')).toBe('1234.50');
    expect(minorUnitsToDecimal(-5, 'USD')).toBe('-0.05');
    expect(minorUnitsToDecimal(500, 'JPY')).toBe('500');
    expect(minorUnitsToDecimal(1, 'KWD')).toBe('0.001');
  });

  it('gives migrations the exponent of a currency column in SQL', () => {
    const expression = currencyExponentSql('o.currency');
    expect(expression).toContain('case upper(o.currency)');
    expect(expression).toContain("when 'JPY' then 0");
    expect(expression).toContain("when 'KWD' then 3");
    expect(expression).toContain('else 2 end');
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
    expect(f.money(500)).toBe('5.00 €');
    expect(f.money(500, 'GBP')).toBe('£5.00');
    expect(createFormatter({ currency: 'EUR', locale: 'fr-FR' }).money(123456)).toBe('1\u202f234,56\u00a0€');
    expect(createFormatter().locale).toBe('en-US');
    expect(createFormatter({ locale: 'de-DE' }).number(1234.5)).toBe('1.234,5');
    expect(createFormatter().number(1234.5)).toBe('1,234.5');
    expect(createFormatter().timeZone).toBe('UTC');
  });
});
