import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import Button from '@mui/material/Button';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../../shared/format';
import { FormikDateField } from '../../../../components/date-field/formik-date-field';
import { FormikTextField } from '../../../../components/formik-text-field';
import { CONTRACT_TYPES, PAYOUT_FREQUENCIES } from '../../../../../shared/project-facts';
import { BN_DESCRIPTION_MAX, BN_LOCATION_MAX, BN_TITLE_MAX, type ProjectFactField } from '../../../../../shared/schemas/project-facts';
import { TERM_FIELDS, type ProjectFormValues } from '../project-form-schema';
import { LOCKED_HELP_SLOT } from './locked-term-help';

export const factFieldId = (field: ProjectFactField) => `project-${field}`;

const CHOICES: Partial<Record<ProjectFactField, readonly string[]>> = { contractType: CONTRACT_TYPES, payoutFrequency: PAYOUT_FREQUENCIES };
const CHOICE_LABELS: Partial<Record<ProjectFactField, string>> = { contractType: 'details.facts.contractTypes', payoutFrequency: 'details.facts.payoutFrequencies' };
const INPUT_MODES: Partial<Record<ProjectFactField, 'numeric' | 'decimal'>> = { termMonths: 'numeric', minimumInvestment: 'numeric' };
const LIMITS = { titleMax: BN_TITLE_MAX, locationMax: BN_LOCATION_MAX, descriptionMax: BN_DESCRIPTION_MAX };

const BENGALI: readonly ProjectFactField[] = ['titleBn', 'locationBn', 'descriptionBn'];
const FACTS: readonly ProjectFactField[] = ['contractType', 'termMonths', 'maturityDate', 'payoutFrequency', 'minimumInvestment'];

interface Props {
  formik: FormikProps<ProjectFormValues>;
  disabled: boolean;
  /** Investors hold capital in the project: its contract type and term cannot change (ProjectDto.termsLocked). */
  termsLocked?: boolean;
}

/**
 * The optional fields: the Bengali title, location and description (lang="bn", so a screen
 * reader reads them in Bengali), then the key facts. Every one may stay empty.
 */
export function ProjectFactFields({ formik, disabled, termsLocked = false }: Props) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const limits = Object.fromEntries(Object.entries(LIMITS).map(([name, value]) => [name, formatNumber(value, lng)]));
  // The Bengali fields open on a button, and by themselves when the project has Bengali texts or one
  // of them has an error: the spec's form stays as it was for an admin who writes English only.
  const [bengaliOpen, setBengaliOpen] = useState(() => BENGALI.some((name) => formik.values[name] !== ''));
  const showBengali = bengaliOpen || (formik.submitCount > 0 && BENGALI.some((name) => formik.errors[name]));

  const onChange = (field: ProjectFactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    formik.handleChange(event);
    if (!formik.touched[field]) void formik.setFieldTouched(field, true, false);
  };

  const field = (name: ProjectFactField) => {
    const hintKey = `admin.projectFacts.hints.${name}`;
    const choices = CHOICES[name];
    const wide = name === 'titleBn' || name === 'descriptionBn';
    const locked = termsLocked && TERM_FIELDS.includes(name);
    let help = i18n.exists(hintKey) ? t(hintKey) : undefined;
    if (locked) help = t('admin.projectForm.hints.termsLocked');
    const common = {
      formik,
      name,
      errorText: (key: string) => t(key, limits),
      help,
      id: factFieldId(name),
      label: t(`admin.projectFacts.fields.${name}`),
      disabled: disabled || locked,
      fullWidth: true,
    };
    if (name === 'maturityDate') return <FormikDateField key={name} {...common} />;
    return (
      <FormikTextField
        key={name}
        {...common}
        autoComplete="off"
        onChange={onChange(name)}
        multiline={name === 'descriptionBn'}
        minRows={name === 'descriptionBn' ? 4 : undefined}
        select={choices !== undefined}
        // Native selects: the phone's own picker, and keyboard and screen-reader friendly.
        slotProps={{
          htmlInput: { inputMode: INPUT_MODES[name] ?? 'text', ...(BENGALI.includes(name) ? { lang: 'bn' } : {}) },
          ...(choices ? { select: { native: true } } : {}),
          ...(choices ? { inputLabel: { shrink: true } } : {}),
          ...(locked ? { formHelperText: LOCKED_HELP_SLOT } : {}),
        }}
        sx={wide ? { gridColumn: '1 / -1' } : undefined}
      >
        {choices && [
          <option key="" value="">
            {t('admin.projectFacts.notSet')}
          </option>,
          ...choices.map((choice) => (
            <option key={choice} value={choice}>
              {t(`${CHOICE_LABELS[name]}.${choice}`)}
            </option>
          )),
        ]}
      </FormikTextField>
    );
  };

  const grid = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } } as const;
  return (
    <>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" variant="h2" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
          {t('admin.projectFacts.bengaliTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('admin.projectFacts.bengaliHint')}
        </Typography>
        {showBengali ? (
          <Box sx={grid}>{BENGALI.map(field)}</Box>
        ) : (
          <Button variant="outlined" onClick={() => setBengaliOpen(true)} disabled={disabled} aria-expanded={false}>
            {t('admin.projectFacts.bengaliShow')}
          </Button>
        )}
      </Box>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" variant="h2" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
          {t('admin.projectFacts.factsTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('admin.projectFacts.factsHint')}
        </Typography>
        <Box sx={grid}>{FACTS.map(field)}</Box>
      </Box>
    </>
  );
}
