/** Story data: the plugin's own demo pixels (data only, no rules) on a memory server of the contract. */
import { contractMemoryHttp } from '@storeroom/core/testing';
import { PIXELS_MESSAGES, pixelsContract } from '../contract';
import type { Pixel } from '../contract';
import { SEED_PIXELS } from '../server/seed-data';

export function samplePixels(count: number): Pixel[] {
  return Array.from({ length: count }, (_, i) => {
    const seed = SEED_PIXELS[i % SEED_PIXELS.length]!;
    return {
      id: i + 1,
      title: i < SEED_PIXELS.length ? seed.title : `${seed.title} ${i + 1}`,
      enabled: seed.enabled,
      position: seed.position,
      pages: seed.pages,
      facebook: seed.facebook_code
        ? { code: seed.facebook_code, access_token_set: seed.facebook_access_token !== null }
        : null,
      google: seed.google_code ? { code: seed.google_code } : null,
      created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    };
  });
}

/** A memory server of the contract: the `pixels` resource and the builder-theme status. */
export function pixelsHttp(rows: Pixel[], builderTheme = false) {
  return contractMemoryHttp(
    pixelsContract,
    { pixels: rows },
    {
      endpoints: {
        status: () => ({
          builder_theme_active: builderTheme,
          message: builderTheme ? PIXELS_MESSAGES.builderThemeDeprecated : null,
        }),
      },
    },
  );
}
