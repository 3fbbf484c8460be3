import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PaymentAccountDto } from '../../../../shared/payment-account-types';

interface AccountPickerProps {
  accounts: PaymentAccountDto[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** Radio cards, one per active account: bank, bKash, Nagad or Rocket with its name and number. */
export function AccountPicker({ accounts, selectedId, onSelect }: AccountPickerProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography id="deposit-account-picker" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('deposit.accounts.choose')}
      </Typography>
      <RadioGroup aria-labelledby="deposit-account-picker" name="paymentAccountId" value={selectedId ?? ''} onChange={(_event, value) => onSelect(value)} sx={{ gap: 1 }}>
        {accounts.map((account) => (
          <FormControlLabel
            key={account._id}
            value={account._id}
            control={<Radio />}
            sx={{
              m: 0,
              pr: 1.5,
              py: 0.5,
              border: 1,
              borderRadius: 1,
              borderColor: account._id === selectedId ? 'primary.main' : 'divider',
              bgcolor: account._id === selectedId ? 'action.selected' : undefined,
              alignItems: 'center',
            }}
            label={
              <Box sx={{ minWidth: 0 }}>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {account.kind === 'bank' && account.bankName ? account.bankName : t(`deposit.kinds.${account.kind}`)}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {account.accountName} · {account.accountNumber}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </Box>
  );
}
