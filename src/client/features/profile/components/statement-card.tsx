import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { readAnswer, useAnswerText } from '../../../api/server-failure';
import { BusyButton } from '../../../components/busy-button';
import { focusDateField } from '../../../components/date-field/focus-date-field';
import { downloadStatement, type StatementFileFormat } from '../download-statement';
import { periodFor, validatePeriod, type PeriodChoice, type StatementPeriod } from '../statement-period';
import { StatementPeriodPicker } from './statement-period-picker';

const FORMATS: StatementFileFormat[] = ['pdf', 'csv'];

type Outcome = { kind: 'done' | 'failed'; text: string };

/**
 * The investor's statement for a period, as a PDF to keep or a CSV for a spreadsheet.
 * The files need the session's token, so they are fetched and handed to the browser (download-file.ts).
 */
export function StatementCard() {
  const { t } = useTranslation();
  const token = useAppSelector((state) => state.session.token);
  const answerText = useAnswerText('profile.statement.serverCodes');
  const [choice, setChoice] = useState<PeriodChoice>('thisMonth');
  const formik = useFormik<StatementPeriod>({ initialValues: periodFor('thisMonth'), validate: validatePeriod, onSubmit: () => undefined });
  const [busy, setBusy] = useState<StatementFileFormat | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const download = async (format: StatementFileFormat) => {
    // Not disabled while busy: a disabled button would drop the keyboard focus; a second click waits instead.
    if (busy) return;
    setOutcome(null);
    // Both days count as touched, so their errors show; this also validates, with the shared schema.
    const errors = (await formik.setTouched({ from: true, to: true }, true)) ?? {};
    const invalid = (['from', 'to'] as const).find((field) => errors[field]);
    if (invalid) {
      focusDateField(`statement-${invalid}`);
      return;
    }
    setBusy(format);
    try {
      await downloadStatement(formik.values, format, token);
      setOutcome({ kind: 'done', text: t(`profile.statement.downloaded.${format}`) });
    } catch (error) {
      setOutcome({ kind: 'failed', text: answerText(readAnswer(error), 'profile.statement.failed') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="profile-statement-title" aria-busy={busy !== null || undefined} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="profile-statement-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('profile.statement.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('profile.statement.intro')}
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => event.preventDefault()} sx={{ display: 'grid', gap: 2 }}>
        <StatementPeriodPicker
          formik={formik}
          choice={choice}
          onChoice={(next) => {
            setChoice(next);
            setOutcome(null);
          }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {FORMATS.map((format) => (
            <BusyButton
              key={format}
              variant={format === 'pdf' ? 'contained' : 'outlined'}
              onClick={() => void download(format)}
              busy={busy === format}
              keepFocus
              aria-busy={busy === format || undefined}
              icon={<DownloadIcon aria-hidden />}
              busyText={t(`profile.statement.preparing.${format}`)}
              sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
            >
              {t(`profile.statement.download.${format}`)}
            </BusyButton>
          ))}
        </Box>
        {outcome?.kind === 'failed' && <Alert severity="error">{outcome.text}</Alert>}
        {/* Always present, so a screen reader hears "preparing" and "downloaded" as they happen. */}
        <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: '1.25rem', '&:empty': { minHeight: 0 } }}>
          {busy ? t(`profile.statement.preparing.${busy}`) : outcome?.kind === 'done' ? outcome.text : ''}
        </Typography>
      </Box>
    </Paper>
  );
}
