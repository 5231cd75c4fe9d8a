/**
 * The variant combinator (spec 2 §4 "Options"): pure functions, no React, shared by the editor
 * and tests. Variants are the combinations of the values of the options that have a title and
 * at least one value; an existing variant with an equal combination is kept (with its sku,
 * price, images and id); exactly one variant is the default.
 */
import { DEFAULT_THUMBNAIL_COLOR, NEW_PRODUCT_OPTION_TITLES } from '../contract';
import type { OptionThumbnail, ProductOption, ProductVariant } from '../contract';

/** An option as the editor holds it. */
export type OptionLike = Pick<ProductOption, 'title' | 'values'>;
/** A variant as the editor holds it (`id` once saved). */
export type VariantLike = Pick<ProductVariant, 'variant' | 'default'> & Partial<ProductVariant>;

/** Options that take part in combinations: a title and at least one value. */
export function usableOptions<TOption extends OptionLike>(options: readonly TOption[]): TOption[] {
  return options.filter((o) => o.title.trim() !== '' && o.values.some((v) => v.trim() !== ''));
}

/** Every combination of the usable options' values, first option varying slowest. */
export function combinations(options: readonly OptionLike[]): string[][] {
  const usable = usableOptions(options);
  if (usable.length === 0) return [];
  let result: string[][] = [[]];
  for (const option of usable) {
    const values = option.values.filter((v) => v.trim() !== '');
    result = result.flatMap((prefix) => values.map((v) => [...prefix, v]));
  }
  return result;
}

function sameCombination(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** A fresh variant for a combination. */
export function newVariant(variant: string[]): ProductVariant {
  return { variant, default: false, images: [], front_image: null, back_image: null, sku: '', price: null };
}

/** Exactly one default: the first default one stays, or the first variant becomes it. */
export function ensureOneDefault<TVariant extends VariantLike>(variants: readonly TVariant[]): TVariant[] {
  const first = variants.findIndex((v) => v.default);
  const keep = first === -1 ? 0 : first;
  return variants.map((v, i) => (v.default === (i === keep) ? v : { ...v, default: i === keep }));
}

/**
 * Recalculates variants after options changed: one per combination, equal combinations kept
 * (the first existing one when several are equal), then exactly one default.
 */
export function recalculateVariants<TVariant extends VariantLike>(
  options: readonly OptionLike[],
  existing: readonly TVariant[],
): (TVariant | ProductVariant)[] {
  const pool = [...existing];
  const next = combinations(options).map((combo) => {
    const at = pool.findIndex((v) => sameCombination(v.variant, combo));
    if (at === -1) return newVariant(combo);
    const [kept] = pool.splice(at, 1);
    return kept!;
  });
  return ensureOneDefault(next);
}

/** Makes variant `index` the default and clears the others (spec 2 §4). */
export function setDefaultVariant<TVariant extends VariantLike>(
  variants: readonly TVariant[],
  index: number,
): TVariant[] {
  if (index < 0 || index >= variants.length) return [...variants];
  return variants.map((v, i) => ({ ...v, default: i === index }));
}

function contains(whole: readonly string[], part: readonly string[]): boolean {
  const rest = [...whole];
  return part.every((value) => {
    const at = rest.indexOf(value);
    if (at === -1) return false;
    rest.splice(at, 1);
    return true;
  });
}

/**
 * On load (spec 2 §4): variants whose length differs from the option count are dropped, and
 * their images merged into the kept variants whose combination contains all of their values.
 */
export function normalizeLoadedVariants<TVariant extends VariantLike>(
  optionCount: number,
  variants: readonly TVariant[],
): TVariant[] {
  const kept = variants
    .filter((v) => v.variant.length === optionCount)
    .map((v) => ({ ...v, images: [...(v.images ?? [])] }));
  for (const dropped of variants.filter((v) => v.variant.length !== optionCount)) {
    const images = dropped.images ?? [];
    if (images.length === 0) continue;
    for (const target of kept) {
      if (!contains(target.variant, dropped.variant) && !contains(dropped.variant, target.variant)) continue;
      for (const image of images) if (!target.images.includes(image)) target.images.push(image);
    }
  }
  return kept.length > 0 ? ensureOneDefault(kept) : kept;
}

/** Options of a new product with none (spec 2 §4: Color and Size). */
export function startingOptions(): ProductOption[] {
  return NEW_PRODUCT_OPTION_TITLES.map((title) => ({
    title,
    values: [],
    changes_look: false,
    thumbnails: [],
  }));
}

/** A variant's display title, e.g. "Red / M". */
export function variantTitle(variant: readonly string[]): string {
  return variant.join(' / ');
}

/**
 * The thumbnails of an option for its current values (spec 2 §3): one per value, keeping what
 * was chosen, the colour defaulting to #FFFFFF.
 */
export function syncThumbnails(
  option: OptionLike & { thumbnails?: readonly OptionThumbnail[] },
): OptionThumbnail[] {
  return option.values.map(
    (value) =>
      option.thumbnails?.find((t) => t.value === value) ?? {
        value,
        image: null,
        color: DEFAULT_THUMBNAIL_COLOR,
      },
  );
}

/**
 * Image groups by look (spec 2 §3 "Image-by-variant groups"): the combinations of the values
 * of the options that change the look (e.g. Color), each naming the positions of those options
 * in a variant. Images chosen for a group go to every variant of that look.
 */
export function lookGroups(options: readonly (OptionLike & { changes_look?: boolean })[]): {
  variant: string[];
  positions: number[];
}[] {
  const usable = usableOptions(options);
  const positions = usable.flatMap((o, i) => (o.changes_look ? [i] : []));
  if (positions.length === 0) return [];
  return combinations(positions.map((i) => usable[i]!)).map((variant) => ({ variant, positions }));
}

/** Adds image ids to every variant whose values at `positions` equal the group's combination. */
export function addGroupImages<TVariant extends VariantLike>(
  variants: readonly TVariant[],
  group: { variant: readonly string[]; positions: readonly number[] },
  ids: readonly number[],
): TVariant[] {
  return variants.map((v) => {
    const matches = group.positions.every((p, i) => v.variant[p] === group.variant[i]);
    if (!matches) return v;
    const images = [...(v.images ?? [])];
    for (const id of ids) if (!images.includes(id)) images.push(id);
    return { ...v, images };
  });
}
