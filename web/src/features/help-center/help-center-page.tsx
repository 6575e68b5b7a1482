import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { Container, Eyebrow } from '../../components/container';
import { HeroIntro, PageHero } from '../../components/page-hero';
import { shopConfig } from '../../config/shop-config';
import { helpTopics } from '../../content/help-center';
import { media } from '../../theme/theme';
import { HelpQuickLinks } from './help-quick-links';
import { HelpTopicCard } from './help-topic-card';

const { brandName } = shopConfig;

/** The help-center topic index (/help-center and /help/*): six topic cards and the quick links. */
export default function HelpCenterPage() {
  const topicsTitleId = useId();

  useEffect(() => {
    document.title = `Help Center · ${brandName}`;
  }, []);

  return (
    <Page>
      <PageHero $top={32} $bottom={44}>
        <Container>
          <HeroIntro $width={760}>
            <Breadcrumbs trail={[{ to: '/help', label: 'Help & Support' }]} current="Help Center" centered />
            <Eyebrow>Guides &amp; documentation</Eyebrow>
            <h1>Help Center</h1>
            <p>
              Everything about your {brandName} devices and plan: how the tunnel works, setting it up, keeping
              it secure, billing and fixing problems.
            </p>
          </HeroIntro>
        </Container>
      </PageHero>

      <Container>
        <section aria-labelledby={topicsTitleId}>
          <h2 id={topicsTitleId} className="visually-hidden">
            Topics
          </h2>
          <TopicGrid>
            {helpTopics.map((topic) => (
              <HelpTopicCard key={topic.slug} topic={topic} titleId={`${topicsTitleId}-${topic.slug}`} />
            ))}
          </TopicGrid>
        </section>

        <HelpQuickLinks />
      </Container>
    </Page>
  );
}

const Page = styled.div`
  padding-bottom: 88px;
`;

const TopicGrid = styled.div`
  display: grid;
  gap: 20px;
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;
