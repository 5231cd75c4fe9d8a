import { describe, expect, it } from 'vitest';
import {
  ACTIVE_THEME,
  BUILDER_THEME_KINDS,
  THEME_TYPES,
  THEMES_SUBJECT,
  isBuilderThemeType,
  themesContract,
} from '.';

describe('themes contract (first part)', () => {
  it('numbers theme types and builder theme kinds as spec 3 §3 does', () => {
    expect(THEME_TYPES).toEqual({ twig: 1, builder: 2, builder2: 3 });
    expect(BUILDER_THEME_KINDS).toEqual({ store: 0, one_click_upsell: 1 });
  });

  it('counts builder and builder2 as builder themes, twig not', () => {
    expect([1, 2, 3].filter(isBuilderThemeType)).toEqual([2, 3]);
    expect(isBuilderThemeType(0)).toBe(false);
  });

  it('uses core’s standard Themes subject and names its service ref', () => {
    expect(THEMES_SUBJECT).toMatchObject({ id: 'themes_and_pages', label: 'Themes' });
    expect(themesContract.subjects).toEqual({ themes_and_pages: THEMES_SUBJECT });
    expect(ACTIVE_THEME.id).toBe('themes.active-theme');
  });
});
