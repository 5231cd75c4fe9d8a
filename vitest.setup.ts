// Shared setup of every jsdom project: jest-dom matchers, DOM cleanup between tests, and
// the browser APIs jsdom lacks that accessible primitives (Radix, TanStack Virtual) expect.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy*` and `waitFor` wait for what the user would see; screens tested against the real
// server in-process answer in milliseconds on an idle machine but can take seconds at load 8
// (a product save took over 15 s at load 20). A wait ends as soon as its condition holds, so a
// long limit costs nothing when tests pass.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
});

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
  if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
  if (!Element.prototype.releasePointerCapture) Element.prototype.releasePointerCapture = () => undefined;
}

// Added for the ui package's editors (CodeMirror, ProseMirror/tiptap): jsdom has no layout,
// so ranges and text nodes have no client rects. Additive stubs only. (Do not stub
// document.elementFromPoint here: axe-core then treats focus guards as visible and reports
// aria-hidden-focus on every open modal.)
if (typeof window !== 'undefined') {
  const emptyRect = () =>
    ({
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      right: 0,
      bottom: 0,
      width: 0,
      height: 0,
      toJSON: () => ({}),
    }) as DOMRect;
  const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  if (typeof Range !== 'undefined') {
    if (!Range.prototype.getClientRects) Range.prototype.getClientRects = emptyRects;
    if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = emptyRect;
  }
  if (typeof Text !== 'undefined' && !('getClientRects' in Text.prototype)) {
    Object.defineProperty(Text.prototype, 'getClientRects', { value: emptyRects, configurable: true });
  }
}
