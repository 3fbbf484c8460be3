import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AdvisorDto } from '../../../../shared/trust-types';
import { bilingual } from '../bilingual';

/** The first letter of the name as shown, skipping titles such as "Dr." so the initial is the person's. */
export function initialOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word !== '' && !/\.$/.test(word));
  return Array.from(words[0] ?? name)[0]?.toUpperCase() ?? '?';
}

/** One Shariah advisor: photo (or the name's initial), name and credentials in the page's language. */
export function AdvisorCard({ advisor }: { advisor: AdvisorDto }) {
  const { t, i18n } = useTranslation();
  const name = bilingual(advisor.name, advisor.nameBn, i18n.language);
  const credentials = bilingual(advisor.credentials, advisor.credentialsBn, i18n.language);
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', p: 2, border: 1, borderColor: 'divider', borderRadius: 2, minWidth: 0 }}>
      <Avatar
        src={advisor.photoUrl || undefined}
        alt={advisor.photoUrl ? t('settings.advisors.photo.alt', { name: name.text }) : undefined}
        sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: '1.6rem', flexShrink: 0 }}
      >
        {/* Decorative: the name is right beside it. */}
        <span aria-hidden>{initialOf(name.text)}</span>
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" lang={name.lang} sx={{ fontWeight: 700, fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
          {name.text}
        </Typography>
        <Typography lang={credentials.lang} color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {credentials.text}
        </Typography>
      </Box>
    </Box>
  );
}
