import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { BrandLink } from '../../../components/layout/brand-link';
import { AccountActions } from './account-actions';

/**
 * Around what the admin guard shows instead of the dashboard (checking, not allowed, two-factor set-up):
 * a plain header with the logo (the way home), the language switch and Sign out, then the main landmark.
 */
export function GuardFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 2, md: 3 }, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <BrandLink color="primary.main" />
        <Box sx={{ flex: 1 }} />
        <AccountActions />
      </Box>
      <Box component="main" id="main" tabIndex={-1} sx={{ outline: 'none' }}>
        {children}
      </Box>
    </>
  );
}
