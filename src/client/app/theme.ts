import { createTheme } from '@mui/material/styles';

const FOCUS_RING = { outline: '2px solid #ffffff', outlineOffset: 0, boxShadow: '0 0 0 4px #0b6b4f' };

/** The Bengali font first: its unicode-range gives it Bengali text only, the rest goes to the system's fonts. */
export const FONT_STACK = '"Noto Sans Bengali Variable",system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';

export const theme = createTheme({
  palette: {
    primary: { main: '#0b6b4f', contrastText: '#ffffff' },
    secondary: { main: '#8a6d1d', contrastText: '#ffffff' },
    // MUI's default orange (#ed6c02) is 3.1:1 on white: too faint for the text of a 'pending' chip or a
    // warning line. This one is 5.7:1 on white and 5.4:1 on the page background (WCAG AA 1.4.3).
    warning: { main: '#a84b00', contrastText: '#ffffff' },
    background: { default: '#f7f8f6' },
  },
  shape: { borderRadius: 10 },
  typography: {
    // The Bengali font is self-hosted with a unicode-range (bengali-font.tsx): Latin text keeps the system font.
    fontFamily: FONT_STACK,
    h1: { fontSize: '2.25rem', fontWeight: 700 },
    h2: { fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontSize: '1.35rem', fontWeight: 600 },
  },
  components: {
    // A keyboard user sees where they are on every button (text and outlined buttons
    // otherwise show only a faint ripple). White inside green reads on light pages and on the dark hero and footer.
    // Button repeats it: disableElevation's own focus style would otherwise remove the shadow.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', '&.Mui-focusVisible': FOCUS_RING } } },
    // Bengali's stacked vowel signs and conjuncts blur below 14 px on a phone: the 12 px
    // captions, helper texts and small chips grow to 14 px on Bengali pages only.
    MuiTypography: { styleOverrides: { caption: { 'html[lang="bn"] &': { fontSize: '0.875rem' } } } },
    MuiFormHelperText: { styleOverrides: { root: { 'html[lang="bn"] &': { fontSize: '0.875rem' } } } },
    MuiChip: { styleOverrides: { sizeSmall: { 'html[lang="bn"] &': { fontSize: '0.875rem' } } } },
  },
});
