import { describe, expect, it } from 'vitest';
import { penWidth, signatureSvg } from './signature-dialog';

describe('signature image', () => {
  it('draws with pen widths between 0.5 and 2 by pressure (spec 4 §9)', () => {
    expect(penWidth(0)).toBe(1.25); // no pressure reported (mouse): the middle
    expect(penWidth(0.01)).toBe(0.52);
    expect(penWidth(1)).toBe(2);
    expect(penWidth(3)).toBe(2);
    const svg = signatureSvg([{ d: 'M1 1 L5 5', width: 0.5 }], '');
    expect(svg).toContain('<path d="M1 1 L5 5" fill="none" stroke="#111" stroke-width="0.5"');
  });

  it('writes a typed name, escaped', () => {
    expect(signatureSvg([], 'Ada <Lovelace> & Co')).toContain('>Ada &#60;Lovelace&#62; &#38; Co</text>');
  });
});
