// Shared setup of every jsdom project: jest-dom matchers, DOM cleanup between tests, and
// the browser APIs jsdom lacks that accessible primitives (Radix, TanStack Virtual) expect.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import * as React from 'react';
import { afterAll, afterEach, expect, vi } from 'vitest';

// `findBy*` and `waitFor` wait for what the user would see; screens tested against the real
// server in-process answer in milliseconds on an idle machine but can take seconds at load 8
// (a product save took over 15 s at load 20). A wait ends as soon as its condition holds, so a
// long limit costs nothing when tests pass.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
});

// React's development build records an owner stack (`new Error()`) for every element it
// creates, for the component stacks of its warnings; profiled, that and its garbage were about
// a fifth of an admin test file's CPU. Tests read what users see, not those stacks: off here
// (React then names the owner "unknown"). `VITEST_OWNER_STACKS=1` keeps them, to trace a warning.
if (!process.env.VITEST_OWNER_STACKS) {
  const internals = (React as unknown as Record<string, { recentlyCreatedOwnerStacks?: number } | undefined>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (internals && 'recentlyCreatedOwnerStacks' in internals) {
    // React counts the stacks it made since the last render and stops at 10,000: kept at the limit.
    Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
      configurable: true,
      get: () => 1e4,
      set: () => {},
    });
  }
}

// `VITEST_CPU_PROFILE=<dir>`: a CPU profile of each test file (vitest ends its workers before
// node's own `--cpu-prof` can write one), to open in Chrome's DevTools or speedscope.
if (process.env.VITEST_CPU_PROFILE) {
  const { Session } = await import('node:inspector/promises');
  const { mkdirSync, writeFileSync } = await import('node:fs');
  const { basename, join } = await import('node:path');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  afterAll(async () => {
    const { profile } = await session.post('Profiler.stop');
    const dir = process.env.VITEST_CPU_PROFILE!;
    mkdirSync(dir, { recursive: true });
    const file = basename(expect.getState().testPath ?? 'file');
    writeFileSync(join(dir, `${file}-${process.pid}-${Date.now()}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  });
}

// What a test file may leave behind for the next file of the same worker when files share it
// (`VITEST_ISOLATE=0`): fake clocks, spies, stubbed globals, stored preferences and the URL.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  }
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

// jsdom answers `element.labels` by walking every node of the document and asking each for its
// `control` (itself a walk of the document for a `for` label): Testing Library asks it for every
// button and field it names (`getByRole`, `getByLabelText`), so a screen with a grid spent about
// a sixth of its test time there (profiled: employees-list). The same association, computed from
// the labels only, in tree order, per the HTML standard's "labeled control":
// - a label with a `for` labels the first element of its tree with that id, if labelable;
// - a label without `for` labels its first labelable descendant.
if (typeof window !== 'undefined') {
  const labelableNames = new Set(['button', 'meter', 'output', 'progress', 'select', 'textarea', 'input']);
  const isLabelable = (node: Element): boolean =>
    node.namespaceURI === 'http://www.w3.org/1999/xhtml' &&
    (labelableNames.has(node.localName)
      ? node.localName !== 'input' || (node as HTMLInputElement).type !== 'hidden'
      : (node.constructor as { formAssociated?: boolean }).formAssociated === true);
  const inTree = (root: Node, selector: string): Element[] => {
    const found = 'querySelectorAll' in root ? [...(root as ParentNode).querySelectorAll(selector)] : [];
    return root instanceof Element && root.matches(selector) ? [root, ...found] : found;
  };
  const firstWithId = (root: Node, id: string): Element | undefined =>
    inTree(root, '[id]').find((element) => element.getAttribute('id') === id);
  const fastLabels = function (this: HTMLElement): NodeListOf<HTMLLabelElement> | null {
    if (!isLabelable(this)) return null;
    const root = this.getRootNode();
    const labels: HTMLLabelElement[] = [];
    const id = this.getAttribute('id');
    if (id) {
      const named = inTree(root, 'label[for]').filter((label) => label.getAttribute('for') === id);
      if (named.length > 0 && firstWithId(root, id) === this) labels.push(...(named as HTMLLabelElement[]));
    }
    for (let up = this.parentElement; up; up = up.parentElement) {
      if (up.localName !== 'label' || up.hasAttribute('for')) continue;
      const first = [...up.querySelectorAll('*')].find(isLabelable);
      if (first === this) labels.push(up as HTMLLabelElement);
    }
    labels.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    return Object.assign(labels, {
      item: (index: number) => labels[index] ?? null,
    }) as unknown as NodeListOf<HTMLLabelElement>;
  };
  for (const type of [
    HTMLInputElement,
    HTMLButtonElement,
    HTMLSelectElement,
    HTMLTextAreaElement,
    HTMLMeterElement,
    HTMLOutputElement,
    HTMLProgressElement,
  ]) {
    Object.defineProperty(type.prototype, 'labels', {
      get: fastLabels,
      configurable: true,
      enumerable: true,
    });
  }
}
