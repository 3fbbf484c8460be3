/**
 * Faster word shaping for pdfkit's embedded fonts, with the same glyphs and positions.
 *
 * pdfkit lays text out word by word through fontkit and caches each word per document. fontkit
 * shapes a word from scratch each time: about 80 µs for a Latin word and 1 ms for a Bengali one
 * (it decodes the GSUB/GPOS lookups again on every call). A 1,000-line statement has some 3,000
 * words seen once (amounts, balances, references, in Bengali split into digit groups), so shaping
 * took most of its 1-4 s. Two caches, both properties of the font rather than of any statement:
 *  - words made only of COMPOSABLE characters are put together from each character's glyph plus the
 *    pair adjustment (kerning) of each neighbouring pair, each measured once per process. Within those
 *    characters these fonts only kern pairs: pdf-text.test.ts checks every pair and thousands
 *    of random words against fontkit, glyph for glyph;
 *  - any other word (names, descriptions, headings) is shaped by fontkit once per process and kept,
 *    up to WORDS per font, as plain glyph ids and positions.
 */

/** pdfkit's laid-out word: glyphs (font units) and positions (scaled to 1000 per em), as EmbeddedFont.layoutRun leaves them. */
export interface LaidOutWord {
  glyphs: { id: number; advanceWidth: number; codePoints: number[] }[];
  positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number; advanceWidth: number }[];
  advanceWidth: number;
}

/** The parts of pdfkit's EmbeddedFont this relies on (pdfkit 0.20: font, layoutCached, layoutRun, layoutCache, scale). */
interface EmbeddedFont {
  /** fontkit's font: layout() answers in font units. */
  font: { layout(text: string): { glyphs: LaidOutWord['glyphs']; positions: Omit<LaidOutWord['positions'][number], 'advanceWidth'>[] } };
  scale: number;
  layoutCache?: Record<string, LaidOutWord>;
  layoutRun(text: string): LaidOutWord;
  layoutCached(text: string): LaidOutWord;
}

// Latin digits, the amount and date separators, and the capitals of references; Bengali digits.
export const COMPOSABLE = {
  latin: /^[0-9,./()\-:…A-Z]+$/,
  bengali: /^[\u09E6-\u09EF]+$/,
};

// Distinct words kept per font, past which the kept words are dropped and shaping starts over: a
// statement uses a few hundred (headings, descriptions, names); the cap bounds a long-running server.
const WORDS = 20_000;

interface FontCache {
  words: Map<string, LaidOutWord>;
  /** One character's glyph and position, in font units. */
  chars: Map<string, { glyph: LaidOutWord['glyphs'][number]; xAdvance: number }>;
  /** The first character's extra advance before the second, in font units. */
  pairs: Map<string, number>;
}

const caches = new Map<string, FontCache>();

const plain = (word: LaidOutWord): LaidOutWord => ({
  glyphs: word.glyphs.map((g) => ({ id: g.id, advanceWidth: g.advanceWidth, codePoints: g.codePoints })),
  positions: word.positions.map((p) => ({ xAdvance: p.xAdvance, yAdvance: p.yAdvance, xOffset: p.xOffset, yOffset: p.yOffset, advanceWidth: p.advanceWidth })),
  advanceWidth: word.advanceWidth,
});

/** `word` laid out from its characters and pairs, or null when one of them is not a plain single glyph. */
function composed(font: EmbeddedFont, cache: FontCache, word: string): LaidOutWord | null {
  const unscaled = (text: string) => {
    const run = font.font.layout(text);
    return { ids: run.glyphs.map((g) => g.id), advances: run.positions.map((p) => p.xAdvance), run };
  };
  const chars = [...word];
  const glyphs: LaidOutWord['glyphs'] = [];
  const advances: number[] = [];
  for (const char of chars) {
    let known = cache.chars.get(char);
    if (!known) {
      const {
        ids,
        advances: [xAdvance],
        run,
      } = unscaled(char);
      const position = run.positions[0];
      if (ids.length !== 1 || !position || position.xOffset || position.yOffset || position.yAdvance) return null;
      const glyph = run.glyphs[0]!;
      known = { glyph: { id: glyph.id, advanceWidth: glyph.advanceWidth, codePoints: glyph.codePoints }, xAdvance: xAdvance! };
      cache.chars.set(char, known);
    }
    glyphs.push(known.glyph);
    advances.push(known.xAdvance);
  }
  for (let i = 0; i + 1 < chars.length; i += 1) {
    const pair = chars[i]! + chars[i + 1]!;
    let extra = cache.pairs.get(pair);
    if (extra === undefined) {
      const { ids, advances: both, run } = unscaled(pair);
      const still = ids.length === 2 && ids[0] === glyphs[i]!.id && ids[1] === glyphs[i + 1]!.id && both[1] === advances[i + 1];
      if (!still || run.positions.some((p) => p.xOffset || p.yOffset || p.yAdvance)) return null;
      extra = both[0]! - advances[i]!;
      cache.pairs.set(pair, extra);
    }
    advances[i]! += extra;
  }
  // Scaled as EmbeddedFont.layoutRun scales fontkit's positions, and summed in the same order.
  const positions = glyphs.map((glyph, i) => ({ xAdvance: advances[i]! * font.scale, yAdvance: 0, xOffset: 0, yOffset: 0, advanceWidth: glyph.advanceWidth * font.scale }));
  return { glyphs, positions, advanceWidth: positions.reduce((sum, p) => sum + p.xAdvance, 0) };
}

/**
 * fontkit shapes হ directly followed by ন (no hasanta between) as the conjunct হ্ন, and the glyphs it
 * then maps lose the next space: "বহন করেন" printed as "বহ্নকরেন". Checked over every pair of Bengali
 * consonants (pdf-text.test.ts), হন is the only pair it joins. The two are separate syllables, so each
 * side is shaped on its own, as HarfBuzz (the browsers' shaper) shapes them.
 */
const HA_NA = /(?<=\u09B9)(?=\u09A8)/;

function layoutApart(font: EmbeddedFont, text: string): LaidOutWord {
  const parts = text.split(HA_NA);
  if (parts.length === 1) return font.layoutRun(text);
  const laid = parts.map((part) => font.layoutRun(part));
  return {
    glyphs: laid.flatMap((word) => word.glyphs),
    positions: laid.flatMap((word) => word.positions),
    advanceWidth: laid.reduce((sum, word) => sum + word.advanceWidth, 0),
  };
}

/**
 * Makes `font` (a document's pdfkit font, registered as `name`) lay words out through the
 * process-wide caches; its own per-document cache still answers first.
 */
export function shareShaping(font: unknown, name: string, bengali: boolean): void {
  const target = font as EmbeddedFont;
  if (!target.layoutCache || Object.prototype.hasOwnProperty.call(target, 'layoutCached')) return;
  let cache = caches.get(name);
  if (!cache) caches.set(name, (cache = { words: new Map(), chars: new Map(), pairs: new Map() }));
  const fontCache = cache;
  const composable = bengali ? COMPOSABLE.bengali : COMPOSABLE.latin;
  const own = target.layoutCache;
  target.layoutCached = (text: string): LaidOutWord => {
    const hit = own[text];
    if (hit) return hit;
    let word = fontCache.words.get(text) ?? (composable.test(text) ? composed(target, fontCache, text) : null);
    if (!word) {
      word = plain(bengali ? layoutApart(target, text) : target.layoutRun(text));
      if (fontCache.words.size >= WORDS) fontCache.words.clear();
      fontCache.words.set(text, word);
    }
    own[text] = word;
    return word;
  };
}
