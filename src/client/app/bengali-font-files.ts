// The built URLs of the two Bengali font files, apart from the @font-face rules (bengali-font.tsx) so the
// page's first script (preload.ts) can ask for one without loading MUI. Both are cut from Noto Sans
// Bengali to the weights the theme uses (fonts/README.md).
export { default as BENGALI_FONT_URL } from './fonts/noto-sans-bengali-bengali-wght-400-700.woff2';
export { default as TAKA_AND_BANGLA_FONT_URL } from './fonts/noto-sans-bengali-taka-bangla-wght-400-700.woff2';
