/** Strips the query, hash, trailing slash and route wildcards of a path or pattern. */
export function normalisePath(path: string): string {
  const clean = path.split(/[?#]/)[0]!.replace(/\/\*$/, '').replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}
