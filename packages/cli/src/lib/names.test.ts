import { describe, expect, it } from 'vitest';
import { camelCase, firstIssue, pascalCase, pluginIdSchema, snakeCase, titleCase } from './names';

function problem(id: string): string | null {
  const result = pluginIdSchema.safeParse(id);
  return result.success ? null : firstIssue(result.error);
}

describe('plugin ids', () => {
  it('accepts kebab-case ids', () => {
    expect(problem('gift-wrap')).toBeNull();
    expect(problem('reviews2')).toBeNull();
  });

  it('refuses other shapes with a message that says what is expected', () => {
    for (const bad of ['GiftWrap', 'gift_wrap', 'gift--wrap', '-gift', 'gift-', '2fa', 'gift wrap']) {
      expect(problem(bad)).toMatch(/kebab-case/);
    }
    expect(problem('a')).toMatch(/at least 2/);
  });

  it('refuses reserved ids', () => {
    expect(problem('core')).toMatch(/reserved/);
    expect(problem('ui')).toMatch(/reserved/);
  });

  it('derives the names templates need', () => {
    expect(pascalCase('gift-wrap')).toBe('GiftWrap');
    expect(camelCase('gift-wrap')).toBe('giftWrap');
    expect(titleCase('gift-wrap')).toBe('Gift wrap');
    expect(snakeCase('gift-wrap')).toBe('gift_wrap');
  });
});
