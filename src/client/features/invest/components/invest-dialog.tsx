import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../../shared/localized';
import type { ProjectDto } from '../../../../shared/api-types';
import { useGetMeQuery } from '../../../api/auth-api';
import { useGuardedClose } from '../../../components/use-guarded-close';
import { investLimits } from '../invest-limits';
import { InvestFlow } from './invest-flow';

export interface InvestDialogProps {
  project: ProjectDto;
  onClose: () => void;
}

/**
 * The invest dialog of the project page (full screen on phones). Mounted only while open, so every
 * opening starts a fresh flow; it reads the wallet from the signed-in user's profile (getMe).
 */
export function InvestDialog({ project, onClose }: InvestDialogProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { data: me, isError, refetch } = useGetMeQuery();
  const { close, onBusyChange } = useGuardedClose(onClose);

  return (
    <Dialog open onClose={close} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="invest-dialog-title">
      <DialogTitle id="invest-dialog-title">{t('invest.title', { title: localized(project.title, project.titleBn, i18n.language) })}</DialogTitle>
      {me ? (
        <InvestFlow project={project} limits={investLimits(project, me.availableBalance)} onClose={close} onBusyChange={onBusyChange} />
      ) : (
        <DialogContent sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          {isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void refetch()}>
                  {t('invest.retryWallet')}
                </Button>
              }
            >
              {t('invest.walletFailed')}
            </Alert>
          ) : (
            <CircularProgress aria-label={t('invest.loadingWallet')} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
