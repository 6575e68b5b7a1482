import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../components/button';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { Container } from '../../components/container';
import { IconTile } from '../../components/icon-tile';
import { PageHero } from '../../components/page-hero';
import { ChevronLeftIcon, ContentIcon } from '../../components/icons';
import { shopConfig } from '../../config/shop-config';
import type { HelpTopicSlug } from '../../content/help-center';
import { useContent } from '../../content/localized';
import { useLanguage } from '../../i18n';
import { useHashScroll } from '../../lib/use-hash-scroll';
import { media } from '../../theme/theme';
import { ArticleNextSteps } from './article-next-steps';
import { ArticleNotFound } from './article-not-found';
import { ArticleSection } from './article-section';
import { ArticleSideNav } from './article-side-nav';
import { articleKey } from './help-center-links';
import { helpCenterMessages } from './help-center-texts';

const { brandName } = shopConfig;

const messages = defineMessages({
  back: { id: 'helpCenter.article.back', defaultMessage: 'Back to Help Center' },
});

/**
 * A static help-center article (/help-center/:slug, the slug in the page's language); an unknown
 * slug shows the 404 card.
 */
export default function HelpArticlePage() {
  const { slug = '' } = useParams();
  const key = articleKey(slug, useLanguage());
  return key ? <Article slug={key} /> : <ArticleNotFound />;
}

function Article({ slug }: { slug: HelpTopicSlug }) {
  const { hash } = useLocation();
  const intl = useIntl();
  const { helpArticles, helpTopics } = useContent('helpCenter');
  const article = helpArticles[slug];
  const topic = helpTopics.find((t) => t.slug === slug);
  const documentTitle = article && `${article.title} · ${brandName}`;

  useHashScroll();

  useEffect(() => {
    if (documentTitle) document.title = documentTitle;
  }, [documentTitle]);

  // A new article starts at its top (a #section link scrolls there instead, via useHashScroll).
  useEffect(() => {
    if (!hash && window.scrollY > 0) window.scrollTo({ top: 0 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the article changes
  }, [slug]);

  if (!article) return <ArticleNotFound />;

  const otherTopics = helpTopics.filter((t) => t.slug !== article.slug);

  return (
    <Page>
      <Hero>
        <Container>
          <HeroInner>
            <BackLink to="/help-center" $variant="ghost" $size="sm">
              <ChevronLeftIcon size={18} />
              {intl.formatMessage(messages.back)}
            </BackLink>
            <Breadcrumbs
              trail={[
                { to: '/help', label: intl.formatMessage(helpCenterMessages.helpAndSupport) },
                { to: '/help-center', label: intl.formatMessage(helpCenterMessages.helpCenter) },
              ]}
              current={article.title}
            />
            <TitleRow>
              {topic && (
                <IconTile $size={56}>
                  <ContentIcon name={topic.icon} size={26} />
                </IconTile>
              )}
              <h1>{article.title}</h1>
            </TitleRow>
            <Intro>{article.intro}</Intro>
          </HeroInner>
        </Container>
      </Hero>

      <Container>
        <Layout>
          <ArticleBody aria-label={article.title}>
            {article.sections.map((section) => (
              <ArticleSection key={section.heading} section={section} />
            ))}
            <ArticleNextSteps />
          </ArticleBody>
          <ArticleSideNav article={article} otherTopics={otherTopics} />
        </Layout>
      </Container>
    </Page>
  );
}

const Page = styled.div`
  padding-bottom: 88px;
`;

const Hero = styled(PageHero).attrs({ $top: 24, $bottom: 40 })`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const HeroInner = styled.div`
  max-width: 820px;
  display: grid;
  gap: 14px;
  justify-items: start;
`;

const BackLink = styled(ButtonLink)`
  margin-left: -14px;
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  h1 {
    font-size: clamp(1.9rem, 1.3rem + 2.2vw, 2.7rem);
    font-weight: 800;
    letter-spacing: -0.02em;
  }
`;

const Intro = styled.p`
  font-size: 1.1rem;
  line-height: 1.7;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Layout = styled.div`
  display: grid;
  gap: 40px;
  padding-top: 40px;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 300px;
    gap: 56px;
    align-items: start;
  }
`;

const ArticleBody = styled.article`
  display: grid;
  gap: 44px;
  min-width: 0;
`;
