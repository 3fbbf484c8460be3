import Avatar from '@mui/material/Avatar';
import { useTranslation } from 'react-i18next';

/** The profile picture when it is a web address (spec section 2), else the name's first letter. */
export function ProfileAvatar({ name, image }: { name: string; image: string | null }) {
  const { t } = useTranslation();
  const src = image?.startsWith('http') ? image : undefined;
  // Array.from keeps a Bengali letter whole where indexing would cut a surrogate pair.
  const initial = (Array.from(name.trim())[0] ?? '?').toLocaleUpperCase();
  return (
    <Avatar
      src={src}
      alt={src ? t('profile.photoAlt', { name }) : undefined}
      sx={{ width: { xs: 80, sm: 96 }, height: { xs: 80, sm: 96 }, fontSize: { xs: '2rem', sm: '2.5rem' }, bgcolor: 'primary.main' }}
    >
      {/* The name is written beside it; the letter is decoration for screen readers. */}
      <span aria-hidden>{initial}</span>
    </Avatar>
  );
}
