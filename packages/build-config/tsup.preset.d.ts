import type { Options } from 'tsup';

export interface PackageConfigOptions {
  entry: Record<string, string> | string[];
  platform?: 'neutral' | 'node' | 'browser';
  banner?: Options['banner'];
  loader?: Options['loader'];
}

/** The shared tsup preset: ESM + .d.ts, every @storeroom package external. */
export declare function definePackageConfig(options: PackageConfigOptions): Options;

/** The public doors of a Storeroom plugin package (its package.json "exports"). */
export declare const PLUGIN_ENTRIES: Record<'index' | 'contract' | 'client' | 'server', string>;

/** A plugin package's build: its four doors, platform-neutral; `entry` adds doors of its own. */
export declare function definePluginConfig(options?: { entry?: Record<string, string> }): Options;
