/**
 * The one CSV writer of the server (papaparse): every CSV the server or a plugin writes goes
 * through it, so a cell a spreadsheet would run as a formula (one starting with `=`, `+`,
 * `-`, `@`, a tab or a carriage return; issue 17) is written as text, prefixed with `'`.
 */
import Papa from 'papaparse';

/** Cells spreadsheets read as formulas (the whole cell, even across line breaks). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Rows (the first one the header) as CSV text, `\n` line ends; numbers and booleans stay as
 * they are, text that would start a formula is escaped.
 *
 * @example
 * toCsv([['Name', 'Total'], ['=HYPERLINK("x")', 12]]) // 'Name,Total\n"\'=HYPERLINK(""x"")",12'
 */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return Papa.unparse(
    rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : cell))),
    { newline: '\n', escapeFormulae: FORMULA_START },
  );
}
