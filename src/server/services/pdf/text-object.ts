/**
 * Runs of text on one line written as a single PDF text object.
 *
 * `doc.text` writes every run as its own graphics state and text object (q, cm, BT, Tm, Tf, TJ, ET,
 * Q: nine content writes, each turned into its own byte array) and measures the run twice more on
 * the way (_text, _line, _fragment). A statement row is six cells and, in Bengali, up to five runs a
 * cell (digit groups between Latin separators), so a 1,000-line statement made 1.7 MB of content to
 * deflate, and _text/_fragment were half of the writing time. Here each run is placed with its own
 * text matrix exactly where _fragment would put it, with the same glyphs and the same kerning and
 * mark offsets (the loop below is _fragment's for pdfkit 0.20's defaults: left aligned, no spacing
 * options), so the page looks the same; the font is set again only when it changes.
 */

/** The parts of pdfkit's EmbeddedFont used here (pdfkit 0.20). */
interface PdfFont {
  id: string;
  ascender: number;
  ref(): unknown;
  encode(text: string): [string[], { xAdvance: number; xOffset: number; yOffset: number; advanceWidth: number }[]];
  widthOfString(text: string, size: number): number;
}

export interface PlacedRun {
  /** The document's font object when the run was selected (`doc._font`). */
  font: unknown;
  size: number;
  text: string;
  x: number;
}

/** As pdfkit writes numbers into content (PDFObject.number). */
const num = (n: number) => Math.round(n * 1e6) / 1e6;

/** Writes `runs`, their tops at `y`; answers where the last run ends (pdfkit's doc.x after doc.text). */
export function writeRuns(doc: PDFKit.PDFDocument, y: number, runs: PlacedRun[]): number {
  const page = (doc as unknown as { page: { height: number; fonts: Record<string, unknown> } }).page;
  const out: string[] = [];
  let font: PdfFont | null = null;
  let size = 0;
  let end = 0;
  runs.forEach((run, r) => {
    // doc.text writes the pieces between newlines one after another on the same line.
    const runFont = run.font as PdfFont;
    const baseline = page.height - y - (runFont.ascender / 1000) * run.size;
    const pieces = run.text.split('\n');
    let x = run.x;
    pieces.forEach((piece, p) => {
      if (piece.length > 0) {
        out.push(`1 0 0 1 ${num(x)} ${num(baseline)} Tm`);
        if (runFont !== font || run.size !== size) {
          font = runFont;
          size = run.size;
          page.fonts[font.id] ??= font.ref();
          out.push(`/${font.id} ${num(size)} Tf`);
        }
        const { encoded, tj } = encode(doc, runFont, piece);
        if (tj !== null) {
          if (tj) out.push(tj);
        } else glyphs(out, encoded, x, baseline, size);
      }
      // Measured only where it is used: the next piece, or doc.x after the last (as doc.widthOfString computes it).
      if (p < pieces.length - 1 || r === runs.length - 1) x += (runFont.widthOfString(piece, run.size) * 100) / 100;
    });
    end = x;
  });
  if (out.length > 0) doc.addContent(['q', `1 0 0 -1 0 ${num(page.height)} cm`, 'BT', ...out, 'ET', 'Q'].join('\n'));
  return end;
}

type Encoded = ReturnType<PdfFont['encode']>;

// Per document, each piece of text encoded once (its glyphs added to the font's subset then) and,
// when no glyph is offset (marks), its TJ array, which does not depend on where it is written:
// dates, descriptions and Bengali digit groups repeat line after line. Cleared past ENCODED.
const ENCODED = 10_000;
const encodings = new WeakMap<PDFKit.PDFDocument, Map<string, { encoded: Encoded; tj: string | null }>>();

function encode(doc: PDFKit.PDFDocument, font: PdfFont, piece: string) {
  let known = encodings.get(doc);
  if (!known) encodings.set(doc, (known = new Map<string, { encoded: Encoded; tj: string | null }>()));
  const key = `${font.id} ${piece}`;
  let hit = known.get(key);
  if (!hit) {
    const encoded = font.encode(piece);
    const offset = encoded[1].some((pos) => pos.xOffset || pos.yOffset);
    hit = { encoded, tj: offset ? null : glyphs([], encoded, 0, 0, 1000).join('\n') };
    if (known.size >= ENCODED) known.clear();
    known.set(key, hit);
  }
  return hit;
}

/** The TJ array of glyphs [from, to) with the kerning after each: `<hex> adjustment` pairs. */
function segment(commands: string[], [encoded, positions]: Encoded, from: number, to: number): void {
  if (from < to) {
    const position = positions[to - 1]!;
    commands.push(`<${encoded.slice(from, to).join('')}> ${num(-(position.xAdvance - position.advanceWidth))}`);
  }
}

function flush(out: string[], commands: string[]): void {
  if (commands.length > 0) {
    out.push(`[${commands.join(' ')}] TJ`);
    commands.length = 0;
  }
}

/** _fragment's glyph loop: runs of glyphs in TJ arrays with their kerning, marks placed by offset. */
function glyphs(out: string[], encoded: Encoded, startX: number, y: number, size: number): string[] {
  const positions = encoded[1];
  const scale = size / 1000;
  const commands: string[] = [];
  let x = startX;
  let last = 0;
  let hadOffset = false;
  let i = 0;
  for (; i < positions.length; i += 1) {
    const pos = positions[i]!;
    if (pos.xOffset || pos.yOffset) {
      segment(commands, encoded, last, i);
      flush(out, commands);
      out.push(`1 0 0 1 ${num(x + pos.xOffset * scale)} ${num(y + pos.yOffset * scale)} Tm`);
      segment(commands, encoded, i, i + 1);
      flush(out, commands);
      last = i + 1;
      hadOffset = true;
    } else {
      if (hadOffset) {
        out.push(`1 0 0 1 ${num(x)} ${num(y)} Tm`);
        hadOffset = false;
      }
      if (pos.xAdvance - pos.advanceWidth !== 0) {
        segment(commands, encoded, last, i + 1);
        last = i + 1;
      }
    }
    x += pos.xAdvance * scale;
  }
  segment(commands, encoded, last, i);
  flush(out, commands);
  return out;
}
