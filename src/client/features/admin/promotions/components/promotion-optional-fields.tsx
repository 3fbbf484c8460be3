import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormikTextField } from '../../../../components/formik-text-field';
import type { PromotionFormValues } from '../promotion-schema';

type OptionalField = 'companyBn' | 'offer' | 'offerBn' | 'endsAt';

const FIELDS: Array<{ name: OptionalField; label: string; hint: string; lang?: string; type?: string; autoComplete: string }> = [
  { name: 'companyBn', label: 'admin.promotionEdit.companyBn', hint: 'admin.promotionEdit.companyBnHint', lang: 'bn', autoComplete: 'off' },
  { name: 'offer', label: 'admin.promotionEdit.offer', hint: 'admin.promotionEdit.offerHint', lang: 'en', autoComplete: 'off' },
  { name: 'offerBn', label: 'admin.promotionEdit.offerBn', hint: 'admin.promotionEdit.offerBnHint', lang: 'bn', autoComplete: 'off' },
  { name: 'endsAt', label: 'admin.promotionEdit.endsAt', hint: 'admin.promotionEdit.endsAtHint', type: 'date', autoComplete: 'off' },
];

interface PromotionOptionalFieldsProps {
  formik: FormikProps<PromotionFormValues>;
  disabled: boolean;
}

/**
 * Issue 18: the Bengali company name, the offer line in both languages and the last day. All
 * optional: an empty Bengali text shows the English one in the Bengali app.
 */
export function PromotionOptionalFields({ formik, disabled }: PromotionOptionalFieldsProps) {
  const { t } = useTranslation();
  // As for the company: a problem shows once the field is left or a save was tried (which touches every field).
  return FIELDS.map((field) => (
    <FormikTextField
      key={field.name}
      formik={formik}
      name={field.name}
      errorText={t}
      help={t(field.hint)}
      id={`promotion-${field.name}`}
      type={field.type ?? 'text'}
      label={t(field.label)}
      autoComplete={field.autoComplete}
      disabled={disabled}
      // The date input draws its own placeholder, so its label always sits above it.
      slotProps={{ htmlInput: field.lang ? { lang: field.lang } : undefined, inputLabel: field.type === 'date' ? { shrink: true } : undefined }}
      fullWidth
    />
  ));
}
