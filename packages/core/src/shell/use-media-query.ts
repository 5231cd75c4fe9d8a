import { useSyncExternalStore } from 'react';

/** Whether a media query matches, kept up to date. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener?.('change', notify);
      return () => list.removeEventListener?.('change', notify);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Below this width the header shows the mobile search (spec 4 §9). */
export const MOBILE_SEARCH_BREAKPOINT_PX = 980;
/** Desktop/mobile breakpoint of page content (spec 2 §9). */
export const CONTENT_BREAKPOINT_PX = 767;

/** Whether the header is in its mobile layout (below 980 px). */
export function useIsMobileHeader(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_SEARCH_BREAKPOINT_PX - 0.02}px)`);
}

/** Whether page content is in its mobile layout (767 px and below, spec 2 §9). */
export function useIsMobileContent(): boolean {
  return useMediaQuery(`(max-width: ${CONTENT_BREAKPOINT_PX}px)`);
}
