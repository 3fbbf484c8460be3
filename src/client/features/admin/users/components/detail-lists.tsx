import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AuditEventDto, DepositDto } from '../../../../../shared/api-types';
import { formatBdt, formatDate } from '../../../../../shared/format';
import type { HoldingDto } from '../../../../../shared/money-types';

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 } as const;
const itemSx = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  px: 1.5,
  py: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: 1.5,
  rowGap: 0.5,
} as const;
const STATUS_COLOR = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

/** A user's newest deposits: amount, date and status (the Deposits tab reviews them). */
export function DepositLines({ deposits }: { deposits: DepositDto[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Box component="ul" sx={listSx}>
      {deposits.map((deposit) => (
        <Box component="li" key={deposit._id} sx={itemSx}>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {formatBdt(deposit.amount, i18n.language)}
          </Typography>
          <Typography component="span" sx={{ color: 'text.secondary', flex: 1 }}>
            {formatDate(deposit.createdAt, i18n.language)}
          </Typography>
          <Chip size="small" variant="outlined" color={STATUS_COLOR[deposit.status]} label={t(`admin.deposits.status.${deposit.status}`)} />
        </Box>
      ))}
    </Box>
  );
}

/** What the user holds: project, capital in it, profit and loss so far. */
export function HoldingLines({ holdings }: { holdings: HoldingDto[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Box component="ul" sx={listSx}>
      {holdings.map((holding) => (
        <Box component="li" key={holding.projectId} sx={{ ...itemSx, display: 'block' }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{holding.title}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('admin.userDetail.holdingLine', {
              principal: formatBdt(holding.principal, i18n.language),
              profit: formatBdt(holding.profit, i18n.language),
              loss: formatBdt(holding.loss, i18n.language),
            })}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** What the user did, newest first, in the Activity tab's words. */
export function ActivityLines({ events }: { events: AuditEventDto[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Box component="ul" sx={listSx}>
      {events.map((event) => (
        <Box component="li" key={event._id} sx={itemSx}>
          <Typography component="span" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
            {t(`admin.activity.actions.${event.action}`, { defaultValue: event.action })}
          </Typography>
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {formatDate(event.createdAt, i18n.language)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
