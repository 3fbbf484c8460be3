import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';

export interface Detail {
  label: string;
  /** null shows `missing` in a muted style, so an empty value never looks like a blank line. */
  value: ReactNode | null;
}

/** Label and value pairs as a description list: side by side from 600 px, stacked on a phone. */
export function DetailList({ items, missing }: { items: Detail[]; missing: string }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1.5 } }}
    >
      {items.map(({ label, value }) => (
        <Fragment key={label}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1.25, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value ?? (
              <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic', fontWeight: 400 }}>
                {missing}
              </Box>
            )}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
