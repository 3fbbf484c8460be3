import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../shared/format';
import { STATEMENT_MAX_DAYS } from '../../../../shared/schemas/statement';
import { FormikDateField } from '../../../components/date-field/formik-date-field';
import { QUICK_PICKS, periodFor, periodInWords, validatePeriod, type PeriodChoice, type QuickPick, type StatementPeriod } from '../statement-period';

interface StatementPeriodPickerProps {
  formik: FormikProps<StatementPeriod>;
  choice: PeriodChoice;
  onChoice: (choice: PeriodChoice) => void;
}

/**
 * The statement's period: radios for the usual periods (arrow keys move between them) and the two
 * days, always shown so the chosen period can be read; typing a day makes the choice "Custom dates".
 */
export function StatementPeriodPicker({ formik, choice, onChoice }: StatementPeriodPickerProps) {
  const { t, i18n } = useTranslation();

  const choose = (value: string) => {
    const next = value as PeriodChoice;
    onChoice(next);
    if (next !== 'custom') void formik.setValues(periodFor(next as QuickPick));
  };

  const dateField = (name: keyof StatementPeriod) => (
    <FormikDateField
      formik={formik}
      name={name}
      errorText={(key) => t(key, { max: formatNumber(STATEMENT_MAX_DAYS, i18n.language) })}
      id={`statement-${name}`}
      label={t(`profile.statement.${name}`)}
      required
      onChange={() => onChoice('custom')}
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormControl>
        <FormLabel id="statement-period-label">{t('profile.statement.period')}</FormLabel>
        <RadioGroup row name="statement-period" aria-labelledby="statement-period-label" value={choice} onChange={(event) => choose(event.target.value)}>
          {[...QUICK_PICKS, 'custom' as const].map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={t(`profile.statement.picks.${value}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {dateField('from')}
        {dateField('to')}
      </Box>
      {/* Polite: choosing "Last month" is heard as the days it means. */}
      <Typography variant="body2" aria-live="polite" sx={{ fontWeight: 500, minHeight: '1.25rem' }}>
        {Object.keys(validatePeriod(formik.values)).length === 0 ? t('profile.statement.chosen', { period: periodInWords(formik.values, i18n.language) }) : ''}
      </Typography>
    </Box>
  );
}
