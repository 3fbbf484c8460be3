import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormikDateField } from '../../../../components/date-field/formik-date-field';
import { FormikTextField } from '../../../../components/formik-text-field';
import type { PromotionFormValues } from '../promotion-schema';

type TextField = 'companyBn' | 'offer' | 'offerBn';

const FIELDS: Array<{ name: TextField; label: string; hint: string; lang: string }> = [
  { name: 'companyBn', label: 'admin.promotionEdit.companyBn', hint: 'admin.promotionEdit.companyBnHint', lang: 'bn' },
  { name: 'offer', label: 'admin.promotionEdit.offer', hint: 'admin.promotionEdit.offerHint', lang: 'en' },
  { name: 'offerBn', label: 'admin.promotionEdit.offerBn', hint: 'admin.promotionEdit.offerBnHint', lang: 'bn' },
];

interface PromotionOptionalFieldsProps {
  formik: FormikProps<PromotionFormValues>;
  disabled: boolean;
}

/**
 * The Bengali company name, the offer line in both languages and the last day. All
 * optional: an empty Bengali text shows the English one in the Bengali app.
 */
export function PromotionOptionalFields({ formik, disabled }: PromotionOptionalFieldsProps) {
  const { t } = useTranslation();
  // As for the company: a problem shows once the field is left or a save was tried (which touches every field).
  return (
    <>
      {FIELDS.map((field) => (
        <FormikTextField
          key={field.name}
          formik={formik}
          name={field.name}
          errorText={t}
          help={t(field.hint)}
          id={`promotion-${field.name}`}
          label={t(field.label)}
          autoComplete="off"
          disabled={disabled}
          slotProps={{ htmlInput: { lang: field.lang } }}
          fullWidth
        />
      ))}
      <FormikDateField
        formik={formik}
        name="endsAt"
        errorText={t}
        help={t('admin.promotionEdit.endsAtHint')}
        id="promotion-endsAt"
        label={t('admin.promotionEdit.endsAt')}
        disabled={disabled}
        fullWidth
      />
    </>
  );
}
