import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY } from '../../../../shared/constants';
import { FormikTextField } from '../../../components/formik-text-field';
import { useGetCountriesQuery } from '../api';
import { FALLBACK_COUNTRY, localizeCountries } from '../countries';
import { phoneWithPrefix } from '../phone-number';
import { CountrySelect } from './country-select';
import { SignInPrompt } from './sign-in-prompt';
import { StepFrame } from './step-frame';

interface PhoneStepProps {
  email: string | null;
  focusTitle: boolean;
  onContinue: (phone: string | null) => void;
}

/**
 * Step 2: country and phone number. Nothing is validated and nothing is sent here (spec section 5,
 * DECISIONS.md): the phone travels with the code to verify-otp.
 */
export function PhoneStep({ email, focusTitle, onContinue }: PhoneStepProps) {
  const { t, i18n } = useTranslation();
  const { data, isLoading, isError } = useGetCountriesQuery();
  const failed = isError || (data !== undefined && data.length === 0);
  const options = useMemo(() => localizeCountries(data && data.length > 0 ? data : [FALLBACK_COUNTRY], i18n.language), [data, i18n.language]);
  const formik = useFormik({
    initialValues: { country: DEFAULT_COUNTRY, number: '' },
    onSubmit: (values) => {
      const country = options.find((c) => c.code === values.country) ?? options[0]!;
      onContinue(phoneWithPrefix(country.phonePrefix, values.number));
    },
  });
  // A country missing from the list (the fallback after a failure) falls back to the first offered.
  const country = options.find((c) => c.code === formik.values.country) ?? options[0]!;

  return (
    <StepFrame step={2} title={t('signUp.phone.title')} intro={t('signUp.phone.intro', { email: email ?? '' })} focusTitle={focusTitle}>
      <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={t('signUp.phone.formLabel')} sx={{ display: 'grid', gap: 2.5 }}>
        <CountrySelect
          options={options}
          value={country}
          onChange={(next) => void formik.setFieldValue('country', next.code)}
          helperText={isLoading ? t('signUp.phone.countriesLoading') : undefined}
        />
        {failed && <Alert severity="warning">{t('signUp.phone.countriesFailed')}</Alert>}
        {/* Nothing is validated here, so the field only ever shows its help. */}
        <FormikTextField
          formik={formik}
          name="number"
          errorText={t}
          help={t('signUp.phone.numberHelp')}
          id="sign-up-phone"
          type="tel"
          label={t('signUp.phone.number')}
          autoComplete="tel-national"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Box component="span" dir="ltr">
                    {country.phonePrefix}
                  </Box>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="contained" size="large">
          {t('signUp.phone.continue')}
        </Button>
      </Box>
      <SignInPrompt />
    </StepFrame>
  );
}
