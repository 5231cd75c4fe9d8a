/**
 * The Themes area's zod-free half of its contract: the subject it uses and the theme
 * enumerations of spec 3 §3. The admin manifest reads only this; `./index.ts` re-exports it.
 */
import { SUBJECTS } from '@storeroom/core/access';

/** The access subject of the themes area: core's standard "Themes" area (`themes_and_pages`). */
export const THEMES_SUBJECT = SUBJECTS.themes_and_pages;

/** Theme types (spec 3 §3 Theme): twig 1, builder 2, builder2 3. */
export const THEME_TYPES = { twig: 1, builder: 2, builder2: 3 } as const;
export type ThemeTypeName = keyof typeof THEME_TYPES;
export type ThemeType = (typeof THEME_TYPES)[ThemeTypeName];
export const THEME_TYPE_LABELS: Record<ThemeType, string> = {
  1: 'Twig',
  2: 'Builder',
  3: 'Builder 2',
};

/** The types made with the visual builder (a "builder theme"). */
export const BUILDER_THEME_TYPES: readonly ThemeType[] = [THEME_TYPES.builder, THEME_TYPES.builder2];

/** Whether a theme type is a builder theme (builder or builder2). */
export function isBuilderThemeType(type: number): boolean {
  return (BUILDER_THEME_TYPES as readonly number[]).includes(type);
}

/** Builder theme kinds (spec 3 §3 Theme): store themes 0, one-click upsell themes 1. */
export const BUILDER_THEME_KINDS = { store: 0, one_click_upsell: 1 } as const;
export type BuilderThemeKindName = keyof typeof BUILDER_THEME_KINDS;
export type BuilderThemeKind = (typeof BUILDER_THEME_KINDS)[BuilderThemeKindName];
export const BUILDER_THEME_KIND_LABELS: Record<BuilderThemeKind, string> = {
  0: 'Store themes',
  1: 'One-click upsell themes',
};

/** The store's active theme as other plugins see it. */
export interface ActiveTheme {
  id: number;
  type: ThemeType;
  /** The builder theme behind it, or null for a twig theme. */
  builder_theme_id: number | null;
}
