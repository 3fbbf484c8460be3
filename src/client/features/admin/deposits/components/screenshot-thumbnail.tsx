import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A deposit's transfer screenshot: a small preview that opens the full image. The URL is the server's
 * signed, expiring link (screenshots are private), so it is used as given and never stored.
 */
export function ScreenshotThumbnail({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={t('admin.deposits.screenshot.open', { name })}
        sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
      >
        <Box component="img" src={url} alt="" loading="lazy" sx={{ width: 56, height: 56, objectFit: 'cover', display: 'block' }} />
      </ButtonBase>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="md" fullWidth>
        <DialogTitle id={titleId}>{t('admin.deposits.screenshot.title', { name })}</DialogTitle>
        <DialogContent>
          <Box component="img" src={url} alt={t('admin.deposits.screenshot.alt', { name })} sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto' }} />
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
          <Link href={url} target="_blank" rel="noopener noreferrer">
            {t('admin.deposits.screenshot.newTab')}
          </Link>
          <Button onClick={() => setOpen(false)}>{t('admin.deposits.screenshot.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
