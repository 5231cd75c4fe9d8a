import type { ShippingRegion } from '../../../contract';
import { useCountries } from '../../data';

/** A region for people (`California, United States`); its codes until the country data has loaded. */
export function RegionText({ region }: { region: ShippingRegion }) {
  const countries = useCountries();
  if (!countries.data) return <>{region.state ? `${region.state}, ${region.country}` : region.country}</>;
  return <>{countries.data.regionLabel(region)}</>;
}

/** A zone's regions in a grid cell: the first three and how many more, as one text. */
export function RegionsSummary({ regions }: { regions: readonly ShippingRegion[] }) {
  const countries = useCountries();
  const label = (region: ShippingRegion) =>
    countries.data
      ? countries.data.regionLabel(region)
      : region.state
        ? `${region.state}, ${region.country}`
        : region.country;
  const shown = regions.slice(0, 3).map(label).join('; ');
  const more = regions.length - 3;
  return <>{more > 0 ? `${shown} and ${more} more` : shown}</>;
}
