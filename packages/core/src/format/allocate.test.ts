import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, formatMoney, minorUnitsToDecimal, toMinorUnits } from './format';

const amount = fc.integer({ min: 0, max: 1e12 });
const weights = fc.array(fc.integer({ min: 0, max: 1e6 }), { minLength: 1, maxLength: 50 });

describe('allocate (largest remainder on integer minor units)', () => {
  it('splits a tax across lines by their amounts', () => {
    // 8% tax of $61.00 over lines of $10.00, $20.00 and $31.00: 488 cents, no cent lost.
    expect(allocate(488, [1000, 2000, 3100])).toEqual([80, 160, 248]);
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(7, [0, 0])).toEqual([4, 3]);
    expect(allocate(5, [])).toEqual([]);
    expect(() => allocate(1.5, [1])).toThrow(RangeError);
    expect(() => allocate(1, [-1, 2])).toThrow(RangeError);
  });

  it('always sums to the whole amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), weights, (whole, ws) => {
        expect(allocate(whole, ws).reduce((s, p) => s + p, 0)).toBe(whole);
      }),
    );
  });

  it('never gives a negative part of a non-negative amount, nor a part to a zero weight', () => {
    fc.assert(
      fc.property(amount, weights, (whole, ws) => {
        const parts = allocate(whole, ws);
        expect(parts.every((p) => p >= 0)).toBe(true);
        if (ws.some((w) => w > 0)) ws.forEach((w, i) => w === 0 && expect(parts[i]).toBe(0));
      }),
    );
  });

  it('keeps every part within one minor unit of its exact share', () => {
    fc.assert(
      fc.property(amount, weights, (whole, ws) => {
        const total = ws.reduce((s, w) => s + w, 0) || ws.length;
        allocate(whole, ws).forEach((p, i) => {
          const exact = (whole * (total === ws.length && ws.every((w) => w === 0) ? 1 : ws[i]!)) / total;
          expect(Math.abs(p - exact)).toBeLessThan(1 + 1e-6 * Math.max(1, exact));
        });
      }),
    );
  });

  it('is stable: the same input gives the same parts, and scaled weights give the same parts', () => {
    fc.assert(
      fc.property(amount, weights, fc.integer({ min: 1, max: 1000 }), (whole, ws, k) => {
        const parts = allocate(whole, ws);
        expect(allocate(whole, ws)).toEqual(parts);
        expect(
          allocate(
            whole,
            ws.map((w) => w * k),
          ),
        ).toEqual(parts);
      }),
    );
  });
});

describe('minor-unit conversions', () => {
  it('round-trips decimal text for any amount of minor units', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e13, max: 1e13 }),
        fc.constantFrom('USD', 'JPY', 'KWD', 'EUR'),
        (minor, currency) => {
          expect(toMinorUnits(minorUnitsToDecimal(minor, currency), currency)).toBe(minor);
        },
      ),
    );
  });

  it('formats every amount the same way for the same currency and locale', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), (minor) => {
        const text = formatMoney(minor, { currency: 'USD' });
        expect(text).toBe(formatMoney(minor, { currency: 'USD', locale: 'en-US' }));
        expect(text.replace(/[$,]/g, '')).toBe(minorUnitsToDecimal(minor, 'USD'));
      }),
    );
  });
});
