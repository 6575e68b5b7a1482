import { memo, type ReactNode } from 'react';
import { requestData } from '../../apollo/data-layer';
import { BelowFold } from '../../components/below-fold';
import { AboutSection } from './about-section';
import { HowItWorksSection } from './how-it-works-section';
import { ComparisonSection, PlatformSection } from './platform-section';
import { TestimonialsSection } from './testimonials-section';
import { WhyChooseSection } from './why-choose-section';

/**
 * Everything below the hero, in the spec's order; its own chunk (in the server's HTML). Each part
 * hydrates as it nears the viewport. Memoized: the landing page's own updates (a hash change) must
 * not reach parts still waiting to hydrate, or React would render them from scratch.
 */
export default memo(function LandingSections({ shop, plans }: { shop: ReactNode; plans: ReactNode }) {
  return (
    <>
      <BelowFold>
        <HowItWorksSection />
      </BelowFold>
      <BelowFold estimate={1600}>
        <PlatformSection />
        <ComparisonSection />
      </BelowFold>
      <BelowFold>
        <WhyChooseSection />
      </BelowFold>
      {/* The shop's code and the data layer are fetched as the shop nears the viewport, so its
          buttons are ready by the time they can be pressed. */}
      <BelowFold estimate={1400} onNear={requestData}>
        {shop}
      </BelowFold>
      <BelowFold onNear={requestData}>{plans}</BelowFold>
      <BelowFold>
        <AboutSection />
      </BelowFold>
      <BelowFold>
        <TestimonialsSection />
      </BelowFold>
    </>
  );
});
