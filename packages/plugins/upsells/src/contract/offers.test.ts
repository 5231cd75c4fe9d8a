import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FREQUENCY_CAP_UNITS,
  FREQUENCY_CAP_UNIT_NAMES,
  MATCHING_LEVEL_TYPES,
  NEW_CAMPAIGN_DEFAULTS,
  UPSELL_DISCOUNT_TYPES,
  UPSELL_EXCEPTION_CONDITIONS,
  UPSELL_TYPES,
  offersForCart,
  priceCartWithOffers,
} from '.';
import type { OfferCampaign, OfferCartLine, UpsellType } from '.';

const PRODUCTS = [1, 2, 3, 4, 5];
const NOW = Date.UTC(2026, 10, 1);

function campaign(over: Partial<OfferCampaign> & { id: number; type: UpsellType }): OfferCampaign {
  return {
    is_draft: false,
    trigger: { products: [], exceptions: [] },
    discount: { type: 'percent', value: 10, offers: [] },
    bump_products: [],
    upsell_steps: [],
    frequency_cap: NEW_CAMPAIGN_DEFAULTS.frequency_cap,
    matching_levels: NEW_CAMPAIGN_DEFAULTS.matching_levels,
    targeting: { match: 'any', rules: [] },
    ...over,
  };
}

const lineArb: fc.Arbitrary<OfferCartLine> = fc.record({
  product_id: fc.constantFrom(...PRODUCTS),
  price: fc.integer({ min: 0, max: 1_000_000 }),
  quantity: fc.integer({ min: 0, max: 20 }),
  title: fc.constantFrom('Tee', 'Mug', 'Gift card'),
  tags: fc.array(fc.constantFrom('sale', 'new'), { maxLength: 2 }),
  weight: fc.integer({ min: 0, max: 5000 }),
});
const cartArb = fc.array(lineArb, { maxLength: 6 });

const campaignArb: fc.Arbitrary<OfferCampaign> = fc
  .record({
    id: fc.integer({ min: 1, max: 1000 }),
    type: fc.constantFrom(...UPSELL_TYPES),
    is_draft: fc.boolean(),
    products: fc.subarray(PRODUCTS),
    exceptions: fc.array(
      fc.record({
        product_id: fc.constantFrom(...PRODUCTS),
        condition: fc.constantFrom(...UPSELL_EXCEPTION_CONDITIONS),
        value: fc.integer({ min: 0, max: 10 }),
      }),
      { maxLength: 2 },
    ),
    discountType: fc.constantFrom(...UPSELL_DISCOUNT_TYPES),
    value: fc.integer({ min: 0, max: 2_000_000 }),
    tiers: fc.array(
      fc.record({ items: fc.integer({ min: 1, max: 10 }), value: fc.integer({ min: 0, max: 100 }) }),
      {
        maxLength: 3,
      },
    ),
    bumps: fc.subarray(PRODUCTS),
    steps: fc.subarray(PRODUCTS),
    cap: fc.record({
      size: fc.integer({ min: 0, max: 5 }),
      type: fc.constantFrom(...FREQUENCY_CAP_UNIT_NAMES),
    }),
    levels: fc.shuffledSubarray([...MATCHING_LEVEL_TYPES]),
    match: fc.constantFrom('any' as const, 'all' as const),
    maxValue: fc.constantFrom(0, 1, 700, 5000),
    stacking: fc.boolean(),
    timerMinutes: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
    rules: fc.array(
      fc.oneof(
        fc.record({
          type: fc.constant('product_title' as const),
          condition: fc.constantFrom('contains' as const, 'not_contains' as const, 'is_exactly' as const),
          value: fc.constantFrom('tee', 'mug'),
        }),
        fc.record({
          type: fc.constant('order_total' as const),
          condition: fc.constantFrom('greater' as const, 'less' as const),
          value: fc.constantFrom('1000', '50000'),
        }),
      ),
      { maxLength: 3 },
    ),
  })
  .map((c) =>
    campaign({
      id: c.id,
      type: c.type,
      is_draft: c.is_draft,
      trigger: { products: c.products, exceptions: c.exceptions },
      discount: {
        type: c.discountType,
        value: c.discountType === 'percent' ? c.value % 101 : c.value,
        offers: c.tiers,
      },
      bump_products: c.bumps.map((product_id) => ({ product_id })),
      upsell_steps: c.steps.map((product_id) => ({ product_id })),
      frequency_cap: c.cap,
      matching_levels: c.levels.map((type) => ({ type, enabled: true })),
      targeting: { match: c.match, rules: c.rules },
      max_value: c.maxValue,
      allow_stacking: c.stacking,
      ...(c.timerMinutes === undefined ? {} : { timer: { minutes: c.timerMinutes } }),
    }),
  );
