import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../shared/constants';
import { toLanguage } from '../../shared/format';
import { BANGLA_LABEL_FONT_STACK } from '../app/bengali-font';
import { useSwitchLanguage } from './use-switch-language';

/**
 * English / বাংলা; the choice is stored under `lang` by the language detector. A native select:
 * phones show their own picker, and the first page load carries no menu or popover code.
 * The English UI labels Bengali "বাংলা (Bengali)" (DECISIONS.md 'language option label').
 */
export function LanguageSelector({ id = 'language-selector', fullWidth = false }: { id?: string; fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, width: fullWidth ? '100%' : 'auto' }}>
      <TranslateIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
      <Box
        component="select"
        id={id}
        aria-label={t('nav.language')}
        value={toLanguage(i18n.resolvedLanguage ?? i18n.language)}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => void switchLanguage(event.target.value)}
        sx={{
          font: 'inherit',
          // বাংলা from the small file on an English page (app/bengali-font.tsx).
          fontFamily: BANGLA_LABEL_FONT_STACK,
          fontSize: '0.95rem',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'grey.500',
          borderRadius: 1,
          py: 0.75,
          px: 1,
          minHeight: 40,
          flex: fullWidth ? 1 : 'none',
          cursor: 'pointer',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </Box>
    </Box>
  );
}
