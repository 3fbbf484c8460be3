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

/** The home screen in the spec's order (section 2); the layout adds header and footer. */
export function HomePage() {
  // The home screen is the app itself: its title is the app's name alone.
  usePageTitle();
  const shown = useStepReveal(LATER_SECTIONS.length);
  return (
    <>
      <HeroSection />
      <HomeStats />
      {LATER_SECTIONS.slice(0, shown).map((Section, index) => (
        <Section key={index} />
      ))}
    </>
  );
}
