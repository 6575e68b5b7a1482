import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Card } from '../../components/card';
import { ArrowRightIcon, ChevronRightIcon, ContentIcon } from '../../components/icons';
import type { HelpTopic } from '../../content/help-center';
import { LocalizedLink } from '../../i18n';
import { articlePath, sectionPath } from './help-center-links';

const messages: Record<string, MessageDescriptor> = defineMessages({
  articles: { id: 'helpCenter.topicCard.articles', defaultMessage: '{topic} articles' },
  readLabel: { id: 'helpCenter.topicCard.readLabel', defaultMessage: 'Read the guide: {topic}' },
  read: { id: 'helpCenter.topicCard.read', defaultMessage: 'Read the guide' },
});

/** One topic of the index: its articles (each a link to its section) and a link to the guide. */
export function HelpTopicCard({ topic, titleId }: { topic: HelpTopic; titleId: string }) {
  const intl = useIntl();
  return (
    <TopicFrame as="article" aria-labelledby={titleId} data-testid={`topic-${topic.slug}`}>
      <TopicHead>
        <TopicIcon>
          <ContentIcon name={topic.icon} size={22} />
        </TopicIcon>
        <h3 id={titleId}>{topic.title}</h3>
      </TopicHead>
      <p>{topic.description}</p>
      <ArticleList aria-label={intl.formatMessage(messages.articles, { topic: topic.title })}>
        {topic.articles.map((title) => (
          <li key={title}>
            <LocalizedLink to={sectionPath(topic.slug, title)}>
              <ChevronRightIcon size={16} />
              <span>{title}</span>
            </LocalizedLink>
          </li>
        ))}
      </ArticleList>
      <TopicLink
        to={articlePath(topic.slug)}
        aria-label={intl.formatMessage(messages.readLabel, { topic: topic.title })}
      >
        {intl.formatMessage(messages.read)} <ArrowRightIcon size={16} />
      </TopicLink>
    </TopicFrame>
  );
}

const TopicFrame = styled(Card)`
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

const TopicLink = styled(LocalizedLink)`
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
