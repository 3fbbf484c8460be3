import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The reasons most rejections have; one click writes it (in both languages: `onPick` gets its
 * translation key), and the admin may still edit or add to it.
 */
export const REJECT_REASONS = ['noPayment', 'amountDiffers', 'unreadable', 'sameScreenshot'] as const;

export function RejectReasons({ onPick, disabled }: { onPick: (key: string) => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Box role="group" aria-labelledby="reject-reasons-label" sx={{ mb: 1.5 }}>
      <Typography id="reject-reasons-label" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('admin.deposits.review.reasons.label')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {REJECT_REASONS.map((reason) => (
          <Chip
            key={reason}
            variant="outlined"
            label={t(`admin.deposits.review.reasons.${reason}`)}
            onClick={() => onPick(`admin.deposits.review.reasons.${reason}`)}
            disabled={disabled}
            // Long reasons wrap on a phone instead of running out of the dialog.
            sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.75 } }}
          />
        ))}
      </Box>
    </Box>
  );
}
