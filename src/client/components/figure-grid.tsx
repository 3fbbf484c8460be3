import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A holding's figures side by side (two columns on a phone, five on wider screens), as a description list. */
export function FigureGrid({ figures }: { figures: Array<{ label: string; value: string }> }) {
  return (
    <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' } }}>
      {figures.map(({ label, value }) => (
        <Box key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
