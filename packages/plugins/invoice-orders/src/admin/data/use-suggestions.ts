import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before a lookup is sent. */
const TYPING_PAUSE_MS = 250;

/**
 * Suggestions for a combobox from a server search: sent once typing pauses, the previous
 * request aborted, nothing asked below `minChars` characters (spec 2 §9: customers after more
 * than 2). A failed lookup offers nothing rather than stale suggestions.
 */
export function useSuggestions<TItem>(
  search: (text: string, signal: AbortSignal) => Promise<TItem[]>,
  minChars = 1,
) {
  const [options, setOptions] = useState<TItem[]>([]);
  const [loading, setLoading] = useState(false);
  const pending = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current?.abort();
    },
    [],
  );

  const onInput = (text: string) => {
    clearTimeout(timer.current);
    pending.current?.abort();
    if (text.trim().length < minChars) {
      setOptions([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      pending.current = controller;
      search(text.trim(), controller.signal)
        .then(setOptions)
        .catch(() => setOptions([]))
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, TYPING_PAUSE_MS);
  };

  return { options, loading, onInput, clear: () => setOptions([]) };
}
