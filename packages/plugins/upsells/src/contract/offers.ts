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
  /**
   * The most one order is discounted by the campaign, minor units; 0 or absent: no maximum
   * (storewide and buy X items: the editor's limits).
   */
  max_value?: number;
  /** Whether the campaign's discount adds up with other campaigns' on a cart line (absent: no). */
  allow_stacking?: boolean;
  /** Storewide: how long the discount lasts from its first showing (absent: no timer). */
  timer?: { minutes: number };
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
  /** Storewide discount with timer: when the discount ends (ISO 8601), else null. */
  expires_at: string | null;
  /** Whether this offer adds up with other offers on the same cart line. */
  allow_stacking: boolean;
}

/** A cart line with every cart-line offer it takes (see `priceCartWithOffers`). */
export interface StackedCartLine extends OfferLine {
  /** The campaigns whose discounts the line takes, in campaign id order. */
  campaign_ids: number[];
}

/** The cart priced with the offers on its own lines together (storewide, buy X items). */
export interface CartWithOffers {
  subtotal: number;
  discount: number;
  total: number;
  lines: StackedCartLine[];
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
  const last = lastSeen(campaign, context);
  if (last === null) return true;
  if (seconds === null) return false;
  return context.now - last >= seconds * 1000;
}

const lastSeen = (campaign: OfferCampaign, context: OfferContext) =>
  (context.seen ?? [])
    .filter((s) => s.campaign_id === campaign.id)
    .reduce<number | null>((max, s) => (max === null || s.at > max ? s.at : max), null);

/** The timer's length in ms (storewide: the editor's timer), or null without one. */
function timerMs(campaign: OfferCampaign): number | null {
  if (!UPSELL_TYPE_INFO[campaign.type].sections.includes('timer') || !campaign.timer) return null;
  return Math.max(0, Math.trunc(campaign.timer.minutes)) * 60_000;
}

/**
 * When a campaign's offer ends, or whether it is not offered (`false`). With a timer, a showing
 * lasts `timer.minutes` from when the buyer was last shown it (`seen`): while it runs the offer
 * stands whatever the frequency cap says (it is the same showing) and ends at the same moment;
 * once over, the frequency cap decides when a new showing (a new countdown from now) starts.
 */
function showing(campaign: OfferCampaign, context: OfferContext): string | null | false {
  const length = timerMs(campaign);
  if (length !== null) {
    const last = lastSeen(campaign, context);
    if (last !== null && context.now - last < length) return new Date(last + length).toISOString();
  }
  if (!capAllows(campaign, context)) return false;
  return length === null ? null : new Date(context.now + length).toISOString();
}

/**
 * Keeps an offer's discount within the campaign's maximum (storewide and buy X items): the
 * lines take what is left of it in cart order, so the offer never takes more than `max_value`.
 */
