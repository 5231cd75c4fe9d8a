/** Options of the numeric text rules (spec 2 §5). */
export interface NumberRules {
  /** Digits after the decimal point; 0 makes an integer input. Default 2. */
  decimals?: number;
  /** Whether a leading minus sign may be typed. */
  allowNegative?: boolean;
}

/**
 * Keeps what the spec's numeric input allows while typing: digits, an optional leading sign,
 * one decimal point and at most `decimals` digits after it (spec 2 §5). A comma is read as
 * a decimal point.
 */
export function sanitizeNumberText(
  text: string,
  { decimals = 2, allowNegative = true }: NumberRules = {},
): string {
  let out = '';
  let seenPoint = false;
  let fraction = 0;
  for (const [i, raw] of [...text.trim()].entries()) {
    const ch = raw === ',' ? '.' : raw;
    if (ch >= '0' && ch <= '9') {
      if (seenPoint) {
        if (fraction >= decimals) continue;
        fraction += 1;
      }
      out += ch;
    } else if ((ch === '-' || ch === '+') && i === 0 && out === '') {
      if (ch === '-' && allowNegative) out += ch;
    } else if (ch === '.' && !seenPoint && decimals > 0) {
      seenPoint = true;
      out += ch;
    }
  }
  return out;
}

/** Parses sanitized text; '' , '-' and '.' mean "no number". */
export function parseNumberText(text: string): number | null {
  if (text === '' || text === '-' || text === '.' || text === '-.') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Clamps to [min, max] (either bound optional). */
export function clampNumber(value: number, min?: number, max?: number): number {
  let v = value;
  if (min !== undefined && v < min) v = min;
  if (max !== undefined && v > max) v = max;
  return v;
}

/** Rounds to `decimals` places without floating-point surprises (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/** Text shown for a committed value: fixed `decimals` places. */
export function formatNumber(value: number | null, decimals = 2): string {
  return value === null ? '' : roundTo(value, decimals).toFixed(decimals);
}
