import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('turns the five HTML-special characters into references and keeps the rest', () => {
    expect(escapeHtml(`<a href="x?a=1&b='2'">Tee & Mug</a>`)).toBe(
      '&#60;a href=&#34;x?a=1&#38;b=&#39;2&#39;&#34;&#62;Tee &#38; Mug&#60;/a&#62;',
    );
    expect(escapeHtml('orders_2026.csv')).toBe('orders_2026.csv');
  });
});
