/**
 * A zone's regions against the countries and subdivisions core knows
 * (`@storeroom/core/regions`, from a well-kept data package): the server checks a zone's
 * regions, and the admin's region picker loads this module lazily (its own chunk) so neither
 * the shell nor the grid waits for the data.
 */
import {
  COUNTRIES,
  findCountry,
  regionLabel as placeLabel,
  unknownRegionPart,
} from '@storeroom/core/regions';
import type { ShippingRegion } from './contract';
import { SHIPPING_MESSAGES } from './contract/model';

export { COUNTRIES, findCountry };
export type { Country, Subdivision } from '@storeroom/core/regions';

/** A region for people: `California, United States` or `Germany`. */
export function regionLabel(region: ShippingRegion): string {
  return placeLabel(region.country, region.state);
}

/**
 * The errors of a zone's regions, by field (`regions.0.country`), in the 422 `{ errors }`
 * shape: an unknown country, or a state that is not a subdivision of its country.
 */
export function regionErrors(regions: readonly ShippingRegion[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  regions.forEach((region, index) => {
    const unknown = unknownRegionPart(region.country, region.state);
    if (unknown === 'country') errors[`regions.${index}.country`] = [SHIPPING_MESSAGES.countryUnknown];
    else if (unknown === 'state') errors[`regions.${index}.state`] = [SHIPPING_MESSAGES.stateUnknown];
  });
  return errors;
}
