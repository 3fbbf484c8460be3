import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface Figure {
  label: string;
  value: string;
}

/** Labelled figures as a definition list (review and receipt), read by screen readers as term and value. */
export function FigureList({ figures }: { figures: Figure[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 } }}>
      {figures.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
