export { MoneyInput } from './money-input';
export type { MoneyInputProps } from './money-input';
export { currencySymbol, minorDigits } from './money';
export type { CurrencySymbol } from './money';
