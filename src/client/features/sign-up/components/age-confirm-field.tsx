import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

const ERROR_ID = 'sign-up-age-error';

interface AgeConfirmFieldProps {
  checked: boolean;
  /** The translation key of the error, shown only once the visitor has tried to sign up. */
  error: string | undefined;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * "I am 18 or older and accept the Terms and conditions". The terms open in a new tab, so
 * what is typed in the form is not lost.
 */
export function AgeConfirmField({ checked, error, disabled, onChange }: AgeConfirmFieldProps) {
  const { t } = useTranslation();
  return (
    <FormControl required error={Boolean(error)}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0 }}
        control={
          <Checkbox
            name="ageConfirmed"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            disabled={disabled}
            sx={{ mt: -0.75 }}
            slotProps={{ input: { 'aria-describedby': error ? ERROR_ID : undefined, 'aria-required': true, 'aria-invalid': Boolean(error) } }}
          />
        }
        label={<Trans t={t} i18nKey="signUp.details.ageConfirm" components={{ 1: <Link component={RouterLink} to="/terms" target="_blank" rel="noopener" /> }} />}
      />
      {error && <FormHelperText id={ERROR_ID}>{t(error)}</FormHelperText>}
    </FormControl>
  );
}
