/**
 * Countries and their subdivisions from the `country-region-data` package (not a hand list):
 * the server checks a zone's regions against it, and the admin's region picker loads it
 * lazily (its own chunk, ~130 kB) so neither the shell nor the grid waits for it.
 */
import { allCountries } from 'country-region-data';
import type { ShippingRegion } from './contract';
import { SHIPPING_MESSAGES } from './contract/model';

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
  // The package leaves a few regions without a code (written "undefined"): a subdivision
  // that cannot be named by a code cannot be stored, so it is left out.
  const counts = new Map<string, number>();
  for (const [, code] of regions) counts.set(code, (counts.get(code) ?? 0) + 1);
  return regions
    .filter(([, code]) => code && code !== 'undefined' && counts.get(code) === 1)
    .map(([name, code]) => ({ code, name }));
}

/** Every country with its subdivisions, by name. */
export const COUNTRIES: readonly Country[] = allCountries
  .map(([name, code, regions]) => ({ code, name, subdivisions: subdivisionsOf(regions) }))
  .sort((a, b) => a.name.localeCompare(b.name));

const byCode = new Map(COUNTRIES.map((country) => [country.code, country]));

export function findCountry(code: string): Country | undefined {
  return byCode.get(code);
}

/** A region for people: `California, United States` or `Germany`. */
export function regionLabel(region: ShippingRegion): string {
  const country = findCountry(region.country);
  if (!country) return region.state ? `${region.state}, ${region.country}` : region.country;
  const state = region.state ? country.subdivisions.find((s) => s.code === region.state) : undefined;
  return region.state ? `${state?.name ?? region.state}, ${country.name}` : country.name;
}

/**
 * The errors of a zone's regions, by field (`regions.0.country`), in the 422 `{ errors }`
 * shape: an unknown country, or a state that is not a subdivision of its country.
 */
export function regionErrors(regions: readonly ShippingRegion[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  regions.forEach((region, index) => {
    const country = findCountry(region.country);
    if (!country) errors[`regions.${index}.country`] = [SHIPPING_MESSAGES.countryUnknown];
    else if (region.state && !country.subdivisions.some((s) => s.code === region.state))
      errors[`regions.${index}.state`] = [SHIPPING_MESSAGES.stateUnknown];
  });
  return errors;
}
