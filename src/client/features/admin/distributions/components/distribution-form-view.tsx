import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { formatBdt, formatNumber } from '../../../../../shared/format';
import { amountTextToNumber } from '../../../../../shared/money';
import { AmountField } from '../../../../components/amount-field';
import { FormikDateField } from '../../../../components/date-field/formik-date-field';
import { FormikTextField } from '../../../../components/formik-text-field';
import { NOTE_MAX, validateDistribution, type DistributionValues } from '../distribution-form';

interface DistributionFormViewProps {
  values: DistributionValues;
  /** The refusal or failure of the last preview, already in words. */
  failure: string | null;
  /** No project chosen yet: the form is shown but cannot be sent. */
  disabled: boolean;
  onPreview: (values: DistributionValues) => void;
}

/** The period, profit or loss, amount and note of a distribution; checked by the shared schema. */
export function DistributionFormView({ values, failure, disabled, onPreview }: DistributionFormViewProps) {
  const { t, i18n } = useTranslation();
  const formik = useFormik<DistributionValues>({ initialValues: values, validate: validateDistribution, onSubmit: onPreview });
  const errorText = (key: string) => t(key, { max: formatNumber(NOTE_MAX, i18n.language) });
  const amount = amountTextToNumber(formik.values.amount);
  const amountHelp = amount > 0 ? formatBdt(amount, i18n.language) : t('admin.distributions.amountHelp');
  const dateField = (name: 'periodStart' | 'periodEnd') => (
    <FormikDateField formik={formik} name={name} errorText={errorText} id={`distribution-${name}`} label={t(`admin.distributions.${name}`)} required />
  );

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={t('admin.distributions.formLabel')} sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {dateField('periodStart')}
        {dateField('periodEnd')}
      </Box>
      <FormControl>
        <FormLabel id="distribution-kind-label">{t('admin.distributions.kind')}</FormLabel>
        <RadioGroup row name="kind" aria-labelledby="distribution-kind-label" value={formik.values.kind} onChange={formik.handleChange}>
          <FormControlLabel value="profit" control={<Radio />} label={t('admin.distributions.kinds.profit')} />
          <FormControlLabel value="loss" control={<Radio />} label={t('admin.distributions.kinds.loss')} />
        </RadioGroup>
      </FormControl>
      <AmountField formik={formik} errorText={errorText} help={amountHelp} id="distribution-amount" label={t('admin.distributions.amount')} />
      <FormikTextField formik={formik} name="note" errorText={errorText} id="distribution-note" label={t('admin.distributions.note')} multiline minRows={2} />
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={disabled}>
          {t('admin.distributions.preview')}
        </Button>
      </Box>
    </Box>
  );
}
