import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useGetMeQuery } from '../../../api/auth-api';
import { CopyValueButton } from '../../../components/copy-value-button';

/**
 * The investor's customer ID (the profile's "ID"), to write as the payment's reference so the admin
 * can match the money to the investor. Nothing shows until it is known.
 */
export function CustomerReference() {
  const { t } = useTranslation();
  const { data: me } = useGetMeQuery();
  const id = me?.uniqueId;
  if (!id) return null;
  const label = t('deposit.customerId.label');
  return (
    <Box sx={{ mt: 2, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', overflowWrap: 'anywhere' }}>
        {id}
        <CopyValueButton value={id} label={t('deposit.customerId.short')} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('deposit.customerId.hint')}
      </Typography>
    </Box>
  );
}
