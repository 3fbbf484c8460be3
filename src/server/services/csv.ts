/**
 * CSV writing shared by every export (audit trail, statements, admin exports): RFC 4180 quoting and
 * the OWASP guard against spreadsheet formula injection.
 */

/** Byte-order mark: spreadsheet programs then read the file as UTF-8, so Bengali names survive. */
export const CSV_BOM = '\uFEFF';

/**
 * One CSV cell. A cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return
 * before one) gets a leading apostrophe (OWASP CSV injection); quotes, commas and line breaks are
 * quoted per RFC 4180.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
