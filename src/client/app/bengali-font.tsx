import bengaliFont from '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2';
import GlobalStyles from '@mui/material/GlobalStyles';

// Only the Bengali subset is self-hosted (its unicode-range leaves Latin text to the system font).
const fontFace = `@font-face {
  font-family: 'Noto Sans Bengali Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(${bengaliFont}) format('woff2-variations');
  unicode-range: U+0951-0952, U+0964-0965, U+0980-09FE, U+200C-200D, U+25CC;
}`;

/**
 * The Bengali font, declared in both languages (issue 18): a phone without a Bengali font drew every
 * ৳ on an English page, Bengali names shown to an English-reading admin and the "বাংলা" option as
 * boxes. The unicode-range keeps it lazy: the browser fetches it only once a Bengali glyph is laid
 * out, so a page without one (an English page showing no amount) never loads it.
 */
export function BengaliFontFace() {
  return <GlobalStyles styles={fontFace} />;
}
