import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addGroupImages,
  combinations,
  lookGroups,
  ensureOneDefault,
  newVariant,
  normalizeLoadedVariants,
  recalculateVariants,
  setDefaultVariant,
  startingOptions,
  syncThumbnails,
} from './variants';

const opt = (title: string, values: string[]) => ({ title, values });

describe('combinations', () => {
  it('crosses the values of titled options with values, first option slowest', () => {
    expect(combinations([opt('Color', ['Red', 'Blue']), opt('Size', ['S', 'M'])])).toEqual([
      ['Red', 'S'],
      ['Red', 'M'],
      ['Blue', 'S'],
      ['Blue', 'M'],
    ]);
  });

  it('skips options without a title or without values', () => {
    expect(combinations([opt('Color', ['Red']), opt('', ['X']), opt('Size', [])])).toEqual([['Red']]);
    expect(combinations([opt('Size', [])])).toEqual([]);
  });
});

describe('recalculateVariants', () => {
  it('keeps variants with an equal combination, adds new ones and keeps one default', () => {
    const existing = [
      { ...newVariant(['Red', 'S']), id: 7, sku: 'RED-S', default: false },
      { ...newVariant(['Red', 'M']), id: 8, sku: 'RED-M', default: true },
    ];
    const next = recalculateVariants([opt('Color', ['Red', 'Blue']), opt('Size', ['S', 'M'])], existing);
    expect(next.map((v) => v.variant)).toEqual([
      ['Red', 'S'],
      ['Red', 'M'],
      ['Blue', 'S'],
      ['Blue', 'M'],
    ]);
    expect(next[0]).toMatchObject({ id: 7, sku: 'RED-S', default: false });
    expect(next[1]).toMatchObject({ id: 8, sku: 'RED-M', default: true });
    expect(next[2]).toMatchObject({ sku: '', default: false });
  });

  it('makes the first variant the default when none is', () => {
    const next = recalculateVariants([opt('Size', ['S', 'M'])], []);
    expect(next.map((v) => v.default)).toEqual([true, false]);
  });

  it('drops variants whose combination no longer exists', () => {
    const existing = [{ ...newVariant(['XL']), sku: 'XL', default: true }];
    const next = recalculateVariants([opt('Size', ['S'])], existing);
    expect(next).toEqual([{ ...newVariant(['S']), default: true }]);
  });

  it('property: one variant per combination, exactly one default, equal combinations keep their data', () => {
    const value = fc.constantFrom('A', 'B', 'C', 'D', 'E');
    const option = fc.record({
      title: fc.constantFrom('', 'Color', 'Size', 'Material'),
      values: fc.uniqueArray(value, { maxLength: 4 }),
    });
    fc.assert(
      fc.property(
        fc.array(option, { maxLength: 4 }),
        fc.array(fc.array(value, { maxLength: 4 }), { maxLength: 6 }),
        (options, combos) => {
          const existing = combos.map((variant, i) => ({
            ...newVariant(variant),
            sku: `SKU-${i}`,
            default: i === 0,
          }));
          const next = recalculateVariants(options, existing);
          const expected = combinations(options);
          expect(next.map((v) => v.variant)).toEqual(expected);
          if (next.length > 0) expect(next.filter((v) => v.default)).toHaveLength(1);
          const usableCount = options.filter((o) => o.title !== '' && o.values.length > 0).length;
          for (const v of next) {
            expect(v.variant).toHaveLength(usableCount);
            const source = existing.find(
              (e) =>
                e.variant.join('\u0000') === v.variant.join('\u0000') &&
                e.variant.length === v.variant.length,
            );
            if (source) expect(v.sku).toBe(source.sku);
            else expect(v.sku).toBe('');
          }
        },
      ),
    );
  });

  it('property: recalculating twice changes nothing (idempotent)', () => {
    const option = fc.record({
      title: fc.constantFrom('Color', 'Size'),
      values: fc.uniqueArray(fc.constantFrom('x', 'y', 'z'), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(option, { maxLength: 3 }), (options) => {
        const once = recalculateVariants(options, []);
        expect(recalculateVariants(options, once)).toEqual(once);
      }),
    );
  });
});

describe('defaults', () => {
  it('setting one default clears the others', () => {
    const variants = [newVariant(['S']), newVariant(['M']), newVariant(['L'])].map((v, i) => ({
      ...v,
      default: i === 0,
    }));
    expect(setDefaultVariant(variants, 2).map((v) => v.default)).toEqual([false, false, true]);
  });

  it('keeps only the first of several defaults', () => {
    const variants = [newVariant(['S']), newVariant(['M'])].map((v) => ({ ...v, default: true }));
    expect(ensureOneDefault(variants).map((v) => v.default)).toEqual([true, false]);
  });
});

describe('normalizeLoadedVariants', () => {
  it('drops variants of the wrong length and merges their images into matching variants', () => {
    const loaded = [
      { ...newVariant(['Red', 'S']), images: [1], default: true },
      { ...newVariant(['Blue', 'S']), images: [2] },
      { ...newVariant(['Red']), images: [3, 1] },
    ];
    const next = normalizeLoadedVariants(2, loaded);
    expect(next.map((v) => v.variant)).toEqual([
      ['Red', 'S'],
      ['Blue', 'S'],
    ]);
    expect(next[0]!.images).toEqual([1, 3]);
    expect(next[1]!.images).toEqual([2]);
  });
});

describe('new products and thumbnails', () => {
  it('starts with Color and Size', () => {
    expect(startingOptions().map((o) => o.title)).toEqual(['Color', 'Size']);
  });

  it('gives each value a thumbnail, white by default, keeping chosen ones', () => {
    expect(
      syncThumbnails({
        title: 'Color',
        values: ['Red', 'Blue'],
        thumbnails: [{ value: 'Red', image: null, color: '#FF0000' }],
      }),
    ).toEqual([
      { value: 'Red', image: null, color: '#FF0000' },
      { value: 'Blue', image: null, color: '#FFFFFF' },
    ]);
  });
});

describe('image groups by look', () => {
  const options = [
    { title: 'Color', values: ['Red', 'Blue'], changes_look: true },
    { title: 'Size', values: ['S', 'M'], changes_look: false },
  ];

  it('groups by the values of the options that change the look', () => {
    expect(lookGroups(options)).toEqual([
      { variant: ['Red'], positions: [0] },
      { variant: ['Blue'], positions: [0] },
    ]);
    expect(lookGroups(options.map((o) => ({ ...o, changes_look: false })))).toEqual([]);
  });

  it('gives a group’s images to every variant of that look, once', () => {
    const variants = recalculateVariants(options, []).map((v) => ({
      ...v,
      images: v.variant[1] === 'S' ? [7] : [],
    }));
    const next = addGroupImages(variants, lookGroups(options)[0]!, [7, 8]);
    expect(next.map((v) => [v.variant.join('/'), v.images])).toEqual([
      ['Red/S', [7, 8]],
      ['Red/M', [7, 8]],
      ['Blue/S', [7]],
      ['Blue/M', []],
    ]);
  });
});
