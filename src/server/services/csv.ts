/**
 * CSV writing shared by every export (audit trail, statements, admin exports): RFC 4180 quoting and
 * the OWASP guard against spreadsheet formula injection.
 */

/** Byte-order mark: spreadsheet programs then read the file as UTF-8, so Bengali names survive. */
export const CSV_BOM = '\uFEFF';

/** Where a spreadsheet may start a new cell: a comma, or a semicolon (the separator where the decimal mark is a comma), a tab, a line break. */
const SEGMENT_START = /(?<=[;,\t\r\n])/;
/** What makes a spreadsheet read a cell as a formula: = + - @ first, perhaps after spaces it trims. */
const FORMULA = /^ *[=+\-@]/;

/**
 * One CSV cell, safe in any spreadsheet however it splits cells (OWASP CSV injection):
 * - a cell starting with a formula character, a tab or a carriage return gets a leading apostrophe;
 * - so does every part of it after a comma, semicolon, tab or line break that starts with one
 *   (spaces first allowed): a program that splits on `;` (or that is told to split on something we
 *   quote) would otherwise make 'a;=HYPERLINK(…)' a cell of its own, and a formula;
 * - a cell with a quote, comma, semicolon, tab or line break is quoted per RFC 4180, so a program
 *   splitting on `;` or tabs keeps it one cell too.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[\t\r]/.test(text)) text = `'${text}`;
  text = text
    .split(SEGMENT_START)
    .map((segment) => (FORMULA.test(segment) ? `'${segment}` : segment))
    .join('');
  return /[";,\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A number as spreadsheet programs add it up. It is ours, never typed by a person, so it skips the
 * formula guard, which would turn -500 into text.
 */
export class CsvNumber {
  constructor(readonly text: string) {}
}

/** Poisha as BDT with exactly two decimals ('1234.05'), in integer arithmetic (no float rounding). */
export function csvBdt(poisha: number): CsvNumber {
  const whole = Math.abs(Math.trunc(poisha));
  const sign = poisha < 0 ? '-' : '';
  return new CsvNumber(`${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`);
}

/** One line, CRLF-ended (RFC 4180). */
export function csvRow(cells: readonly unknown[]): string {
  return `${cells.map((cell) => (cell instanceof CsvNumber ? cell.text : typeof cell === 'number' ? String(cell) : csvCell(cell))).join(',')}\r\n`;
}
