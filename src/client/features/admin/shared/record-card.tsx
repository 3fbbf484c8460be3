import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface RecordField {
  /** The table's column header, so the card reads with the spec's words. */
  label: string;
  value: ReactNode;
}

interface RecordCardProps {
  title: ReactNode;
  fields: RecordField[];
  /** The row's action buttons; they wrap onto more lines rather than leave the screen. */
  actions?: ReactNode;
}

/** One table row as a card on a phone (usePhoneLayout): title, label/value pairs, then the actions. */
export function RecordCard({ title, fields, actions }: RecordCardProps) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none', display: 'grid', gap: 1 }}>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem', overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.5, fontSize: '0.9rem' }}>
        {fields.map((field) => (
          <Box key={field.label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {field.label}
            </Box>
            <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
              {field.value}
            </Box>
          </Box>
        ))}
      </Box>
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
    </Paper>
  );
}

/** The list around RecordCards. */
export function RecordCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {children}
    </Box>
  );
}
