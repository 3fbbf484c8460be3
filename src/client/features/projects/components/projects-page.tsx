import Container from '@mui/material/Container';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectIsSignedIn } from '../../../api/session-slice';
import { InvestmentList } from '../../../components/investment-list';
import { usePageTitle } from '../../../components/use-page-title';

/**
 * /investment/all: the investment list, shared with the admin's /admin. `nextStep`: the profile's
 * next-step card, composed in by the app's routes: sign-in lands here, so a new investor sees what
 * to do first. Only signed-in visitors load it.
 */
export function ProjectsPage({ nextStep: NextStep }: { nextStep?: ComponentType }) {
  // Here, not in InvestmentList: /admin shows the same list under an admin title.
  const { t } = useTranslation();
  usePageTitle(t('projects.title'));
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      {signedIn && NextStep && (
        <Suspense fallback={null}>
          <NextStep />
        </Suspense>
      )}
      <InvestmentList />
    </Container>
  );
}
