import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { Card } from '../../components/card';
import { Container, Eyebrow } from '../../components/container';
import {
  ArrowRightIcon,
  ChevronRightIcon,
  ContentIcon,
  MailIcon,
  SettingsIcon,
  UserIcon,
} from '../../components/icons';
import { HeroIntro, PageHero } from '../../components/page-hero';
import { shopConfig } from '../../config/shop-config';
import { helpTopics } from '../../content/help-center';
import { mailtoHref } from '../../lib/email';
import { loginHref } from '../../lib/return-to';
import { media } from '../../theme/theme';
import { articlePath, sectionPath } from './help-center-links';

const { brandName, supportEmail } = shopConfig;

/** The help-center topic index (/help-center and /help/*): six topic cards and the quick links. */
export default function HelpCenterPage() {
  const topicsTitleId = useId();
  const quickTitleId = useId();

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
            {helpTopics.map((topic) => {
              const titleId = `${topicsTitleId}-${topic.slug}`;
              return (
                <TopicCard
                  as="article"
                  key={topic.slug}
                  aria-labelledby={titleId}
                  data-testid={`topic-${topic.slug}`}
                >
                  <TopicHead>
                    <TopicIcon>
                      <ContentIcon name={topic.icon} size={22} />
                    </TopicIcon>
                    <h3 id={titleId}>{topic.title}</h3>
                  </TopicHead>
                  <p>{topic.description}</p>
                  <ArticleList aria-label={`${topic.title} articles`}>
                    {topic.articles.map((title) => (
                      <li key={title}>
                        <Link to={sectionPath(topic.slug, title)}>
                          <ChevronRightIcon size={16} />
                          <span>{title}</span>
                        </Link>
                      </li>
                    ))}
                  </ArticleList>
                  <TopicLink to={articlePath(topic.slug)} aria-label={`Read the ${topic.title} guide`}>
                    Read the guide <ArrowRightIcon size={16} />
                  </TopicLink>
                </TopicCard>
              );
            })}
          </TopicGrid>
        </section>

        <QuickSection aria-labelledby={quickTitleId}>
          <h2 id={quickTitleId}>Quick Links</h2>
          <QuickGrid>
            <li>
              <QuickAnchor href={mailtoHref(supportEmail)}>
                <QuickIcon>
                  <MailIcon size={20} />
                </QuickIcon>
                <span>
                  <strong>Contact Support</strong>
                  <small>Email {supportEmail}</small>
                </span>
              </QuickAnchor>
            </li>
            <li>
              <QuickLink to={articlePath('setup-installation')}>
                <QuickIcon>
                  <SettingsIcon size={20} />
                </QuickIcon>
                <span>
                  <strong>Device Setup Guides</strong>
                  <small>Home router and travel router, step by step</small>
                </span>
              </QuickLink>
            </li>
            <li>
              {/* A full-page navigation: the server's sign-in entry point, then the account page. */}
              <QuickAnchor href={loginHref('/account')}>
                <QuickIcon>
                  <UserIcon size={20} />
                </QuickIcon>
                <span>
                  <strong>Go to Account</strong>
                  <small>Orders, subscriptions and profile</small>
                </span>
              </QuickAnchor>
            </li>
          </QuickGrid>
          <Footnote>
            Can&apos;t find what you need? <Link to="/help">Open a ticket</Link>: we answer within 2 hours.
          </Footnote>
        </QuickSection>
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

const TopicCard = styled(Card)`
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  gap: 14px;
  padding: 24px;
  transition:
    box-shadow 150ms ease,
    border-color 150ms ease;
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.md};
    border-color: #bfd0fb;
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.95rem;
  }
`;

const TopicHead = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  h3 {
    font-size: 1.2rem;
    font-weight: 750;
  }
`;

const TopicIcon = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const ArticleList = styled.ul`
  list-style: none;
  display: grid;
  gap: 2px;
  align-content: start;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: 10px;
  a {
    display: flex;
    align-items: flex-start;
    gap: 8px;
    padding: 6px 0;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 500;
    font-size: 0.95rem;
    line-height: 1.4;
  }
  a svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.textFaint};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }
  a:hover svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const TopicLink = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 650;
  &:hover {
    text-decoration: none;
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const QuickSection = styled.section`
  margin-top: 64px;
  display: grid;
  gap: 20px;
  > h2 {
    font-size: 1.5rem;
    font-weight: 750;
  }
`;

const QuickGrid = styled.ul`
  list-style: none;
  display: grid;
  gap: 16px;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const quickStyles = css`
  height: 100%;
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 18px 20px;
  border-radius: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bgMuted};
  text-decoration: none;
  transition:
    border-color 150ms ease,
    box-shadow 150ms ease,
    background-color 150ms ease;
  > span {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
  small {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  &:hover {
    text-decoration: none;
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const QuickLink = styled(Link)`
  ${quickStyles}
`;

const QuickAnchor = styled.a`
  ${quickStyles}
`;

const QuickIcon = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 42px;
  height: 42px;
  border-radius: 12px;
  background: ${({ theme }) => theme.gradients.brand};
  color: #fff;
`;

const Footnote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