const campaignsArb = fc.uniqueArray(campaignArb, { selector: (c) => c.id, maxLength: 5 });
const contextArb = fc.record({
  seen: fc.array(
    fc.record({
      campaign_id: fc.integer({ min: 1, max: 1000 }),
      at: fc.integer({ min: NOW - 1e10, max: NOW }),
    }),
    { maxLength: 5 },
  ),
  products: fc.constant(PRODUCTS.map((product_id) => ({ product_id, price: product_id * 1000 }))),
  recommendations: fc.array(
    fc.record({ product_id: fc.constantFrom(...PRODUCTS), level: fc.constantFrom(...MATCHING_LEVEL_TYPES) }),
    { maxLength: 4 },
  ),
});

describe('offersForCart (properties)', () => {
  it('never offers a draft campaign', () => {
    fc.assert(
      fc.property(cartArb, campaignsArb, contextArb, (cart, campaigns, ctx) => {
        const drafts = new Set(campaigns.filter((c) => c.is_draft).map((c) => c.id));
        for (const offer of offersForCart(cart, campaigns, { ...ctx, now: NOW }))
          expect(drafts.has(offer.campaign_id)).toBe(false);
      }),
    );
  });

  it('an exception met by the cart always wins over the trigger and the targeting rules', () => {
    fc.assert(
      fc.property(cartArb, campaignsArb, contextArb, (cart, campaigns, ctx) => {
        const qty = new Map<number, number>();
        for (const l of cart) qty.set(l.product_id, (qty.get(l.product_id) ?? 0) + l.quantity);
        const meets = (c: OfferCampaign) =>
          c.type !== 'storewide' &&
          c.trigger.exceptions.some((e) => {
            const q = qty.get(e.product_id) ?? 0;
            if (q <= 0) return false;
            return e.condition === 'equal'
              ? q === e.value
              : e.condition === 'not_equal'
                ? q !== e.value
                : e.condition === 'greater'
                  ? q > e.value
                  : q < e.value;
          });
        const excluded = new Set(campaigns.filter(meets).map((c) => c.id));
        for (const offer of offersForCart(cart, campaigns, { ...ctx, now: NOW }))
          expect(excluded.has(offer.campaign_id)).toBe(false);
      }),
    );
  });

  it('the frequency cap holds: a campaign seen within its cap (lifetime: ever) is not offered', () => {
    fc.assert(
      fc.property(cartArb, campaignsArb, contextArb, (cart, campaigns, ctx) => {
        for (const offer of offersForCart(cart, campaigns, { ...ctx, now: NOW })) {
          const c = campaigns.find((x) => x.id === offer.campaign_id)!;
          if (!['storewide', 'recommendation', 'x-items'].includes(c.type) || c.frequency_cap.size === 0)
            continue;
          const unit = FREQUENCY_CAP_UNITS[c.frequency_cap.type];
          const seen = ctx.seen.filter((x) => x.campaign_id === c.id);
          const last = Math.max(...seen.map((x) => x.at));
          // A storewide showing runs until its timer ends, whatever the cap.
          if (c.type === 'storewide' && c.timer && NOW - last < c.timer.minutes * 60_000) {
            expect(offer.expires_at).toBe(new Date(last + c.timer.minutes * 60_000).toISOString());
            continue;
          }
          for (const s of seen) {
            if (unit === null) throw new Error(`lifetime campaign ${c.id} offered again`);
            expect(NOW - s.at).toBeGreaterThanOrEqual(c.frequency_cap.size * unit * 1000);
          }
        }
      }),
    );
  });

  it('an offer never makes a line negative or adds money', () => {
    fc.assert(
      fc.property(cartArb, campaignsArb, contextArb, (cart, campaigns, ctx) => {
        for (const offer of offersForCart(cart, campaigns, { ...ctx, now: NOW }))
          for (const line of offer.lines) {
            expect(line.total).toBeGreaterThanOrEqual(0);
            expect(line.discount).toBeGreaterThanOrEqual(0);
            expect(line.total + line.discount).toBe(line.price * line.quantity);
            expect(Number.isInteger(line.total)).toBe(true);
          }
      }),
    );
  });

  it('an offer of a storewide or buy X items campaign never takes more than its maximum', () => {
    fc.assert(
      fc.property(cartArb, campaignsArb, contextArb, (cart, campaigns, ctx) => {
        for (const offer of offersForCart(cart, campaigns, { ...ctx, now: NOW })) {
          const c = campaigns.find((x) => x.id === offer.campaign_id)!;
          if (!['storewide', 'x-items'].includes(c.type) || !c.max_value) continue;
          expect(offer.lines.reduce((sum, l) => sum + l.discount, 0)).toBeLessThanOrEqual(c.max_value);
        }
      }),
    );
  });

  it('the cart with offers: each line gets at least its best offer, a non-stacking one alone, never below zero', () => {
    fc.assert(
      fc.property(cartArb, campaignsArb, contextArb, (cart, campaigns, ctx) => {
        const { offers, cart: priced } = priceCartWithOffers(cart, campaigns, { ...ctx, now: NOW });
        expect(priced.lines).toHaveLength(cart.length);
        priced.lines.forEach((line, i) => {
          expect(line.discount).toBeGreaterThanOrEqual(0);
          expect(line.total).toBeGreaterThanOrEqual(0);
          expect(line.total + line.discount).toBe(line.price * line.quantity);
          const mine = offers.filter(
            (o) => o.product_id === null && o.lines.some((l) => l.product_id === cart[i]!.product_id),
          );
          if (line.campaign_ids.length > 1)
            for (const id of line.campaign_ids)
              expect(mine.find((o) => o.campaign_id === id)?.allow_stacking).toBe(true);
        });
        expect(priced.total).toBe(priced.subtotal - priced.discount);
      }),
    );
  });
});

