import { useEffect, useId } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, type ButtonVariant } from '../../components/button';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { Card } from '../../components/card';
import { Container } from '../../components/container';
import { IconTile } from '../../components/icon-tile';
import { NotFoundCard } from '../../components/not-found-card';
import { PageHero } from '../../components/page-hero';
import { CheckIcon, ChevronLeftIcon, ContentIcon } from '../../components/icons';
import { shopConfig } from '../../config/shop-config';
import { helpArticles, helpTopics } from '../../content/help-center';
import { useHashScroll } from '../../lib/use-hash-scroll';
import { media } from '../../theme/theme';
import { articlePath, sectionAnchor } from './help-center-links';

const { brandName } = shopConfig;

/** The buttons at the end of every article (spec: /#shop, /#subscription, /help, /account, vpn-basics). */
const NEXT_STEPS: { to: string; label: string; variant: ButtonVariant }[] = [
  { to: '/#shop', label: 'Shop Devices', variant: 'primary' },
  { to: '/#subscription', label: 'View Subscription Plans', variant: 'secondary' },
  { to: '/help', label: 'Contact Support', variant: 'outline' },
  { to: '/account', label: 'My Account', variant: 'outline' },
  { to: articlePath('vpn-basics'), label: 'Learn the VPN Basics', variant: 'outline' },
];

/** A static help-center article (/help-center/:slug); an unknown slug shows the 404 card. */
export default function HelpArticlePage() {
  const { slug = '' } = useParams();
  const { hash } = useLocation();
  const article = Object.prototype.hasOwnProperty.call(helpArticles, slug) ? helpArticles[slug] : undefined;
  const topic = helpTopics.find((t) => t.slug === slug);
  const tocId = useId();
  const nextId = useId();

  useHashScroll();

  useEffect(() => {
    document.title = `${article ? article.title : 'Page Not Found'} · ${brandName}`;
  }, [article]);

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
              Back to Help Center
            </BackLink>
            <Breadcrumbs
              trail={[
                { to: '/help', label: 'Help & Support' },
                { to: '/help-center', label: 'Help Center' },
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
            {article.sections.map((section) => {
              const anchor = sectionAnchor(section.heading);
              return (
                <Section key={section.heading} id={anchor} aria-labelledby={`${anchor}-title`}>
                  <h2 id={`${anchor}-title`}>{section.heading}</h2>
                  {section.paragraphs.map((text) => (
                    <p key={text}>{text}</p>
                  ))}
                  {section.bullets && section.bullets.length > 0 && (
                    <Bullets>
                      {section.bullets.map((item) => (
                        <li key={item}>
                          <CheckIcon size={16} strokeWidth={3} />
                          <span>{item}</span>
                        </li>
                      ))}
                    </Bullets>
                  )}
                </Section>
              );
            })}

            <NextSteps as="section" aria-labelledby={nextId}>
              <h2 id={nextId}>Where to next?</h2>
              <p>Pick your package or plan, ask our team, or check your orders and subscriptions.</p>
              <ButtonRow>
                {NEXT_STEPS.map((item) => (
                  <ButtonLink key={item.to} to={item.to} $variant={item.variant} $size="md">
                    {item.label}
                  </ButtonLink>
                ))}
              </ButtonRow>
            </NextSteps>
          </ArticleBody>

          <Side>
            <SideCard as="nav" aria-labelledby={tocId}>
              <h2 id={tocId}>In this article</h2>
              <ol>
                {article.sections.map((section) => (
                  <li key={section.heading}>
                    <a href={`#${sectionAnchor(section.heading)}`}>{section.heading}</a>
                  </li>
                ))}
              </ol>
            </SideCard>
            <SideCard as="nav" aria-label="Other topics">
              <h2>Other topics</h2>
              <ul>
                {otherTopics.map((t) => (
                  <li key={t.slug}>
                    <Link to={articlePath(t.slug)}>
                      <ContentIcon name={t.icon} size={16} />
                      {t.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </SideCard>
          </Side>
        </Layout>
      </Container>
    </Page>
  );
}

function ArticleNotFound() {
  return (
    <NotFoundCard message="Page Not Found: this help article does not exist or has moved.">
      <ButtonRow>
        <ButtonLink to="/help-center" $variant="primary" $size="md">
          Browse the Help Center
        </ButtonLink>
        <ButtonLink to="/" $variant="outline" $size="md">
          Back to Home
        </ButtonLink>
      </ButtonRow>
    </NotFoundCard>
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

const Section = styled.section`
  display: grid;
  gap: 14px;
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight + 16}px;
  h2 {
    font-size: 1.5rem;
    font-weight: 750;
  }
  p {
    line-height: 1.75;
    max-width: 72ch;
  }
`;

const Bullets = styled.ul`
  list-style: none;
  display: grid;
  gap: 10px;
  padding: 18px 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bgMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  li {
    display: flex;
    gap: 10px;
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 5px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const NextSteps = styled(Card)`
  display: grid;
  gap: 12px;
  padding: 28px 24px;
  background: ${({ theme }) => theme.colors.bgMuted};
  h2 {
    font-size: 1.35rem;
    font-weight: 750;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 6px;
  > a {
    flex: 1 1 100%;
  }
  ${media.sm} {
    > a {
      flex: 0 0 auto;
    }
  }
`;

const Side = styled.aside`
  display: grid;
  gap: 20px;
  ${media.lg} {
    position: sticky;
    top: ${({ theme }) => theme.layout.headerHeight + 24}px;
  }
`;

const SideCard = styled(Card)`
  padding: 20px;
  display: grid;
  gap: 12px;
  h2 {
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ol,
  ul {
    margin: 0;
    display: grid;
    gap: 8px;
  }
  ol {
    padding-left: 20px;
  }
  ul {
    list-style: none;
    padding: 0;
  }
  li {
    font-size: 0.95rem;
    line-height: 1.4;
  }
  ul a {
    display: flex;
    align-items: center;
    gap: 8px;
    color: ${({ theme }) => theme.colors.text};
  }
  ul a svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
