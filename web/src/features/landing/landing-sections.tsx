import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Island } from '../../lib/islands';
import { AboutSection } from './about-section';
import { HowItWorksSection } from './how-it-works-section';
import { ComparisonSection, PlatformSection } from './platform-section';
import { TestimonialsSection } from './testimonials-section';
import { WhyChooseSection } from './why-choose-section';

/** Everything below the hero, in the spec's order; its own chunk (in the server's HTML; hydrated once loaded). */
export default function LandingSections({ shop, plans }: { shop: ReactNode; plans: ReactNode }) {
  return (
    <>
      <NearView hydrate="visible">
        <HowItWorksSection />
      </NearView>
      <NearView hydrate="visible">
        <PlatformSection />
        <ComparisonSection />
      </NearView>
      <NearView hydrate="visible">
        <WhyChooseSection />
      </NearView>
      <NearView hydrate="visible">{shop}</NearView>
      <NearView hydrate="visible">{plans}</NearView>
      <NearView hydrate="visible">
        <AboutSection />
      </NearView>
      <NearView hydrate="visible">
        <TestimonialsSection />
      </NearView>
    </>
  );
}

/**
 * A part below the hero is styled, laid out and painted only once it nears the viewport
 * (content-visibility: auto), and hydrated only then (an island), so the first load pays for the
 * hero alone. Its content stays in the document (search engines, screen readers, find in page);
 * until first shown it holds a typical height, then the height it last had.
 */
const NearView = styled(Island)`
  content-visibility: auto;
  contain-intrinsic-size: auto 900px;
`;