describe('offersForCart (examples)', () => {
  const tee: OfferCartLine = { product_id: 1, price: 2500, quantity: 2, title: 'Blue tee', vendor: 'Acme' };

  it('prices a storewide discount on every line, and skips a draft', () => {
    const offers = offersForCart(
      [tee],
      [campaign({ id: 1, type: 'storewide' }), campaign({ id: 2, type: 'storewide', is_draft: true })],
      { now: NOW },
    );
    expect(offers).toEqual([
      {
        campaign_id: 1,
        type: 'storewide',
        product_id: null,
        discount: { type: 'percent', value: 10 },
        level: null,
        lines: [{ product_id: 1, price: 2500, quantity: 2, total: 4500, discount: 500 }],
        expires_at: null,
        allow_stacking: false,
      },
    ]);
  });

  it('needs a trigger product in the cart; an exception (greater than 5) excludes', () => {
    const bump = campaign({
      id: 3,
      type: 'order-bumps',
      trigger: { products: [1], exceptions: [{ product_id: 1, condition: 'greater', value: 5 }] },
      discount: { type: 'amount', value: 300, offers: [] },
      bump_products: [{ product_id: 9 }],
    });
    const ctx = { now: NOW, products: [{ product_id: 9, price: 1000 }] };
    expect(offersForCart([tee], [bump], ctx)[0]?.lines).toEqual([
      { product_id: 9, price: 1000, quantity: 1, total: 700, discount: 300 },
    ]);
    expect(offersForCart([{ ...tee, product_id: 2 }], [bump], ctx)).toEqual([]);
    expect(offersForCart([{ ...tee, quantity: 6 }], [bump], ctx)).toEqual([]);
  });

  it('targeting: match one or must match all, case-insensitive', () => {
    const rules = [
      { type: 'vendor' as const, condition: 'is_exactly' as const, value: 'acme' },
      { type: 'order_total' as const, condition: 'greater' as const, value: '10000' },
    ];
    const one = campaign({ id: 4, type: 'storewide', targeting: { match: 'any', rules } });
    const all = campaign({ id: 5, type: 'storewide', targeting: { match: 'all', rules } });
    expect(offersForCart([tee], [one, all], { now: NOW }).map((o) => o.campaign_id)).toEqual([4]);
    expect(
      offersForCart([{ ...tee, quantity: 5 }], [one, all], { now: NOW }).map((o) => o.campaign_id),
    ).toEqual([4, 5]);
  });

  it('text rules: tags and collections of any line, trimmed and case-insensitive; "does not contain" on no line', () => {
    const lines: OfferCartLine[] = [
      { ...tee, tags: ['Summer', 'sale'], collections: ['Tees'] },
      { product_id: 2, price: 900, quantity: 1, title: 'Gift wrap', weight: 40 },
    ];
    const matches = (rule: OfferCampaign['targeting']['rules'][number]) =>
      offersForCart(
        lines,
        [campaign({ id: 1, type: 'storewide', targeting: { match: 'all', rules: [rule] } })],
        {
          now: NOW,
        },
      ).length === 1;
    expect(matches({ type: 'tag', condition: 'is_exactly', value: ' summer ' })).toBe(true);
    expect(matches({ type: 'collection_title', condition: 'starts_with', value: 'tee' })).toBe(true);
    expect(matches({ type: 'product_title', condition: 'ends_with', value: 'WRAP' })).toBe(true);
    expect(matches({ type: 'product_title', condition: 'not_contains', value: 'gift' })).toBe(false);
    expect(matches({ type: 'product_title', condition: 'not_contains', value: 'hat' })).toBe(true);
    expect(matches({ type: 'weight', condition: 'less', value: '50' })).toBe(true);
    expect(matches({ type: 'price', condition: 'greater', value: '2500' })).toBe(false);
  });

  it('the frequency cap: again after its length; lifetime never again', () => {
    const hourly = campaign({ id: 6, type: 'storewide', frequency_cap: { size: 1, type: 'hours' } });
    const once = campaign({ id: 7, type: 'storewide', frequency_cap: { size: 1, type: 'lifetime' } });
    const seen = (ago: number) => [
      { campaign_id: 6, at: NOW - ago },
      { campaign_id: 7, at: NOW - ago },
    ];
    const ids = (ago: number) =>
      offersForCart([tee], [hourly, once], { now: NOW, seen: seen(ago) }).map((o) => o.campaign_id);
    expect(ids(59 * 60_000)).toEqual([]);
    expect(ids(3_600_000)).toEqual([6]);
  });

  it('a recommendation takes the first enabled matching level that has a product', () => {
    const rec = campaign({
      id: 8,
      type: 'recommendation',
      matching_levels: [
        { type: 'bought_together', enabled: false },
        { type: 'same_collection', enabled: true },
        { type: 'same_tags', enabled: true },
      ],
    });
    const offers = offersForCart([tee], [rec], {
      now: NOW,
      products: [11, 12, 13].map((product_id) => ({ product_id, price: 2000 })),
      recommendations: [
        { product_id: 11, level: 'bought_together' },
        { product_id: 12, level: 'same_tags' },
        { product_id: 13, level: 'same_collection' },
      ],
    });
    expect(offers.map((o) => [o.product_id, o.level, o.lines[0]!.total])).toEqual([
      [13, 'same_collection', 1800],
    ]);
  });

  it('buy X items: the best tier reached, none reached no offer', () => {
    const x = campaign({
      id: 9,
      type: 'x-items',
      discount: {
        type: 'percent',
        value: 0,
        offers: [
          { items: 2, value: 10 },
          { items: 4, value: 20 },
        ],
      },
    });
    expect(offersForCart([{ ...tee, quantity: 1 }], [x], { now: NOW })).toEqual([]);
    expect(offersForCart([{ ...tee, quantity: 5 }], [x], { now: NOW })[0]?.discount).toEqual({
      type: 'percent',
      value: 20,
    });
  });

  it('the maximum: an offer takes at most max_value in all, its lines in cart order', () => {
    const sale = campaign({
      id: 10,
      type: 'storewide',
      discount: { type: 'percent', value: 50, offers: [] },
      max_value: 3000,
    });
    const mug: OfferCartLine = { product_id: 2, price: 4000, quantity: 1 };
    const [offer] = offersForCart([tee, mug], [sale], { now: NOW });
    expect(offer?.lines.map((l) => [l.discount, l.total])).toEqual([
      [2500, 2500],
      [500, 3500],
    ]);
    // 0: no maximum.
    const [free] = offersForCart([tee, mug], [{ ...sale, max_value: 0 }], { now: NOW });
    expect(free?.lines.map((l) => l.discount)).toEqual([2500, 2000]);
  });

  it('stacking: stacking offers add up on a line; one that does not stack stands alone if it takes more', () => {
    const ten = campaign({ id: 11, type: 'storewide', allow_stacking: true });
    const five = campaign({
      id: 12,
      type: 'storewide',
      discount: { type: 'percent', value: 5, offers: [] },
      allow_stacking: true,
    });
    const twelve = campaign({
      id: 13,
      type: 'storewide',
      discount: { type: 'percent', value: 12, offers: [] },
    });
    const line = (cs: OfferCampaign[]) => priceCartWithOffers([tee], cs, { now: NOW }).cart.lines[0];
    // 10 % + 5 % of 5000 add up.
    expect(line([ten, five])).toMatchObject({ discount: 750, total: 4250, campaign_ids: [11, 12] });
    // 12 % alone (600) takes less than 10 % + 5 % (750): the stacking ones win.
    expect(line([ten, five, twelve])).toMatchObject({ discount: 750, campaign_ids: [11, 12] });
    // 12 % alone takes more than 10 % alone.
    expect(line([ten, twelve])).toMatchObject({ discount: 600, campaign_ids: [13] });
    // Two that do not stack: the larger alone; a tie goes to the older campaign.
    const alsoTwelve = { ...twelve, id: 14 };
    expect(line([alsoTwelve, twelve])).toMatchObject({ discount: 600, campaign_ids: [13] });
    const { cart } = priceCartWithOffers([tee], [ten, twelve], { now: NOW });
    expect(cart).toMatchObject({ subtotal: 5000, discount: 600, total: 4400 });
  });

  it('the timer: a showing stands until it ends, then the cap decides and a new one counts from now', () => {
    const timed = campaign({
      id: 15,
      type: 'storewide',
      timer: { minutes: 15 },
      frequency_cap: { size: 1, type: 'hours' },
    });
    const at = (ago: number | null) =>
      offersForCart([tee], [timed], {
        now: NOW,
        seen: ago === null ? [] : [{ campaign_id: 15, at: NOW - ago }],
      }).map((o) => o.expires_at);
    expect(at(null)).toEqual([new Date(NOW + 15 * 60_000).toISOString()]);
    expect(at(10 * 60_000)).toEqual([new Date(NOW + 5 * 60_000).toISOString()]);
    // Ended, and within the hour's cap: not offered.
    expect(at(20 * 60_000)).toEqual([]);
    expect(at(3_600_000)).toEqual([new Date(NOW + 15 * 60_000).toISOString()]);
    // Only a storewide discount has a timer.
    const rec = campaign({ id: 16, type: 'x-items', timer: { minutes: 15 } });
    expect(offersForCart([tee], [rec], { now: NOW })[0]?.expires_at).toBeNull();
  });
});
