import { z } from 'zod';

/** Ids the framework uses itself, so a plugin may not take them. */
export const RESERVED_PLUGIN_IDS = new Set([
  'admin',
  'api',
  'app',
  'apps',
  'build-config',
  'cli',
  'core',
  'plugin',
  'plugins',
  'server',
  'site',
  'storeroom',
  'ui',
  'user',
]);

const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** A plugin id: kebab-case, 2–40 characters, not reserved. */
export const pluginIdSchema = z
  .string()
  .min(2, 'A plugin id needs at least 2 characters.')
  .max(40, 'A plugin id has at most 40 characters.')
  .regex(
    KEBAB,
    'A plugin id is kebab-case: lower-case letters and digits separated by single dashes (e.g. "gift-wrap").',
  )
  .refine((id) => !RESERVED_PLUGIN_IDS.has(id), {
    message: 'This id is reserved by Storeroom; choose another.',
  });

/** A private app's name, used as its folder and package name. */
export const appNameSchema = z
  .string()
  .min(2, 'A name needs at least 2 characters.')
  .max(60, 'A name has at most 60 characters.')
  .regex(
    KEBAB,
    'A name is kebab-case: lower-case letters and digits separated by single dashes (e.g. "order-export").',
  );

/** "gift-wrap" → "GiftWrap". */
export function pascalCase(id: string): string {
  return id
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** "gift-wrap" → "giftWrap". */
export function camelCase(id: string): string {
  const pascal = pascalCase(id);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}

/** "gift-wrap" → "Gift wrap". */
export function titleCase(id: string): string {
  const words = id.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "gift-wrap" → "gift_wrap" (database tables and subjects). */
export function snakeCase(id: string): string {
  return id.split('-').join('_');
}

/** The first validation message of a zod result, for the terminal. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid value.';
}
