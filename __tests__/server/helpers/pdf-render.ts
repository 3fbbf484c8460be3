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
