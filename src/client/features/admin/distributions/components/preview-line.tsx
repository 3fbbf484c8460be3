import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RowComponentProps } from 'react-window';
import type { DistributionLineDto } from '../../../../../shared/distribution-types';
import { formatBdt, formatNumber } from '../../../../../shared/format';

export interface PreviewLineProps {
  lines: DistributionLineDto[];
}

/** A phone's card: the name, then the four figures two by two. */
export const LINE_HEIGHT = 92;
/** From the sm breakpoint the four figures fit one row: a taller card would leave a gap under each. */
export const WIDE_LINE_HEIGHT = 66;

/**
 * One holder of a preview, as a card rather than a table row: on a 390 px phone its four figures wrap
 * two by two under the name instead of scrolling sideways. The company's own holding has no user.
 */
export function PreviewLine({ index, style, lines, ariaAttributes }: RowComponentProps<PreviewLineProps>) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const line = lines[index]!;
  const name = line.userId === null ? t('admin.distributions.company') : line.fullname;
  const figures: Array<[string, string]> = [
    [t('admin.distributions.line.capital'), formatBdt(line.capital, lng)],
    [t('admin.distributions.line.days'), formatNumber(line.days, lng)],
    [t('admin.distributions.line.weight'), formatNumber(line.weight, lng)],
    [t('admin.distributions.line.share'), formatBdt(line.amount, lng)],
  ];
  return (
    <Box {...ariaAttributes} style={style} sx={{ px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', boxSizing: 'border-box', overflow: 'hidden' }}>
      <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} title={name}>
        {name}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }, columnGap: 1.5, fontSize: '0.85rem' }}>
        {figures.map(([label, value]) => (
          <Box key={label} sx={{ display: 'flex', gap: 0.5, minWidth: 0, whiteSpace: 'nowrap' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums', overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
