/**
 * A tax's country and state against the countries and subdivisions core knows
 * (`@storeroom/core/regions`, from a well-kept data package): the server checks a tax's pair
 * and resolves an address's state name ("California") to its code; the admin's modal loads
 * this module lazily (its own chunk) so neither the shell nor the list waits for the data.
 */
import { unknownRegionPart } from '@storeroom/core/regions';
import { TAXES_MESSAGES } from './contract/model';

export { COUNTRIES, findCountry, findSubdivision, matchingCodes, regionLabel } from '@storeroom/core/regions';
export type { Country, Subdivision } from '@storeroom/core/regions';

/** The errors of a tax's country and state, by field, in the 422 `{ errors }` shape. */
export function regionErrors(country: string, state: string | null): Record<string, string[]> {
  const unknown = unknownRegionPart(country, state);
  if (unknown === 'country') return { country: [TAXES_MESSAGES.countryUnknown] };
  if (unknown === 'state') return { state: [TAXES_MESSAGES.stateUnknown] };
  return {};
}
