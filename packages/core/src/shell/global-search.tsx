import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAccount } from '../admin/admin-context';
import type { SearchHit } from '../plugin/define-plugin';
import { searchProviders, useSearchProviders } from './search-providers';
import type { HitGroup } from './search-providers';
import { useApiHolder } from '../plugin/api-provider';

/** Header search waits this long after typing (spec 4 §9). */
export const SEARCH_DEBOUNCE_MS = 1000;
/** Hits per provider (spec 4 §9). */
export const SEARCH_HITS_PER_PROVIDER = 5;

type Status = 'idle' | 'waiting' | 'loading' | 'done';

export interface GlobalSearchProps {
  /** Called after a hit was opened (the mobile search closes itself). */
  onNavigate?: () => void;
  /** Debounce override (stories). */
  debounceMs?: number;
  /** Accessible id prefix when two searches may exist on one page. */
  idPrefix?: string;
}

/**
 * The header's global search (spec 4 §2, §6, §9): queries every search provider the user may
 * use, 1000 ms after the last keystroke, 5 hits each; arrow keys move through the hits, Enter
 * opens one, Escape closes the list.
 */
export function GlobalSearch({ onNavigate, debounceMs = SEARCH_DEBOUNCE_MS }: GlobalSearchProps) {
  const apis = useApiHolder();
  const navigate = useNavigate();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const [query, setQuery] = useState('');
  const [groups, setGroups] = useState<HitGroup[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const account = useAccount();

  const providers = useSearchProviders();

  useEffect(() => {
    const text = query.trim();
    if (!text) return;
    const timer = setTimeout(() => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setStatus('loading');
      void searchProviders(providers, text, {
        signal: abort.signal,
        limit: SEARCH_HITS_PER_PROVIDER,
        apis,
      }).then((found) => {
        if (abort.signal.aborted) return;
        setGroups(found);
        setActive(-1);
        setStatus('done');
      });
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [query, providers, apis, debounceMs]);

  function onQueryChange(value: string) {
    controller.current?.abort();
    setQuery(value);
    setOpen(true);
    if (value.trim()) setStatus('waiting');
    else {
      setGroups([]);
      setStatus('idle');
    }
  }

  useEffect(() => () => controller.current?.abort(), []);

  const flat = groups.flatMap((g) => g.hits.map((hit) => ({ group: g.id, label: g.label, hit })));
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const expanded = open && status === 'done' && flat.length > 0;

  function openHit(hit: SearchHit, kind?: string) {
    // The command palette offers it again under "Recent" (loaded here only when needed: the
    // header search is in the shell's first load).
    if (account)
      void import('./recent-records').then(({ recentRecordsKey, rememberRecentRecord }) =>
        rememberRecentRecord(recentRecordsKey(account), {
          href: hit.href,
          title: hit.title,
          description: hit.description,
          kind,
        }),
      );
    setOpen(false);
    setQuery('');
    navigate(hit.href);
    onNavigate?.();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && flat.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % flat.length);
    } else if (event.key === 'ArrowUp' && flat.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? flat.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      const target = flat[active] ?? (flat.length === 1 ? flat[0] : undefined);
      if (target) {
        event.preventDefault();
        openHit(target.hit, target.label);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  // Index of each group's first hit in the flat list (arrow keys walk the flat list).
  const offsets = groups.map((_, gi) => groups.slice(0, gi).reduce((n, g) => n + g.hits.length, 0));
  return (
    <div className="sr-search" role="search">
      <label htmlFor={inputId} className="sr-visually-hidden">
        Search orders, customers and products
      </label>
      <input
        id={inputId}
        className="sr-search-input"
        type="search"
        placeholder="Search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={query}
        onChange={(e) => onQueryChange(e.target.value)}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      <div className="sr-search-popup" hidden={!open || status === 'idle'}>
        <div role="status" aria-live="polite" className="sr-search-status">
          {status === 'waiting' || status === 'loading'
            ? 'Searching…'
            : status === 'done' && flat.length === 0
              ? 'No results'
              : status === 'done'
                ? `${flat.length} result${flat.length === 1 ? '' : 's'}`
                : ''}
        </div>
        <div
          id={listId}
          role="listbox"
          aria-label="Search results"
          className="sr-search-list"
          hidden={!expanded}
        >
          {groups.map((group, gi) => (
            <div key={group.id} role="group" aria-labelledby={`${baseId}-group-${group.id}`}>
              <div id={`${baseId}-group-${group.id}`} className="sr-search-group-title" role="presentation">
                {group.label}
              </div>
              {group.hits.map((hit, hi) => {
                const i = offsets[gi]! + hi;
                return (
                  // Keyboard use goes through the combobox input (aria-activedescendant), as the
                  // WAI-ARIA combobox pattern prescribes; options are not tab stops.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <div
                    key={`${group.id}:${hit.id}`}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    tabIndex={-1}
                    className="sr-search-option"
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => openHit(hit, group.label)}
                    onMouseEnter={() => setActive(i)}
                  >
                    <span className="sr-search-option-title">{hit.title}</span>
                    {hit.description ? (
                      <span className="sr-search-option-desc">{hit.description}</span>
                    ) : null}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
