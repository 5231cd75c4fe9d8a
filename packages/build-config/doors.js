// A package's typed public doors, read from its package.json "exports": the one reading shared
// by the workspace's declaration build (scripts/build-types.mjs) and the tsup preset that
// installs those declarations into each package.

/**
 * Each export whose `@storeroom/source` is a TypeScript file and which names its `types`.
 *
 * @param {{ exports?: Record<string, unknown> }} pkg a package.json
 * @returns {{ subpath: string, source: string, types: string }[]} subpath as written ('.' or
 *   './contract'), the source and the types file relative to the package's folder
 */
export function typedDoors(pkg) {
  return Object.entries(pkg.exports ?? {}).flatMap(([subpath, target]) => {
    if (typeof target !== 'object' || target === null) return [];
    const { types, '@storeroom/source': source } = /** @type {Record<string, unknown>} */ (target);
    if (typeof types !== 'string' || typeof source !== 'string' || !/\.tsx?$/.test(source)) return [];
    return [{ subpath, source, types }];
  });
}
