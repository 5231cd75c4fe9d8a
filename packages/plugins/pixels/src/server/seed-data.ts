import type { PixelPage, PixelPosition } from '../contract';

/** Demo pixels (data only, no rules): the dev server's seed, the stories' rows and the tests' expectations. */
export const SEED_PIXELS: {
  title: string;
  enabled: boolean;
  position: PixelPosition;
  pages: PixelPage[];
  facebook_code: string | null;
  facebook_access_token: string | null;
  google_code: string | null;
}[] = [
  {
    title: 'Facebook ads',
    enabled: true,
    position: 'head',
    pages: [],
    facebook_code: '123456789012345',
    facebook_access_token: 'demo-facebook-token',
    google_code: null,
  },
  {
    title: 'Google Ads conversions',
    enabled: true,
    position: 'body',
    pages: ['thank_you'],
    facebook_code: null,
    facebook_access_token: null,
    google_code: 'AW-123456789',
  },
  {
    title: 'Old campaign',
    enabled: false,
    position: 'head',
    pages: ['product', 'cart'],
    facebook_code: '998877665544',
    facebook_access_token: null,
    google_code: 'G-OLD12345',
  },
];
