import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_KINDS, type ExportKind } from '../../../../../shared/schemas/exports';
import { useAppSelector } from '../../../../app/hooks';
import { FormikDateField } from '../../../../components/date-field/formik-date-field';
import { useSnackbar } from '../../../../components/toast-provider';
import { useFailureText } from '../../shell/failure-text';
import type { AdminTabProps } from '../../shell/tabs';
import { downloadExport } from '../download-export';
import { NO_DATES, validateExportDates, type ExportValues } from '../export-form';
import { ExportCard } from './export-card';

/**
 * The admin Exports tab: one date range (Bangladesh days, both optional) and a CSV
 * download per kind of record. Each button is busy on its own, so two files can download at once.
 */
export function ExportsTab(_props: AdminTabProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { enqueueSnackbar } = useSnackbar();
  const token = useAppSelector((state) => state.session.token);
  const [busy, setBusy] = useState<ReadonlySet<ExportKind>>(new Set());
  // The dates are checked when a download is asked for; there is no submit of its own.
  const formik = useFormik<ExportValues>({ initialValues: NO_DATES, validate: validateExportDates, onSubmit: () => undefined });

  const mark = (kind: ExportKind, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(kind);
      else next.delete(kind);
      return next;
    });

  const download = async (kind: ExportKind) => {
    await formik.setTouched({ from: true, to: true }, false);
    if (Object.keys(await formik.validateForm()).length > 0) return;
    mark(kind, true);
    try {
      await downloadExport(kind, formik.values, token);
    } catch (failure) {
      enqueueSnackbar(failureText(failure, 'admin.exports.failed'), { variant: 'error' });
    } finally {
      mark(kind, false);
    }
  };

  const dateField = (name: keyof ExportValues) => (
    <FormikDateField formik={formik} name={name} errorText={t} help={t('admin.exports.optional')} id={`export-${name}`} size="small" label={t(`admin.exports.${name}`)} />
  );

  return (
    <Box component="section" aria-labelledby="admin-exports-title" sx={{ display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography id="admin-exports-title" variant="h3" sx={{ fontSize: '1.2rem', fontWeight: 600 }}>
          {t('admin.exports.title')}
        </Typography>
        <Typography color="text.secondary">{t('admin.exports.intro')}</Typography>
      </Box>
      <Box
        component="form"
        noValidate
        aria-label={t('admin.exports.rangeLabel')}
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 220px))' } }}
      >
        {dateField('from')}
        {dateField('to')}
      </Box>
      <Box
        component="ul"
        aria-label={t('admin.exports.listLabel')}
        sx={{ m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
      >
        {EXPORT_KINDS.map((kind) => (
          <ExportCard key={kind} kind={kind} busy={busy.has(kind)} onDownload={(chosen) => void download(chosen)} />
        ))}
      </Box>
    </Box>
  );
}
