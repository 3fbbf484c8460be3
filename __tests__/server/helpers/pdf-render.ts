import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** pdftoppm (poppler-utils) renders PDF pages to PNG where it is installed; tests skip the render without it. */
export const hasPdftoppm = spawnSync('pdftoppm', ['-v']).status === 0;

/** Renders page 1 of `pdf` to test-results/<name>.png and answers the PNG's bytes. */
export function renderFirstPage(pdf: Buffer, name: string): Buffer {
  const dir = path.resolve('test-results');
  fs.mkdirSync(dir, { recursive: true });
  const input = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(input, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', input, path.join(dir, name)]);
  return fs.readFileSync(path.join(dir, `${name}.png`));
}

/** Not blank: a page of text compresses far worse than an empty white page (~1-2 KB at 70 dpi). */
export const looksDrawn = (png: Buffer) => png.length > 8000 && png.subarray(1, 4).toString('latin1') === 'PNG';

/** pdfinfo and pdftotext (poppler-utils, as pdftoppm): a PDF's page count and its text. */
export const hasPoppler = hasPdftoppm && spawnSync('pdfinfo', ['-v']).status === 0 && spawnSync('pdftotext', ['-v']).status === 0;

export function pdfPageCount(pdf: Buffer): number {
  const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8');
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? NaN);
}

/** The text of every page, as a reader's copy and paste would give it (one line per printed line). */
export const pdfText = (pdf: Buffer): string => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
