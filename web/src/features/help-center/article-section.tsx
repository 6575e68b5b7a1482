import styled from 'styled-components';
import { CheckIcon } from '../../components/icons';
import type { ContentSection } from '../../content/types';
import { sectionAnchor } from './help-center-links';

/** One section of an article, with its anchor (the table of contents links to it). */
export function ArticleSection({ section }: { section: ContentSection }) {
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
}

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
