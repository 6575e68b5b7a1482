import type { ReactNode } from 'react';
import { AboutSection } from './about-section';
import { HowItWorksSection } from './how-it-works-section';
import { ComparisonSection, PlatformSection } from './platform-section';
import { TestimonialsSection } from './testimonials-section';
import { WhyChooseSection } from './why-choose-section';

/** Everything below the hero, in the spec's order; its own chunk (in the server's HTML; hydrated once loaded). */
export default function LandingSections({ shop, plans }: { shop: ReactNode; plans: ReactNode }) {
  return (
    <>
      <HowItWorksSection />
      <PlatformSection />
      <ComparisonSection />
      <WhyChooseSection />
      {shop}
      {plans}
      <AboutSection />
      <TestimonialsSection />
    </>
  );
}
