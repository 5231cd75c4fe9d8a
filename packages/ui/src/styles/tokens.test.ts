/**
 * The themes as the stylesheet defines them: every colour token has a dark value, the pairs
 * components put text on meet WCAG AA contrast (4.5:1) in both themes, the dark theme stays off
 * paper, and no component stylesheet paints with a colour of its own instead of a token.
 * (jsdom computes no styles, so the story smoke test cannot check contrast; this does, from
 * the token values, and the e2e run checks rendered stories in Chromium.)
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Read from disk: with `css: false`, vitest hands CSS imports (even `?raw`) over empty.
const read = (path: string) => readFileSync(join(import.meta.dirname, path), 'utf8');
const tokensCss = read('tokens.css');
const componentCss = Object.fromEntries(
  readdirSync(join(import.meta.dirname, '../components'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => [file, read(`../components/${file}`)]),
);

type Tokens = Record<string, string>;

function parse(css: string): CSSRuleList {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const rules = style.sheet!.cssRules;
  style.remove();
  return rules;
}

function declarations(rule: CSSStyleRule): Tokens {
  const tokens: Tokens = {};
  for (let i = 0; i < rule.style.length; i++) {
    const name = rule.style.item(i);
    if (name.startsWith('--')) tokens[name] = rule.style.getPropertyValue(name).trim();
  }
  return tokens;
}

function findRule(
  rules: CSSRuleList,
  selector: string,
  media: string | null,
): { rule: CSSStyleRule; media: string | null } {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSMediaRule) {
      const inner = Array.from(rule.cssRules).find(
        (r): r is CSSStyleRule => r instanceof CSSStyleRule && r.selectorText === selector,
      );
      if (inner && rule.media.mediaText === media) return { rule: inner, media };
    } else if (rule instanceof CSSStyleRule && rule.selectorText === selector && media === null) {
      return { rule, media: null };
    }
  }
  throw new Error(`no rule ${selector} in ${media ?? 'all media'}`);
}

const rules = parse(tokensCss);
const light = declarations(findRule(rules, ':root', null).rule);
const darkOverrides = declarations(findRule(rules, "[data-theme='dark']", 'screen').rule);
const dark = { ...light, ...darkOverrides };
const print = { ...light, ...declarations(findRule(rules, ':root', 'print').rule) };

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(match[1]!.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

// Text colour on background colour, as components use them (badges, toasts, buttons, links,
// form errors, the highlighted option, grid headers on the sunken surface).
const TEXT_PAIRS: Array<[string, string]> = [
  ...['bg', 'surface', 'surface-raised', 'surface-sunken', 'primary-soft', 'neutral-soft'].flatMap(
    (bg): Array<[string, string]> => [
      ['text', bg],
      ['text-muted', bg],
    ],
  ),
  ['primary', 'bg'],
  ['primary', 'surface'],
  ['primary', 'surface-raised'],
  ['primary', 'primary-soft'],
  ['primary-text', 'primary'],
  ['primary-text', 'primary-hover'],
  ['on-danger', 'danger'],
  ['danger', 'bg'],
  ['danger', 'surface-raised'],
  ['danger', 'danger-soft'],
  ['success-strong', 'success-soft'],
  ['warning-strong', 'warning-soft'],
  ['danger-strong', 'danger-soft'],
  ['info-strong', 'info-soft'],
  ['text-inverse', 'text'],
];

describe('design tokens', () => {
  it('gives every colour token a dark value', () => {
    const colourTokens = Object.keys(light).filter((name) => /^--sr-(color|chart|code)-/.test(name));
    expect(colourTokens.length).toBeGreaterThan(40);
    expect(colourTokens.filter((name) => !(name in darkOverrides))).toEqual([]);
  });

  it.each([
    ['light', light],
    ['dark', dark],
  ] as const)('meets 4.5:1 for text in the %s theme', (_theme, tokens) => {
    const failing = TEXT_PAIRS.map(([text, background]) => {
      const ratio = contrast(tokens[`--sr-color-${text}`]!, tokens[`--sr-color-${background}`]!);
      return { pair: `${text} on ${background}`, ratio: Math.round(ratio * 100) / 100 };
    }).filter((p) => p.ratio < 4.5);
    const code = Object.keys(tokens)
      .filter((name) => name.startsWith('--sr-code-'))
      .map((name) => ({ pair: `${name} on bg`, ratio: contrast(tokens[name]!, tokens['--sr-color-bg']!) }))
      .filter((p) => p.ratio < 4.5);
    expect([...failing, ...code]).toEqual([]);
  });

  it('prints black on white without shadows, the dark theme being for screens only', () => {
    expect(print['--sr-color-text']).toBe('#000000');
    expect(print['--sr-color-bg']).toBe('#ffffff');
    expect(print['--sr-color-surface-raised']).toBe('#ffffff');
    expect([print['--sr-shadow-sm'], print['--sr-shadow-md'], print['--sr-shadow-lg']]).toEqual([
      'none',
      'none',
      'none',
    ]);
    expect(contrast(print['--sr-color-text-muted']!, print['--sr-color-bg']!)).toBeGreaterThanOrEqual(7);
    expect(() => findRule(rules, "[data-theme='dark']", null)).toThrow();
  });

  it('components paint with tokens, not colours of their own', () => {
    expect(Object.keys(componentCss).length).toBeGreaterThan(40);
    const literal = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/i;
    const offenders = Object.entries(componentCss).flatMap(([path, css]) =>
      css
        .split('\n')
        .map((line, index) => ({ line: line.trim(), at: `${path}:${index + 1}` }))
        .filter(({ line }) => literal.test(line.replace(/var\([^)]*\)/g, '')))
        .map(({ line, at }) => `${at} ${line}`),
    );
    expect(offenders).toEqual([]);
  });
});
