import { useEffect, useId } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { Container, Eyebrow } from '../../components/container';
import { HeroIntro, PageHero } from '../../components/page-hero';
import { shopConfig } from '../../config/shop-config';
import { useContent } from '../../content/localized';
import { media } from '../../theme/theme';
import { HelpQuickLinks } from './help-quick-links';
import { helpCenterMessages } from './help-center-texts';
import { HelpTopicCard } from './help-topic-card';

const { brandName } = shopConfig;

const messages: Record<string, MessageDescriptor> = defineMessages({
  documentTitle: { id: 'helpCenter.index.documentTitle', defaultMessage: 'Help Center · {brand}' },
  eyebrow: { id: 'helpCenter.index.eyebrow', defaultMessage: 'Guides & documentation' },
  intro: {
    id: 'helpCenter.index.intro',
    defaultMessage:
      'Everything about your {brand} devices and plan: how the tunnel works, setting it up, keeping it secure, billing and fixing problems.',
  },
  topics: { id: 'helpCenter.index.topics', defaultMessage: 'Topics' },
});

/** The help-center topic index (/help-center and /help/*): six topic cards and the quick links. */
export default function HelpCenterPage() {
  const topicsTitleId = useId();
  const intl = useIntl();
  const { helpTopics } = useContent('helpCenter');
  const helpCenter = intl.formatMessage(helpCenterMessages.helpCenter);
  const documentTitle = intl.formatMessage(messages.documentTitle, { brand: brandName });

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <Page>
      <PageHero $top={32} $bottom={44}>
        <Container>
          <HeroIntro $width={760}>
            <Breadcrumbs
              trail={[{ to: '/help', label: intl.formatMessage(helpCenterMessages.helpAndSupport) }]}
              current={helpCenter}
              centered
            />
            <Eyebrow>{intl.formatMessage(messages.eyebrow)}</Eyebrow>
            <h1>{helpCenter}</h1>
            <p>{intl.formatMessage(messages.intro, { brand: brandName })}</p>
          </HeroIntro>
        </Container>
      </PageHero>

      <Container>
        <section aria-labelledby={topicsTitleId}>
          <h2 id={topicsTitleId} className="visually-hidden">
            {intl.formatMessage(messages.topics)}
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
