/**
 * Finds a plugin package's manifest (`<name>Plugin` from its main entry) or server part
 * (`<name>ServerPlugin` from its `./server` entry): the one export with that suffix and an id.
 * Used by the plugin list's loaders (plugin-list.ts) and the modules the bundlers generate.
 */
export function pickPlugin<T>(
  module: Record<string, unknown>,
  packageName: string,
  side: 'admin' | 'server',
): T {
  const suffix = side === 'server' ? 'ServerPlugin' : 'Plugin';
  const found = Object.entries(module).filter(
    ([name, value]) =>
      name.endsWith(suffix) &&
      (side === 'server' || !name.endsWith('ServerPlugin')) &&
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { id?: unknown }).id === 'string',
  );
  if (found.length !== 1)
    throw new Error(
      `${side === 'server' ? `${packageName}/server` : packageName} must export exactly one *${suffix} (found ${found.length}).`,
    );
  return found[0]![1] as T;
}
