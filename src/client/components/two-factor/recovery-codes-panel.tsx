import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './copy-button';

function download(codes: string[]) {
  const blob = new Blob([`Halal Invest recovery codes\n\n${codes.join('\n')}\n`], { type: 'text/plain' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'halal-invest-recovery-codes.txt';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The 10 recovery codes, shown once after two-factor is turned on. */
export function RecoveryCodesPanel({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('twoFactor.setup.codesTitle')}
      </Typography>
      <Typography>{t('twoFactor.setup.codesIntro')}</Typography>
      <Box
        component="ul"
        aria-label={t('twoFactor.setup.codesTitle')}
        sx={{
          listStyle: 'none',
          p: 2,
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          bgcolor: 'grey.100',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code} lang="en">
            {code}
          </li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <CopyButton text={codes.join('\n')} label={t('twoFactor.setup.copyCodes')} />
        <Button size="small" variant="outlined" onClick={() => download(codes)}>
          {t('twoFactor.setup.downloadCodes')}
        </Button>
      </Box>
      <Button variant="contained" onClick={onContinue}>
        {t('twoFactor.setup.continue')}
      </Button>
    </Box>
  );
}
