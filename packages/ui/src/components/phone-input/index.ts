export { PhoneInput } from './phone-input';
export type { PhoneInputProps } from './phone-input';
export {
  DEFAULT_PHONE_COUNTRY,
  PREFERRED_PHONE_COUNTRIES,
  checkPhone,
  dialCode,
  formatNational,
  parseStoredPhone,
  phoneCountries,
} from './phone';
export type { CountryCode, PhoneCheck } from './phone';
