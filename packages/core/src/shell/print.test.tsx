/**
 * Printing: what core.css's `@media print` block hides, applied to the rendered shell and to a
 * chromeless print route. jsdom applies no print media, so the test reads the block from the
 * stylesheet (the browser's CSS parser) and matches its selectors against the rendered page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { Button } from '@storeroom/ui';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { SUBJECTS } from '../access';
import { definePlugin } from '../plugin/define-plugin';
import { createTestAdmin } from '../testing';

// Read from disk: with `css: false`, vitest hands CSS imports (even `?raw`) over empty.
const coreCss = readFileSync(join(import.meta.dirname, '../styles/core.css'), 'utf8');

function printRules(): CSSStyleRule[] {
  const style = document.createElement('style');
  style.textContent = coreCss;
  document.head.append(style);
  const rules = Array.from(style.sheet!.cssRules);
  style.remove();
  return rules
    .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.media.mediaText === 'print')
    .flatMap((rule) => Array.from(rule.cssRules))
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule);
}

const rules = printRules();
const hidingSelectors = rules
  .filter((rule) => rule.style.getPropertyValue('display') === 'none')
  .map((rule) => rule.selectorText);

/** Whether the element would be left off paper: it or an ancestor matches a hiding rule. */
function hiddenInPrint(element: Element): boolean {
  return hidingSelectors.some((selector) => element.closest(selector) !== null);
}

const page = (body: () => ReactElement) => async () => body;

const plugin = definePlugin({
  id: 'print-test',
  routes: [
    {
      path: '/admin',
      subject: SUBJECTS.dashboard,
      load: page(() => <h1>Dashboard</h1>),
    },
    {
      // Like the order print view (spec 2 §2): no shell, and its own Print button.
      path: '/admin/orders/print/:id',
      subject: SUBJECTS.orders,
      chromeless: true,
      load: page(() => (
        <main>
          <h1>Order 1001</h1>
          <p>Ship to Ada Lovelace</p>
          <Button className="sr-print-hide" onClick={() => window.print()}>
            Print
          </Button>
        </main>
      )),
    },
  ],
  menu: [{ group: 'manage', label: 'Dashboard', path: '/admin' }],
});

describe('print styles (core.css @media print)', () => {
  it('hide `.sr-print-hide` and the shell chrome, black on white, without shadows', () => {
    const hide = rules.find((rule) => rule.selectorText.split(/\s*,\s*/).includes('.sr-print-hide'));
    expect(hide?.style.getPropertyValue('display')).toBe('none');
    expect(hide?.style.getPropertyPriority('display')).toBe('important');
    const paper = rules.find((rule) => rule.selectorText.split(/\s*,\s*/).includes('body'));
    expect(paper?.style.getPropertyValue('color')).toMatch(/^(#000000|#000|black|rgb\(0, 0, 0\))$/);
    expect(paper?.style.getPropertyValue('background')).toMatch(/#ffffff|#fff|white|rgb\(255, 255, 255\)/);
    const shadows = rules.find((rule) => rule.selectorText.split(/\s*,\s*/).includes('*'));
    expect(shadows?.style.getPropertyValue('box-shadow')).toBe('none');
  });

  it('print a shell page without the header or the skip link', async () => {
    const admin = createTestAdmin({ plugins: [plugin] });
    render(<admin.App />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const banner = screen.getByRole('banner');
    expect(banner).toHaveClass('sr-print-hide');
    expect(hiddenInPrint(banner)).toBe(true);
    expect(hiddenInPrint(screen.getByRole('link', { name: 'Skip to content' }))).toBe(true);
    expect(hiddenInPrint(screen.getByRole('main'))).toBe(false);
    expect(hiddenInPrint(heading)).toBe(false);
  });

  it('print a chromeless print view without its Print button', async () => {
    const admin = createTestAdmin({ plugins: [plugin], initialPath: '/admin/orders/print/1001' });
    render(<admin.App />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Order 1001' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    const print = screen.getByRole('button', { name: 'Print' });
    expect(print).toHaveClass('sr-print-hide');
    expect(hiddenInPrint(print)).toBe(true);
    expect(hiddenInPrint(heading)).toBe(false);
    expect(hiddenInPrint(screen.getByText('Ship to Ada Lovelace'))).toBe(false);
    for (const toaster of document.querySelectorAll('.sr-toaster')) expect(hiddenInPrint(toaster)).toBe(true);
  });
});
