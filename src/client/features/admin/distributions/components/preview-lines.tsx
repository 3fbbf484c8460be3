import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { List } from 'react-window';
import type { DistributionLineDto } from '../../../../../shared/distribution-types';
import { LINE_HEIGHT, PreviewLine, WIDE_LINE_HEIGHT, type PreviewLineProps } from './preview-line';

// A project may have 100,000 holders: only the lines in view (plus a few) are in the page.
const LINES_IN_VIEW = 6;
const OVERSCAN = 4;

/** Every holder's line of a preview, in a scrolling list of fixed height. */
export function PreviewLines({ lines }: { lines: DistributionLineDto[] }) {
  const { t } = useTranslation();
  // The same breakpoint at which PreviewLine lays its figures in one row.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true });
  const rowHeight = wide ? WIDE_LINE_HEIGHT : LINE_HEIGHT;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <List<PreviewLineProps>
        // Focusable, so the list scrolls with the arrow keys as well as with a mouse or a finger.
        tabIndex={0}
        aria-label={t('admin.distributions.linesLabel')}
        // A height in pixels: react-window reads it instead of measuring (jsdom cannot measure either).
        style={{ height: Math.min(lines.length, LINES_IN_VIEW) * rowHeight }}
        rowComponent={PreviewLine}
        rowCount={lines.length}
        rowHeight={rowHeight}
        overscanCount={OVERSCAN}
        rowProps={{ lines }}
      />
    </Box>
  );
}
