/** Story data: the plugin's own demo campaigns (data only, no rules) on a memory server of the contract. */
import { ApiError } from '@storeroom/core/client';
import type { HttpClient } from '@storeroom/core/client';
import { contractMemoryHttp } from '@storeroom/core/testing';
import { UPSELLS_MESSAGES, isUpsellActive, upsellInputSchema, upsellsContract } from '../contract';
import type { OcuTemplate, Upsell } from '../contract';
import { OCU_TEMPLATE_ROWS, SEED_UPSELLS } from '../server/seed-data';

/** The templates the server offers (its migration's rows). */
export const SAMPLE_OCU_TEMPLATES: OcuTemplate[] = OCU_TEMPLATE_ROWS.map(({ id, title, description }) => ({
  id,
  title,
  description,
}));

export function sampleCampaigns(count: number): Upsell[] {
  return Array.from({ length: count }, (_, i) => {
    const seed = upsellInputSchema.parse(SEED_UPSELLS[i % SEED_UPSELLS.length]!);
    const impressions = 40 + 10 * (i % 4);
    const conversions = 3 + (i % 5);
    return {
      ...seed,
      id: i + 1,
      title: i < SEED_UPSELLS.length ? seed.title : `${seed.title} ${i + 1}`,
      active: isUpsellActive(seed),
      builder_theme_id: null,
      created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      statistics: {
        impressions,
        conversions,
        conversion_rate: Math.round((conversions / impressions) * 10_000) / 100,
        pages: [],
      },
    };
  });
}

/** A memory server of the contract: campaigns, order-bump categories and canned statistics. */
export function campaignsHttp(rows: Upsell[]) {
  return contractMemoryHttp(
    upsellsContract,
    { campaigns: rows, bumpCategories: [{ id: 1, title: 'Accessories' }] },
    {
      endpoints: {
        templates: () => SAMPLE_OCU_TEMPLATES,
        statistics: () => ({
          impressions: 45,
          conversions: 7,
          conversion_rate: 15.56,
          pages: [
            { page_id: '/cart', impressions: 20, conversions: 3, conversion_rate: 15 },
            { page_id: '/products/tee', impressions: 25, conversions: 4, conversion_rate: 16 },
          ],
        }),
      },
    },
  );
}

/** The memory server, except that the template list fails (the page says so and offers a retry). */
export function templatesFailingHttp(rows: Upsell[]): HttpClient {
  const inner = campaignsHttp(rows);
  return {
    request<TResult>(...args: Parameters<HttpClient['request']>) {
      const [method, path] = args;
      if (method === 'GET' && path.endsWith('/upsells/ocu-templates'))
        return Promise.reject(new ApiError(500, 'The server is not answering.'));
      return inner.request<TResult>(...args);
    },
  };
}

/**
 * The memory server, except that a template choice is refused as the real server refuses it
 * while the store has no builder theme (spec 3 §6).
 */
export function noBuilderThemeHttp(rows: Upsell[]): HttpClient {
  const inner = campaignsHttp(rows);
  return {
    request<TResult>(...args: Parameters<HttpClient['request']>) {
      const [method, , options] = args;
      const body = options?.body as { builder_theme?: number } | undefined;
      if (method === 'PATCH' && body?.builder_theme !== undefined)
        return Promise.reject(
          new ApiError(422, UPSELLS_MESSAGES.builderThemeRequired, {
            builder_theme: [UPSELLS_MESSAGES.builderThemeRequired],
          }),
        );
      return inner.request<TResult>(...args);
    },
  };
}
