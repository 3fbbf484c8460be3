import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../shared/constants';
import { toLanguage } from '../../shared/format';

/** English / বাংলা; the choice is stored under `lang` by the language detector. */
export function LanguageSelector({ id = 'language-selector', fullWidth = false }: { id?: string; fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <TextField
      id={id}
      select
      size="small"
      label={t('nav.language')}
      value={toLanguage(i18n.resolvedLanguage ?? i18n.language)}
      onChange={(event) => void i18n.changeLanguage(event.target.value)}
      fullWidth={fullWidth}
      sx={{ minWidth: 130 }}
    >
      {LANGUAGES.map((lng) => (
        <MenuItem key={lng} value={lng} lang={lng}>
          {t(`language.${lng}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
