/**
 * Deterministic demo storefront sessions over the last ~100 days: the same counts, referrers,
 * devices and funnel stages on every seed (a fixed pseudo-random sequence), placed relative to
 * the day the demo is seeded so the dashboard always has recent traffic.
 */
import type { VisitDevice, VisitStage } from '../contract';

export const SEED_DAYS = 100;

/** Referrer domains with their weights; '' is Direct. */
const REFERRERS: [string, number][] = [
  ['', 30],
  ['google.com', 25],
  ['facebook.com', 15],
  ['instagram.com', 10],
  ['pinterest.com', 6],
  ['bing.com', 4],
  ['tiktok.com', 3],
  ['duckduckgo.com', 2],
];
const DEVICES: [VisitDevice, number][] = [
  ['mobile', 55],
  ['desktop', 38],
  ['tablet', 7],
];
const ROUTES: [string, number][] = [
  ['/', 40],
  ['/collections/summer', 20],
  ['/products/linen-shirt', 15],
  ['/products/canvas-tote', 10],
  ['/search', 5],
  ['/pages/about', 5],
];

/** mulberry32: a small seeded generator, so the data is the same on every run. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, weighted: readonly [T, number][]): T {
  const total = weighted.reduce((sum, [, w]) => sum + w, 0);
  let roll = random() * total;
  for (const [value, weight] of weighted) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return weighted[weighted.length - 1]![0];
}

export interface SeedVisit {
  started_at: Date;
  referrer: string;
  device: VisitDevice;
  landing_route: string;
  reached: VisitStage | '';
  /** The storefront's session key and page views, as `POST /storefront/visits` records them. */
  session_key?: string | null;
  page_views?: number;
}

/** Pages a session sees before the furthest stage it reached (cart, checkout, thank-you page). */
const STAGE_PAGES: Record<VisitStage | '', number> = { '': 0, cart: 1, checkout: 2, purchased: 3 };

/**
 * Sessions for the `SEED_DAYS` days before `now` (none in the future): `perDay` on average,
 * ~12 % reach the cart, ~55 % of those check out, ~60 % of those buy. Each is a visit as a
 * storefront records it (issue 18: recorded visits in the demo): a session key and its page
 * views (1 to 5 browsing pages, plus one per funnel step reached).
 */
export function seedVisits(now: number, perDay: number, seed: number): SeedVisit[] {
  const random = generator(seed);
  const dayMs = 86_400_000;
  const firstDay = Math.floor(now / dayMs) - SEED_DAYS + 1;
  const visits: SeedVisit[] = [];
  for (let day = 0; day < SEED_DAYS; day += 1) {
    const count = Math.round(perDay * (0.6 + random() * 0.8));
    for (let i = 0; i < count; i += 1) {
      const at = (firstDay + day) * dayMs + Math.floor(random() * dayMs);
      const roll = random();
      const reached: SeedVisit['reached'] =
        roll < 0.04 ? 'purchased' : roll < 0.066 ? 'checkout' : roll < 0.12 ? 'cart' : '';
      const visit: SeedVisit = {
        started_at: new Date(at),
        referrer: pick(random, REFERRERS),
        device: pick(random, DEVICES),
        landing_route: pick(random, ROUTES),
        reached,
        // Not drawn from the generator: the counts, referrers and stages stay those of before.
        session_key: `demo-${String(seed)}-${String(day)}-${String(i)}`,
        page_views: 1 + ((day * 7 + i * 3) % 5) + STAGE_PAGES[reached],
      };
      if (at <= now) visits.push(visit);
    }
  }
  return visits;
}

/**
 * Sessions at fixed times in February and March 2020, long before the demo traffic of the
 * last `SEED_DAYS` days: admin tests and examples read figures they can count by hand.
 */
export const SAMPLE_VISITS: readonly SeedVisit[] = [
  { at: '2020-02-20T12:00:00Z', referrer: '', reached: '' },
  { at: '2020-03-05T12:00:00Z', referrer: 'facebook.com', reached: '' },
  { at: '2020-03-09T08:15:00Z', referrer: 'google.com', reached: 'cart' },
  { at: '2020-03-09T10:45:00Z', referrer: '', reached: 'purchased' },
  { at: '2020-03-09T22:30:00Z', referrer: 'google.com', reached: 'checkout' },
  // Before the 1-month period that ends on 03/10/2020.
  { at: '2020-01-15T12:00:00Z', referrer: 'bing.com', reached: '' },
].map(({ at, referrer, reached }) => ({
  started_at: new Date(at),
  referrer,
  device: 'desktop' as const,
  landing_route: '/',
  reached: reached as SeedVisit['reached'],
}));
