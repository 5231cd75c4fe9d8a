/** Where a currency's symbol goes and what it is (spec 2 §3 reference data, spec 3 §9). */
export interface CurrencySymbol {
  symbol: string;
  position: 'before' | 'after';
}

/** USD, CAD and any other currency: `$` before; EUR: `€` after the amount; GBP: `£` before. */
export function currencySymbol(currency?: string | null): CurrencySymbol {
  switch ((currency ?? '').toUpperCase()) {
    case 'EUR':
      return { symbol: '€', position: 'after' };
    case 'GBP':
      return { symbol: '£', position: 'before' };
    default:
      return { symbol: '$', position: 'before' };
  }
}

const exponents = new Map<string, number>();

/**
 * How many minor digits a currency has (ISO 4217 exponent, from Intl): 2 for USD, 0 for JPY,
 * 3 for KWD; unknown codes 2. (The design system imports nothing of ours, so it reads Intl
 * itself; `@storeroom/core/format`'s `currencyExponent` gives the same answers.)
 */
export function minorDigits(currency?: string | null): number {
  const code = (currency || 'USD').toUpperCase();
  let digits = exponents.get(code);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    if (exponents.size < 500) exponents.set(code, digits);
  }
  return digits;
}

/** Integer minor units → the decimal amount an input shows (`1999` USD → `19.99`). */
export function minorToDecimal(minor: number, digits: number): number {
  return minor / 10 ** digits;
}

/**
 * A decimal amount already rounded to `digits` places → integer minor units, exactly
 * (through its fixed text: `19.99` → `1999`, never `1998.9999`).
 */
export function decimalToMinor(amount: number, digits: number): number {
  return Number(amount.toFixed(digits).replace('.', ''));
}
