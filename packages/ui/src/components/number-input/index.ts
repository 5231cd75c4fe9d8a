export { NumberInput } from './number-input';
export type { NumberInputProps } from './number-input';
export { clampNumber, formatNumber, parseNumberText, roundTo, sanitizeNumberText } from './number-format';
export type { NumberRules } from './number-format';
