import { useCallback, useState } from 'react';

/** The grid's checked rows and its "all matching" choice. */
export interface GridSelectionState {
  selectedIds: string[];
  setSelectedIds(ids: string[]): void;
  allMatching: boolean;
  setAllMatching(all: boolean): void;
  clear(): void;
}

/**
 * The selection of a grid. It survives paging and the panel opening (the grid stays
 * mounted); a new `resetKey` (the filter) clears it.
 */
export function useGridSelection(resetKey: string): GridSelectionState {
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [allMatching, setAllMatching] = useState(false);
  const [seenKey, setSeenKey] = useState(resetKey);
  if (seenKey !== resetKey) {
    setSeenKey(resetKey);
    setSelectedIds([]);
    setAllMatching(false);
  }
  const clear = useCallback(() => {
    setSelectedIds([]);
    setAllMatching(false);
  }, []);
  return { selectedIds, setSelectedIds, allMatching, setAllMatching, clear };
}
