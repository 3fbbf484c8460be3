import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ExportKind } from '../../../../../shared/schemas/exports';
import { BusyButton } from '../../../../components/busy-button';

interface ExportCardProps {
  kind: ExportKind;
  busy: boolean;
  onDownload: (kind: ExportKind) => void;
}

/** One export: what the file holds and its download button, which shows its own progress. */
export function ExportCard({ kind, busy, onDownload }: ExportCardProps) {
  const { t } = useTranslation();
  const name = t(`admin.exports.kinds.${kind}.title`);
  const titleId = `export-${kind}-title`;
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 2, p: 2, display: 'grid', gap: 1.5, alignContent: 'space-between' }}
    >
      <Box>
        <Typography id={titleId} variant="h4" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
          {name}
        </Typography>
        <Typography color="text.secondary">{t(`admin.exports.kinds.${kind}.text`)}</Typography>
      </Box>
      <Box>
        <BusyButton
          variant="outlined"
          onClick={() => onDownload(kind)}
          busy={busy}
          aria-label={busy ? undefined : t('admin.exports.downloadLabel', { name })}
          icon={<DownloadIcon />}
          spinnerSize={16}
          busyText={t('admin.exports.downloading')}
        >
          {t('admin.exports.download')}
        </BusyButton>
      </Box>
    </Box>
  );
}
