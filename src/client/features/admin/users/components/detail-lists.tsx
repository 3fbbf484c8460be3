import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AuditEventDto, DepositDto } from '../../../../../shared/api-types';
import { formatBdt, formatDate } from '../../../../../shared/format';
import type { HoldingDto } from '../../../../../shared/money-types';
import type { WithdrawalDto } from '../../../../../shared/withdrawal-types';

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

/** What the user holds and held: project, capital in it, profit and loss; a completed one with what came back. */
export function HoldingLines({ holdings }: { holdings: HoldingDto[] }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <Box component="ul" sx={listSx}>
      {holdings.map((holding) => (
        <Box component="li" key={holding.projectId} sx={{ ...itemSx, display: 'block' }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{holding.title}</Typography>
          {holding.completedAt && <Typography variant="body2">{t('admin.userDetail.completedOn', { date: formatDate(holding.completedAt, lng) })}</Typography>}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {holding.status === 'completed'
              ? t('admin.userDetail.completedLine', {
                  invested: formatBdt(holding.invested, lng),
                  returned: formatBdt(holding.returned, lng),
                  profit: formatBdt(holding.profit, lng),
                  loss: formatBdt(holding.loss, lng),
                })
              : t('admin.userDetail.holdingLine', { principal: formatBdt(holding.principal, lng), profit: formatBdt(holding.profit, lng), loss: formatBdt(holding.loss, lng) })}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const WITHDRAWAL_COLOR = { pending: 'warning', paid: 'success', rejected: 'error', cancelled: 'default' } as const;

/** A user's newest withdrawals: amount, reference, date and status (the Withdrawals tab decides them). */
export function WithdrawalLines({ withdrawals }: { withdrawals: WithdrawalDto[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Box component="ul" sx={listSx}>
      {withdrawals.map((withdrawal) => (
        <Box component="li" key={withdrawal._id} sx={itemSx}>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {formatBdt(withdrawal.amount, i18n.language)}
          </Typography>
          <Typography component="span" sx={{ color: 'text.secondary', flex: 1 }}>
            {withdrawal.reference} · {formatDate(withdrawal.createdAt, i18n.language)}
          </Typography>
          <Chip size="small" variant="outlined" color={WITHDRAWAL_COLOR[withdrawal.status]} label={t(`admin.withdrawals.status.${withdrawal.status}`)} />
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
