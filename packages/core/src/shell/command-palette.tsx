import { Command } from 'cmdk';
import { Dialog as RadixDialog } from 'radix-ui';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiHolder } from '../plugin/api-provider';
import { searchProviders, useSearchProviders } from './search-providers';
import type { HitGroup } from './search-providers';
import { useRecentRecords } from './recent-records';
import type { RecentRecord } from './recent-records';
import { useVisibleMenu } from './use-menu';

/** The palette searches this long after the last keystroke (shorter than the header's 1000 ms). */
export const PALETTE_SEARCH_DEBOUNCE_MS = 250;
/** Hits per search provider in the palette. */
export const PALETTE_HITS_PER_PROVIDER = 5;

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the "Keyboard shortcuts" help (a command of the palette). */
  onShowShortcuts?: () => void;
  /** Where the focus goes on close (default: Radix's; the shell returns it where it was). */
  onCloseAutoFocus?: (event: Event) => void;
  /** Debounce override (stories, tests). */
  debounceMs?: number;
}

type SearchStatus = 'idle' | 'searching' | 'done';

/** Whether every word of the query is in one of the texts (case-insensitive). */
function matches(query: string, ...texts: (string | undefined)[]): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.filter(Boolean).join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/**
 * The command palette (Ctrl/Cmd+K, issue 15): the pages of the menu the user may see, their
 * recent records, and the hits of every search provider they have access to, in one list
 * walked with the arrow keys; Enter opens the highlighted entry. Built on cmdk (combobox and
 * listbox semantics, keyboard handling) in a Radix dialog (focus trap, Escape, focus back to
 * where it was). Loaded on first use, out of the shell's first load.
 */
