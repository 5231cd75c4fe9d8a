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

/**
 * Formats an amount with its currency symbol: `$12.50`, `£12.50`, `12.50 €`; negatives keep
 * the sign in front (`-$3.00`).
 */
export function formatMoney(
  amount: number | null | undefined,
  currency?: string | null,
  decimals = 2,
): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const { symbol, position } = currencySymbol(currency);
  const abs = Math.abs(amount).toFixed(decimals);
  const sign = amount < 0 ? '-' : '';
  return position === 'after' ? `${sign}${abs} ${symbol}` : `${sign}${symbol}${abs}`;
}
