import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card } from '../../components/card';
import { ContentIcon } from '../../components/icons';
import type { HelpArticle, HelpTopic } from '../../content/help-center';
import { LocalizedLink } from '../../i18n';
import { media } from '../../theme/theme';
import { articlePath, sectionAnchor } from './help-center-links';

const messages = defineMessages({
  contents: { id: 'helpCenter.sideNav.contents', defaultMessage: 'In this article' },
  otherTopics: { id: 'helpCenter.sideNav.otherTopics', defaultMessage: 'Other topics' },
});

/** Beside the article: its table of contents and links to the other topics. */
export function ArticleSideNav({
  article,
  otherTopics,
}: {
  article: HelpArticle;
  otherTopics: readonly HelpTopic[];
}) {
  const tocId = useId();
  const intl = useIntl();
  const otherTopicsLabel = intl.formatMessage(messages.otherTopics);
  return (
    <Side>
      <SideCard as="nav" aria-labelledby={tocId}>
        <h2 id={tocId}>{intl.formatMessage(messages.contents)}</h2>
        <ol>
          {article.sections.map((section) => (
            <li key={section.heading}>
              <a href={`#${sectionAnchor(section.heading)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </SideCard>
      <SideCard as="nav" aria-label={otherTopicsLabel}>
        <h2>{otherTopicsLabel}</h2>
        <ul>
          {otherTopics.map((t) => (
            <li key={t.slug}>
              <LocalizedLink to={articlePath(t.slug)}>
                <ContentIcon name={t.icon} size={16} />
                {t.title}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </SideCard>
    </Side>
  );
}

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
  /* At least 24 px tall: a comfortable target (WCAG 2.2 target size), however short the title. */
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
  }
  ul a {
    display: flex;
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
