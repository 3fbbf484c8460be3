import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PayoutAccount, WithdrawalDto } from '../../../../../shared/withdrawal-types';
import { CopyValueButton } from '../../../../components/copy-value-button';

const BANK_FIELDS = ['accountName', 'accountNumber', 'bankName', 'branch', 'routingNumber'] as const;

/** The account's fields in the order the admin types them into a transfer; a wallet has only its number. */
function fieldsOf(withdrawal: WithdrawalDto): Array<{ key: string; value: string }> {
  const account = withdrawal.account as PayoutAccount & Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- payout account fields are strings (or numbers from older rows)
  if (withdrawal.method !== 'bank') return [{ key: 'number', value: String(account.number ?? '') }];
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- payout account fields are strings (or numbers from older rows)
  return BANK_FIELDS.map((key) => ({ key, value: String(account[key] ?? '') })).filter((field) => field.value !== '');
}

/** Where the money goes, each detail with a copy button. Numbers stay in Latin digits (GLOSSARY-BN.md). */
export function AccountDetails({ withdrawal }: { withdrawal: WithdrawalDto }) {
  const { t } = useTranslation();
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.25, alignItems: 'center' }}>
      {fieldsOf(withdrawal).map(({ key, value }) => {
        const field = t(`admin.withdrawals.account.${key}`);
        return (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {field}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
              <Box component="span" sx={{ overflowWrap: 'anywhere', fontFamily: key === 'accountName' || key === 'bankName' || key === 'branch' ? undefined : 'monospace' }}>
                {value}
              </Box>
              <CopyValueButton value={value} label={field} dense />
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
