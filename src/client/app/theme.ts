import { createTheme } from '@mui/material/styles';
import bengaliFont from '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2';

// Only the Bengali subset is self-hosted: its unicode-range makes English pages skip the download
// and Latin text use the system font.
const fontFace = `@font-face {
  font-family: 'Noto Sans Bengali Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(${bengaliFont}) format('woff2-variations');
  unicode-range: U+0951-0952, U+0964-0965, U+0980-09FE, U+200C-200D, U+25CC;
}`;

export const theme = createTheme({
  palette: {
    primary: { main: '#0b6b4f', contrastText: '#ffffff' },
    secondary: { main: '#8a6d1d', contrastText: '#ffffff' },
    background: { default: '#f7f8f6' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Noto Sans Bengali Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 700 },
    h2: { fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontSize: '1.35rem', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: { styleOverrides: fontFace },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
  },
});
