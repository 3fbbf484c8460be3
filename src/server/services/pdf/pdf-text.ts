import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { shareShaping } from './shaping-cache';
import { writeRuns, type PlacedRun } from './text-object';
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

/** What is used here of pdfkit's EmbeddedFont (0.20): its words laid out (shaping-cache.ts answers). */
interface LayoutFont {
  layoutCached(word: string): { advanceWidth: number };
}

interface Measured {
  runs: { bengali: boolean; text: string; font: LayoutFont; width: number }[];
  width: number;
}

/**
 * Per document: its four fonts once opened, and each text measured once. A statement measures a
 * cell while fitting it and again to align it, and its dates, headings, descriptions and digit
 * groups repeat line after line; cleared past MEASURED so a 5,000-line statement's unique amounts
 * do not pile up.
 */
interface DocText {
  fonts: Map<string, LayoutFont>;
  measured: Map<string, Measured>;
}
const MEASURED = 10_000;
const docs = new WeakMap<PDFKit.PDFDocument, DocText>();

const stateOf = (doc: PDFKit.PDFDocument): DocText => {
  let state = docs.get(doc);
  if (!state) docs.set(doc, (state = { fonts: new Map(), measured: new Map() }));
  return state;
};

/** Selects a run's font and size, its words shaped through the process-wide caches (shaping-cache.ts). */
function select(doc: PDFKit.PDFDocument, bengali: boolean, weight: Weight, size: number): LayoutFont {
  const name = fontOf(bengali, weight);
  doc.font(name).fontSize(size);
  const font = (doc as unknown as { _font: LayoutFont })._font;
  shareShaping(font, name, bengali);
  return font;
}

function fontFor(doc: PDFKit.PDFDocument, state: DocText, bengali: boolean, weight: Weight): LayoutFont {
  const name = fontOf(bengali, weight);
  let font = state.fonts.get(name);
  if (!font) {
    font = select(doc, bengali, weight, (doc as unknown as { _fontSize: number })._fontSize);
    state.fonts.set(name, font);
  }
  return font;
}

/**
 * doc.widthOfString(text) at `size` in `font`, to the last bit: pdfkit sums the words (cut after
 * each space or tab) from 0, scales by size / 1000, then by 100 % horizontal scaling.
 */
function runWidth(font: LayoutFont, text: string, size: number): number {
  let width = 0;
  let last = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 32 || code === 9) {
      width += font.layoutCached(text.slice(last, i + 1)).advanceWidth;
      last = i + 1;
    }
  }
  if (last < text.length) width += font.layoutCached(text.slice(last)).advanceWidth;
  return ((width * (size / 1000) + 0) * 100) / 100;
}

function measure(doc: PDFKit.PDFDocument, text: string, size: number, weight: Weight): Measured {
  const state = stateOf(doc);
  const key = `${weight} ${size} ${text}`;
  let measured = state.measured.get(key);
  if (!measured) {
    const runs = scriptRuns(text).map((run) => {
      const font = fontFor(doc, state, run.bengali, weight);
      return { ...run, font, width: runWidth(font, run.text, size) };
    });
    measured = { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
    if (state.measured.size >= MEASURED) state.measured.clear();
    state.measured.set(key, measured);
  }
  return measured;
}

/** The width of `text` as `line` writes it. */
export function textWidth(doc: PDFKit.PDFDocument, text: string, size: number, weight: Weight = 'regular'): number {
  return measure(doc, text, size, weight).width;
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

/**
 * `text` broken at spaces into at most `maxLines` lines of `width`; the last is cut with an ellipsis
 * when the rest does not fit. Text that fits is one line, measured once (the common case of a cell).
 */
export function wrappedLines(doc: PDFKit.PDFDocument, text: string, size: number, width: number, maxLines: number, weight: Weight = 'regular'): string[] {
  if (textWidth(doc, text, size, weight) <= width) return [text];
  const lines: string[] = [];
  let words = text.split(' ');
  while (words.length > 0 && lines.length < maxLines - 1) {
    let take = words.length;
    while (take > 1 && textWidth(doc, words.slice(0, take).join(' '), size, weight) > width) take -= 1;
    lines.push(words.slice(0, take).join(' '));
    words = words.slice(take);
  }
  if (words.length > 0) lines.push(fitted(doc, words.join(' '), size, width, weight));
  return lines;
}

export interface TextOptions {
  size?: number;
  weight?: Weight;
  /** Right-aligns at x + width. */
  width?: number;
  align?: 'left' | 'right' | 'center';
}

/** The runs of one line of text placed from x, measured once (aligned in `width` when given). */
type Placed = PlacedRun & { bengali: boolean; weight: Weight };

function placed(doc: PDFKit.PDFDocument, text: string, x: number, { size = 9, weight = 'regular', width, align = 'left' }: TextOptions): Placed[] {
  const fit = width === undefined ? text : fitted(doc, text, size, width, weight);
  const { runs, width: total } = measure(doc, fit, size, weight);
  let at = align === 'right' && width !== undefined ? x + width - total : align === 'center' && width !== undefined ? x + (width - total) / 2 : x;
  return runs.map((run) => {
    const place = { font: run.font, size, text: run.text, x: at, bengali: run.bengali, weight };
    at += run.width;
    return place;
  });
}

/** Leaves the document as doc.text would after the last run: its font selected, doc.x after it, doc.y at its top. */
function after(doc: PDFKit.PDFDocument, runs: Placed[], end: number, y: number): void {
  const last = runs[runs.length - 1];
  if (!last) return;
  select(doc, last.bengali, last.weight, last.size);
  doc.x = end;
  doc.y = y;
}

/**
 * One line of mixed-script text at (x, y). Written without pdfkit's line wrapper (no width option), so
 * a cell never wraps or starts a page by itself: the caller decides where pages break.
 */
export function line(doc: PDFKit.PDFDocument, text: string, x: number, y: number, options: TextOptions = {}): void {
  const runs = placed(doc, text, x, options);
  after(doc, runs, writeRuns(doc, y, runs), y);
}

export interface Cell extends TextOptions {
  text: string;
  x: number;
}

/** The cells of a table row at height y, as `line` would write each, in one PDF text object (text-object.ts). */
export function cells(doc: PDFKit.PDFDocument, y: number, row: Cell[]): void {
  const runs = row.flatMap((cell) => placed(doc, cell.text, cell.x, cell));
  after(doc, runs, writeRuns(doc, y, runs), y);
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
