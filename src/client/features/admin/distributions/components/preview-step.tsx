import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DistributionDto } from '../../../../../shared/distribution-types';
import { formatBdt, formatNumber } from '../../../../../shared/format';
import { bdtToPoisha, poishaToBdt } from '../../../../../shared/money';
import { DistributionSummary } from './distribution-summary';
import { PreviewLines } from './preview-lines';

interface PreviewStepProps {
  preview: DistributionDto;
  posting: boolean;
  /** The post's failure in words, with whether sending the same attempt again makes sense. */
  failure: { text: string; retryable: boolean } | null;
  onBack: () => void;
  onConfirm: () => void;
  onRetry: () => void;
}

/** Added in poisha: the holders' shares and the company's share make up the amount exactly. */
const totalOf = (preview: DistributionDto) => poishaToBdt(preview.lines.reduce((sum, line) => sum + bdtToPoisha(line.amount), bdtToPoisha(preview.companyShare)));

/** What posting would do, holder by holder, before anything is written. */
export function PreviewStep({ preview, posting, failure, onBack, onConfirm, onRetry }: PreviewStepProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <Box component="section" aria-labelledby="distribution-preview-title" aria-busy={posting} sx={{ display: 'grid', gap: 2 }}>
      <Typography id="distribution-preview-title" variant="h4" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {t('admin.distributions.previewTitle')}
      </Typography>
      <DistributionSummary distribution={preview} extra={[[t('admin.distributions.total'), formatBdt(totalOf(preview), lng)]]} />
      <Typography color="text.secondary">{t('admin.distributions.holders', { count: preview.lines.length, formatted: formatNumber(preview.lines.length, lng) })}</Typography>
      <PreviewLines lines={preview.lines} />
      {failure && <Alert severity="error">{failure.text}</Alert>}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button onClick={onBack} disabled={posting}>
          {t('admin.distributions.back')}
        </Button>
        {failure?.retryable ? (
          <Button variant="contained" onClick={onRetry}>
            {t('admin.distributions.retry')}
          </Button>
        ) : (
          !failure && (
            <Button variant="contained" color={preview.kind === 'loss' ? 'error' : 'primary'} onClick={onConfirm} disabled={posting}>
              {posting ? t('admin.distributions.posting') : t(`admin.distributions.confirm.${preview.kind}`)}
            </Button>
          )
        )}
      </Box>
    </Box>
  );
}
