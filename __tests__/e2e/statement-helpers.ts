// Issue 16's statements in the browser journeys: downloaded from the profile as an investor does, or
// fetched through the API, then read back (the CSV cell by cell, the PDF's text with pdftotext).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { text, type Lng } from './helpers';
import { dateField, expectDate } from './date-input';

export interface StatementFiles {
  pdf: Buffer;
  csv: Buffer;
}

const S = 'profile.statement';

/**
 * On /profile (already open, signed in): keeps the default "This month", clicks Download PDF and
 * Download CSV and catches both files as the browser saves them. Answers the files and the section.
 */
export async function downloadStatementsFromProfile(page: Page, lng: Lng, period: { from: string; to: string }): Promise<StatementFiles> {
  const section = page.getByRole('region', { name: text(lng, `${S}.title`) });
  await expect(section.getByRole('radio', { name: text(lng, `${S}.picks.thisMonth`) })).toBeChecked();
  await expectDate(dateField(section, new RegExp(`^${text(lng, `${S}.from`)}`)), period.from, lng);
  await expectDate(dateField(section, new RegExp(`^${text(lng, `${S}.to`)}`)), period.to, lng);
  const files: Partial<StatementFiles> = {};
  for (const format of ['pdf', 'csv'] as const) {
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: text(lng, `${S}.download.${format}`) }).click()]);
    expect(download.suggestedFilename()).toBe(`statement-${period.from}-${period.to}.${format}`);
    files[format] = fs.readFileSync((await download.path())!);
    await expect(section.getByRole('status')).toHaveText(text(lng, `${S}.downloaded.${format}`));
  }
  return files as StatementFiles;
}

/** The same two files straight from GET /api/statement with the investor's token. */
export async function statementsFromApi(request: APIRequestContext, token: string, period: { from: string; to: string }): Promise<StatementFiles> {
  const files: Partial<StatementFiles> = {};
  for (const format of ['pdf', 'csv'] as const) {
    const response = await request.get('/api/statement', { headers: { Authorization: `Bearer ${token}` }, params: { ...period, format } });
    expect(response.status(), `statement ${format}`).toBe(200);
    files[format] = await response.body();
  }
  return files as StatementFiles;
}

/** RFC 4180 rows: a quoted cell may hold commas, doubled quotes and line breaks. */
function csvRows(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i += 1) {
    const c = csv[i]!;
    if (quoted && c === '"' && csv[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && csv[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += c;
    }
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/**
 * The CSV as a spreadsheet reads it: a BOM (so Excel reads Bengali as UTF-8), the header, then every
 * row after the header as [description, reference, direction, amount, wallet change, balance]; the
 * first cell (a day or a time) is checked to be the period's.
 */
export function statementCsvRows(csv: Buffer, period: { from: string; to: string }): string[][] {
  expect(csv.subarray(0, 3).toString('hex'), 'UTF-8 byte order mark').toBe('efbbbf');
  const rows = csvRows(csv.toString('utf8').slice(1));
  expect(rows[0]).toHaveLength(7);
  const body = rows.slice(1);
  expect(body[0]![0]).toBe(period.from);
  expect(body[body.length - 1]![0]).toBe(period.to);
  for (const row of body.slice(1, -1)) expect(row[0]!.slice(0, 10) >= period.from && row[0]!.slice(0, 10) <= period.to, `${row[0]} in the period`).toBe(true);
  return body.map((row) => row.slice(1));
}

export const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;

/**
 * The PDF's text (pdftotext, poppler-utils), with runs of spaces made one so table columns read as
 * words; without pdftotext only that it is a whole PDF of some size with pages (and null).
 */
export function statementPdfText(pdf: Buffer, testInfo: TestInfo, name: string): string | null {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  expect((pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(0);
  expect(pdf.length).toBeGreaterThan(5000);
  if (!hasPdftotext) return null;
  const file = testInfo.outputPath(`${name}.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
}