function capped(campaign: OfferCampaign, lines: OfferLine[]): OfferLine[] {
  const max = Math.max(0, Math.trunc(campaign.max_value ?? 0));
  if (max === 0 || !UPSELL_TYPE_INFO[campaign.type].sections.includes('limits')) return lines;
  let left = max;
  return lines.map((line) => {
    const discount = Math.min(line.discount, left);
    left -= discount;
    return { ...line, discount, total: line.price * line.quantity - discount };
  });
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

/** An offer and, for one on the cart's own lines, the index of each of its lines in the cart. */
interface FoundOffer {
  offer: UpsellOffer;
  cartIndexes: number[] | null;
}

function findOffers(
  lines: readonly OfferCartLine[],
  campaigns: readonly OfferCampaign[],
  context: OfferContext,
): FoundOffer[] {
  const inCart = quantities(lines);
  const priceOf = new Map((context.products ?? []).map((p) => [p.product_id, p.price]));
  for (const line of lines) if (!priceOf.has(line.product_id)) priceOf.set(line.product_id, line.price);
  const found: FoundOffer[] = [];
  const sorted = [...campaigns].sort((a, b) => a.id - b.id);
  for (const campaign of sorted) {
    if (!isUpsellActive(campaign)) continue;
    const hasTrigger = UPSELL_TYPE_INFO[campaign.type].sections.includes('trigger');
    const triggerProducts = hasTrigger ? campaign.trigger.products : [];
    if (triggerProducts.length > 0 && !triggerProducts.some((id) => (inCart.get(id) ?? 0) > 0)) continue;
    if (hasTrigger && exceptionExcludes(campaign, lines)) continue;
    if (!targetingMatches(campaign.targeting, lines)) continue;
    const expires_at = showing(campaign, context);
    if (expires_at === false) continue;
    const discount = { type: campaign.discount.type, value: campaign.discount.value };
    const base = {
      campaign_id: campaign.id,
      type: campaign.type,
      level: null,
      expires_at,
      allow_stacking: campaign.allow_stacking ?? false,
    };
    const single = (product_id: number, level: MatchingLevelType | null = null): FoundOffer | null => {
      const price = priceOf.get(product_id);
      if (price === undefined) return null;
      const offer = {
        ...base,
        product_id,
        discount,
        level,
        lines: priced([{ product_id, price, quantity: 1 }], discount),
      };
      return { offer, cartIndexes: null };
    };
    const onCart = (indexes: number[], d: UpsellOffer['discount']): FoundOffer => ({
      offer: {
        ...base,
        product_id: null,
        discount: d,
        lines: capped(
          campaign,
          priced(
            indexes.map((i) => lines[i]!),
            d,
          ),
        ),
      },
      cartIndexes: indexes,
    });
    switch (campaign.type) {
      case 'storewide':
        if (lines.length > 0)
          found.push(
            onCart(
              lines.map((_, i) => i),
              discount,
            ),
          );
        break;
      case 'x-items': {
        const target = lines
          .map((l, i) => ({ l, i }))
          .filter(({ l }) => triggerProducts.length === 0 || triggerProducts.includes(l.product_id));
        const items = target.reduce((sum, { l }) => sum + Math.max(0, Math.trunc(l.quantity)), 0);
        const tiers = campaign.discount.offers;
        const reached = tiers.filter((t) => t.items <= items).sort((a, b) => b.items - a.items)[0];
        if (tiers.length > 0 && !reached) break;
        const d = reached ? { type: discount.type, value: reached.value } : discount;
        if (target.length > 0)
          found.push(
            onCart(
              target.map(({ i }) => i),
              d,
            ),
          );
        break;
      }
      case 'recommendation': {
        const candidates = context.recommendations ?? [];
        let offer: FoundOffer | null = null;
        for (const level of campaign.matching_levels) {
          if (!level.enabled) continue;
          for (const c of candidates) {
            if (c.level !== level.type || inCart.has(c.product_id)) continue;
            offer = single(c.product_id, level.type);
            if (offer) break;
          }
          if (offer) break;
        }
        if (offer) found.push(offer);
        break;
      }
      case 'one-click-upsell': {
        const first = campaign.upsell_steps[0];
        const offer = first ? single(first.product_id) : null;
        if (offer) found.push(offer);
        break;
      }
      case 'order-bumps':
        for (const bump of campaign.bump_products) {
          if (inCart.has(bump.product_id)) continue;
          const offer = single(bump.product_id);
          if (offer) found.push(offer);
        }
        break;
    }
  }
  return found;
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
 * - the timer (storewide): a showing lasts `timer.minutes` from when the buyer was last shown
 *   it: meanwhile the offer stands (the cap does not end it) with that `expires_at`; after it,
 *   the cap decides, and a new showing counts from now;
 * - what is offered: storewide, every cart line; buy X items, the trigger lines (every line
 *   without trigger products) at the best tier reached (none reached: no offer; no tiers: the
 *   campaign's discount); recommendation, the first candidate not in the cart from the first
 *   enabled matching level, in the campaign's level order, that has one; one-click upsell, its
 *   first step's product; order bumps, each bump product not in the cart. A product offered
 *   from outside the cart needs its price in `context.products` (no price: no offer). Each
 *   offer is priced through `priceCart`: a line never goes below zero and never gains money;
 * - the maximum (`max_value`, storewide and buy X items): the offer takes at most that much in
 *   all, its lines taking what is left in cart order.
 */
export function offersForCart(
  lines: readonly OfferCartLine[],
  campaigns: readonly OfferCampaign[],
  context: OfferContext,
): UpsellOffer[] {
  return findOffers(lines, campaigns, context).map((f) => f.offer);
}

/**
 * The offers of a cart and the cart priced with the offers on its own lines (storewide, buy X
 * items) together (`allow_stacking`): on each line, the offers that allow stacking add up (never
 * above the line), and one that does not is never combined: the line takes either it alone or
 * the stacking ones together, whichever takes more off (a tie: the oldest campaign's). Offers of
 * products from outside the cart (recommendation, one-click upsell, order bumps) are the buyer's
 * choice and are not in the cart's price.
 *
 * @example
 * priceCartWithOffers([{ product_id: 1, price: 1000, quantity: 1 }], [storewide10, storewide20], { now });
 * // neither allows stacking: the line takes the 20 % alone: cart.total 800
 */
export function priceCartWithOffers(
  lines: readonly OfferCartLine[],
  campaigns: readonly OfferCampaign[],
  context: OfferContext,
): { offers: UpsellOffer[]; cart: CartWithOffers } {
  const found = findOffers(lines, campaigns, context);
  const cartLines: StackedCartLine[] = lines.map((line, i) => {
    const price = Math.max(0, Math.trunc(line.price));
    const quantity = Math.max(0, Math.trunc(line.quantity));
    const gross = price * quantity;
    const takes = found.flatMap(({ offer, cartIndexes }) => {
      const at = cartIndexes?.indexOf(i) ?? -1;
      return at < 0 ? [] : [{ offer, discount: offer.lines[at]!.discount }];
    });
    const stacking = takes.filter((t) => t.offer.allow_stacking);
    const options = [
      ...takes.filter((t) => !t.offer.allow_stacking).map((t) => [t]),
      ...(stacking.length > 0 ? [stacking] : []),
    ].map((option) => ({
      ids: option.map((t) => t.offer.campaign_id),
      discount: Math.min(
        gross,
        option.reduce((sum, t) => sum + t.discount, 0),
      ),
    }));
    const best = options.reduce<(typeof options)[number] | null>(
      (b, o) =>
        b === null || o.discount > b.discount || (o.discount === b.discount && o.ids[0]! < b.ids[0]!) ? o : b,
      null,
    );
    const discount = best?.discount ?? 0;
    return {
      product_id: line.product_id,
      price,
      quantity,
      total: gross - discount,
      discount,
      campaign_ids: best && discount > 0 ? best.ids : [],
    };
  });
  const subtotal = cartLines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const discount = cartLines.reduce((sum, l) => sum + l.discount, 0);
  return {
    offers: found.map((f) => f.offer),
    cart: { subtotal, discount, total: subtotal - discount, lines: cartLines },
  };
}
