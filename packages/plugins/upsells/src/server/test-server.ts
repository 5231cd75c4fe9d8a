/**
 * The real server in-process for this plugin's tests: screens and clients meet the server's
 * actual rules (validation, permissions, the builder-theme refusal), not a fake that restates
 * them. Seeded with the plugin's demo data. No themes area runs, so no store has a builder theme;
 * `withBuilderTheme` adds a stand-in themes provider whose active theme is a builder theme.
 */
import { defineServerPlugin, provide } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import { ACTIVE_THEME, THEME_TYPES } from '@storeroom/plugin-themes/contract';
import { upsellsServerPlugin } from './plugin';

/** A stand-in themes area: the active theme is a builder2 theme. */
export const builderThemeStandIn = defineServerPlugin({
  id: 'builder-theme-stand-in',
  provides: [
    provide(ACTIVE_THEME, () => ({
      activeTheme: async () => ({ id: 9, type: THEME_TYPES.builder2, builder_theme_id: 77 }),
    })),
  ],
});

export function upsellsTestServer(options: { withBuilderTheme?: boolean } = {}) {
  return createTestServer({
    plugins: options.withBuilderTheme ? [upsellsServerPlugin, builderThemeStandIn] : [upsellsServerPlugin],
  });
}
