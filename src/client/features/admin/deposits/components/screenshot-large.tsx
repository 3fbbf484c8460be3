import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/**
 * The transfer screenshot as large as the review dialog allows, so the admin reads the TrxID and
 * amount on it; a click opens it full size in a new tab (the signed URL, used as given).
 */
export function ScreenshotLarge({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('admin.deposits.screenshot.fullSize', { name })}
      sx={{
        display: 'block',
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <Box component="img" src={url} alt={t('admin.deposits.screenshot.alt', { name })} sx={{ display: 'block', width: '100%', maxHeight: '55vh', objectFit: 'contain' }} />
    </Link>
  );
}
