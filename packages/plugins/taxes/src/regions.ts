/**
 * Countries and their subdivisions from the `country-region-data` package (not a hand list),
 * as the shipping plugin reads them: the server checks a tax's country and state against it
 * and resolves an address's state name ("California") to its code; the admin's modal loads
 * it lazily (its own chunk) so neither the shell nor the list waits for it.
 */
import { allCountries } from 'country-region-data';
import { TAXES_MESSAGES } from './contract/model';

export interface Subdivision {
  /** The code after the country's in ISO 3166-2 (`CA` in `US-CA`). */
  code: string;
  name: string;
}

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  subdivisions: Subdivision[];
}

function subdivisionsOf(regions: readonly (readonly [string, string])[]): Subdivision[] {
  // The package leaves a few regions without a code (written "undefined") or with a code
  // two regions share: a subdivision that cannot be named by its code cannot be stored.
  const counts = new Map<string, number>();
  for (const [, code] of regions) counts.set(code, (counts.get(code) ?? 0) + 1);
  return regions
    .filter(([, code]) => code && code !== 'undefined' && counts.get(code) === 1)
    .map(([name, code]) => ({ code: code.toUpperCase(), name }));
}

/** Every country with its subdivisions, by name. */
export const COUNTRIES: readonly Country[] = allCountries
  .map(([name, code, regions]) => ({ code, name, subdivisions: subdivisionsOf(regions) }))
  .sort((a, b) => a.name.localeCompare(b.name));

const byCode = new Map(COUNTRIES.map((country) => [country.code, country]));

export function findCountry(code: string): Country | undefined {
  return byCode.get(code.toUpperCase());
}

/** A subdivision of a country by its code or its name, in any case. */
export function findSubdivision(country: string, state: string): Subdivision | undefined {
  const wanted = state.trim().toLowerCase();
  return findCountry(country)?.subdivisions.find(
    (s) => s.code.toLowerCase() === wanted || s.name.toLowerCase() === wanted,
  );
}

/** A pair for people: `California, United States` or `Germany`. */
export function regionLabel(country: string, state: string | null): string {
  const found = findCountry(country);
  if (!found) return state ? `${state}, ${country}` : country;
  const sub = state ? found.subdivisions.find((s) => s.code === state) : undefined;
  return state ? `${sub?.name ?? state}, ${found.name}` : found.name;
}

/** The errors of a tax's country and state, by field, in the 422 `{ errors }` shape. */
export function regionErrors(country: string, state: string | null): Record<string, string[]> {
  const found = findCountry(country);
  if (!found) return { country: [TAXES_MESSAGES.countryUnknown] };
  if (state && !found.subdivisions.some((s) => s.code === state))
    return { state: [TAXES_MESSAGES.stateUnknown] };
  return {};
}

/** Codes of the countries and subdivisions whose name or code contains `text` (the search box). */
export function matchingCodes(text: string): { countries: string[]; states: [string, string][] } {
  const wanted = text.trim().toLowerCase();
  const countries: string[] = [];
  const states: [string, string][] = [];
  if (!wanted) return { countries, states };
  for (const country of COUNTRIES) {
    if (country.code.toLowerCase() === wanted || country.name.toLowerCase().includes(wanted))
      countries.push(country.code);
    for (const s of country.subdivisions)
      if (s.name.toLowerCase().includes(wanted)) states.push([country.code, s.code]);
  }
  return { countries, states };
}
