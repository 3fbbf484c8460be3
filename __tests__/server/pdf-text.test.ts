import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cells, line, newPdf, scriptRuns } from '../../src/server/services/pdf/pdf-text';
import { COMPOSABLE, shareShaping, type LaidOutWord } from '../../src/server/services/pdf/shaping-cache';
import { hasPdftoppm } from './helpers/pdf-render';

interface Font {
  layoutCached(text: string): LaidOutWord;
  layoutRun(text: string): LaidOutWord;
}

const FONTS = [
  ['la-regular', false, '0123456789,./()-:…ABCDEFGHIJKLMNOPQRSTUVWXYZ'],
  ['la-bold', false, '0123456789,./()-:…ABCDEFGHIJKLMNOPQRSTUVWXYZ'],
  ['bn-regular', true, '০১২৩৪৫৬৭৮৯'],
  ['bn-bold', true, '০১২৩৪৫৬৭৮৯'],
] as const;

const shape = (run: LaidOutWord) => ({
  glyphs: run.glyphs.map((g) => g.id),
  positions: run.positions.map((p) => [p.xAdvance, p.yAdvance, p.xOffset, p.yOffset, p.advanceWidth]),
  advanceWidth: run.advanceWidth,
});

describe('words put together from their characters (shaping-cache.ts)', () => {
  test.each(FONTS)('%s: every pair and random words lay out as fontkit shapes them', (name, bengali, characters) => {
    const doc = newPdf('t');
    doc.font(name);
    const font = (doc as unknown as { _font: Font })._font;
    shareShaping(font, name, bengali);
    const chars = [...characters];
    const words = chars.flatMap((a) => chars.map((b) => a + b));
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let n = 0; n < 400; n += 1) words.push(Array.from({ length: 3 + (n % 10) }, () => chars[Math.floor(random() * chars.length)]).join(''));
    words.push(...(bengali ? ['১২৩', '৪৫৬', '২০২৬'] : ['1,23,456.70', 'DEP-7K3M9Q2A', '(01/02/2026)']));
    for (const word of words) {
      expect((bengali ? COMPOSABLE.bengali : COMPOSABLE.latin).test(word)).toBe(true);
      expect(shape(font.layoutCached(word))).toEqual(shape(font.layoutRun(word)));
    }
  });

  describe('Bengali consonants written side by side, without a hasanta, stay apart', () => {
    // fontkit joined হ and ন into the conjunct হ্ন and lost the next space ("বহন করেন" printed "বহ্নকরেন").
    const CONSONANTS = [
      ...'\u0995\u0996\u0997\u0998\u0999\u099A\u099B\u099C\u099D\u099E\u099F\u09A0\u09A1\u09A2\u09A3\u09A4\u09A5\u09A6\u09A7\u09A8\u09AA\u09AB\u09AC\u09AD\u09AE\u09AF\u09B0\u09B2\u09B6\u09B7\u09B8\u09B9',
    ];
    test.each(['bn-regular', 'bn-bold'])('%s: every pair is its two letters, and হ্ন with a hasanta is still one conjunct', (name) => {
      const doc = newPdf('t');
      doc.font(name);
      const font = (doc as unknown as { _font: Font })._font;
      shareShaping(font, name, true);
      const ids = (word: LaidOutWord) => word.glyphs.map((g) => g.id);
      const joined: string[] = [];
      for (const a of CONSONANTS) {
        for (const b of CONSONANTS) {
          if (ids(font.layoutCached(a + b)).join() !== [...ids(font.layoutRun(a)), ...ids(font.layoutRun(b))].join()) joined.push(a + b);
        }
      }
      expect(joined).toEqual([]);
      expect(ids(font.layoutCached('\u09B9\u09CD\u09A8'))).toEqual(ids(font.layoutRun('\u09B9\u09CD\u09A8')));
      expect(ids(font.layoutCached('\u09B9\u09CD\u09A8')).join()).not.toBe([...ids(font.layoutRun('\u09B9')), ...ids(font.layoutRun('\u09A8'))].join());
    });
  });
});

// Text with conjuncts, vowel signs before their consonant, Bengali digits and Latin between them.
const SAMPLES = [
  'হিসাব বিবরণী: চট্টগ্রাম মৎস্য খামার থেকে মুনাফা (০১/০২/২০২৬)',
  'শুরুর ব্যালেন্স ১,২৩,৪৫৬.৭০',
  'Profit from Dhaka Rice Mill – DEP-7K3M9Q2A 1,23,456.70',
  'ক্ষ ত্র জ্ঞ শ্র স্ত্র কী কু কৃ কে কৈ কো কৌ',
];

/** A page drawn by `draw`, rendered to PNG bytes (pdftoppm). */
function render(name: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = newPdf('t');
  draw(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.end();
  return done.then((pdf) => {
    const dir = path.resolve('test-results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${name}.pdf`), pdf);
    execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', path.join(dir, `${name}.pdf`), path.join(dir, name)]);
    return fs.readFileSync(path.join(dir, `${name}.png`));
  });
}

/** What line() wrote before text-object.ts: each script run through doc.text at the width pdfkit measures. */
function byDocText(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  let at = x;
  for (const run of scriptRuns(text)) {
    doc.font(run.bengali ? 'bn-regular' : 'la-regular').fontSize(size);
    doc.text(run.text, at, y, { lineBreak: false });
    at += doc.widthOfString(run.text);
  }
}

(hasPdftoppm ? test : test.skip)('line() and cells() draw mixed Bengali and Latin exactly as doc.text does', async () => {
  const reference = await render('pdf-text-doc-text', (doc) => SAMPLES.forEach((text, i) => byDocText(doc, text, 40, 60 + i * 30, 12)));
  const lines = await render('pdf-text-line', (doc) => SAMPLES.forEach((text, i) => line(doc, text, 40, 60 + i * 30, { size: 12 })));
  const row = await render('pdf-text-cells', (doc) => SAMPLES.forEach((text, i) => cells(doc, 60 + i * 30, [{ text, x: 40, size: 12 }])));
  expect(lines.equals(reference)).toBe(true);
  expect(row.equals(reference)).toBe(true);
});
