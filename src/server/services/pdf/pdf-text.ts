import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { shareShaping } from './shaping-cache';
import { woffToSfnt } from './woff-to-sfnt';

/**
 * Text in PDFs with Bengali shaped right: pdfkit shapes OpenType through fontkit (conjuncts, vowel
 * signs before their consonant), but Noto Sans Bengali ships Bengali and Latin as separate subset
 * files, so each run of text is written in the font that has its letters.
 */
const FONT_DIR = path.join(path.dirname(require.resolve('@fontsource/noto-sans-bengali')), 'files');
const file = (subset: 'bengali' | 'latin', weight: 400 | 700) => path.join(FONT_DIR, `noto-sans-bengali-${subset}-${weight}-normal.woff`);

// Unwrapped once per process (see woff-to-sfnt.ts for why), then shared by every document.
const fonts = new Map<string, Buffer>();
const font = (subset: 'bengali' | 'latin', weight: 400 | 700): Buffer => {
  const name = file(subset, weight);
  let sfnt = fonts.get(name);
  if (!sfnt) fonts.set(name, (sfnt = woffToSfnt(fs.readFileSync(name))));
  return sfnt;
};

export type Weight = 'regular' | 'bold';

export function newPdf(title: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title }, autoFirstPage: true });
  doc.registerFont('bn-regular', font('bengali', 400));
  doc.registerFont('bn-bold', font('bengali', 700));
  doc.registerFont('la-regular', font('latin', 400));
  doc.registerFont('la-bold', font('latin', 700));
  return doc;
}

// Bengali block, the dandas and the joiners that shape conjuncts: the Bengali font. All else: Latin.
const BENGALI = /[\u0980-\u09FF\u0964\u0965\u200C\u200D]/;

/** The text cut into runs of one script; spaces stay with the run they follow. */
export function scriptRuns(text: string): { bengali: boolean; text: string }[] {
  const runs: { bengali: boolean; text: string }[] = [];
  for (const char of text) {
    const last = runs[runs.length - 1];
    const bengali = char === ' ' && last ? last.bengali : BENGALI.test(char);
    if (last && last.bengali === bengali) last.text += char;
    else runs.push({ bengali, text: char });
  }
  return runs;
}

const fontOf = (bengali: boolean, weight: Weight) => `${bengali ? 'bn' : 'la'}-${weight}`;

/** Selects a run's font and size, its words shaped through the process-wide caches (shaping-cache.ts). */
function select(doc: PDFKit.PDFDocument, bengali: boolean, weight: Weight, size: number): void {
  const name = fontOf(bengali, weight);
  doc.font(name).fontSize(size);
  shareShaping((doc as unknown as { _font: unknown })._font, name, bengali);
}

// Widths of whole texts per document: a statement measures each cell while fitting it and again to
// align it, and its dates, headings and descriptions repeat line after line. Cleared past WIDTHS so
// a 5,000-line statement's unique amounts do not pile up.
const WIDTHS = 10_000;
const widths = new WeakMap<PDFKit.PDFDocument, Map<string, number>>();

export function textWidth(doc: PDFKit.PDFDocument, text: string, size: number, weight: Weight = 'regular'): number {
  let known = widths.get(doc);
  if (!known) widths.set(doc, (known = new Map()));
  const key = `${weight} ${size} ${text}`;
  let width = known.get(key);
  if (width === undefined) {
    width = scriptRuns(text).reduce((sum, run) => {
      select(doc, run.bengali, weight, size);
      return sum + doc.widthOfString(run.text);
    }, 0);
    if (known.size >= WIDTHS) known.clear();
    known.set(key, width);
  }
  return width;
}

/** `text` cut at a word so it fits `width`, with an ellipsis (a cell is one line). */
export function fitted(doc: PDFKit.PDFDocument, text: string, size: number, width: number, weight: Weight = 'regular'): string {
  if (textWidth(doc, text, size, weight) <= width) return text;
  const words = text.split(' ');
  while (words.length > 1) {
    words.pop();
    const shorter = `${words.join(' ')}…`;
    if (textWidth(doc, shorter, size, weight) <= width) return shorter;
  }
  return words[0] ?? '';
}

export interface TextOptions {
  size?: number;
  weight?: Weight;
  /** Right-aligns at x + width. */
  width?: number;
  align?: 'left' | 'right' | 'center';
}

/**
 * One line of mixed-script text at (x, y). Written without pdfkit's line wrapper (no width option), so
 * a cell never wraps or starts a page by itself: the caller decides where pages break.
 */
export function line(doc: PDFKit.PDFDocument, text: string, x: number, y: number, { size = 9, weight = 'regular', width, align = 'left' }: TextOptions = {}): void {
  const fit = width === undefined ? text : fitted(doc, text, size, width, weight);
  const runs = scriptRuns(fit).map((run) => ({ ...run, width: textWidth(doc, run.text, size, weight) }));
  const total = runs.reduce((sum, run) => sum + run.width, 0);
  let at = align === 'right' && width !== undefined ? x + width - total : align === 'center' && width !== undefined ? x + (width - total) / 2 : x;
  for (const run of runs) {
    select(doc, run.bengali, weight, size);
    doc.text(run.text, at, y, { lineBreak: false });
    at += run.width;
  }
}

/** Paragraph text wrapped at `width` (contract terms): words laid out by hand so scripts can mix. */
export function paragraph(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, size = 10): number {
  const space = textWidth(doc, ' ', size);
  let lineWords: string[] = [];
  let lineWidth = 0;
  let top = y;
  const flush = () => {
    line(doc, lineWords.join(' '), x, top, { size });
    top += size * 1.6;
    lineWords = [];
    lineWidth = 0;
  };
  for (const word of text.split(' ')) {
    const w = textWidth(doc, word, size);
    if (lineWords.length > 0 && lineWidth + space + w > width) flush();
    lineWidth += (lineWords.length > 0 ? space : 0) + w;
    lineWords.push(word);
  }
  if (lineWords.length > 0) flush();
  return top;
}
