import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes cells a spreadsheet would run as formulas as text', () => {
    const cells = ['=HYPERLINK("http://x","y")', '+1', '-2', '@SUM(A1)', '\tTab', '\rReturn', '=1\n2'];
    const csv = toCsv([['Name'], ...cells.map((c) => [c])]);
    const read = Papa.parse<string[]>(csv, { newline: '\n' })
      .data.slice(1)
      .map((r) => r[0]);
    expect(read).toEqual(cells.map((c) => `'${c}`));
  });

  it('keeps ordinary text, numbers (negative too), quotes and empty cells as they are', () => {
    const csv = toCsv([
      ['Name', 'Total', 'Note'],
      ['Ada "A" Lovelace', -5, null],
      ['a,b', 12, undefined],
    ]);
    expect(csv).toBe('Name,Total,Note\n"Ada ""A"" Lovelace",-5,\n"a,b",12,');
  });
});
