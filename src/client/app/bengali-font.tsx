import bengaliFont from '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../shared/format';

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
 * The Bengali font, declared while the page is in Bengali. On an English page the one Bengali word
 * (বাংলা in the language menu) is drawn with the system's font instead of pulling the 106 KB font in
 * ahead of the page's own images (PERFORMANCE.md 2); choosing Bengali declares it, and it loads then.
 */
export function BengaliFontFace() {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language) === 'bn' ? <GlobalStyles styles={fontFace} /> : null;
}
