/**
 * Which upsell offers a cart gets, at what price (issue 20): pure and zod-free, shared by the
 * server's storefront door (`POST /storefront/upsells/offers`) and any storefront. Prices go
 * through the store's one pricing function (`priceCart` of the gift codes contract).
 */
import { priceCart } from '@storeroom/plugin-gift-codes/contract';
import { NUMBER_RULE_TYPES, UPSELL_TYPE_INFO, frequencyCapSeconds, isUpsellActive } from './model';
import type {
  FrequencyCapUnit,
  MatchingLevelType,
  TargetingCondition,
  TargetingMatch,
  TargetingRuleType,
  UpsellDiscountType,
  UpsellExceptionCondition,
  UpsellType,
} from './model';

/** A cart line as the storefront knows it: unit price in integer minor units. */
export interface OfferCartLine {
  product_id: number;
  price: number;
  quantity: number;
  title?: string;
  vendor?: string;
  type?: string;
  tags?: readonly string[];
  /** In the store's weight unit. */
  weight?: number;
  variant_title?: string;
  collections?: readonly string[];
}

/** What offersForCart reads of a campaign (a subset of the API's campaign). */
export interface OfferCampaign {
  id: number;
  type: UpsellType;
  is_draft: boolean;
  trigger: {
    products: readonly number[];
    exceptions: readonly { product_id: number; condition: UpsellExceptionCondition; value: number }[];
  };
  discount: {
    type: UpsellDiscountType;
    value: number;
    offers: readonly { items: number; value: number }[];
  };
  bump_products: readonly { product_id: number }[];
  upsell_steps: readonly { product_id: number }[];
  frequency_cap: { size: number; type: FrequencyCapUnit };
  matching_levels: readonly { type: MatchingLevelType; enabled: boolean }[];
  targeting: {
    match: TargetingMatch;
    rules: readonly { type: TargetingRuleType; condition: TargetingCondition; value: string }[];
  };
}

export interface OfferContext {
  /** Now, in milliseconds since the epoch (the frequency cap counts from it). */
  now: number;
  /** When this buyer was last shown (or accepted) each campaign, ms since the epoch. */
  seen?: readonly { campaign_id: number; at: number }[];
  /** Unit prices (minor units) of products that may be offered but are not in the cart. */
  products?: readonly { product_id: number; price: number }[];
  /** Recommendation candidates and the matching level that found each. */
  recommendations?: readonly { product_id: number; level: MatchingLevelType }[];
}

/** One priced line of an offer. */
export interface OfferLine {
  product_id: number;
  price: number;
  quantity: number;
  /** After the offer, minor units. */
  total: number;
  /** Taken by the offer, minor units. */
  discount: number;
}

export interface UpsellOffer {
  campaign_id: number;
  type: UpsellType;
  /** The product offered; null for a storewide discount (every line of the cart). */
  product_id: number | null;
  discount: { type: UpsellDiscountType; value: number };
  /** Recommendation only: the matching level that found the product. */
  level: MatchingLevelType | null;
  lines: OfferLine[];
}

const lower = (s: string | undefined) => (s ?? '').trim().toLowerCase();

function textMatches(condition: TargetingCondition, actual: string, wanted: string): boolean {
  switch (condition) {
    case 'is_exactly':
      return actual === wanted;
    case 'starts_with':
      return actual.startsWith(wanted);
    case 'ends_with':
      return actual.endsWith(wanted);
    case 'contains':
    case 'not_contains':
      return actual.includes(wanted);
    default:
      return false;
  }
}

function numberMatches(condition: TargetingCondition, actual: number, wanted: number): boolean {
  switch (condition) {
    case 'equal':
      return actual === wanted;
    case 'not_equal':
      return actual !== wanted;
    case 'greater':
      return actual > wanted;
    case 'less':
      return actual < wanted;
    default:
      return false;
  }
}

function lineTexts(line: OfferCartLine, type: TargetingRuleType): string[] {
  switch (type) {
    case 'product_title':
      return [lower(line.title)];
    case 'vendor':
      return [lower(line.vendor)];
    case 'type':
      return [lower(line.type)];
    case 'variant_title':
      return [lower(line.variant_title)];
    case 'tag':
      return (line.tags ?? []).map(lower);
    case 'collection_title':
      return (line.collections ?? []).map(lower);
    default:
      return [];
  }
}

