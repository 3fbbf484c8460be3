import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One language's reason on the confirm step, exactly as the investor will read it; nothing when not written. */
export function ReasonQuote({ label, text, lang }: { label: string; text: string | undefined; lang: 'en' | 'bn' }) {
  if (!text) return null;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="blockquote" lang={lang} sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider', overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </Box>
  );
}
