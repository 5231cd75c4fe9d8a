/**
 * Recent records: the last records a user opened through the header's global search or the
 * command palette, kept per account in this browser (like the theme), newest first, so the
 * palette can offer them again before anything is typed.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { Account } from '../client/account';
import { useAccount } from '../admin/admin-context';

/** How many records are kept. */
export const RECENT_RECORDS_LIMIT = 10;

/** A record the user opened: what the palette shows and where it leads. */
export interface RecentRecord {
  /** The admin path it opens (also its identity: opening it again moves it to the top). */
  href: string;
  title: string;
  description?: string;
  /** The search provider's heading it came from, e.g. "Orders". */
  kind?: string;
}

const KEY_PREFIX = 'storeroom.recent.';

/** One key per account (the kind is part of it: an owner and an employee may share an id). */
export function recentRecordsKey(account: Pick<Account, 'id' | 'is_employee'>): string {
  return `${KEY_PREFIX}${account.is_employee ? 'employee' : 'owner'}-${account.id}`;
}

// Storage may be blocked (privacy settings): the list then lasts for this page's life.
const memory = new Map<string, string>();
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; records: readonly RecentRecord[] }>();
const EMPTY: readonly RecentRecord[] = [];

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function readRaw(key: string): string | null {
  try {
    const value = storage()?.getItem(key);
    if (value != null) return value;
  } catch {
    // fall through to memory
  }
  return memory.get(key) ?? null;
}

function isRecord(value: unknown): value is RecentRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.href === 'string' &&
    r.href.startsWith('/') &&
    typeof r.title === 'string' &&
    (r.description === undefined || typeof r.description === 'string') &&
    (r.kind === undefined || typeof r.kind === 'string')
  );
}

/** The stored records of a key, newest first (unreadable entries are left out). */
export function readRecentRecords(key: string | null): readonly RecentRecord[] {
  if (!key) return EMPTY;
  const raw = readRaw(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.records;
  let records: readonly RecentRecord[] = EMPTY;
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (Array.isArray(parsed)) records = parsed.filter(isRecord).slice(0, RECENT_RECORDS_LIMIT);
    } catch {
      records = EMPTY;
    }
  }
  cache.set(key, { raw, records });
  return records;
}

/** Puts a record first (once), keeps the newest {@link RECENT_RECORDS_LIMIT}, tells subscribers. */
export function rememberRecentRecord(key: string, record: RecentRecord): void {
  const entry: RecentRecord = {
    href: record.href,
    title: record.title,
    ...(record.description ? { description: record.description } : {}),
    ...(record.kind ? { kind: record.kind } : {}),
  };
  const next = [entry, ...readRecentRecords(key).filter((r) => r.href !== record.href)].slice(
    0,
    RECENT_RECORDS_LIMIT,
  );
  const raw = JSON.stringify(next);
  memory.delete(key);
  try {
    const store = storage();
    if (!store) throw new Error('no storage');
    store.setItem(key, raw);
  } catch {
    memory.set(key, raw);
  }
  for (const notify of listeners) notify();
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  // Another tab of the same user opened a record.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(KEY_PREFIX)) notify();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(notify);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/**
 * The signed-in user's recent records and a function that remembers one (used when a record
 * is opened through the global search or the command palette).
 */
export function useRecentRecords(): [readonly RecentRecord[], (record: RecentRecord) => void] {
  const account = useAccount();
  const key = account ? recentRecordsKey(account) : null;
  const records = useSyncExternalStore(
    subscribe,
    () => readRecentRecords(key),
    () => EMPTY,
  );
  const remember = useCallback(
    (record: RecentRecord) => {
      if (key) rememberRecentRecord(key, record);
    },
    [key],
  );
  return [records, remember];
}
