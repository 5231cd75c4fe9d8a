import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import type { CountryCode } from 'libphonenumber-js';

export type { CountryCode };

/** Phone input defaults (spec 1 §9): default country US; preferred US, CA, GB, AU, MX, IN, BR. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';
export const PREFERRED_PHONE_COUNTRIES: CountryCode[] = ['US', 'CA', 'GB', 'AU', 'MX', 'IN', 'BR'];

/** Every country the phone metadata knows, as ISO 3166 alpha-2 codes. */
export function phoneCountries(): CountryCode[] {
  return getCountries();
}

/** The dial code of a country, e.g. `1` for US, `44` for GB. */
export function dialCode(country: CountryCode): string {
  return getCountryCallingCode(country);
}

/** Shows the national digits the way that country writes them, while typing. */
export function formatNational(text: string, country: CountryCode): string {
  return new AsYouType(country).input(text);
}

export interface PhoneCheck {
  valid: boolean;
  /** `+dial.number` (spec 3 §5), e.g. `+1.2025550123`; empty when invalid. */
  stored: string;
  /** International display form, e.g. `+1 202 555 0123`. */
  international: string;
}

/** Validates national digits for a country and gives the stored `+dial.number` form. */
export function checkPhone(text: string, country: CountryCode): PhoneCheck {
  const parsed = parsePhoneNumberFromString(text, country);
  // Valid for the chosen country: a number of another dial code is refused (spec 3 §5).
  if (!parsed || !parsed.isValid() || parsed.countryCallingCode !== getCountryCallingCode(country)) {
    return { valid: false, stored: '', international: '' };
  }
  return {
    valid: true,
    stored: `+${parsed.countryCallingCode}.${parsed.nationalNumber}`,
    international: parsed.formatInternational(),
  };
}

/** Reads a stored `+dial.number` (or any international number) back into country and digits. */
export function parseStoredPhone(
  stored: string | null | undefined,
  fallback: CountryCode = DEFAULT_PHONE_COUNTRY,
): { country: CountryCode; national: string } {
  if (!stored) return { country: fallback, national: '' };
  const parsed = parsePhoneNumberFromString(stored.replace('.', ''));
  if (!parsed) return { country: fallback, national: stored.replace(/^\+\d+\./, '') };
  return { country: parsed.country ?? fallback, national: parsed.formatNational() };
}
