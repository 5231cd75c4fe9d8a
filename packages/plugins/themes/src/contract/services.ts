/**
 * What the themes area's server part offers the other plugins: the `ACTIVE_THEME` service.
 * Zod-free and server-free: any plugin's server part imports it from
 * `@storeroom/plugin-themes/contract`. No provider is registered yet (the themes screens are a
 * later area), so `ctx.use(ACTIVE_THEME)` answers `undefined`: a consumer must then behave as
 * if the store had no active theme, hence no builder theme.
 */
import { createServiceRef } from '@storeroom/core/contract';
import type { ActiveTheme } from './model';

export interface ActiveThemeService {
  /**
   * The caller's store's active theme, or null when it has none.
   *
   * @example
   * const theme = (await ctx.use(ACTIVE_THEME)?.activeTheme()) ?? null;
   * const hasBuilderTheme = theme !== null && isBuilderThemeType(theme.type);
   */
  activeTheme(): Promise<ActiveTheme | null>;
}

export const ACTIVE_THEME = createServiceRef<ActiveThemeService>('themes.active-theme');
