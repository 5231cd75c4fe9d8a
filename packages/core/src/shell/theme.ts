/**
 * The admin's colour theme: each user picks System, Light or Dark in the user menu; the
 * choice is kept per account in this browser, and System (the default) follows the
 * operating system's `prefers-color-scheme`. The resolved theme goes on the document root as
 * `data-theme="light" | "dark"`, where `@storeroom/ui`'s tokens pick it up.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { Account } from '../client/account';
import { useAccount } from '../admin/admin-context';
import { useMediaQuery } from './use-media-query';

/** What a user chose: follow the system, or always light, or always dark. */
export type ThemePreference = 'system' | 'light' | 'dark';
/** The theme in effect (what `data-theme` says). */
export type Theme = 'light' | 'dark';

/** The choices in the order the user menu lists them. */
export const THEME_PREFERENCES: readonly ThemePreference[] = ['system', 'light', 'dark'];
export const THEME_PREFERENCE_LABELS: Readonly<Record<ThemePreference, string>> = {
  system: 'System',
  light: 'Light',
  dark: 'Dark',
};
/** The media query System follows. */
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

const KEY_PREFIX = 'storeroom.theme.';

/**
 * Where an account's choice is stored: one key per account, so people sharing a browser keep
 * their own (the kind is part of the key: an owner and an employee may share an id).
 */
export function themeStorageKey(account: Pick<Account, 'id' | 'is_employee'>): string {
  return `${KEY_PREFIX}${account.is_employee ? 'employee' : 'owner'}-${account.id}`;
}

// Storage may be blocked (privacy settings): the choice then lasts for this page's life.
const memory = new Map<string, string>();
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function isPreference(value: unknown): value is ThemePreference {
  return value === 'system' || value === 'light' || value === 'dark';
}

/** The stored choice for a key ('system' when none, or when the stored value is unknown). */
export function readThemePreference(key: string | null): ThemePreference {
  if (!key) return 'system';
  let value: string | null | undefined;
  try {
    value = storage()?.getItem(key);
  } catch {
    value = undefined;
  }
  value ??= memory.get(key) ?? null;
  return isPreference(value) ? value : 'system';
}

/** Stores a choice ('system' removes it) and tells every subscriber in this tab. */
export function writeThemePreference(key: string, preference: ThemePreference): void {
  memory.delete(key);
  try {
    const store = storage();
    if (!store) throw new Error('no storage');
    if (preference === 'system') store.removeItem(key);
    else store.setItem(key, preference);
  } catch {
    if (preference !== 'system') memory.set(key, preference);
  }
  for (const notify of listeners) notify();
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  // Another tab changed its choice: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(KEY_PREFIX)) notify();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(notify);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** The theme a choice means, given whether the system prefers dark. */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/**
 * The signed-in user's theme choice and a setter (stored per account). Without an account
 * (the login page) the choice is System and the setter does nothing.
 */
export function useThemePreference(): [ThemePreference, (preference: ThemePreference) => void] {
  const account = useAccount();
  const key = account ? themeStorageKey(account) : null;
  const preference = useSyncExternalStore(
    subscribe,
    () => readThemePreference(key),
    () => 'system' as const,
  );
  const setPreference = useCallback(
    (next: ThemePreference) => {
      if (key) writeThemePreference(key, next);
    },
    [key],
  );
  return [preference, setPreference];
}

/** The theme in effect for the signed-in user: their choice, or the system's for System. */
export function useTheme(): Theme {
  const [preference] = useThemePreference();
  return resolveTheme(preference, useMediaQuery(PREFERS_DARK_QUERY));
}

/**
 * Puts the theme in effect on the document root (`<html data-theme="...">`), so every part of
 * the page, portals included, reads the matching tokens. Renders nothing.
 */
export function ThemeSync(): null {
  const theme = useTheme();
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return null;
}
