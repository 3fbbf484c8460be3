import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../shared/format';
import { BANGLA_LABEL_FONT_STACK } from '../app/bengali-font';
import { useSwitchLanguage } from './use-switch-language';

/**
 * The phone's language switch in the app bar: one tap to the other language, named in
 * that language ("বাংলা" on an English page, "English" on a Bengali one), so a reader who cannot
 * read the current language still finds it without opening the menu.
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  const other = toLanguage(i18n.resolvedLanguage ?? i18n.language) === 'bn' ? 'en' : 'bn';
  return (
    <Button
      size="small"
      variant="outlined"
      lang={other}
      aria-label={t('nav.switchLanguage', { language: t(`language.${other}`) })}
      onClick={() => void switchLanguage(other)}
      sx={{
        display: { md: 'none' },
        minWidth: 0,
        px: 1.25,
        whiteSpace: 'nowrap',
        fontSize: '0.9rem',
        fontFamily: BANGLA_LABEL_FONT_STACK,
      }}
    >
      {other === 'bn' ? 'বাংলা' : 'English'}
    </Button>
  );
}
