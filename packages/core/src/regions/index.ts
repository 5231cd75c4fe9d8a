/**
 * Countries and their subdivisions (ISO 3166-1 and 3166-2) from the `country-region-data`
 * package, not a hand list, for every plugin that stores a place: shipping zones, taxes,
 * addresses. No React: servers check input against it, and screens load it lazily
 * (`import('@storeroom/core/regions')`, ~130 kB) so no first load carries it.
 */
import { allCountries } from 'country-region-data';

export interface Subdivision {
  /** The code after the country's in ISO 3166-2 (`CA` in `US-CA`), upper case. */
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
  // The package leaves a few regions without a code (written "undefined") or with a code two
  // regions share: a subdivision that cannot be named by its code cannot be stored.
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

/** A country by its ISO code, in any case. */
export function findCountry(code: string): Country | undefined {
  return byCode.get(code.toUpperCase());
}

/** A subdivision of a country by its code or its name, in any case ("CA" or "california"). */
export function findSubdivision(country: string, state: string): Subdivision | undefined {
  const wanted = state.trim().toLowerCase();
  return findCountry(country)?.subdivisions.find(
    (s) => s.code.toLowerCase() === wanted || s.name.toLowerCase() === wanted,
  );
}

/** A place for people: `California, United States`, or `Germany` for a whole country. */
export function regionLabel(country: string, state?: string | null): string {
  const found = findCountry(country);
  if (!found) return state ? `${state}, ${country}` : country;
  if (!state) return found.name;
  return `${findSubdivision(country, state)?.name ?? state}, ${found.name}`;
}

/** Which part of a country/state pair is unknown, if any. */
export function unknownRegionPart(country: string, state?: string | null): 'country' | 'state' | null {
  const found = findCountry(country);
  if (!found) return 'country';
  if (state && !found.subdivisions.some((s) => s.code === state.toUpperCase())) return 'state';
  return null;
}

/** Codes of the countries and subdivisions whose name (or a country's code) contains `text`. */
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
