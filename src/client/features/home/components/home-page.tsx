import { Suspense, type ComponentType } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectIsSignedIn } from '../../../api/session-slice';
import { usePageTitle } from '../../../components/use-page-title';
import { useStepReveal } from '../../../components/use-step-reveal';
import { FaqSection } from './faq-section';
import { FeatureCards } from './feature-cards';
import { HeroSection } from './hero-section';
import { HomeStats } from './home-stats';
import { NewsletterBlock } from './newsletter-block';
import { ProjectsCarousel } from './projects-carousel';
import { SignUpPanel } from './sign-up-panel';

// Below the fold on a phone: they join the page one by one just after its first paint.
const LATER_SECTIONS = [FeatureCards, ProjectsCarousel, SignUpPanel, FaqSection, NewsletterBlock];

/**
 * The home screen in the spec's order (section 2); the layout adds header and footer. `signedInPanel`:
 * what a signed-in investor sees first instead of the sign-up panel (the app passes the portfolio
 * summary, a lazy chunk, so visitors never download it).
 */
export function HomePage({ signedInPanel: SignedInPanel }: { signedInPanel?: ComponentType }) {
  // The home screen is the app itself: its title is the app's name alone.
  usePageTitle();
  const signedIn = useAppSelector(selectIsSignedIn);
  const shown = useStepReveal(LATER_SECTIONS.length);
  return (
    <>
      {signedIn && SignedInPanel && (
        // Its own boundary: while its code loads, the rest of the home page stays on screen.
        <Suspense fallback={null}>
          <SignedInPanel />
        </Suspense>
      )}
      <HeroSection />
      <HomeStats />
      {LATER_SECTIONS.slice(0, shown).map((Section, index) => (
        <Section key={index} />
      ))}
    </>
  );
}
