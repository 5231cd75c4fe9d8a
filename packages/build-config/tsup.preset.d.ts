import type { Options } from 'tsup';

export interface PackageConfigOptions {
  entry: Record<string, string> | string[];
  platform?: 'neutral' | 'node' | 'browser';
  banner?: Options['banner'];
  loader?: Options['loader'];
}

/** The shared tsup preset: ESM + .d.ts, every @storeroom package external. */
export declare function definePackageConfig(options: PackageConfigOptions): Options;
