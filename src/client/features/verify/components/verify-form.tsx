import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CERTIFICATE_NUMBER, normaliseCertificateNumber, verifyPath } from '../../../../shared/certificate-verify';

/** The number as printed on a certificate; checked only once submitted, so typing shows no early error. */
export function VerifyForm({ initial = '', label }: { initial?: string; label: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const number = normaliseCertificateNumber(value);
  const error = !submitted ? null : number === '' ? t('verify.form.required') : CERTIFICATE_NUMBER.test(number) ? null : t('verify.form.invalid');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (CERTIFICATE_NUMBER.test(number)) void navigate(verifyPath(number));
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={label}
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        label={t('verify.form.number')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error !== null}
        helperText={error ?? t('verify.form.help')}
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 40 } }}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="contained" size="large" sx={{ mt: { sm: 1 } }}>
        {t('verify.form.submit')}
      </Button>
    </Box>
  );
}