export function CommandPalette({
  open,
  onOpenChange,
  onShowShortcuts,
  onCloseAutoFocus,
  debounceMs = PALETTE_SEARCH_DEBOUNCE_MS,
}: CommandPaletteProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="sr-dialog__overlay" />
        <RadixDialog.Content
          className="sr-palette"
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <RadixDialog.Title className="sr-visually-hidden">Command palette</RadixDialog.Title>
          {/* Mounted while open only: each opening starts with an empty query. */}
          <PaletteBody
            onClose={() => onOpenChange(false)}
            onShowShortcuts={onShowShortcuts}
            debounceMs={debounceMs}
          />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The search results of one query. */
interface SearchResult {
  query: string;
  groups: HitGroup[];
}

function PaletteBody({
  onClose,
  onShowShortcuts,
  debounceMs,
}: {
  onClose: () => void;
  onShowShortcuts?: () => void;
  debounceMs: number;
}) {
  const apis = useApiHolder();
  const navigate = useNavigate();
  const sections = useVisibleMenu();
  const [recent, remember] = useRecentRecords();
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<SearchResult>({ query: '', groups: [] });
  const [selected, setSelected] = useState('');

  const providers = useSearchProviders();
  const text = query.trim();
  const searching = text !== '' && providers.length > 0;

  useEffect(() => {
    if (!searching) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      void searchProviders(providers, text, {
        signal: abort.signal,
        limit: PALETTE_HITS_PER_PROVIDER,
        apis,
      }).then((groups) => {
        if (abort.signal.aborted) return;
        setResult({ query: text, groups });
        // Fresh hits take the highlight: typing an order number and pressing Enter opens it.
        const first = groups[0];
        if (first) setSelected(`hit:${first.id}:${first.hits[0]!.id}`);
      });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [searching, text, providers, apis, debounceMs]);

  // Hits of an older query are not shown: Enter never opens a stale hit.
  const current = searching && result.query === text;
  const groups = current ? result.groups : [];
  const status: SearchStatus = !searching ? 'idle' : current ? 'done' : 'searching';

  const pages = useMemo(
    () =>
      sections.flatMap((section) =>
        section.entries
          .filter((entry) => matches(text, entry.label, section.label))
          .map((entry) => ({ entry, section: section.label })),
      ),
    [sections, text],
  );
  const recentShown = useMemo(
    () => recent.filter((r) => matches(text, r.title, r.description, r.kind)),
    [recent, text],
  );
  const showShortcutsCommand = onShowShortcuts !== undefined && matches(text, 'keyboard shortcuts help');

  // The values in list order; when the highlighted entry is gone the first one is highlighted.
  const values = [
    ...groups.flatMap((g) => g.hits.map((hit) => `hit:${g.id}:${hit.id}`)),
    ...recentShown.map((r) => `recent:${r.href}`),
    ...pages.map(({ entry }) => `page:${entry.path}`),
    ...(showShortcutsCommand ? ['command:shortcuts'] : []),
  ];
  const highlighted = values.includes(selected) ? selected : (values[0] ?? '');

  function close() {
    onClose();
  }
  function go(href: string) {
    close();
    void navigate(href);
  }
  function openRecord(record: RecentRecord) {
    remember(record);
    go(record.href);
  }

  const statusText =
    status === 'searching'
      ? 'Searching…'
      : values.length === 0 && text
        ? 'No results'
        : status === 'done'
          ? `${groups.reduce((n, g) => n + g.hits.length, 0)} search results`
          : '';

  return (
    <>
      <Command
        label="Search pages, records and commands"
        shouldFilter={false}
        loop
        vimBindings={false}
        value={highlighted}
        onValueChange={setSelected}
        className="sr-palette-command"
      >
        <Command.Input
          className="sr-palette-input"
          placeholder="Type a page, a record or an order number…"
          value={query}
          onValueChange={setQuery}
        />
        <div role="status" aria-live="polite" className="sr-palette-status">
          {statusText}
        </div>
        <Command.List className="sr-palette-list" label="Commands">
          {groups.map((group) => (
            <Command.Group key={group.id} heading={group.label} value={`group:${group.id}`}>
              {group.hits.map((hit) => (
                <Command.Item
                  key={hit.id}
                  value={`hit:${group.id}:${hit.id}`}
                  className="sr-palette-item"
                  onSelect={() =>
                    openRecord({
                      href: hit.href,
                      title: hit.title,
                      description: hit.description,
                      kind: group.label,
                    })
                  }
                >
                  <span className="sr-palette-item-title">{hit.title}</span>
                  {hit.description ? <span className="sr-palette-item-desc">{hit.description}</span> : null}
                </Command.Item>
              ))}
            </Command.Group>
          ))}
          {recentShown.length > 0 ? (
            <Command.Group heading="Recent" value="group:recent">
              {recentShown.map((record) => (
                <Command.Item
                  key={record.href}
                  value={`recent:${record.href}`}
                  className="sr-palette-item"
                  onSelect={() => openRecord(record)}
                >
                  <span className="sr-palette-item-title">{record.title}</span>
                  {record.description || record.kind ? (
                    <span className="sr-palette-item-desc">
                      {[record.kind, record.description].filter(Boolean).join(' · ')}
                    </span>
                  ) : null}
                </Command.Item>
              ))}
            </Command.Group>
          ) : null}
          {pages.length > 0 ? (
            <Command.Group heading="Go to" value="group:pages">
              {pages.map(({ entry, section }) => (
                <Command.Item
                  key={`${entry.group}:${entry.path}`}
                  value={`page:${entry.path}`}
                  className="sr-palette-item"
                  onSelect={() => go(entry.path)}
                >
                  <span className="sr-palette-item-title">{entry.label}</span>
                  <span className="sr-palette-item-desc">{section}</span>
                </Command.Item>
              ))}
            </Command.Group>
          ) : null}
          {showShortcutsCommand ? (
            <Command.Group heading="Help" value="group:help">
              <Command.Item
                value="command:shortcuts"
                className="sr-palette-item"
                onSelect={() => {
                  close();
                  onShowShortcuts?.();
                }}
              >
                <span className="sr-palette-item-title">Keyboard shortcuts</span>
                <span className="sr-palette-item-desc">?</span>
              </Command.Item>
            </Command.Group>
          ) : null}
        </Command.List>
      </Command>
    </>
  );
}
