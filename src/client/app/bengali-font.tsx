import GlobalStyles from '@mui/material/GlobalStyles';
import { BENGALI_FONT_URL, TAKA_AND_BANGLA_FONT_URL } from './bengali-font-files';
import { FONT_STACK } from './theme';

const BENGALI_FAMILY = 'Noto Sans Bengali Variable';
const BANGLA_LABEL_FAMILY = 'Noto Sans Bengali Label';
/** The language switch's fonts: its বাংলা from six glyphs in 1.8 KB (fonts/README.md), the rest as everywhere. */
export const BANGLA_LABEL_FONT_STACK = `"${BANGLA_LABEL_FAMILY}",${FONT_STACK}`;

// One line per face: the text ships in the first load as written (PERFORMANCE.md 1). The files hold
// weights 400-700 only, the theme's range; the browser draws a bolder or lighter request at the nearest.
const face = (family: string, src: string, unicodeRange: string) =>
  `@font-face{font-family:'${family}';font-display:swap;font-weight:400 700;src:url(${src}) format('woff2-variations');unicode-range:${unicodeRange}}`;

// Only the Bengali subset is self-hosted (its unicode-range leaves Latin text to the system font).
// Where faces of a family overlap the browser asks the last one first, so ৳ on an English page loads the
// small file, not the 73 KB font. The letters of বাংলা get a family of their own, used only by the
// language switch: in the Bengali family they would split Bengali words between two fonts.
const fontFaces = [
  face(BENGALI_FAMILY, BENGALI_FONT_URL, 'U+0951-0952,U+0964-0965,U+0980-09FE,U+200C-200D,U+25CC'),
  face(BENGALI_FAMILY, TAKA_AND_BANGLA_FONT_URL, 'U+09F3'),
  face(BANGLA_LABEL_FAMILY, TAKA_AND_BANGLA_FONT_URL, 'U+0982,U+09AC,U+09B2,U+09BE'),
].join('');

/**
 * The Bengali font, declared in both languages: a phone without a Bengali font drew every
 * ৳ on an English page, Bengali names shown to an English-reading admin and the "বাংলা" option as
 * boxes. The unicode-range keeps it lazy: the browser fetches it only once a Bengali glyph is laid
 * out, so an English page (৳ and the language switch aside, which the small file draws) never loads it.
 */
export function BengaliFontFace() {
  return <GlobalStyles styles={fontFaces} />;
}
