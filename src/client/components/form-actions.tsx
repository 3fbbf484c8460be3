import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A form's buttons, Cancel first and the main action last: stacked on phones, in a row on the right
 * from `sm` up. The screen order always is the DOM order, so Tab walks them as they are seen; a
 * column-reverse would put Confirm above Cancel on phones while Tab reached Cancel first.
 */
export function FormActions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, justifyContent: 'flex-end', gap: 1.5 }}>{children}</Box>;
}
