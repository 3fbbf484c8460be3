import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { CertificateVerificationDto } from '../../../../shared/certificate-verify';
import { formatBdt, formatDate } from '../../../../shared/format';
import { localized } from '../../../../shared/localized';
import { FigureList } from '../../../components/figure-list';

/** A found certificate: what the paper should say, to compare line by line. */
export function VerifyResult({ certificate }: { certificate: CertificateVerificationDto }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const lng = i18n.language;
  const completed = certificate.status === 'completed' && certificate.completedAt !== null;
  const rows: Array<[string, React.ReactNode]> = [
    [t('verify.result.number'), certificate.number],
    [t('verify.result.holder'), certificate.holder],
    [
      t('verify.result.project'),
      <Link key="project" component={RouterLink} to={`/investments/details/${certificate.projectId}`}>
        {localized(certificate.projectTitle, certificate.projectTitleBn, lng)}
      </Link>,
    ],
    [t('verify.result.amount'), formatBdt(certificate.amount, lng)],
    [t('verify.result.since'), formatDate(certificate.since, lng)],
  ];
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'success.main', borderWidth: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="h2" id={headingId} sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, flex: '1 1 auto' }}>
          {t('verify.result.genuine')}
        </Typography>
        <Chip
          color={completed ? 'default' : 'success'}
          label={completed ? t('verify.result.completed', { date: formatDate(certificate.completedAt!, lng) }) : t('verify.result.active')}
        />
      </Box>
      <FigureList rows={rows} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {completed ? t('verify.result.completedNote') : t('verify.result.activeNote')} {t('verify.result.maskNote')}
      </Typography>
    </Paper>
  );
}
