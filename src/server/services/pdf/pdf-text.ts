import path from 'node:path';
import PDFDocument from 'pdfkit';

/**
 * Text in PDFs with Bengali shaped right: pdfkit shapes OpenType through fontkit (conjuncts, vowel
 * signs before their consonant), but Noto Sans Bengali ships Bengali and Latin as separate subset
 * files, so each run of text is written in the font that has its letters.
 */
const FONT_DIR = path.join(path.dirname(require.resolve('@fontsource/noto-sans-bengali')), 'files');
const file = (subset: 'bengali' | 'latin', weight: 400 | 700) => path.join(FONT_DIR, `noto-sans-bengali-${subset}-${weight}-normal.woff`);

export type Weight = 'regular' | 'bold';

export function newPdf(title: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title }, autoFirstPage: true });
  doc.registerFont('bn-regular', file('bengali', 400));
  doc.registerFont('bn-bold', file('bengali', 700));
  doc.registerFont('la-regular', file('latin', 400));
  doc.registerFont('la-bold', file('latin', 700));
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

export function textWidth(doc: PDFKit.PDFDocument, text: string, size: number, weight: Weight = 'regular'): number {
  return scriptRuns(text).reduce((sum, run) => sum + doc.font(fontOf(run.bengali, weight)).fontSize(size).widthOfString(run.text), 0);
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
  const total = textWidth(doc, fit, size, weight);
  let at = align === 'right' && width !== undefined ? x + width - total : align === 'center' && width !== undefined ? x + (width - total) / 2 : x;
  for (const run of scriptRuns(fit)) {
    doc.font(fontOf(run.bengali, weight)).fontSize(size);
    doc.text(run.text, at, y, { lineBreak: false });
    at += doc.widthOfString(run.text);
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
