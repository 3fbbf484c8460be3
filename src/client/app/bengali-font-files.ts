// The built URLs of the two Bengali font files, apart from the @font-face rules (bengali-font.tsx) so the
// page's first script (preload.ts) can ask for one without loading MUI.
export { default as BENGALI_FONT_URL } from '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2';
export { default as TAKA_AND_BANGLA_FONT_URL } from './fonts/noto-sans-bengali-taka-bangla-wght.woff2';
