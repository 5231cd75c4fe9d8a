/**
 * What the Pixels admin manifest reads at the shell's first load (its subject and pages). The rest
 * of the model loads with the screens: a module the first load imports is bundled there whole, with
 * every export any screen uses. `./model.ts` re-exports this.
 */
import { SUBJECTS } from '@storeroom/core/access';

/**
 * Core's standard `pixels` subject (spec 1 §3 "Employee access areas"). Limited access is
 * read-only: this plugin grants no extra actions.
 */
export const PIXELS_SUBJECT = SUBJECTS.pixels;

/** The screens' addresses (spec 2 §2, spec 4 menu links). */
export const PIXELS_PATH = '/admin/pixels';

export const PIXELS_INDEX_PATH = '/admin/pixels/index';

/** Where `/admin/pixels` goes when a builder theme is active (spec 4 menu links). */
export const PIXELS_APP_PATH = '/admin/app/pixels';

/** The edit pixel screen: `?id=` edits, `?id=0` (or none) adds. */
export const PIXELS_EDIT_PATH = '/admin/pixels/edit';
