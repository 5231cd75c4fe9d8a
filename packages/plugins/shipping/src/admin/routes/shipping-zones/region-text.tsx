import type { ShippingRegion } from '../../../contract';
import { useCountries } from '../../data';

/** A region for people (`California, United States`); its codes until the country data has loaded. */
export function RegionText({ region }: { region: ShippingRegion }) {
  const countries = useCountries();
  if (!countries.data) return <>{region.state ? `${region.state}, ${region.country}` : region.country}</>;
  return <>{countries.data.regionLabel(region)}</>;
}

/** A zone's regions in a grid cell: the first three and how many more. */
export function RegionsSummary({ regions }: { regions: readonly ShippingRegion[] }) {
  const shown = regions.slice(0, 3);
  const more = regions.length - shown.length;
  return (
    <>
      {shown.map((region, index) => (
        <span key={`${region.country}-${region.state ?? ''}`}>
          {index > 0 ? '; ' : ''}
          <RegionText region={region} />
        </span>
      ))}
      {more > 0 ? ` and ${more} more` : ''}
    </>
  );
}
