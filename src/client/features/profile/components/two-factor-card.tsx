import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import type { UserDto } from '../../../../shared/api-types';
import { api } from '../../../api/api-slice';
import { TwoFactorSetup } from '../../../components/two-factor/two-factor-setup';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog';

const SETUP_TITLE_ID = 'two-factor-setup-title';

/** The profile's two-factor section: on or off, with turning it on (set-up) and off (password + code). */
export function TwoFactorCard({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [dialog, setDialog] = useState<'setup' | 'disable' | null>(null);
  const close = () => setDialog(null);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="profile-two-factor-title" sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 1.5 }}>
      <Typography id="profile-two-factor-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('twoFactor.profile.title')}
      </Typography>
      <Typography>{user.twoFactorEnabled ? t('twoFactor.profile.on') : t('twoFactor.profile.off')}</Typography>
      <Box>
        {user.twoFactorEnabled ? (
          <Button variant="outlined" color="error" onClick={() => setDialog('disable')}>
            {t('twoFactor.profile.turnOff')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setDialog('setup')}>
            {t('twoFactor.profile.turnOn')}
          </Button>
        )}
      </Box>
      {dialog === 'setup' && (
        // Closing by the backdrop is off: the recovery codes must not vanish by a stray tap.
        <Dialog
          open
          aria-labelledby={SETUP_TITLE_ID}
          fullWidth
          maxWidth="sm"
          sx={{ '& .MuiDialog-paper': { mx: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: '100%' } } }}
        >
          <DialogTitle id={SETUP_TITLE_ID}>{t('twoFactor.profile.setupTitle')}</DialogTitle>
          <DialogContent>
            <TwoFactorSetup
              onCancel={close}
              onDone={() => {
                close();
                dispatch(api.util.invalidateTags([{ type: 'Me', id: 'CURRENT' }]));
              }}
            />
          </DialogContent>
        </Dialog>
      )}
      {dialog === 'disable' && <DisableTwoFactorDialog onClose={close} />}
    </Paper>
  );
}
