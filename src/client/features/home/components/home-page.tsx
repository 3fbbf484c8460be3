import { FaqSection } from './faq-section';
import { FeatureCards } from './feature-cards';
import { HeroSection } from './hero-section';
import { HomeStats } from './home-stats';
import { NewsletterBlock } from './newsletter-block';
import { ProjectsCarousel } from './projects-carousel';
import { SignUpPanel } from './sign-up-panel';

/** The home screen in the spec's order (section 2); the layout adds header and footer. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <HomeStats />
      <FeatureCards />
      <ProjectsCarousel />
      <SignUpPanel />
      <FaqSection />
      <NewsletterBlock />
    </>
  );
}
