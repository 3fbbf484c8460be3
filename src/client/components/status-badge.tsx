import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A small chip-shaped label on project cards and pages ("Fully funded", "Completed"): a plain Box
 * rather than MUI's Chip, which project cards on the first paint do not need.
 */
export function StatusBadge({ icon, color, bgcolor, children }: { icon: ReactNode; color: string; bgcolor: string; children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.25, borderRadius: 4, fontSize: '0.8125rem', fontWeight: 600, color, bgcolor }}>
      {icon}
      {children}
    </Box>
  );
}