/**
 * One targeting rule against the cart. Order total compares the cart's goods (minor units);
 * price and weight match when some line does. A text rule matches when some line's value does
 * (case-insensitive, trimmed); "does not contain" matches when no line contains the value.
 */
export function ruleMatchesCart(
  rule: { type: TargetingRuleType; condition: TargetingCondition; value: string },
  lines: readonly OfferCartLine[],
): boolean {
  if (NUMBER_RULE_TYPES.includes(rule.type)) {
    const wanted = Number(rule.value);
    if (!Number.isFinite(wanted)) return false;
    if (rule.type === 'order_total') return numberMatches(rule.condition, cartGoods(lines), wanted);
    return lines.some((line) => {
      const actual = rule.type === 'price' ? line.price : line.weight;
      return actual !== undefined && numberMatches(rule.condition, actual, wanted);
    });
  }
  const wanted = lower(rule.value);
  const found = lines.some((line) =>
    lineTexts(line, rule.type).some((actual) => textMatches(rule.condition, actual, wanted)),
  );
  return rule.condition === 'not_contains' ? !found : found;
}

/** The campaign's targeting: no rules is every buyer; match one, or every rule. */
export function targetingMatches(
  targeting: OfferCampaign['targeting'],
  lines: readonly OfferCartLine[],
): boolean {
  if (targeting.rules.length === 0) return true;
  const check = (rule: OfferCampaign['targeting']['rules'][number]) => ruleMatchesCart(rule, lines);
  return targeting.match === 'all' ? targeting.rules.every(check) : targeting.rules.some(check);
}

const cartGoods = (lines: readonly OfferCartLine[]) =>
  lines.reduce((sum, l) => sum + Math.max(0, Math.trunc(l.price)) * Math.max(0, Math.trunc(l.quantity)), 0);

/** Quantity of each product in the cart. */
function quantities(lines: readonly OfferCartLine[]): Map<number, number> {
  const map = new Map<number, number>();
  for (const line of lines)
    map.set(line.product_id, (map.get(line.product_id) ?? 0) + Math.max(0, line.quantity));
  return map;
}

/**
 * Whether an exception excludes the cart: its product is in the cart and the product's
 * quantity meets the condition (e.g. greater than 5). An exception always wins over the trigger
 * products and the targeting rules.
 */
export function exceptionExcludes(campaign: OfferCampaign, lines: readonly OfferCartLine[]): boolean {
  const qty = quantities(lines);
  return campaign.trigger.exceptions.some((e) => {
    const q = qty.get(e.product_id);
    return q !== undefined && q > 0 && numberMatches(e.condition, q, e.value);
  });
}

/** The frequency cap: shown again only after its length; lifetime once ever; size 0 no cap. */
export function capAllows(campaign: OfferCampaign, context: OfferContext): boolean {
  if (!UPSELL_TYPE_INFO[campaign.type].sections.includes('frequency')) return true;
  const seconds = frequencyCapSeconds(campaign.frequency_cap);
  if (seconds === 0) return true;
  const last = (context.seen ?? [])
    .filter((s) => s.campaign_id === campaign.id)
    .reduce<number | null>((max, s) => (max === null || s.at > max ? s.at : max), null);
  if (last === null) return true;
  if (seconds === null) return false;
  return context.now - last >= seconds * 1000;
}

/** Lines priced with a discount through `priceCart`. */
function priced(
  lines: readonly { product_id: number; price: number; quantity: number }[],
  discount: { type: UpsellDiscountType; value: number },
): OfferLine[] {
  const clean = lines.map((l) => ({
    product_id: l.product_id,
    price: Math.max(0, Math.trunc(l.price)),
    quantity: Math.max(0, Math.trunc(l.quantity)),
  }));
  const result = priceCart({ lines: clean.map((l) => ({ ...l, offer: discount })), shipping: 0 });
  return clean.map((l, i) => ({
    ...l,
    total: result.lines[i]!.total,
    discount: result.lines[i]!.upsell_discount,
  }));
}

