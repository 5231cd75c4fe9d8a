/** A wire date `YYYY-MM-DD` as people read it: MM/DD/YYYY (spec 3 §9), without time-zone shifts. */
export function usDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return y && m && d ? `${m}/${d}/${y}` : iso;
}
