import { poishaToBdt } from '../../../shared/money';
import type { StatementLineDto } from '../../../shared/statement-types';
import { csvCell } from '../csv';
import type { StatementSource } from './statement';
import { STATEMENT_WORDS } from './statement-text';

const OFFSET_MS = 6 * 3_600_000;

/** A transfer's time as a Dhaka reader writes it, 'YYYY-MM-DD HH:MM' (the statement's days are Bangladesh days). */
export const dhakaTime = (iso: string): string => new Date(Date.parse(iso) + OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

// Amounts stay plain numbers (no grouping, Western digits) so a spreadsheet can add them up; a number
// never needs csvCell's formula guard, which would turn -500 into text.
const row = (cells: (string | number)[]) => `${cells.map((cell) => (typeof cell === 'number' ? String(cell) : csvCell(cell))).join(',')}\r\n`;

const lineRow = (line: StatementLineDto) =>
  row([dhakaTime(line.createdAt), line.description, line.reference ?? '', line.direction, line.amount, line.walletChange, line.balanceAfter]);

/**
 * The statement as CSV, written as its transfers are read (keyset pages): a BOM so spreadsheet
 * programs read Bengali as UTF-8, a header, the opening balance row, one row per line, the closing row.
 */
export async function* statementCsv({ scope, pages, running }: StatementSource): AsyncGenerator<string> {
  const words = STATEMENT_WORDS[scope.language];
  yield `\uFEFF${row([words.date, words.description, words.reference, words.direction, words.amount, words.walletChange, words.balance])}`;
  yield row([scope.from, words.opening, '', '', '', '', poishaToBdt(scope.opening)]);
  for await (const page of pages) yield page.map(lineRow).join('');
  yield row([scope.to, words.closing, '', '', '', '', poishaToBdt(running.balance)]);
}
