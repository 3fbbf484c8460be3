import { createTheme } from '@mui/material/styles';

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
    // The Bengali font is declared on Bengali pages only (bengali-font.tsx).
    fontFamily: '"Noto Sans Bengali Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 700 },
    h2: { fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontSize: '1.35rem', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
  },
});