/**
 * The upsell offers a cart gets (issue 20, spec 3 §3, §9), in campaign id order:
 * - only active campaigns (never a draft; a one-click upsell needs a step);
 * - the trigger (recommendation, buy X items, one-click upsell, order bumps): one of its
 *   products is in the cart, or it lists none (every cart); a storewide discount has no trigger;
 * - an exception whose product's quantity meets its condition excludes the campaign, whatever
 *   the trigger and rules say;
 * - the targeting rules (match one, or must match all; none: everyone);
 * - the frequency cap (storewide, recommendation, buy X items) against `context.seen`;
 * - what is offered: storewide, every cart line; buy X items, the trigger lines (every line
 *   without trigger products) at the best tier reached (none reached: no offer; no tiers: the
 *   campaign's discount); recommendation, the first candidate not in the cart from the first
 *   enabled matching level, in the campaign's level order, that has one; one-click upsell, its
 *   first step's product; order bumps, each bump product not in the cart. A product offered
 *   from outside the cart needs its price in `context.products` (no price: no offer). Each
 *   offer is priced through `priceCart`: a line never goes below zero and never gains money.
 */
export function offersForCart(
  lines: readonly OfferCartLine[],
  campaigns: readonly OfferCampaign[],
  context: OfferContext,
): UpsellOffer[] {
  const inCart = quantities(lines);
  const priceOf = new Map((context.products ?? []).map((p) => [p.product_id, p.price]));
  for (const line of lines) if (!priceOf.has(line.product_id)) priceOf.set(line.product_id, line.price);
  const offers: UpsellOffer[] = [];
  const sorted = [...campaigns].sort((a, b) => a.id - b.id);
  for (const campaign of sorted) {
    if (!isUpsellActive(campaign)) continue;
    const hasTrigger = UPSELL_TYPE_INFO[campaign.type].sections.includes('trigger');
    const triggerProducts = hasTrigger ? campaign.trigger.products : [];
    if (triggerProducts.length > 0 && !triggerProducts.some((id) => (inCart.get(id) ?? 0) > 0)) continue;
    if (hasTrigger && exceptionExcludes(campaign, lines)) continue;
    if (!targetingMatches(campaign.targeting, lines)) continue;
    if (!capAllows(campaign, context)) continue;
    const discount = { type: campaign.discount.type, value: campaign.discount.value };
    const base = { campaign_id: campaign.id, type: campaign.type, level: null };
    const single = (product_id: number, level: MatchingLevelType | null = null): UpsellOffer | null => {
      const price = priceOf.get(product_id);
      if (price === undefined) return null;
      return {
        ...base,
        product_id,
        discount,
        level,
        lines: priced([{ product_id, price, quantity: 1 }], discount),
      };
    };
    switch (campaign.type) {
      case 'storewide':
        if (lines.length > 0)
          offers.push({ ...base, product_id: null, discount, lines: priced(lines, discount) });
        break;
      case 'x-items': {
        const target =
          triggerProducts.length > 0 ? lines.filter((l) => triggerProducts.includes(l.product_id)) : lines;
        const items = target.reduce((sum, l) => sum + Math.max(0, Math.trunc(l.quantity)), 0);
        const tiers = campaign.discount.offers;
        const reached = tiers.filter((t) => t.items <= items).sort((a, b) => b.items - a.items)[0];
        if (tiers.length > 0 && !reached) break;
        const d = reached ? { type: discount.type, value: reached.value } : discount;
        if (target.length > 0)
          offers.push({ ...base, product_id: null, discount: d, lines: priced(target, d) });
        break;
      }
      case 'recommendation': {
        const candidates = context.recommendations ?? [];
        let offer: UpsellOffer | null = null;
        for (const level of campaign.matching_levels) {
          if (!level.enabled) continue;
          for (const c of candidates) {
            if (c.level !== level.type || inCart.has(c.product_id)) continue;
            offer = single(c.product_id, level.type);
            if (offer) break;
          }
          if (offer) break;
        }
        if (offer) offers.push(offer);
        break;
      }
      case 'one-click-upsell': {
        const first = campaign.upsell_steps[0];
        const offer = first ? single(first.product_id) : null;
        if (offer) offers.push(offer);
        break;
      }
      case 'order-bumps':
        for (const bump of campaign.bump_products) {
          if (inCart.has(bump.product_id)) continue;
          const offer = single(bump.product_id);
          if (offer) offers.push(offer);
        }
        break;
    }
  }
  return offers;
}
