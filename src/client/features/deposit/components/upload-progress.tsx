import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../../shared/format';

/** The real upload progress (0-100) as a labelled progress bar, with a way to stop the upload. */
export function UploadProgress({ progress, onStop }: { progress: number; onStop: () => void }) {
  const { t, i18n } = useTranslation();
  const percent = formatPercent(progress, i18n.language);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography id="deposit-upload-label" variant="body2">
          {t('deposit.screenshot.uploading')}
        </Typography>
        <Typography variant="body2" aria-hidden sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {percent}
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={progress} aria-labelledby="deposit-upload-label" aria-valuetext={percent} sx={{ height: 8, borderRadius: 4 }} />
      <Box>
        <Button size="small" onClick={onStop}>
          {t('deposit.screenshot.stop')}
        </Button>
      </Box>
    </Box>
  );
}
