import Box from '@mui/material/Box';
import type { FormikProps } from 'formik';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_MIN } from '../../../../../shared/constants';
import { formatNumber } from '../../../../../shared/format';
import { FormikTextField } from '../../../../components/formik-text-field';
import { DESCRIPTION_MAX, INVESTMENT_OPTIONS_MAX, LOCATION_MAX, PRICE_DIGITS_MAX, TITLE_MAX } from '../../../../../shared/schemas/projects';
import { PROJECT_FORM_FIELDS, TERM_FIELDS, type ProjectFormField, type ProjectFormValues } from '../project-form-schema';
import { LOCKED_HELP_SLOT } from './locked-term-help';

export const fieldId = (field: ProjectFormField) => `project-${field}`;

type InputMode = 'text' | 'numeric' | 'decimal';
const INPUT_MODES: Partial<Record<ProjectFormField, InputMode>> = {
  price: 'numeric',
  targetAchieved: 'decimal',
  profitRatio: 'decimal',
  raisedAmount: 'numeric',
  fundingTarget: 'numeric',
  investorSharePercent: 'decimal',
};

/** The funding target may be left empty (no target); every other field is required. */
const OPTIONAL: readonly ProjectFormField[] = ['fundingTarget'];

// Numbers that can appear in messages, given to every translation so each reads its own.
const LIMITS = { min: DESCRIPTION_MIN, max: INVESTMENT_OPTIONS_MAX, titleMax: TITLE_MAX, locationMax: LOCATION_MAX, descriptionMax: DESCRIPTION_MAX, priceMax: PRICE_DIGITS_MAX };

interface Props {
  formik: FormikProps<ProjectFormValues>;
  disabled: boolean;
  /** Editing a saved project: its raised amount is derived from investments, shown but not editable. */
  editing?: boolean;
  /** Investors hold capital in the project: its terms are shown but cannot change (ProjectDto.termsLocked). */
  termsLocked?: boolean;
}

/**
 * The eight fields of spec section 5. An error shows once its field was changed or left, or after a
 * submit, and is checked as the admin types; messages are translation keys translated here.
 */
export function ProjectTextFields({ formik, disabled, editing = false, termsLocked = false }: Props) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const limits = Object.fromEntries(Object.entries(LIMITS).map(([name, value]) => [name, formatNumber(value, lng)]));

  const hintOf = (field: ProjectFormField) => {
    if (field === 'description') {
      return t('admin.projectForm.hints.description', { ...limits, count: formatNumber(formik.values.description.trim().length, lng) });
    }
    if (field === 'raisedAmount' && editing) return t('admin.projectForm.hints.raisedAmountDerived');
    if (termsLocked && TERM_FIELDS.includes(field)) return t('admin.projectForm.hints.termsLocked');
    const key = `admin.projectForm.hints.${field}`;
    return i18n.exists(key) ? t(key, limits) : undefined;
  };
  const onChange = (field: ProjectFormField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    formik.handleChange(event);
    // Checked while typing (spec section 5), not only after leaving the field.
    if (!formik.touched[field]) void formik.setFieldTouched(field, true, false);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {PROJECT_FORM_FIELDS.map((field) => {
        const wide = field === 'title' || field === 'description' || field === 'investmentOptions';
        const derived = editing && field === 'raisedAmount';
        const locked = termsLocked && TERM_FIELDS.includes(field);
        return (
          <FormikTextField
            key={field}
            formik={formik}
            name={field}
            errorText={(key) => t(key, limits)}
            help={hintOf(field)}
            id={fieldId(field)}
            label={t(`admin.projectForm.fields.${field}`)}
            required={!OPTIONAL.includes(field) && !derived}
            autoComplete="off"
            onChange={onChange(field)}
            disabled={disabled || locked}
            multiline={field === 'description'}
            minRows={field === 'description' ? 5 : undefined}
            // Text, not type=number: a number input refuses Bengali digits; inputMode still brings up the keypad.
            // The derived raised amount stays focusable (read-only, not disabled) so a screen reader still reads it.
            slotProps={{ htmlInput: { inputMode: INPUT_MODES[field] ?? 'text', readOnly: derived }, ...(locked ? { formHelperText: LOCKED_HELP_SLOT } : {}) }}
            sx={wide ? { gridColumn: '1 / -1' } : undefined}
            fullWidth
          />
        );
      })}
    </Box>
  );
}
