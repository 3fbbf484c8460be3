import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReasonFieldsProps {
  /** Prefix of the two fields' ids and names: `${id}-en`, `${id}-bn`. */
  id: string;
  en: string;
  bn: string;
  /** Translated messages, shown under the field they are about. */
  errors: { en?: string; bn?: string };
  disabled: boolean;
  autoFocus?: boolean;
  onChange: (language: 'en' | 'bn', value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/**
 * A rejection's reason in English and in Bengali: picking a common reason fills both, the
 * admin may edit either, and one of the two is enough; each investor reads theirs, else the other.
 */
export function ReasonFields({ id, en, bn, errors, disabled, autoFocus, onChange, onBlur }: ReasonFieldsProps) {
  const { t } = useTranslation();
  const field = (language: 'en' | 'bn', value: string, error: string | undefined) => (
    <TextField
      id={`${id}-${language}`}
      name={language === 'en' ? 'remarks' : 'remarksBn'}
      label={t(language === 'en' ? 'admin.reasonFields.english' : 'admin.reasonFields.bengali')}
      fullWidth
      multiline
      minRows={2}
      autoFocus={autoFocus && language === 'en'}
      value={value}
      onChange={(event) => onChange(language, event.target.value)}
      onBlur={onBlur}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      // The screen reader pronounces the Bengali field's text as Bengali.
      slotProps={{ htmlInput: { lang: language } }}
    />
  );
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('admin.reasonFields.help')}
      </Typography>
      {field('en', en, errors.en)}
      {field('bn', bn, errors.bn)}
    </Box>
  );
}
