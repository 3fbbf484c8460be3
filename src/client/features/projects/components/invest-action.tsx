import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ProjectDto } from '../../../../shared/api-types';
import { isFullyFunded, isShowcase } from '../../../../shared/funding';
import { selectIsSignedIn } from '../../../api/session-slice';
import type { SignInRedirectState } from '../../../components/require-sign-in';

/** What the project page needs of the invest dialog, which the app passes in (features do not import each other). */
export interface InvestDialogSlotProps {
  project: ProjectDto;
  onClose: () => void;
}

/** The dialog's component, loaded on demand; `preload` fetches its code ahead of the click. */
export type InvestDialogSlot = ComponentType<InvestDialogSlotProps> & { preload?: () => Promise<void> };

/** The page address sign-in returns to when the visitor pressed Invest signed out: the dialog opens there. */
export const REOPEN_INVEST_HASH = '#invest';

/**
 * The project's Invest button. Signed out, it goes to sign-in, which comes back to this
 * page with the dialog open; signed in, it opens the invest dialog. A project whose funding target is reached offers none
 * (its funding figures say "Fully funded"), and a showcase (no target) says why it takes no investments.
 */
export function InvestAction({ project, dialog: InvestDialog }: { project: ProjectDto; dialog: InvestDialogSlot }) {
  const { t } = useTranslation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const completed = project.status === 'completed';
  const fullyFunded = isFullyFunded(project);
  const showcase = isShowcase(project);

  // Back from sign-in: the investor asked to invest, so the dialog opens without a second press.
  // The mark leaves the address at once, so a reload or Back does not open it again.
  useEffect(() => {
    if (location.hash !== REOPEN_INVEST_HASH || !signedIn) return;
    void navigate(`${location.pathname}${location.search}`, { replace: true });
    if (!fullyFunded && !completed && !showcase) setOpen(true);
  }, [location.hash, location.pathname, location.search, signedIn, fullyFunded, completed, showcase, navigate]);

  if (completed) {
    return (
      <Typography role="note" color="text.secondary">
        {t('details.completedNote')}
      </Typography>
    );
  }

  // Without a target the figures are typed, not the ledger's: the server refuses money, so the page says why.
  if (showcase) {
    return (
      <Typography role="note" color="text.secondary">
        {t('details.funding.showcase')}
      </Typography>
    );
  }

  // The funding figures above already say "Fully funded" and that no more money is taken.
  if (fullyFunded) return null;

  const onClick = () => {
    if (!signedIn) {
      const from = `${location.pathname}${location.search}${REOPEN_INVEST_HASH}`;
      void navigate('/signin', { state: { from } satisfies SignInRedirectState });
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button
        variant="contained"
        size="large"
        startIcon={<TrendingUpIcon aria-hidden />}
        onClick={onClick}
        // The dialog's code starts downloading as soon as the investor shows interest.
        onPointerEnter={() => void InvestDialog.preload?.().catch(() => undefined)}
        onFocus={() => void InvestDialog.preload?.().catch(() => undefined)}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        {t('details.invest')}
      </Button>
      {open && (
        <Suspense fallback={<CircularProgress size={24} aria-label={t('details.loadingInvest')} sx={{ ml: 2, verticalAlign: 'middle' }} />}>
          <InvestDialog project={project} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
