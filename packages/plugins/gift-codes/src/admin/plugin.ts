import { definePlugin } from '@storeroom/core';
import { COUPONS_PATH, GIFT_CAMPAIGNS_PATH, GIFT_CARDS_PATH, GIFT_CODES_SUBJECT } from '../contract/shell';

/**
 * Everything the Gift codes plugin gives the shell, on one screen. The manifest reads only the
 * zod-free model; each screen loads lazily (its own chunk).
 */
export const giftCodesPlugin = definePlugin({
  id: 'gift-codes',
  name: 'Gift codes',
  subjects: [GIFT_CODES_SUBJECT],
  routes: [
    {
      // spec 3 §2: a grid with a side panel; `?id=` opens a coupon, `?id=0` a new one.
      path: COUPONS_PATH,
      subject: GIFT_CODES_SUBJECT,
      title: 'Coupons',
      load: () => import('./routes/coupons-list').then((m) => m.CouponsPage),
    },
    {
      // spec 3 §2: issued gift cards, a grid with a side panel and the issue modal.
      path: GIFT_CARDS_PATH,
      subject: GIFT_CODES_SUBJECT,
      title: 'Gift cards',
      load: () => import('./routes/gift-cards-list').then((m) => m.GiftCardsPage),
    },
    {
      // spec 3 §2: gift card campaigns, a grid with a side panel; `?id=` opens one, `?id=0` a new one.
      path: GIFT_CAMPAIGNS_PATH,
      subject: GIFT_CODES_SUBJECT,
      title: 'Gift card campaigns',
      load: () => import('./routes/gift-campaigns-list').then((m) => m.GiftCampaignsPage),
    },
  ],
  // spec 3 §6, spec 4 §2: settings-group links, shown with full or limited gift codes access.
  menu: [
    { group: 'settings', label: 'Coupons', path: COUPONS_PATH, subject: GIFT_CODES_SUBJECT },
    { group: 'settings', label: 'Gift cards', path: GIFT_CARDS_PATH, subject: GIFT_CODES_SUBJECT },
    {
      group: 'settings',
      label: 'Gift card campaigns',
      path: GIFT_CAMPAIGNS_PATH,
      subject: GIFT_CODES_SUBJECT,
    },
  ],
});
