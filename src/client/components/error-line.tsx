import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A failure announced to screen readers, for sections of the home route. Lighter than MUI's Alert,
 * which would add its icons and Paper to the first load (PERFORMANCE.md 1).
 */
export function ErrorLine({ children }: { children: ReactNode }) {
  return (
    <Typography role="alert" sx={{ color: 'error.dark', bgcolor: '#fdeded', borderLeft: 4, borderColor: 'error.main', borderRadius: 1, px: 2, py: 1.5 }}>
      {children}
    </Typography>
  );
}
