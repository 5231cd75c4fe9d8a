/**
 * The Pixels area's zod-free half of its contract: the subject, enumerations, constants
 * and messages. The admin manifest reads only this, so the shell's first load carries no
 * schema library; `./index.ts` re-exports it.
 */

export * from './shell';

/** Where on a storefront page a pixel's code goes. */
export const PIXEL_POSITIONS = ['head', 'body'] as const;
export type PixelPosition = (typeof PIXEL_POSITIONS)[number];
export const PIXEL_POSITION_LABELS: Record<PixelPosition, string> = {
  head: 'In the page head',
  body: 'At the end of the page body',
};

/** spec 2 §2 "Storefront page kinds (slug, title)": the pages a pixel can load on. */
export const PIXEL_PAGES = [
  'cart',
  'product',
  'collection',
  'collections',
  'home_page',
  'search',
  'thank_you',
  'cms_index',
  'cms_item',
] as const;
export type PixelPage = (typeof PIXEL_PAGES)[number];
export const PIXEL_PAGE_LABELS: Record<PixelPage, string> = {
  cart: 'Cart',
  product: 'Product Page',
  collection: 'Collection page',
  collections: 'Collection List',
  home_page: 'Home page',
  search: 'Search page',
  thank_you: 'Thank you',
  cms_index: 'CMS index pages',
  cms_item: 'CMS pages',
};

/** The two kinds of pixel a pixel carries (spec 2 §7 "facebook and google pixel"). */
export const PIXEL_KINDS = ['facebook', 'google'] as const;
export type PixelKind = (typeof PIXEL_KINDS)[number];

/** Page size of the list; the list is newest first. */
export const PIXELS_PAGE_SIZE = 20;
export const PIXELS_DEFAULT_SORT = '!id';

/** Messages shown to people (the server answers the same ones); verbatim where the spec gives them. */
export const PIXELS_MESSAGES = {
  titleRequired: 'Title cannot be blank.',
  titleTooLong: 'Title can have at most 200 characters.',
  positionInvalid: 'Choose where the pixel loads.',
  pageUnknown: 'Choose pages from the list.',
  facebookCodeInvalid: 'Facebook pixel ID must be 5 to 20 digits.',
  googleCodeInvalid: 'Google tag ID must look like G-XXXXXXX or AW-XXXXXXX.',
  tokenTooLong: 'Access token can have at most 500 characters.',
  created: 'Pixel created successfully.',
  updated: 'Pixel updated successfully.',
  deleted: 'Pixel deleted successfully.',
  notFound: 'Pixel not found',
  facebookNotSet: 'This pixel has no Facebook pixel.',
  googleNotSet: 'This pixel has no Google pixel.',
  /**
   * spec 2 §6 "Pixel creation is disallowed, with a deprecation warning, when the visual theme
   * builder theme is active." The spec gives no text; this is ours.
   */
  builderThemeDeprecated:
    'Pixels are deprecated while a builder theme is active: add tracking codes in the theme builder instead. New pixels cannot be created.',
  /** spec 2 §8 "Confirmations" */
  confirmDelete: 'Are you sure you want to delete it?',
} as const;
