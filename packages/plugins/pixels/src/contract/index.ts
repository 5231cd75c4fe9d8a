/**
 * The Pixels plugin's contract (spec 2 §3 Pixel, §6, §7 "Pixels"): what other packages may
 * know of it. The typed client (`src/client.ts`), the server's route wiring and checks, the
 * admin data hooks, the list's filter fields and the API reference
 * (`GET /api/v1/openapi.json`) are derived from it. Another plugin imports this entry
 * (`@storeroom/plugin-pixels/contract`) and nothing else of this package.
 */
import { z } from 'zod';
import { defineContract, defineEndpoint, defineResource } from '@storeroom/core/contract';
import {
  PIXELS_DEFAULT_SORT,
  PIXELS_MESSAGES,
  PIXELS_PAGE_SIZE,
  PIXELS_SUBJECT,
  PIXEL_PAGES,
  PIXEL_POSITIONS,
} from './model';

export * from './model';

/** Facebook pixel (spec 2 §3): its pixel id and the Conversions API access token (a secret). */
export const facebookPixelInputSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{5,20}$/, PIXELS_MESSAGES.facebookCodeInvalid),
  /** Empty or absent keeps the saved token (it is never answered back). */
  access_token: z.string().trim().max(500, PIXELS_MESSAGES.tokenTooLong).optional(),
});
export type FacebookPixelInput = z.input<typeof facebookPixelInputSchema>;

export const googlePixelInputSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^(G|AW|GT|DC|UA)-[A-Z0-9-]{4,30}$/i, PIXELS_MESSAGES.googleCodeInvalid),
});
export type GooglePixelInput = z.input<typeof googlePixelInputSchema>;

export const facebookPixelSchema = z.object({ code: z.string(), access_token_set: z.boolean() });
export type FacebookPixel = z.output<typeof facebookPixelSchema>;
export const googlePixelSchema = z.object({ code: z.string() });
export type GooglePixel = z.output<typeof googlePixelSchema>;

/** What a create sends (an update sends any part of it). */
export const pixelInputSchema = z.object({
  title: z
    .string(PIXELS_MESSAGES.titleRequired)
    .trim()
    .min(1, PIXELS_MESSAGES.titleRequired)
    .max(200, PIXELS_MESSAGES.titleTooLong),
  enabled: z.boolean().default(true),
  position: z.enum(PIXEL_POSITIONS, PIXELS_MESSAGES.positionInvalid).default('head'),
  pages: z
    .array(z.enum(PIXEL_PAGES, PIXELS_MESSAGES.pageUnknown))
    .default([])
    .describe('The storefront page kinds it loads on; none: every page'),
  facebook: facebookPixelInputSchema.nullish().describe('null removes the Facebook pixel'),
  google: googlePixelInputSchema.nullish().describe('null removes the Google pixel'),
});
export type PixelInput = z.input<typeof pixelInputSchema>;

/** A pixel as the API answers it (spec 2 §3 Pixel: id, title, enabled, position, pages). */
export const pixelSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  enabled: z.boolean(),
  position: z.enum(PIXEL_POSITIONS),
  pages: z.array(z.enum(PIXEL_PAGES)),
  facebook: facebookPixelSchema.nullable(),
  google: googlePixelSchema.nullable(),
  created_at: z.string(),
});
export type Pixel = z.output<typeof pixelSchema>;

export const pixelsContract = defineContract({
  id: 'pixels',
  subjects: { pixels: PIXELS_SUBJECT },
  resources: {
    // spec 2 §7 "Pixels: GET, POST search, POST, PATCH, DELETE" (with bulk delete and saved views).
    pixels: defineResource({
      path: '/pixels',
      subject: PIXELS_SUBJECT,
      summary: 'The tracking pixels of the store.',
      item: pixelSchema,
      create: pixelInputSchema,
      filters: {
        // The search box: free text over the title and the pixel ids.
        query: { label: 'Search', type: 'text', hidden: true },
        title: { label: 'Title', type: 'text' },
      },
      sort: ['id', 'title', 'created_at'],
      defaultSort: PIXELS_DEFAULT_SORT,
      pageSize: PIXELS_PAGE_SIZE,
    }),
  },
  endpoints: {
    // Whether new pixels may be created (spec 2 §6: not while a builder theme is active).
    status: defineEndpoint({
      method: 'GET',
      path: '/pixels/status',
      subject: PIXELS_SUBJECT,
      response: z.object({ builder_theme_active: z.boolean(), message: z.string().nullable() }),
      summary:
        'Whether the store’s active theme is a builder theme (no new pixels, with the deprecation warning).',
    }),
    // spec 2 §7 "facebook and google pixel PATCH, GET, DELETE".
    facebook: defineEndpoint({
      method: 'GET',
      path: '/pixels/:id/facebook',
      subject: PIXELS_SUBJECT,
      response: facebookPixelSchema,
      summary:
        'The pixel’s Facebook pixel (the access token only as whether it is set); 404 when it has none.',
    }),
    updateFacebook: defineEndpoint({
      method: 'PATCH',
      path: '/pixels/:id/facebook',
      subject: PIXELS_SUBJECT,
      body: facebookPixelInputSchema,
      response: facebookPixelSchema,
      summary: 'Sets the pixel’s Facebook pixel; an empty access token keeps the saved one.',
    }),
    removeFacebook: defineEndpoint({
      method: 'DELETE',
      path: '/pixels/:id/facebook',
      subject: PIXELS_SUBJECT,
      action: 'update',
      summary: 'Removes the pixel’s Facebook pixel.',
    }),
    google: defineEndpoint({
      method: 'GET',
      path: '/pixels/:id/google',
      subject: PIXELS_SUBJECT,
      response: googlePixelSchema,
      summary: 'The pixel’s Google pixel; 404 when it has none.',
    }),
    updateGoogle: defineEndpoint({
      method: 'PATCH',
      path: '/pixels/:id/google',
      subject: PIXELS_SUBJECT,
      body: googlePixelInputSchema,
      response: googlePixelSchema,
      summary: 'Sets the pixel’s Google pixel.',
    }),
    removeGoogle: defineEndpoint({
      method: 'DELETE',
      path: '/pixels/:id/google',
      subject: PIXELS_SUBJECT,
      action: 'update',
      summary: 'Removes the pixel’s Google pixel.',
    }),
  },
});
