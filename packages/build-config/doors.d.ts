/** A typed public door of a package: its export's subpath, source and types file. */
export interface TypedDoor {
  subpath: string;
  source: string;
  types: string;
}

/** Each export whose `@storeroom/source` is a TypeScript file and which names its `types`. */
export declare function typedDoors(pkg: { exports?: Record<string, unknown> }): TypedDoor[];
