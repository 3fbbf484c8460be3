import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/**
 * Below 600 px an admin table's columns do not fit side by side, so tabs show one card per record
 * instead (DECISIONS.md "admin deposits on phones", applied to every table tab).
 * noSsr: the first render already knows, so a phone never flashes the table.
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
}
