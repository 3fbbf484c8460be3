import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastProvider } from '../components/toast-provider';
import { BengaliFontFace } from './bengali-font';
import type { AppStore } from './store';
import { theme } from './theme';

/** Store, theme and toasts; the router sits inside so pages can use all three. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BengaliFontFace />
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </Provider>
  );
}
